/** A wouter link that looks like a Button (for "Add …" and "Edit" on list and view screens). */
import type { ReactNode } from 'react';
import { Link } from 'wouter';

const styles = {
  primary: 'bg-indigo-600 text-white hover:bg-indigo-500',
  secondary: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
} as const;

export function LinkButton({ href, children, variant = 'primary' }: { href: string; children: ReactNode; variant?: keyof typeof styles }) {
  return (
    <Link href={href} className={`inline-flex items-center rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${styles[variant]}`}>
      {children}
    </Link>
  );
}
