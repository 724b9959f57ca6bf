/** campaign.list (console.md §7): the discounts and coupons of the Campaigns group in one list, paged and scoped. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
const tokens: Record<string, string> = {};
const campaigns = (who: string, fields: Record<string, unknown> = {}) => api.post('campaign-management', { action: 'campaign.list', ...fields }, tokens[who]);
const offers = (who: string, action: string) => api.post('offers-management', { action, limit: 1 }, tokens[who]);

beforeAll(async () => {
  api = await startApi();
  for (const who of ['admin', 'franchise']) tokens[who] = await api.login(`${who}@demo.local`);
});
afterAll(() => api.close());

type Row = { kind: string; id: number; name: string; status: string };

describe('campaign.list', () => {
  it("lists the company's discounts and coupons together, each with its kind and status name", async () => {
    const all = await campaigns('admin', { limit: 2000 });
    expect(all.status).toBe(200);
    const discounts = (await offers('admin', 'list.discounts')).body.total;
    const coupons = (await offers('admin', 'list.coupons')).body.total;
    expect(discounts).toBeGreaterThan(0);
    expect(coupons).toBeGreaterThan(0);
    expect(all.body.total).toBe(discounts + coupons);
    const rows = all.body.data as Row[];
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['discount', 'coupon']));
    expect(rows.every((r) => ['Active', 'Paused', 'Suspended', 'Expired', 'Inactive'].includes(r.status))).toBe(true);
    const onlyCoupons = await campaigns('admin', { kind: ['coupon'], limit: 2000 });
    expect(onlyCoupons.body.total).toBe(coupons);
    expect((onlyCoupons.body.data as Row[]).every((r) => r.kind === 'coupon')).toBe(true);
  });

  it('pages and sorts the union as one list, and searches names and codes', async () => {
    const all = (await campaigns('admin', { limit: 2000, sortBy: 'name', sortDir: 'ASC' })).body.data as Row[];
    const page = (await campaigns('admin', { limit: 3, offset: 3, sortBy: 'name', sortDir: 'ASC' })).body.data as Row[];
    expect(page.map((r) => `${r.kind}-${r.id}`)).toEqual(all.slice(3, 6).map((r) => `${r.kind}-${r.id}`));
    const names = all.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const term = all[0]!.name.slice(0, 4);
    const found = (await campaigns('admin', { search: term, limit: 2000 })).body.data as Row[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.name.toLowerCase().includes(term.toLowerCase()))).toBe(true);
  });

  it("narrows a franchise admin's discounts to their franchise, as list.discounts does", async () => {
    const mine = await campaigns('franchise', { kind: ['discount'], limit: 2000 });
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe((await offers('franchise', 'list.discounts')).body.total);
    expect(mine.body.total).toBeLessThan((await campaigns('admin', { kind: ['discount'] })).body.total);
  });

  it('is refused (403) to a role without PERM_VIEW_OFFER', async () => {
    const outsider = DEMO_USERS.find((u) => !DEFAULT_ROLE_PERMISSIONS[u.role].includes('PERM_VIEW_OFFER'))!;
    const r = await api.post('campaign-management', { action: 'campaign.list' }, await api.login(outsider.email));
    expect(r.status).toBe(403);
  });
});
