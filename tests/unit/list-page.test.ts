import { describe, expect, it } from 'vitest';
import { DEEP_OFFSET, listPage, nearerEnd, type PageWindow } from '../../server/http/list.ts';

/** A list as the database would sort it: by score (nulls last ascending, as PostgreSQL does), then id. */
const rows = Array.from({ length: 2_503 }, (_, i) => ({ id: i + 1, score: i % 7 === 0 ? null : (i * 37) % 11 }));

function sorted(sortDir: PageWindow['sortDir']) {
  const up = [...rows].sort((a, b) => (a.score === b.score ? a.id - b.id : a.score === null ? 1 : b.score === null ? -1 : a.score - b.score));
  return sortDir === 'ASC' ? up : up.reverse();
}

describe('a list page read from the nearer end of the list', () => {
  it('gives the rows of the page asked for at any depth, either sort direction', async () => {
    for (const sortDir of ['ASC', 'DESC'] as const) {
      const whole = sorted(sortDir);
      const reads: PageWindow[] = [];
      const read = async (range: PageWindow) => {
        reads.push(range);
        return sorted(range.sortDir).slice(range.offset, range.offset + range.limit);
      };
      for (const [offset, limit] of [[0, 10], [DEEP_OFFSET - 3, 10], [1_245, 20], [2_490, 10], [2_500, 10], [2_502, 50]]) {
        const page = await listPage({ offset, limit, sortDir }, read, async () => rows.length);
        expect(page.total).toBe(rows.length);
        expect(page.data, `${sortDir} at ${offset}`).toEqual(whole.slice(offset, offset + limit));
      }
      // The last pages were read from the end, a few rows in, not 2,500 rows down.
      expect(reads.slice(-3).map((r) => r.offset)).toEqual([3, 0, 0]);
    }
  });

  it('reads nothing for a page past the end', async () => {
    let reads = 0;
    const page = await listPage({ offset: 5_000, limit: 10, sortDir: 'ASC' }, async () => (reads++, []), async () => rows.length);
    expect(page).toEqual({ data: [], total: rows.length });
    expect(reads).toBe(0);
  });

  it('keeps the sort and the offset in the list’s first half', () => {
    expect(nearerEnd({ offset: 1_240, limit: 20, sortDir: 'DESC' }, 2_503)).toEqual({ window: { offset: 1_240, limit: 20, sortDir: 'DESC' }, reversed: false });
    expect(nearerEnd({ offset: 1_250, limit: 20, sortDir: 'DESC' }, 2_503)).toEqual({ window: { offset: 1_233, limit: 20, sortDir: 'ASC' }, reversed: true });
  });
});
