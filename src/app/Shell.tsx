/** The signed-in frame: top bar with the page title and the user's menu. */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { RouteDef } from './routes/index.ts';
import { useCurrentUser, useSessionActor } from './session/SessionProvider.tsx';

export function Shell({ title, children }: { title: string; route?: RouteDef; children: ReactNode }) {
  const user = useCurrentUser();
  const actor = useSessionActor();
  return (
    <div className="min-h-screen">
      <header className="flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4">
        <h1 className="text-lg font-semibold">{title}</h1>
        <div className="flex items-center gap-3 text-sm">
          <Link href="/profile" className="text-slate-700 hover:underline">
            {user?.first_name} {user?.last_name}
          </Link>
          <button type="button" className="rounded-md border border-slate-300 px-3 py-1 hover:bg-slate-100" onClick={() => actor.send({ type: 'session.logout' })}>
            Sign out
          </button>
        </div>
      </header>
      <main className="p-4">{children}</main>
    </div>
  );
}
