/**
 * The frame of the signed-out screens, with the way back to sign-in below their form and
 * the feedback form (console.md §3: the email field is asked only here).
 */
import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '../../platform/paths.ts';

// The dialog library loads only when someone opens it, off the sign-in screen's critical path.
const FeedbackDialog = lazy(() => import('../../platform/feedback/FeedbackDialog.tsx').then((m) => ({ default: m.FeedbackDialog })));

export function AuthCard({ title, backToSignIn = false, children }: { title: string; backToSignIn?: boolean; children: ReactNode }) {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  return (
    <div className="flex min-h-screen items-center justify-center bg-gradient-to-br from-indigo-50 to-slate-100 p-4">
      <div className="w-full max-w-sm rounded-2xl bg-white p-8 shadow-lg">
        <div className="mb-6 flex items-center gap-2">
          <span className="inline-block h-8 w-8 rounded-lg bg-indigo-600" aria-hidden="true" />
          <span className="text-lg font-semibold text-slate-800">Vending Console</span>
        </div>
        <h1 className="mb-6 text-xl font-semibold text-slate-900">{title}</h1>
        {children}
        {backToSignIn && (
          <p className="mt-4 text-center text-sm">
            <Link href={paths.login()} className="text-indigo-700 hover:underline">
              Back to sign in
            </Link>
          </p>
        )}
        <p className="mt-6 border-t border-slate-100 pt-4 text-center text-sm">
          <button type="button" onClick={() => setFeedbackOpen(true)} className="text-slate-600 hover:text-indigo-700 hover:underline">
            Send feedback
          </button>
        </p>
      </div>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog open visitor onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
