/**
 * Model-based against the server: every shortest path of the offer's status machine
 * (machines/records/offer.ts), each on a fresh discount. After every step the discount's status
 * is the machine's, each event the machine refuses from there is refused with 409, and the
 * offer's history has one row per step with who made it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { OFFER_STATUS } from '../../contract/offers.ts';
import { OFFER_ACTIONS, offerLifecycle } from '../../machines/records/offer.ts';
import { offerHistory } from '../../server/db/schema/index.ts';
import { coverage, pathName } from '../model/paths.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'offers-management';
let api: TestApi;
let admin: string;
let template: Record<string, unknown>;
const post = (body: Record<string, unknown>) => api.post(AREA, body, admin);
const day = 86_400_000;

/** The request that sends an event to a discount. */
const requestFor = (event: string, d: { id: number; version: number }) => {
  if (event === 'offer.restart') return { action: 'restart.discount', id: d.id, version: d.version, start_at: new Date().toISOString(), end_at: new Date(Date.now() + 10 * day).toISOString() };
  return { action: 'change_status.discount', id: d.id, version: d.version, status_action: OFFER_ACTIONS.find((a) => a.event === event)!.id };
};

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const first = (await post({ action: 'list.discounts', status: [OFFER_STATUS.active], sortBy: 'created_at', sortDir: 'ASC', limit: 1 })).body.data[0];
  const d = (await post({ action: 'get.discount', id: first.id })).body.data;
  template = {
    description: '', offer_type: d.offer_type, scope: 'COMPANY', zone_id: null, retailer_id: null, vending_machine_ids: d.machines.map((m: { id: number }) => m.id),
    channels: d.channels, repeat_option: 'DAILY', weekdays: [], time_window: 'FULL_DAY', start_time: '', end_time: '', offer_source: 'ERP',
    start_at: new Date(Date.now() - day).toISOString(), end_at: new Date(Date.now() + 30 * day).toISOString(),
    sub_offers: d.sub_offers.map((s: { label: string; offer_price: number | null; lines: Record<string, unknown>[] }) => ({
      label: s.label, is_active: true, offer_price: s.offer_price,
      products: s.lines.map((l) => ({ product_id: l.product_id, is_primary: l.is_primary, offer_value: l.offer_value, max_buy_qty: l.max_buy_qty, buy_qty: l.buy_qty, free_qty: l.free_qty, total_stock: l.total_stock })),
    })),
  };
});
afterAll(() => api.close());

describe('the offer status machine against the server', () => {
  const paths = createTestModel(offerLifecycle.machine, { events: offerLifecycle.events.map((type) => ({ type })) }).getShortestPaths()
    .concat(createTestModel(offerLifecycle.machine, { events: offerLifecycle.events.map((type) => ({ type })) }).getSimplePaths());

  it('its paths take every transition', () => {
    expect(coverage(offerLifecycle.machine, paths as never).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p as never), p] as const))('%s', async (_name, path) => {
    let current = (await post({ action: 'create.discount', ...template, name: `Model ${pathName(path as never)}` })).body.data;
    expect(current.status).toBe(OFFER_STATUS.active);
    for (const { event } of path.steps.slice(1)) {
      for (const refused of offerLifecycle.events.filter((e) => !offerLifecycle.can(current.status, e))) {
        const answer = await post(requestFor(refused, current));
        expect(answer.status, `${refused} from ${current.status}`).toBe(409);
      }
      const answer = await post(requestFor(event.type, current));
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data.status).toBe(offerLifecycle.next(current.status, event.type));
      current = answer.body.data;
    }
    // CREATED, then one row per step (the sub-offers' own CREATED rows left out).
    const rows = (await api.services.db.select().from(offerHistory).where(eq(offerHistory.offer_id, current.id))).filter((r) => r.sub_offer_id === null);
    expect(rows).toHaveLength(path.steps.length);
    expect(rows.every((r) => r.user_id !== null)).toBe(true);
  });
});
