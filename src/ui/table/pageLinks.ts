/** The page numbers a pager shows: a window of `count` links around the current page. */
export function pageWindow(current: number, totalPages: number, count: number): number[] {
  if (totalPages <= 0) return [];
  const size = Math.min(count, totalPages);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
