/**
 * Issue 52 "Garbage accepted" and "Messages name the limit", through the API: each refusal is a
 * 400 naming the field with a clear message, stores nothing, and never takes a 5xx.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import { readFileSync } from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES } from '../../contract/actions/analytics.ts';
import { DISCOUNT_MESSAGES } from '../../contract/discounts.ts';
import { DATE_MESSAGE, DATE_TIME_MESSAGE, INT4_MAX, MAX_MONEY } from '../../contract/structs.ts';
import { bulkRefills, offers, purchaseOrders, subOffers, uploads, users } from '../../server/db/schema/index.ts';
import { BROKEN_TEXT } from '../../server/http/validate.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let admin: string;
const ADMIN = 'admin@demo.local';
const call = (area: string, action: string, fields: Record<string, unknown>) => api.post(area, { action, ...fields }, admin);
const rows = async (table: typeof offers | typeof subOffers | typeof bulkRefills) => (await api.services.db.select({ n: count() }).from(table))[0]!.n;

function refused(r: { status: number; body: any }, path: string, message: string) {
  expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(400);
  expect(r.body.errors).toEqual(expect.arrayContaining([{ path, message }]));
}

beforeAll(async () => {
  api = await startApi();
  admin = await api.login(ADMIN);
});
afterAll(() => api.close());

/** The company's first Active discount as the form sends it back, named anew. */
async function discountForm(): Promise<Record<string, any>> {
  const [row] = (await call('offers-management', 'list.discounts', { status: [1], limit: 1, sortBy: 'created_at', sortDir: 'ASC' })).body.data;
  const d = (await call('offers-management', 'get.discount', { id: row.id })).body.data;
  return {
    name: 'Strictness probe', description: d.description, offer_type: d.offer_type, scope: d.scope, zone_id: d.zone?.id ?? null, retailer_id: d.retailer?.id ?? null,
    vending_machine_ids: d.machines.map((m: any) => m.id), channels: d.channels, repeat_option: d.repeat_option, weekdays: d.weekdays,
    time_window: d.time_window, start_time: d.start_time, end_time: d.end_time, offer_source: d.offer_source,
    start_at: new Date(Date.now() - 86_400_000).toISOString(), end_at: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    sub_offers: d.sub_offers.map((s: any) => ({
      label: s.label, is_active: s.is_active, offer_price: s.offer_price, image: null,
      products: s.lines.map((l: any) => ({ product_id: l.product_id, is_primary: l.is_primary, offer_value: l.offer_value, max_buy_qty: l.max_buy_qty, buy_qty: l.buy_qty, free_qty: l.free_qty, total_stock: l.total_stock })),
    })),
  };
}

describe('dates', () => {
  it('"2025-02-30" and "0" are refused on date and date-time fields, not stored as 2 March or the year 2000', async () => {
    refused(await call('sales', 'list.orders', { from: '2025-02-30T00:00:00.000Z' }), 'from', DATE_TIME_MESSAGE);
    refused(await call('sales', 'list.orders', { to: '0' }), 'to', DATE_TIME_MESSAGE);
    const form = await discountForm();
    const before = await rows(offers);
    refused(await call('offers-management', 'create.discount', { ...form, start_at: '2025-02-30' }), 'start_at', DATE_TIME_MESSAGE);
    refused(await call('offers-management', 'create.discount', { ...form, end_at: '0' }), 'end_at', DATE_TIME_MESSAGE);
    expect(await rows(offers)).toBe(before);
  });

  it('a day-only field takes exactly YYYY-MM-DD, as the screen\'s date input sends it', async () => {
    const [order] = (await call('procurement-management', 'list.purchase_orders', { status: ['RECEIVED'], limit: 1 })).body.data;
    expect(order, 'the demo has a received purchase order').toBeTruthy();
    const executed = { id: order.id, version: order.version, new_status: 'EXECUTED', invoice_number: 'INV-STRICT' };
    for (const invoice_date of ['2025-02-30', '0', '2025-1-5', '1000-01-01']) {
      refused(await call('procurement-management', 'manage.purchase_order', { ...executed, invoice_date }), 'invoice_date', DATE_MESSAGE);
    }
    const [still] = await api.services.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id));
    expect(still!.invoice_date).toBeNull();
  });
});

describe('numbers', () => {
  it('a range message names the bound, not the value received', async () => {
    refused(await call('sales', 'list.orders', { offset: -1 }), 'offset', 'Must be at least 0.');
    refused(await call('sales', 'list.orders', { offset: INT4_MAX + 1 }), 'offset', `Must be at most ${INT4_MAX}.`);
  });

  it('a sub-offer offer_price of -5 or 2147483648 is refused, and nothing is stored', async () => {
    const form = await discountForm();
    const before = { offers: await rows(offers), subs: await rows(subOffers) };
    const priced = (offer_price: number) => ({ ...form, sub_offers: [{ ...form.sub_offers[0], offer_price }] });
    refused(await call('offers-management', 'create.discount', priced(-5)), 'sub_offers.0.offer_price', 'Must be at least 0.');
    refused(await call('offers-management', 'create.discount', priced(2_147_483_648)), 'sub_offers.0.offer_price', `Must be at most ${MAX_MONEY}.`);
    const stock = { ...form, sub_offers: [{ ...form.sub_offers[0], products: [{ ...form.sub_offers[0].products[0], total_stock: 2_147_483_648 }] }] };
    refused(await call('offers-management', 'create.discount', stock), 'sub_offers.0.products.0.total_stock', `Must be at most ${INT4_MAX}.`);
    expect({ offers: await rows(offers), subs: await rows(subOffers) }).toEqual(before);
  });
});

describe('text', () => {
  async function bulkForm() {
    const [row] = (await call('refill-management', 'list.bulk_refills', { status: [1], limit: 1 })).body.data;
    const b = (await call('refill-management', 'get.bulk_refill', { id: row.id })).body.data;
    return {
      name: 'Strictness run', vm_template_id: b.template.id,
      machines: b.machines.map((m: any) => ({
        vending_machine_id: m.vending_machine_id,
        lines: m.plan.lines.map((l: any) => ({ coil: l.coil, product_id: l.product.id, quantity_to_add: l.quantity_to_add })),
      })),
    };
  }

  it('a bulk-refill name of spaces is refused as required, not stored empty', async () => {
    const form = await bulkForm();
    const before = await rows(bulkRefills);
    refused(await call('refill-management', 'create.bulk_refill', { ...form, name: '    ' }), 'name', 'Value required');
    expect(await rows(bulkRefills)).toBe(before);
  });

  it('a lone surrogate is refused, not replaced silently', async () => {
    const form = await bulkForm();
    const before = await rows(bulkRefills);
    refused(await call('refill-management', 'create.bulk_refill', { ...form, name: 'Route \ud800' }), 'name', BROKEN_TEXT);
    refused(await call('sales', 'list.orders', { search: '\udc00x' }), 'search', BROKEN_TEXT);
    expect(await rows(bulkRefills)).toBe(before);
  });
});

describe('uploaded keys', () => {
  /** An image stored and recorded as an upload of the given user (the PUT itself is tested in product-writes). */
  async function uploadedAs(email: string, purpose: string) {
    const [user] = await api.services.db.select().from(users).where(eq(users.email, email));
    const signed = api.services.objects.presignPut(purpose, 'image/png', 2 * 1024 * 1024, new Date());
    await api.services.db.insert(uploads).values({ key: signed.key, user_id: user!.id, content_type: 'image/png', max_bytes: 2 * 1024 * 1024 });
    api.services.objects.put(signed.key, readFileSync(new URL('../fixtures/product-40x30.png', import.meta.url)), 'image/png');
    return signed.key;
  }

  it('a sub-offer image that was never uploaded, or not for an offer, is refused; an offer upload of the company is kept', async () => {
    const form = await discountForm();
    const withImage = (image: string) => ({ ...form, sub_offers: [{ ...form.sub_offers[0], image }] });
    const before = await rows(offers);
    refused(await call('offers-management', 'create.discount', withImage('offer/never-uploaded-key-123456')), 'sub_offers.0.image', DISCOUNT_MESSAGES.imageMissing);
    refused(await call('offers-management', 'create.discount', withImage(await uploadedAs(ADMIN, 'feedback'))), 'sub_offers.0.image', DISCOUNT_MESSAGES.imageMissing);
    expect(await rows(offers)).toBe(before);

    const key = await uploadedAs(ADMIN, 'offer');
    const made = await call('offers-management', 'create.discount', withImage(key));
    expect(made.status, JSON.stringify(made.body).slice(0, 300)).toBe(201);
    expect(made.body.data.sub_offers[0].image).toBe(key);
  });

  it('an advertisement video stored under a key no one of the company uploaded is refused', async () => {
    const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 1, ...Buffer.from('a tiny webm body')]);
    const signed = api.services.objects.presignPut('advertisement', 'video/webm', webm.length, new Date());
    api.services.objects.put(signed.key, webm, 'video/webm');
    const r = await call('advertisement-management', 'create.advertisement', { name: 'Strict ad', screen_type: 'Idle', vending_machine_ids: [], video_key: signed.key });
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(400);
    expect(r.body.errors.map((e: any) => e.path)).toEqual(['video_key']);
  });
});

describe('periods', () => {
  it('get.vm_analytics over 1000-01-01..9999-12-31 is refused at once, saying which days a period may cover', async () => {
    for (const action of ['get.vm_analytics', 'get.dashboard', 'get.finance_report']) {
      const started = Date.now();
      const r = await call('analytics', action, { period: 'custom', from: '1000-01-01', to: '9999-12-31' });
      refused(r, 'from', ANALYTICS_MESSAGES.tooLong);
      refused(r, 'to', ANALYTICS_MESSAGES.tooLong);
      expect(Date.now() - started, action).toBeLessThan(1000);
    }
    expect(ANALYTICS_MESSAGES.tooLong).toBe('Choose days from 2000-01-01 to 2100-12-31.');
  });

  it('the longest period the days allow is answered, and a malformed day still says how to write one', async () => {
    expect((await call('analytics', 'get.vm_analytics', { period: 'custom', from: '2000-01-01', to: '2100-12-31' })).status).toBe(200);
    refused(await call('analytics', 'get.vm_analytics', { period: 'custom', from: '2025-02-30', to: '2025-03-01' }), 'from', ANALYTICS_MESSAGES.badDay);
  });
});
