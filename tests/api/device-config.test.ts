/**
 * The config downlink (docs/device-protocol.md "Config"): GET /device/v1/config answers the
 * machine's planogram, timeouts, board settings, ads, offers and negative items with an ETag
 * (304 on If-None-Match); POST /device/v1/config/ack records the version applied. Every kind of
 * save that changes a machine's config makes exactly its machines' config pending, and the
 * machine list and view say so.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them (CHECK_RESPONSES) */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_MESSAGES } from '../../contract/device.ts';
import { createApp } from '../../server/app.ts';
import {
  boardSettingsTemplates, deviceState, negativeItemMachines, offers, products, vendingMachines, vmSlots, vmTemplates,
} from '../../server/db/schema/index.ts';
import { expireOffers } from '../../server/records/offer-expiry.ts';
import { deviceFor, type TestDevice } from './device-fixture.ts';
import { startApi, type TestApi } from './harness.ts';

const VM = 'vending-machine-management';
let api: TestApi;
let admin: string;
/** Three live 6 × 8 demo machines served by a warehouse, without an open refill plan. */
let machines: (typeof vendingMachines.$inferSelect)[];
let device: TestDevice;

const db = () => api.services.db;
const withoutOpenPlan = sql`not exists (select 1 from refill_plans rp where rp.vending_machine_id = ${vendingMachines.id} and rp.status in (1, 2))`;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  machines = await db().select().from(vendingMachines)
    .where(and(isNull(vendingMachines.deleted_at), isNull(vendingMachines.vm_template_id), isNull(vendingMachines.franchise_id), isNotNull(vendingMachines.warehouse_id), withoutOpenPlan))
    .orderBy(desc(vendingMachines.id)).limit(3);
  device = await deviceFor(api, machines[0]!.id);
});
afterAll(() => api.close());

/** GET /device/v1/config with optional If-None-Match. */
async function pull(ifNoneMatch?: string, key = device.key) {
  const headers: Record<string, string> = { authorization: `Bearer ${key}` };
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  const response = await createApp(api.services).request('/device/v1/config', { headers });
  const text = await response.text();
  return { status: response.status, etag: response.headers.get('etag'), body: text ? JSON.parse(text) : null };
}

/** Each machine's config version (0: no device state). */
async function versions(ids = machines.map((m) => m.id)) {
  const rows = await db().select().from(deviceState).where(inArray(deviceState.vending_machine_id, ids));
  return new Map(ids.map((id) => [id, rows.find((r) => r.vending_machine_id === id)?.config_version ?? 0]));
}

/** The machines among `machines` whose version moved while `save` ran (each by one). */
async function bumpedBy(save: () => Promise<{ status: number; body: any }>) {
  const before = await versions();
  const r = await save();
  expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBeLessThan(300);
  const after = await versions();
  const moved = machines.filter((m) => after.get(m.id) !== before.get(m.id)).map((m) => m.id);
  for (const id of moved) expect(after.get(id)).toBe(Math.max(1, before.get(id)! + 1));
  return moved;
}

const machineRow = async (id: number) => (await api.post(VM, { action: 'get.vending_machine', id }, admin)).body.data;

describe('GET /device/v1/config', () => {
  it("answers the machine's planogram with prices, capacities and blocks, and its version as the ETag", async () => {
    const first = await pull();
    expect(first.status).toBe(200);
    expect(first.etag).toBe(`W/"v${first.body.version}"`);
    const slots = await db().select().from(vmSlots).where(eq(vmSlots.vending_machine_id, machines[0]!.id)).orderBy(asc(vmSlots.row), asc(vmSlots.column));
    expect(first.body.coils).toHaveLength(slots.length);
    const slot = slots.find((s) => s.product_id !== null)!;
    const [product] = await db().select().from(products).where(eq(products.id, slot.product_id!));
    expect(first.body.coils.find((c: any) => c.coil === slot.coil)).toEqual({
      coil: slot.coil, row: slot.row, column: slot.column, product: { id: product!.id, sku: product!.sku, name: product!.name },
      price: product!.mrp, capacity: slot.item_layout_max, blocked: !slot.motor_activated,
    });
    expect(first.body.machine).toMatchObject({ id: machines[0]!.id, code: machines[0]!.code });
  });

  it('answers 304 when If-None-Match names the current version, and the whole config when it does not', async () => {
    const { etag } = await pull();
    const same = await pull(etag!);
    expect(same.status).toBe(304);
    expect(same.body).toBeNull();
    expect((await pull('W/"v0"')).status).toBe(200);
  });

  it('answers the VM template timeouts and the board settings network order of the templates the machine is configured from', async () => {
    const [template] = await db().select().from(vmTemplates).where(isNull(vmTemplates.deleted_at)).limit(1);
    const [board] = await db().select().from(boardSettingsTemplates).where(isNull(boardSettingsTemplates.deleted_at)).limit(1);
    await db().update(vendingMachines).set({ vm_template_id: template!.id, board_settings_template_id: board!.id }).where(eq(vendingMachines.id, machines[0]!.id));
    const { body } = await pull();
    expect(body.timeouts).toMatchObject({ payment: template!.payment_timeout, screen_inactivity: template!.screen_inactivity_timeout });
    expect(body.board.network_priority).toEqual(board!.network_priority);
  });

  it('refuses a request without a device key', async () => {
    expect((await pull(undefined, 'vdk_unknown')).status).toBe(401);
  });
});

describe('a planogram change reaches the device', () => {
  it('is pending until the device pulls the new version and acknowledges it; the list filters pending machines', async () => {
    const start = await pull();
    expect((await device.call('POST', '/config/ack', { version: start.body.version })).status).toBe(200);
    let row = await machineRow(machines[0]!.id);
    expect(row).toMatchObject({ config_version: start.body.version, config_applied_version: start.body.version, config_pending_since: null });

    const blocked = start.body.coils[0].coil;
    const change = await api.post(VM, { action: 'update.vm_block_coils', vending_machine_id: machines[0]!.id, coils: [blocked], blocked: true }, admin);
    expect(change.status).toBe(200);
    row = await machineRow(machines[0]!.id);
    expect(row.config_version).toBe(start.body.version + 1);
    expect(row.config_applied_version).toBe(start.body.version);
    expect(row.config_pending_since).not.toBeNull();
    const pending = await api.post(VM, { action: 'list.active_vending_machines', config: ['pending'], limit: 500 }, admin);
    expect(pending.body.data.map((m: any) => m.id)).toContain(machines[0]!.id);
    expect(pending.body.data.every((m: any) => m.config_pending_since !== null)).toBe(true);
    expect(pending.body.total).toBe(pending.body.data.length);

    const next = await pull(start.etag!);
    expect(next.status).toBe(200);
    expect(next.body.version).toBe(start.body.version + 1);
    expect(next.body.coils.find((c: any) => c.coil === blocked).blocked).toBe(true);
    const ack = await device.call('POST', '/config/ack', { version: next.body.version });
    expect(ack.status).toBe(200);
    expect(ack.body).toMatchObject({ version: next.body.version, pending: false });
    row = await machineRow(machines[0]!.id);
    expect(row).toMatchObject({ config_applied_version: next.body.version, config_pending_since: null });
    expect(row.config_applied_at).not.toBeNull();
    const after = await api.post(VM, { action: 'list.active_vending_machines', config: ['pending'], limit: 500 }, admin);
    expect(after.body.data.map((m: any) => m.id)).not.toContain(machines[0]!.id);
  });

  it('change.planogram_multiple_vms makes only the changed machine pending', async () => {
    const planograms = (await api.post(VM, { action: 'get.planogram_change_options' }, admin)).body.data.planograms;
    const snacks = planograms.find((p: any) => p.name === 'Office snacks');
    const moved = await bumpedBy(() => api.post(VM, { action: 'change.planogram_multiple_vms', planogram_template_id: snacks.id, vending_machine_ids: [machines[1]!.id] }, admin));
    expect(moved).toEqual([machines[1]!.id]);
  });

  it('refuses an acknowledgement of a version the console never issued, and changes nothing', async () => {
    const { body } = await pull();
    const before = (await db().select().from(deviceState).where(eq(deviceState.vending_machine_id, machines[0]!.id)))[0]!;
    const bad = await device.call('POST', '/config/ack', { version: body.version + 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(CONFIG_MESSAGES.versionNotIssued(body.version + 5, body.version));
    expect((await device.call('POST', '/config/ack', { version: 'latest' })).status).toBe(400);
    const after = (await db().select().from(deviceState).where(eq(deviceState.vending_machine_id, machines[0]!.id)))[0]!;
    expect(after).toEqual(before);
  });

  it('says nothing is connected for a machine without device state', async () => {
    const [lonely] = await db().select({ id: vendingMachines.id }).from(vendingMachines)
      .where(and(isNull(vendingMachines.deleted_at), sql`not exists (select 1 from device_state d where d.vending_machine_id = ${vendingMachines.id})`)).limit(1);
    expect(await machineRow(lonely!.id)).toMatchObject({ config_version: null, config_applied_version: null, config_pending_since: null });
  });

  it('a save on a machine whose device never spoke is not pending: nothing is connected to wait for', async () => {
    // machines[2] has no device in this file; the planogram change gives it device state all the same.
    const moved = await bumpedBy(() => api.post(VM, { action: 'update.vm_block_coils', vending_machine_id: machines[2]!.id, coils: ['11'], blocked: true }, admin));
    expect(moved).toEqual([machines[2]!.id]);
    expect(await machineRow(machines[2]!.id)).toMatchObject({ config_version: null, config_pending_since: null });
    const pending = await api.post(VM, { action: 'list.active_vending_machines', config: ['pending'], limit: 500 }, admin);
    expect(pending.body.data.map((m: any) => m.id)).not.toContain(machines[2]!.id);
  });
});

describe('each kind of save makes only its machines pending', () => {
  const [A, B] = [0, 1];
  const id = (i: number) => machines[i]!.id;

  it('a VM template save: the machines configured from it', async () => {
    const [template] = await db().select().from(vmTemplates).where(isNull(vmTemplates.deleted_at)).orderBy(desc(vmTemplates.id)).limit(1);
    await db().update(vendingMachines).set({ vm_template_id: template!.id }).where(inArray(vendingMachines.id, [id(A), id(B)]));
    await db().update(vendingMachines).set({ vm_template_id: null }).where(eq(vendingMachines.id, id(2)));
    const t = (await api.post('template-management', { action: 'get.vm_template', id: template!.id }, admin)).body.data;
    const fields = {
      name: t.name, rows: t.rows, columns: t.columns, label_type: t.label_type, screen_inactivity_timeout: t.screen_inactivity_timeout, cart_reset_timeout: t.cart_reset_timeout,
      payment_timeout: t.payment_timeout + 1, post_dispense_timeout: t.post_dispense_timeout, unlock_time: t.unlock_time, dispense_later_timeout: t.dispense_later_timeout,
      dispense_cancellation_timeout: t.dispense_cancellation_timeout, containers: t.containers, entity_type: t.entity_type, entity_id: t.entity?.id ?? null,
    };
    const moved = await bumpedBy(() => api.post('template-management', { action: 'update.vm_template', id: t.id, version: t.version, ...fields }, admin));
    expect(moved.sort()).toEqual([id(A), id(B)].sort());
  });

  it('a board settings template save: the machines configured from it', async () => {
    const [board] = await db().select().from(boardSettingsTemplates).where(isNull(boardSettingsTemplates.deleted_at)).orderBy(desc(boardSettingsTemplates.id)).limit(1);
    await db().update(vendingMachines).set({ board_settings_template_id: board!.id }).where(eq(vendingMachines.id, id(B)));
    await db().update(vendingMachines).set({ board_settings_template_id: null }).where(inArray(vendingMachines.id, [id(A), id(2)]));
    const moved = await bumpedBy(() => api.post('template-management', {
      action: 'update.board_settings_template', id: board!.id, version: board!.version, name: board!.name, vm_brand_model: board!.vm_brand_model, carrier_board: board!.carrier_board,
      board_type: board!.board_type, expiry_display: board!.expiry_display, non_available_display: board!.non_available_display, network_priority: [...board!.network_priority].reverse(),
    }, admin));
    expect(moved).toEqual([id(B)]);
    expect((await db().select().from(vendingMachines).where(eq(vendingMachines.id, id(B))))[0]!.board_settings_template_id).toBe(board!.id);
  });

  it("a product's price: the machines with a coil holding it", async () => {
    const held = new Set((await db().select({ p: vmSlots.product_id }).from(vmSlots).where(eq(vmSlots.vending_machine_id, id(A)))).map((s) => s.p));
    const others = new Set((await db().select({ p: vmSlots.product_id }).from(vmSlots).where(inArray(vmSlots.vending_machine_id, [id(B), id(2)]))).map((s) => s.p));
    const only = [...held].find((p) => p !== null && !others.has(p));
    if (only === undefined || only === null) return expect.fail('machine A needs a product the others lack');
    const [p] = await db().select().from(products).where(eq(products.id, only));
    const moved = await bumpedBy(() => api.post('product-management', {
      action: 'update.product', id: p!.id, version: p!.version, sku: p!.sku, name: p!.name, category_id: p!.category_id, brand_id: p!.brand_id, unit_id: p!.unit_id,
      packaging_id: p!.packaging_id, mrp: p!.mrp + 1, hsn: p!.hsn, gst: p!.gst, cess: p!.cess, net_weight: p!.net_weight, status: p!.status, description: p!.description,
    }, admin));
    expect(moved).toEqual([id(A)]);
    expect((await pull()).body.coils.find((c: any) => c.product?.id === p!.id).price).toBe(p!.mrp + 1);
  });

  it("an ad's save: the machines it played on and those it plays on now; a pause: those it plays on", async () => {
    const ads = (await api.post('advertisement-management', { action: 'list.advertisements', status: [1], limit: 1 }, admin)).body.data;
    const ad = (await api.post('advertisement-management', { action: 'get.advertisement', id: ads[0].id }, admin)).body.data;
    await api.post('advertisement-management', { action: 'update.advertisement', id: ad.id, version: ad.version, name: ad.name, screen_type: ad.screen_type, vending_machine_ids: [id(A)] }, admin);
    const moved = await bumpedBy(() => api.post('advertisement-management', { action: 'update.advertisement', id: ad.id, version: ad.version + 1, name: ad.name, screen_type: ad.screen_type, vending_machine_ids: [id(B)] }, admin));
    expect(moved.sort()).toEqual([id(A), id(B)].sort());
    const paused = await bumpedBy(() => api.post('advertisement-management', { action: 'change_status.advertisement', id: ad.id, version: ad.version + 2, status_action: 'PAUSE' }, admin));
    expect(paused).toEqual([id(B)]);
  });

  it('an ad on the machine is in its config', async () => {
    const ads = (await api.post('advertisement-management', { action: 'list.advertisements', status: [1], limit: 1 }, admin)).body.data;
    const ad = (await api.post('advertisement-management', { action: 'get.advertisement', id: ads[0].id }, admin)).body.data;
    await api.post('advertisement-management', { action: 'update.advertisement', id: ad.id, version: ad.version, name: ad.name, screen_type: ad.screen_type, vending_machine_ids: [id(A)] }, admin);
    expect((await pull()).body.ads.map((a: any) => a.id)).toContain(ad.id);
  });

  it('an offer of the Device App channel: the machines it runs on, and it is in their config', async () => {
    const list = (await api.post('offers-management', { action: 'list.discounts', status: [1], limit: 1, sortBy: 'created_at', sortDir: 'ASC' }, admin)).body.data;
    const d = (await api.post('offers-management', { action: 'get.discount', id: list[0].id }, admin)).body.data;
    const form = {
      name: 'Device offer', description: d.description, offer_type: d.offer_type, scope: 'COMPANY', zone_id: null, retailer_id: null,
      vending_machine_ids: [id(A)], channels: [3], repeat_option: d.repeat_option, weekdays: d.weekdays, time_window: d.time_window, start_time: d.start_time,
      end_time: d.end_time, offer_source: d.offer_source, start_at: d.start_at, end_at: new Date(api.clock.now().getTime() + 30 * 86_400_000).toISOString(),
      sub_offers: d.sub_offers.map((s: any) => ({
        label: s.label, is_active: s.is_active, offer_price: s.offer_price, image: s.image,
        products: s.lines.map((l: any) => ({ product_id: l.product_id, is_primary: l.is_primary, offer_value: l.offer_value, max_buy_qty: l.max_buy_qty, buy_qty: l.buy_qty, free_qty: l.free_qty, total_stock: l.total_stock })),
      })),
    };
    let created: any;
    const moved = await bumpedBy(async () => { const r = await api.post('offers-management', { action: 'create.discount', ...form }, admin); created = r.body.data; return r; });
    expect(moved).toEqual([id(A)]);
    expect((await pull()).body.offers.map((o: any) => o.id)).toContain(created.id);
    const movedOn = await bumpedBy(() => api.post('offers-management', { action: 'update.discount', id: created.id, version: created.version, ...form, vending_machine_ids: [id(B)] }, admin));
    expect(movedOn.sort()).toEqual([id(A), id(B)].sort());
    const mobileOnly = await bumpedBy(() => api.post('offers-management', { action: 'create.discount', ...form, name: 'App offer', channels: [1] }, admin));
    expect(mobileOnly).toEqual([]);

    // Its end passes: the expiry sweep tells the machine it runs on now, and it leaves the config.
    await db().update(offers).set({ end_at: new Date(api.clock.now().getTime() - 60_000), start_at: new Date(api.clock.now().getTime() - 86_400_000) }).where(eq(offers.id, created.id));
    const swept = await bumpedBy(async () => ({ status: 200, body: await expireOffers(api.services) }));
    expect(swept).toEqual([id(B)]);
  });

  it('a negative item: its machines when linked, and when it is saved', async () => {
    const day = 86_400_000;
    const now = api.clock.now().getTime();
    const item = (await api.post('campaign-management', {
      action: 'create.negative_item', name: 'Config block', source: 'Internal', status: 1,
      start_date: new Date(now - day).toISOString(), end_date: new Date(now + 10 * day).toISOString(),
    }, admin)).body.data;
    const linked = await bumpedBy(() => api.post('campaign-management', { action: 'link.negative_item_machines', id: item.id, add: [id(B)] }, admin));
    expect(linked).toEqual([id(B)]);
    expect(await db().select().from(negativeItemMachines).where(eq(negativeItemMachines.negative_item_id, item.id))).toHaveLength(1);
    const saved = await bumpedBy(() => api.post('campaign-management', {
      action: 'update.negative_item', id: item.id, version: item.version, name: 'Renamed', source: item.source, start_date: item.start_date, end_date: item.end_date, status: 0,
    }, admin));
    expect(saved).toEqual([id(B)]);
  });
});
