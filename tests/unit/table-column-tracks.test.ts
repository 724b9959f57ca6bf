/** How DataTable sizes its columns now that rows are separate grids, not table rows. */
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
const tracksOf = (template: string) => template.match(/minmax\([^)]*\)\)?|\S+/g)!;
const minOf = (track: string) => Number(/minmax\((\d+)px/.exec(track)![1]);
const shareOf = (track: string) => Number(/(\d+)fr\)$/.exec(track)![1]);

describe('column tracks', () => {
  it('keeps a set width, and adds the Action column at its own width', () => {
    const { template, minWidth } = columnTracks<User>([{ key: 'email', header: 'Email', width: 240 }], users, true);
    expect(template).toBe(`240px ${ACTIONS_WIDTH}px`);
    expect(minWidth).toBe(240 + ACTIONS_WIDTH);
  });

  it('shares the rest by the longest text and never breaks the longest word', () => {
    const { template } = columnTracks<User>(
      [
        { key: 'name', header: 'Name' },
        { key: 'email', header: 'Email' },
        { key: 'status', header: 'Status', render: (u) => (u.status ? 'Active' : 'Inactive') },
      ],
      users,
      false,
    );
    const [name, email, status] = tracksOf(template);
    expect(shareOf(name)).toBe('Aishwaryalakshmi Venkataraman'.length);
    expect(shareOf(email)).toBe('technician@demo.local'.length);
    expect(shareOf(status)).toBe('Inactive'.length);
    // "technician@demo.local" is one word: its column is at least that wide; short columns keep the minimum.
    expect(minOf(email)).toBeGreaterThan(minOf(name));
    expect(minOf(name)).toBeGreaterThan(FLEXIBLE_MIN_WIDTH);
    expect(minOf(status)).toBe(FLEXIBLE_MIN_WIDTH);
  });

  it('makes the table at least as wide as its columns\' minimums, so none is squeezed', () => {
    const { template, minWidth } = columnTracks<User>([{ key: 'email', header: 'Email' }, { key: 'name', header: 'Name', width: 120 }], users, true);
    expect(minWidth).toBe(minOf(tracksOf(template)[0]) + 120 + ACTIONS_WIDTH);
    expect(minWidth).toBeGreaterThan(FLEXIBLE_MIN_WIDTH + 120 + ACTIONS_WIDTH);
  });

  it('reads a cell drawn as an element by its CSV text, and a no-wrap cell as one word', () => {
    const { template } = columnTracks<User>(
      [
        { key: 'status', header: 'Status', render: () => ({}) as never, csv: (u) => (u.status ? 'Active' : 'Inactive') },
        { key: 'created_at', header: 'Created', value: (u) => `Nov 23 2026 (${u.status ? '5:16 AM' : '11:40 PM'})`, className: 'whitespace-nowrap' },
      ],
      users,
      false,
    );
    const [status, created] = tracksOf(template);
    expect(shareOf(status)).toBe('Inactive'.length);
    expect(minOf(created)).toBeGreaterThan(minOf(status) + 'Nov 23 2026'.length * 5);
  });

  it(`reads only the first ${SAMPLED_ROWS} rows of a big list`, () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ name: i === SAMPLED_ROWS ? 'x'.repeat(500) : 'short', email: '', status: 1, created_at: '' }));
    const [name] = tracksOf(columnTracks<User>([{ key: 'name', header: 'Name' }], rows, false).template);
    expect(shareOf(name)).toBe('short'.length);
  });
});
