/** An icon-only button with an accessible name and a tooltip on hover and keyboard focus. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  label: string;
  icon: ReactNode;
  tone?: 'neutral' | 'danger';
}

export function IconButton({ label, icon, tone = 'neutral', className = '', ...props }: IconButtonProps) {
  const colours = tone === 'danger' ? 'text-red-600 hover:bg-red-50' : 'text-slate-600 hover:bg-slate-100';
  return (
    <span className="group relative inline-flex">
      <button type="button" aria-label={label} className={`rounded-md p-1.5 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${colours} ${className}`} {...props}>
        {icon}
      </button>
      <span role="tooltip" className="pointer-events-none absolute bottom-full left-1/2 z-20 mb-1 hidden -translate-x-1/2 whitespace-nowrap rounded bg-slate-800 px-2 py-0.5 text-xs text-white group-hover:block group-focus-within:block">
        {label}
      </span>
    </span>
  );
}
