/**
 * A link in a table cell: a plain anchor, whose plain click the table sends through the
 * router (DataTable's row click). wouter's Link would give every row drawn its own location
 * hook (a history subscription and fresh handlers on each render), which a scrolling table
 * pays for on each row coming in. Ctrl/⌘-, Shift- and middle-clicks stay the browser's own.
 */
import type { MouseEvent, ReactNode } from 'react';

export function CellLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} data-cell-link="" className={className}>
      {children}
    </a>
  );
}

/** Follows the cell link a plain left click landed on through `navigate`; false when there is none. */
export function followCellLink(event: MouseEvent, navigate: (href: string) => void): boolean {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  const href = (event.target as Element).closest('a[data-cell-link]')?.getAttribute('href');
  if (!href) return false;
  event.preventDefault();
  navigate(href);
  return true;
}
