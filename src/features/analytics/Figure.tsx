/** A headline number that links to the list behind it (with that list's filter in the URL). */
import type { ReactNode } from 'react';
import { Link } from 'wouter';

export function Figure({ label, value, href, children }: { label: string; value: string; href?: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-slate-900">
        {href ? <Link href={href} className="text-blue-700 underline-offset-2 hover:underline" aria-label={`${label}: ${value}`}>{value}</Link> : value}
        {children}
      </dd>
    </div>
  );
}
