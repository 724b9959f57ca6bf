/**
 * The pager of console.md §9 / domain.md §2: a Rows selector, "Showing a - b",
 * "Total Data : n" and page links: 5 in the table pager; 10 in the filter-bar pager,
 * which shows its links only when the total exceeds the page size.
 */
import { memo, useId } from 'react';
import {
  FILTER_BAR_PAGER_LINKS, LIST_FOOTER_PAGE_SIZE_OPTIONS, PAGE_SIZE_OPTIONS, TABLE_PAGER_LINKS,
} from '../../../contract/constants.ts';
import { pageCount, pageWindow } from './pageLinks.ts';

export type PagerKind = 'table' | 'filter-bar';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  pageSizeOptions: readonly number[];
  kind?: PagerKind;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

const linkClass = 'min-w-8 rounded-md px-2 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 disabled:text-slate-300';

/** Memoised: a scrolling table re-renders on every frame, and its pager has nothing new to show. */
export const Pager = memo(function Pager({ page, pageSize, total, pageSizeOptions, kind = 'table', onPage, onPageSize }: PagerProps) {
  const rowsId = useId();
  const pages = pageCount(total, pageSize);
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const showLinks = kind === 'table' || total > pageSize;
  const links = pageWindow(page, pages, kind === 'table' ? TABLE_PAGER_LINKS : FILTER_BAR_PAGER_LINKS);
  const options = pageSizeOptions.includes(pageSize) ? pageSizeOptions : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-600">
      <div className="flex items-center gap-4">
        <label htmlFor={rowsId} className="flex items-center gap-2">
          Rows
          <select id={rowsId} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm">
            {options.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
        <span data-testid="pager-showing">
          Showing {first} - {last}
        </span>
        <span data-testid="pager-total">Total Data : {total}</span>
      </div>
      {showLinks && (
        <nav aria-label="Pages" className="flex items-center gap-1">
          <button type="button" className={linkClass} aria-label="First page" disabled={page <= 1} onClick={() => onPage(1)}>
            «
          </button>
          <button type="button" className={linkClass} aria-label="Previous page" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            ‹
          </button>
          {links.map((n) => (
            <button
              key={n}
              type="button"
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              className={`${linkClass} ${n === page ? 'bg-indigo-600 font-semibold text-white' : 'hover:bg-slate-100'}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          ))}
          <button type="button" className={linkClass} aria-label="Next page" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            ›
          </button>
          <button type="button" className={linkClass} aria-label="Last page" disabled={page >= pages} onClick={() => onPage(pages)}>
            »
          </button>
        </nav>
      )}
    </div>
  );
});

/**
 * domain.md §9 option sets by where the pager is: 10/20/25 under a table, 20/50/100 in a list's
 * footer (the filter-bar pager). A page size outside the set is added to it by the Pager.
 */
export function defaultPageSizeOptions(kind: PagerKind = 'table'): readonly number[] {
  return kind === 'filter-bar' ? LIST_FOOTER_PAGE_SIZE_OPTIONS : PAGE_SIZE_OPTIONS;
}
