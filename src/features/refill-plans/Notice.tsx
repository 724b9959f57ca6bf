/** What a refill screen shows instead of a blank page when its address is missing a parameter or names the wrong record. */
import type { ReactNode } from 'react';
import { paths } from '../../platform/paths.ts';
import { LinkButton } from '../../ui/index.ts';

export function RefillNotice({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div role="alert" className="mx-auto mt-12 max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center">
      <p className="text-slate-700">{message}</p>
      <div className="mt-4 flex justify-center gap-2">
        {children}
        <LinkButton href={paths.refills()} variant="secondary">Back to refill plans</LinkButton>
      </div>
    </div>
  );
}
