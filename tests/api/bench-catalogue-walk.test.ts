/**
 * The bench's catalogue walk (bench/catalogue-walk.ts, issue 55) covers every list.* and get.*
 * action of the contract: each is measured (a list's first, filtered and last pages; a view of
 * ids from its list) or named with the reason, and only the reasons known here are allowed —
 * so a new action the walk cannot measure fails this test until it is taught or excused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { walkCatalogue, walkedActions, type Walk } from '../../bench/catalogue-walk.ts';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let walk: Walk;

beforeAll(async () => {
  api = await startApi();
  const token = await api.login('admin@demo.local');
  walk = await walkCatalogue(async (area, body) => {
    const answer = await api.post(area, body, token);
    return { status: answer.status, body: answer.body as Record<string, unknown> | null };
  });
}, 120_000);
afterAll(() => api.close());

describe('the bench walks the whole catalogue', () => {
  it('takes its actions from the catalogue: every list.* and get.* action, nothing else', () => {
    const names = CATALOGUE.filter((a) => a.name.startsWith('list.') || a.name.startsWith('get.')).map((a) => a.name);
    expect(walkedActions().map((a) => a.name)).toEqual(names);
    expect(names.length).toBeGreaterThan(150);
  });

  it('measures or names with a reason every one of them', () => {
    const covered = new Set([...walk.requests.map((r) => r.action), ...walk.skipped.filter((s) => !s.variant).map((s) => s.action)]);
    const missing = walkedActions().map((a) => a.name).filter((name) => !covered.has(name));
    expect(missing).toEqual([]);
  });

  it('measures every paged list at its first, a filtered and a last page, and every record view it can reach', () => {
    const unmeasured = walk.skipped.map((s) => `${s.action}${s.variant ? ` (${s.variant})` : ''}: ${s.reason}`);
    // What the demo business cannot give the walk; anything else is an action the walk must learn.
    expect(unmeasured).toEqual(EXCUSED);
    for (const request of walk.requests) expect(request.bodies.length).toBeGreaterThan(0);
    const lists = new Set(walk.requests.filter((r) => r.variant === 'last page').map((r) => r.action));
    for (const list of lists) {
      expect(walk.requests.some((r) => r.action === list && r.variant === 'first page')).toBe(true);
    }
  });
});

const EXCUSED = [
  'get.sales_analytics_template: its list (list.sales_analytics_templates) has no rows here',
  'list.store_inventory: answered 403: A store\'s inventory is not shown to your role. ({"store_id":1,"limit":20})',
  'get.refill_return_order: no list of its records in the catalogue to take ids from',
  'get.refund: no list of its records in the catalogue to take ids from',
  'get.store_manager_image: no list of its records in the catalogue to take ids from',
  'get.sale_order: no list of its records in the catalogue to take ids from',
];
