/**
 * Discounts (issue 42): the demo offers, list with its filters, view, create, clone, update,
 * restart and status changes through the API; every validator message of domain.md §5 "Discount"
 * (the same words the form shows, from the contract); the offer types each role may create; the
 * moves machines/records/offer.ts refuses (409); history rows with who and when; and the sweep
 * that expires an offer past its end date, raising DISCOUNT_EXPIRED.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOUNT_MESSAGES, type OfferInputShape } from '../../contract/actions/offers.ts';
import { OFFER_STATUS } from '../../contract/offers.ts';
import { OFFER_ACTIONS, offerActionEvent, offerLifecycle } from '../../machines/records/offer.ts';
import { auditLog, notifications, offerHistory, offers, products, subOfferProducts, users, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { expireOffers } from '../../server/records/offer-expiry.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'offers-management';

let api: TestApi;
let admin: string;
let machine: { id: number };
let retailerMachine: { id: number };
let franchiseMachine: { id: number };
let product: { id: number; mrp: number };
let product2: { id: number; mrp: number };
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
const day = 24 * 60 * 60 * 1000;

const VALID = (over: Partial<OfferInputShape> = {}): OfferInputShape => ({
  name: 'Buy 2 get 1 on chips',
  description: '',
  offer_type: 5,
  scope: 'COMPANY',
  zone_id: null,
  retailer_id: null,
  vending_machine_ids: [machine.id],
  channels: [1, 3],
  repeat_option: 'DAILY',
  weekdays: [],
  time_window: 'FULL_DAY',
  start_time: '',
  end_time: '',
  offer_source: 'ERP',
  start_at: new Date(Date.now() - day).toISOString(),
  end_at: new Date(Date.now() + 30 * day).toISOString(),
  sub_offers: [{ label: 'Buy 2 get 1', is_active: true, offer_price: null, products: [
    { product_id: product.id, is_primary: true, offer_value: null, max_buy_qty: 6, buy_qty: 2, free_qty: 1, total_stock: 100 },
  ] }],
  ...over,
});
const line = (over: Record<string, unknown>) => ({ product_id: product.id, is_primary: true, offer_value: null, max_buy_qty: 3, buy_qty: null, free_qty: null, total_stock: null, ...over });
const withLines = (type: number, lines: Record<string, unknown>[], offerPrice: number | null = null) =>
  VALID({ offer_type: type as OfferInputShape['offer_type'], sub_offers: [{ label: 'x', is_active: true, offer_price: offerPrice, products: lines as never }] });

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const db = api.services.db;
  [machine] = await db.select({ id: vendingMachines.id }).from(vendingMachines)
    .where(and(isNull(vendingMachines.franchise_id), isNull(vendingMachines.retailer_id), isNull(vendingMachines.deleted_at))).orderBy(vendingMachines.id).limit(1) as [{ id: number }];
  [retailerMachine] = await db.select({ id: vendingMachines.id }).from(vendingMachines).innerJoin(users, eq(users.retailer_id, vendingMachines.retailer_id))
    .where(and(eq(users.email, 'retailer@demo.local'), isNull(vendingMachines.deleted_at))).limit(1) as [{ id: number }];
  [franchiseMachine] = await db.select({ id: vendingMachines.id }).from(vendingMachines).innerJoin(users, eq(users.franchise_id, vendingMachines.franchise_id))
    .where(and(eq(users.email, 'franchise@demo.local'), isNull(vendingMachines.deleted_at))).limit(1) as [{ id: number }];
  const stocked = await db.selectDistinct({ id: products.id, mrp: products.mrp }).from(products).innerJoin(vmSlots, eq(vmSlots.product_id, products.id))
    .where(isNotNull(vmSlots.product_id)).orderBy(products.id).limit(2);
  [product, product2] = stocked as [typeof product, typeof product];
});
afterAll(async () => { await api.close(); });

describe('demo offers', () => {
  it('has offers in every status and an active buy 2 get 1 on a machine that sells', async () => {
    const rows = await api.services.db.select().from(offers);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([1, 2, 3, 4]));
    expect(rows.some((r) => r.offer_type === 5 && r.status === 1)).toBe(true);
    expect(rows.some((r) => r.offer_type === 1)).toBe(true);
    expect(rows.some((r) => r.offer_type === 2)).toBe(true);
    const lines = await api.services.db.select().from(subOfferProducts);
    expect(lines.some((l) => l.buy_qty === 2 && l.free_qty === 1)).toBe(true);
  });

  it('lists them with their offer lines, filtered by status and type', async () => {
    const all = await post({ action: 'list.discounts', limit: 50 });
    expect(all.status).toBe(200);
    const b2g1 = all.body.data.find((o: { name: string }) => o.name === 'Buy 2 Get 1 Free');
    expect(b2g1.lines[0]).toMatchObject({ buy_qty: 2, free_qty: 1, status: 1, offer_type: 5 });
    expect(b2g1.lines[0].offer_price).toBeCloseTo(b2g1.lines[0].actual_price * 2 / 3, 1);
    const paused = await post({ action: 'list.discounts', status: [2] });
    expect(paused.body.data.map((o: { status: number }) => o.status)).toEqual(paused.body.data.map(() => 2));
    expect(paused.body.total).toBeGreaterThan(0);
    const flat = await post({ action: 'list.discounts', offer_type: [1], search: 'flat' });
    expect(flat.body.data.every((o: { offer_type: number }) => o.offer_type === 1)).toBe(true);
  });

  it('percent off is of the MRP', async () => {
    const list = await post({ action: 'list.discounts', offer_type: [2] });
    const l = list.body.data[0].lines[0];
    expect(l.off).toBeCloseTo(l.actual_price * l.offer_value / 100, 2);
    expect(l.offer_price).toBeCloseTo(l.actual_price - l.off, 2);
  });
});

describe('create, get, clone, update', () => {
  it('creates an Active offer with its parts, audit and CREATED history', async () => {
    const created = await post({ action: 'create.discount', ...VALID() });
    expect(created.status).toBe(201);
    const d = created.body.data;
    expect(d).toMatchObject({ status: OFFER_STATUS.active, offer_type: 5, weekdays: [1, 2, 3, 4, 5, 6, 7], start_time: '00:00', end_time: '23:59' });
    expect(d.machines.map((m: { id: number }) => m.id)).toEqual([machine.id]);
    expect(d.sub_offers[0].lines[0]).toMatchObject({ product_id: product.id, buy_qty: 2, free_qty: 1, max_buy_qty: 6, total_stock: 100 });
    const got = await post({ action: 'get.discount', id: d.id });
    expect(got.body.data.id).toBe(d.id);
    const history = await post({ action: 'list.discount_history', id: d.id });
    expect(history.body.data.rows.map((r: { event: string }) => r.event)).toContain('CREATED');
    expect(history.body.data.rows[0].by.name).toMatch(/Aishwaryalakshmi/);
    const audits = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'offer'), eq(auditLog.entity_id, d.id))).orderBy(asc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(['create.discount']);
    const sub = await post({ action: 'get.sub_offer', id: d.sub_offers[0].id });
    expect(sub.body.data).toMatchObject({ offer_id: d.id, label: 'Buy 2 get 1' });
    const subHistory = await post({ action: 'list.sub_offer_history', id: d.sub_offers[0].id });
    expect(subHistory.body.data.rows[0]).toMatchObject({ event: 'CREATED', sub_offer_id: d.sub_offers[0].id });
  });

  it('custom repeat and time window keep the chosen weekdays and times', async () => {
    const created = await post({ action: 'create.discount', ...VALID({ repeat_option: 'CUSTOM', weekdays: [2, 4], time_window: 'CUSTOM', start_time: '10:00', end_time: '12:30' }) });
    expect(created.body.data).toMatchObject({ weekdays: [2, 4], start_time: '10:00', end_time: '12:30' });
    const late = await post({ action: 'create.discount', ...VALID({ repeat_option: 'WEEKEND', time_window: 'LATE_NIGHT' }) });
    expect(late.body.data).toMatchObject({ weekdays: [1, 7], start_time: '23:00', end_time: '03:00' });
  });

  it('clones into a new offer, leaving the source alone', async () => {
    const source = (await post({ action: 'create.discount', ...VALID({ name: 'Source offer' }) })).body.data;
    const clone = await post({ action: 'clone.discount', source_id: source.id, ...VALID({ name: 'Source offer (copy)' }) });
    expect(clone.status).toBe(201);
    expect(clone.body.data).toMatchObject({ cloned_from: source.id, name: 'Source offer (copy)', status: 1 });
    expect(clone.body.data.id).not.toBe(source.id);
    expect((await post({ action: 'clone.discount', source_id: 999999, ...VALID() })).status).toBe(404);
  });

  it('updates with the version read, writing what changed; a stale version is 409', async () => {
    const d = (await post({ action: 'create.discount', ...VALID({ name: 'To edit' }) })).body.data;
    const input = VALID({ name: 'Edited', sub_offers: [{ id: d.sub_offers[0].id, label: 'Buy 2 get 1', is_active: true, offer_price: null, products: [
      { product_id: product.id, is_primary: true, offer_value: null, max_buy_qty: 4, buy_qty: 3, free_qty: 1, total_stock: 50 },
    ] }] });
    const updated = await post({ action: 'update.discount', id: d.id, version: d.version, ...input });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ name: 'Edited', version: d.version + 1 });
    expect(updated.body.data.sub_offers[0].lines[0]).toMatchObject({ buy_qty: 3, max_buy_qty: 4 });
    const rows = (await post({ action: 'list.discount_history', id: d.id })).body.data.rows;
    expect(rows[0].event).toBe('UPDATED');
    expect(rows.find((r: { event: string; sub_offer_id: number | null }) => r.event === 'UPDATED' && r.sub_offer_id === null).changes.name).toEqual(['To edit', 'Edited']);
    const subRows = (await post({ action: 'list.sub_offer_history', id: d.sub_offers[0].id })).body.data.rows;
    expect(subRows[0]).toMatchObject({ event: 'UPDATED' });
    expect(subRows[0].changes.products).toBeDefined();
    expect((await post({ action: 'update.discount', id: d.id, version: d.version, ...input })).status).toBe(409);
  });
});

describe('every validator message of domain.md §5 "Discount"', () => {
  const refused = async (input: OfferInputShape, message: string) => {
    const res = await post({ action: 'create.discount', ...input });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { message: string }) => e.message)).toContain(message);
  };
  it('flat off below the price, and at least 1', async () => {
    await refused(withLines(1, [line({ offer_value: product.mrp })]), 'Flat off should be less than price.');
    await refused(withLines(1, [line({ offer_value: 0 })]), DISCOUNT_MESSAGES.flatOffAtLeastOne);
  });
  it('max buy quantity at least 1', async () => {
    await refused(withLines(2, [line({ offer_value: 10, max_buy_qty: 0 })]), DISCOUNT_MESSAGES.maxBuyQty);
  });
  it('percentage off 1–99', async () => {
    await refused(withLines(2, [line({ offer_value: 100 })]), DISCOUNT_MESSAGES.percentRange);
    await refused(withLines(4, [line({ offer_value: 0 })]), DISCOUNT_MESSAGES.percentRange);
  });
  it('buy quantity at least 1, free quantity below it', async () => {
    await refused(withLines(5, [line({ buy_qty: 0, free_qty: 1 })]), DISCOUNT_MESSAGES.buyQty);
    await refused(withLines(5, [line({ buy_qty: 2, free_qty: 2 })]), DISCOUNT_MESSAGES.freeBelowBuy);
  });
  it('offered price below the combo price', async () => {
    const combo = product.mrp + product2.mrp;
    await refused(withLines(3, [line({ max_buy_qty: null }), line({ product_id: product2.id, is_primary: false, max_buy_qty: null })], combo), DISCOUNT_MESSAGES.offeredBelowCombo);
    const ok = await post({ action: 'create.discount', ...withLines(3, [line({ max_buy_qty: null }), line({ product_id: product2.id, is_primary: false, max_buy_qty: null })], combo - 1) });
    expect(ok.status).toBe(201);
  });
  it('the form\'s own: name, machines, channels, dates', async () => {
    await refused(VALID({ name: ' ' }), DISCOUNT_MESSAGES.nameRequired);
    await refused(VALID({ vending_machine_ids: [] }), DISCOUNT_MESSAGES.machinesRequired);
    await refused(VALID({ channels: [] }), DISCOUNT_MESSAGES.channelsRequired);
    await refused(VALID({ end_at: new Date(Date.now() - 2 * day).toISOString() }), DISCOUNT_MESSAGES.endAfterStart);
    await refused(VALID({ repeat_option: 'CUSTOM', weekdays: [] }), DISCOUNT_MESSAGES.weekdaysRequired);
  });
});

describe('offer types by role (console.md §6)', () => {
  it('a franchise admin may not create Flat; a retailer admin only Combo', async () => {
    const franchise = await api.login('franchise@demo.local');
    const retailer = await api.login('retailer@demo.local');
    const fOptions = await post({ action: 'get.discount_options' }, franchise);
    expect(fOptions.body.data.offer_types).not.toContain(1);
    expect((await post({ action: 'get.discount_options' }, retailer)).body.data.offer_types).toEqual([3]);
    expect((await post({ action: 'get.discount_options' })).body.data.offer_types).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const flat = await post({ action: 'create.discount', ...withLines(1, [line({ offer_value: 1 })]), vending_machine_ids: [franchiseMachine.id] }, franchise);
    expect(flat.status).toBe(403);
    expect(flat.body.message).toBe('A Franchise Admin may not create Flat offers.');
    const pct = await post({ action: 'create.discount', ...withLines(2, [line({ offer_value: 10 })]), vending_machine_ids: [franchiseMachine.id] }, franchise);
    expect(pct.status).toBe(201);
    const retailerPct = await post({ action: 'create.discount', ...withLines(2, [line({ offer_value: 10 })]), vending_machine_ids: [retailerMachine.id] }, retailer);
    expect(retailerPct.status).toBe(403);
    expect(retailerPct.body.message).toBe('A Retailer Admin may not create Percentage offers.');
    const combo = await post({ action: 'create.discount', ...withLines(3, [line({ max_buy_qty: null }), line({ product_id: product2.id, is_primary: false, max_buy_qty: null })], 1),
      vending_machine_ids: [retailerMachine.id] }, retailer);
    expect(combo.status).toBe(201);
    expect(combo.body.data.scope).toBe('RETAILER');
  });
});

describe('status: only the moves machines/records/offer.ts allows', () => {
  it('pause, resume, suspend, expire, restart — and refuses the others with 409', async () => {
    let d = (await post({ action: 'create.discount', ...VALID({ name: 'Status walk' }) })).body.data;
    for (const action of OFFER_ACTIONS) {
      const allowed = offerLifecycle.can(d.status, offerActionEvent(action.id));
      const res = await post({ action: 'change_status.discount', id: d.id, version: d.version, status_action: action.id });
      if (!allowed) {
        expect(res.status, JSON.stringify(res.body)).toBe(409);
        continue;
      }
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe(offerLifecycle.next(d.status, offerActionEvent(action.id)));
      d = res.body.data;
    }
    // Active: resume refused; pause; suspend from paused; resume; expire.
    const steps: [string, number | null][] = [['RESUME', null], ['PAUSE', 2], ['PAUSE', null], ['SUSPEND', 3], ['PAUSE', null], ['RESUME', 1], ['EXPIRE', 4], ['RESUME', null], ['EXPIRE', null]];
    d = (await post({ action: 'create.discount', ...VALID({ name: 'Status steps' }) })).body.data;
    for (const [action, to] of steps) {
      const res = await post({ action: 'change_status.discount', id: d.id, version: d.version, status_action: action });
      if (to === null) {
        expect(res.status, `${action} from ${d.status}`).toBe(409);
        expect(res.body.message).toMatch(/^Discount \d+ \(Status steps\) is \w+; it cannot be \w+ now\.$/);
      } else {
        expect(res.status, `${action} from ${d.status}`).toBe(200);
        expect(res.body.data.status).toBe(to);
        d = res.body.data;
      }
    }
    expect((await post({ action: 'update.discount', id: d.id, version: d.version, ...VALID() })).status).toBe(409);
    const restart = await post({ action: 'restart.discount', id: d.id, version: d.version, start_at: new Date().toISOString(), end_at: new Date(Date.now() + 5 * day).toISOString() });
    expect(restart.status).toBe(200);
    expect(restart.body.data.status).toBe(1);
    const again = await post({ action: 'restart.discount', id: d.id, version: restart.body.data.version, start_at: new Date().toISOString(), end_at: new Date(Date.now() + 5 * day).toISOString() });
    expect(again.status).toBe(409);
    const rows = (await post({ action: 'list.discount_history', id: d.id })).body.data.rows;
    expect(rows.map((r: { event: string }) => r.event).slice(0, 2)).toEqual(['RESTARTED', 'STATUS']);
    expect(rows.every((r: { by: { name: string } | null }) => r.by?.name)).toBe(true);
    const audits = await api.services.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'offer'), eq(auditLog.entity_id, d.id)));
    expect(audits.filter((a) => a.action === 'change_status.discount')).toHaveLength(4);
  });

  it('restart asks for an end after the start', async () => {
    const expired = (await api.services.db.select().from(offers).where(eq(offers.status, 4)))[0]!;
    const res = await post({ action: 'restart.discount', id: expired.id, version: expired.version, start_at: new Date().toISOString(), end_at: new Date(Date.now() - day).toISOString() });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toBe(DISCOUNT_MESSAGES.endAfterStart);
  });
});

describe('an offer past its end date expires by itself', () => {
  it('the sweep moves it to Expired through the machine, with history and DISCOUNT_EXPIRED', async () => {
    const d = (await post({ action: 'create.discount', ...VALID({ name: 'Short-lived', end_at: new Date(Date.now() + 60_000).toISOString() }) })).body.data;
    const paused = (await post({ action: 'change_status.discount', id: d.id, version: d.version, status_action: 'PAUSE' })).body.data;
    expect(await expireOffers(api.services)).not.toContain(d.id);
    api.clock.advance(2 * 60_000);
    const expired = await expireOffers(api.services);
    expect(expired).toContain(d.id);
    const got = (await post({ action: 'get.discount', id: d.id })).body.data;
    expect(got.status).toBe(4);
    expect(got.version).toBe(paused.version + 1);
    const rows = (await post({ action: 'list.discount_history', id: d.id })).body.data.rows;
    expect(rows[0]).toMatchObject({ event: 'EXPIRED', status: 4, by: null });
    const raised = await api.services.db.select().from(notifications).where(eq(notifications.type, 'DISCOUNT_EXPIRED'));
    expect(raised.some((n) => (n.payload as { offer_id?: number }).offer_id === d.id)).toBe(true);
    expect(await expireOffers(api.services)).not.toContain(d.id);
    const history = await api.services.db.select().from(offerHistory).where(and(eq(offerHistory.offer_id, d.id), eq(offerHistory.event, 'EXPIRED')));
    expect(history).toHaveLength(1);
  });
});
