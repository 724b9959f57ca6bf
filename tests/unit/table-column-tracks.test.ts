/** How DataTable sizes its columns now that rows are separate flex rows, not table rows. */
import { describe, expect, it } from 'vitest';
import { ACTIONS_WIDTH, FLEXIBLE_MIN_WIDTH, SAMPLED_ROWS, columnTracks } from '../../src/ui/table/column-tracks.ts';

interface User {
  name: string;
  email: string;
  status: number;
  created_at: string;
}
const users: User[] = [
  { name: 'Vikram Singh', email: 'technician@demo.local', status: 1, created_at: '2026-11-23T05:16:00Z' },
  { name: 'Aishwaryalakshmi Venkataraman', email: 'admin@demo.local', status: 0, created_at: '2026-11-22T05:16:00Z' },
];
type Cell = ReturnType<typeof columnTracks>['cells'][number];
const minOf = (cell: Cell) => cell.minWidth as number;
const shareOf = (cell: Cell) => Number(String(cell.flex).split(' ')[0]);

describe('column tracks', () => {
  it('keeps a set width, and adds the Action column at its own width', () => {
    const { cells, minWidth } = columnTracks<User>([{ key: 'email', header: 'Email', width: 240 }], users, true);
    expect(cells).toEqual([{ flex: '0 0 240px' }, { flex: `0 0 ${ACTIONS_WIDTH}px` }]);
    expect(minWidth).toBe(240 + ACTIONS_WIDTH);
  });

  it('shares the rest by the longest text and never breaks the longest word', () => {
    const { cells } = columnTracks<User>(
      [
        { key: 'name', header: 'Name' },
        { key: 'email', header: 'Email' },
        { key: 'status', header: 'Status', render: (u) => (u.status ? 'Active' : 'Inactive') },
      ],
      users,
      false,
    );
    const [name, email, status] = cells;
    expect(shareOf(name)).toBe('Aishwaryalakshmi Venkataraman'.length);
    expect(shareOf(email)).toBe('technician@demo.local'.length);
    expect(shareOf(status)).toBe('Inactive'.length);
    // "technician@demo.local" is one word: its column is at least that wide; short columns keep the minimum.
    expect(minOf(email)).toBeGreaterThan(minOf(name));
    expect(minOf(name)).toBeGreaterThan(FLEXIBLE_MIN_WIDTH);
    expect(minOf(status)).toBe(FLEXIBLE_MIN_WIDTH);
  });

  it('makes the table at least as wide as its columns\' minimums, so none is squeezed', () => {
    const { cells, minWidth } = columnTracks<User>([{ key: 'email', header: 'Email' }, { key: 'name', header: 'Name', width: 120 }], users, true);
    expect(minWidth).toBe(minOf(cells[0]) + 120 + ACTIONS_WIDTH);
    expect(minWidth).toBeGreaterThan(FLEXIBLE_MIN_WIDTH + 120 + ACTIONS_WIDTH);
  });

  it('reads a cell drawn as an element by its CSV text, and a no-wrap cell as one word', () => {
    const { cells } = columnTracks<User>(
      [
        { key: 'status', header: 'Status', render: () => ({}) as never, csv: (u) => (u.status ? 'Active' : 'Inactive') },
        { key: 'created_at', header: 'Created', value: (u) => `Nov 23 2026 (${u.status ? '5:16 AM' : '11:40 PM'})`, className: 'whitespace-nowrap' },
      ],
      users,
      false,
    );
    const [status, created] = cells;
    expect(shareOf(status)).toBe('Inactive'.length);
    expect(minOf(created)).toBeGreaterThan(minOf(status) + 'Nov 23 2026'.length * 5);
  });

  it(`reads only the first ${SAMPLED_ROWS} rows of a big list`, () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ name: i === SAMPLED_ROWS ? 'x'.repeat(500) : 'short', email: '', status: 1, created_at: '' }));
    const [name] = columnTracks<User>([{ key: 'name', header: 'Name' }], rows, false).cells;
    expect(shareOf(name)).toBe('short'.length);
  });
});
