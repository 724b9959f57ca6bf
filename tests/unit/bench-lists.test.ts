// The bench's "first rows on every list" line (issue 55): which screens it opens, and how it judges them.
import { describe, expect, it } from 'vitest';
import { listPaths } from '../../bench/browser/list-routes.ts';
import { summarize } from '../../bench/lib/stats.ts';
import { listsFirstRowsBudget } from '../../bench/report.ts';
import type { BenchResults } from '../../bench/results.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';

const ADMIN = 'ROLE_COMPANY_ADMIN';

describe('listPaths', () => {
  it("opens the admin's sidebar lists, never a route with a parameter or a sign-in screen", () => {
    const paths = listPaths(DEFAULT_ROLE_PERMISSIONS[ADMIN], ADMIN).map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['/orders', '/vm']));
    expect(paths.filter((p) => p.includes(':') || p === '/login')).toEqual([]);
  });

  it('leaves out the lists a role may not open', () => {
    expect(listPaths([], 'ROLE_TECHNICIAN').map((r) => r.path)).not.toContain('/orders');
  });
});

describe('listsFirstRowsBudget', () => {
  const withLists = (lists: NonNullable<BenchResults['browser']>['lists']) => ({ browser: { firstRows: {}, lists } }) as unknown as BenchResults;

  it("judges the slowest list's median and names it; screens without rows are not timed", () => {
    const line = listsFirstRowsBudget(withLists([
      { path: '/orders', title: 'Orders', firstRows: summarize([180, 200, 220]) },
      { path: '/vm', title: 'Machines', firstRows: summarize([310, 320, 330]) },
      { path: '/dashboard', title: 'Dashboard' },
    ]));
    expect(line.what).toContain('2 sidebar lists');
    expect(line.measured).toContain('/vm');
    expect(line.ok).toBe(false);
  });

  it('is not measured without the browser section', () => {
    expect(listsFirstRowsBudget(withLists(undefined)).ok).toBeUndefined();
  });
});
