/**
 * What a view or edit screen shows instead of its record: "Loading...", or, when the
 * record is missing (or out of the caller's reach) or failed to load, a notice with the
 * way back to its list.
 */
import type { ReactNode } from 'react';
import { LinkButton } from '../../ui/LinkButton.tsx';
import type { RecordStatus } from './useRecord.ts';

export interface RecordFallbackProps {
  state: { status: RecordStatus; message?: string };
  /** What the record is, in a sentence: "user", "vending machine". */
  what: string;
  back: { href: string; label: string };
}

export function RecordFallback({ state, what, back }: RecordFallbackProps): ReactNode {
  if (state.status === 'loading' || state.status === 'ready') return <p className="p-6 text-slate-500">Loading...</p>;
  return (
    <div role="alert" className="mx-auto mt-12 max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center">
      {state.status === 'missing' ? (
        <p className="text-slate-700">This {what} does not exist, or you may not see it.</p>
      ) : (
        <>
          <p className="text-slate-700">This {what} could not be loaded.</p>
          <p className="mt-2 text-sm text-slate-500">{state.message}</p>
        </>
      )}
      <div className="mt-4">
        <LinkButton href={back.href} variant="secondary">
          {back.label}
        </LinkButton>
      </div>
    </div>
  );
}
