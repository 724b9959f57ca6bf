/**
 * suggest.refill_plan and get.refill_pick_list through the API (issue 39, beyond the spec):
 * roles, scope, bad input, the sales velocity counted from orders written here (in the window,
 * this machine and coil only), the planogram par, and pick list totals equal to the plans' quantities.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { suggestSlotRefill } from '../../contract/refill-suggestion.ts';
import {
  orderLines, orders, planogramTemplateSlots, planogramTemplates, refillPartners, vendingMachines, vmSlots,
} from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';

const RM = 'refill-management';
const DAY = 86_400_000;
let api: TestApi;
let admin: string;
let machine: typeof vendingMachines.$inferSelect;
let other: typeof vendingMachines.$inferSelect;
let slot: typeof vmSlots.$inferSelect;

const suggest = (fields: Record<string, unknown>, token = admin) => api.post(RM, { action: 'suggest.refill_plan', ...fields }, token);

let orderNo = 0;
/** One vend order of `units` from the machine's coil, `daysAgo` days before the test clock. */
async function vend(vm: typeof vendingMachines.$inferSelect, coil: string, units: number, daysAgo: number, productId: number | null = slot.product_id) {
  const at = new Date(api.clock.now().getTime() - daysAgo * DAY);
  const [order] = await api.services.db.insert(orders).values({
    order_id: `T39${String(++orderNo).padStart(8, '0')}`, company_id: vm.company_id, franchise_id: vm.franchise_id, vending_machine_id: vm.id,
    payment_mode: 'UPI', payment_status: 1, vend_status: 1, items: units, items_vend: units, created_at: at, updated_at: at,
  }).returning();
  await api.services.db.insert(orderLines).values({ order_id: order!.id, product_id: productId, sku: 'T', name: 'T', coil, quantity: units, items_vend: units, vend_status: 1 });
}

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  await addOutsiders(api.services.db);
  const candidates = await api.services.db.select().from(vendingMachines)
    .where(and(isNotNull(vendingMachines.warehouse_id), sql`${vendingMachines.franchise_id} is null`, sql`${vendingMachines.deleted_at} is null`))
    .orderBy(asc(vendingMachines.id)).limit(20);
  for (const m of candidates) {
    const [s] = await api.services.db.select().from(vmSlots)
      .where(and(eq(vmSlots.vending_machine_id, m.id), isNotNull(vmSlots.product_id), sql`${vmSlots.quantity} < ${vmSlots.item_layout_max} - 2`))
      .orderBy(asc(vmSlots.row), asc(vmSlots.column)).limit(1);
    if (s && !machine) { machine = m; slot = s; } else if (machine && !other) other = m;
  }
  expect(machine && other).toBeTruthy();
});

describe('suggest.refill_plan', () => {
  it("counts units vended of the slot's product from this machine and coil within the window only, and sizes each line with the pure function", async () => {
    const before = await suggest({ vending_machine_ids: [machine.id], days_to_visit: 5, window_days: 7 });
    expect(before.status).toBe(200);
    const line0 = before.body.data.machines[0].lines.find((l: { coil: string }) => l.coil === slot.coil);
    await vend(machine, slot.coil, 20, 2);
    await vend(machine, slot.coil, 8, 6.5);
    await vend(machine, slot.coil, 50, 8); // before the 7-day window
    await vend(other, slot.coil, 40, 1); // another machine's coil of the same name
    await vend(machine, slot.coil, 30, 1, null); // another product once sold from this coil
    const after = await suggest({ vending_machine_ids: [machine.id, other.id], days_to_visit: 5, window_days: 7 });
    expect(after.status).toBe(200);
    const data = after.body.data;
    expect(data).toMatchObject({ window_days: 7, days_to_visit: 5 });
    expect(data.machines.map((m: { VendingMachine: { id: number } }) => m.VendingMachine.id)).toEqual([machine.id, other.id]);
    const line = data.machines[0].lines.find((l: { coil: string }) => l.coil === slot.coil);
    expect(line.sold).toBe(line0.sold + 28);
    const expected = suggestSlotRefill({ current: slot.quantity, capacity: slot.item_layout_max, par_level: null, sold: line.sold, window_days: 7, days_to_visit: 5 });
    expect(line).toMatchObject({ current: slot.quantity, capacity: slot.item_layout_max, par_source: 'capacity', ...expected });
    expect(line.quantity_to_add).toBe(slot.item_layout_max - slot.quantity);
    for (const m of data.machines) {
      for (const l of m.lines) {
        expect(l.quantity_to_add).toBeGreaterThanOrEqual(0);
        expect(l.quantity_to_add).toBeLessThanOrEqual(l.capacity - l.current);
      }
      expect(m.total_to_add).toBe(m.lines.reduce((s: number, l: { quantity_to_add: number }) => s + l.quantity_to_add, 0));
    }
  });

  it("fills to the planogram template's par level for the cell, or above it when sales need more", async () => {
    const [template] = await api.services.db.select().from(planogramTemplates).where(eq(planogramTemplates.company_id, machine.company_id)).limit(1);
    expect(template).toBeTruthy();
    await api.services.db.update(vendingMachines).set({ planogram_template_id: template!.id }).where(eq(vendingMachines.id, machine.id));
    const par = slot.quantity + 1;
    await api.services.db.insert(planogramTemplateSlots)
      .values({ planogram_template_id: template!.id, row: slot.row, column: slot.column, coil: slot.coil, product_id: slot.product_id!, item_layout_max: slot.item_layout_max, par_level: par })
      .onConflictDoUpdate({ target: [planogramTemplateSlots.planogram_template_id, planogramTemplateSlots.row, planogramTemplateSlots.column], set: { product_id: slot.product_id!, par_level: par } });
    const quiet = (await suggest({ vending_machine_ids: [machine.id], days_to_visit: 0 })).body.data.machines[0];
    const line = quiet.lines.find((l: { coil: string }) => l.coil === slot.coil);
    expect(line).toMatchObject({ par, par_source: 'planogram', quantity_to_add: 1 });
    expect(line.reason).toContain(`par ${par} (planogram)`);
    // Sales of the last days need more than par for a long gap: up to the capacity at most.
    const busy = (await suggest({ vending_machine_ids: [machine.id], days_to_visit: 30 })).body.data.machines[0].lines.find((l: { coil: string }) => l.coil === slot.coil);
    expect(busy.quantity_to_add).toBe(slot.item_layout_max - slot.quantity);
  });

  it('refuses bad input and other roles, and reaches only the caller\'s machines', async () => {
    for (const body of [{}, { vending_machine_ids: [0] }, { vending_machine_ids: ['x'] }, { vending_machine_ids: [machine.id], days_to_visit: -1 },
      { vending_machine_ids: [machine.id], days_to_visit: 61 }, { vending_machine_ids: [machine.id], window_days: 0 },
      { vending_machine_ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      expect((await suggest(body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await suggest({ vending_machine_ids: [machine.id, 2_000_000_000] })).status).toBe(404);
    expect((await suggest({ vending_machine_ids: [machine.id] }, await api.login('retailer@demo.local'))).status).toBe(403);
    expect((await suggest({ vending_machine_ids: [machine.id] }, await api.login('store@demo.local'))).status).toBe(403);
    expect((await suggest({ vending_machine_ids: [machine.id] }, await api.login('operator@demo.local'))).status).toBe(200);
    expect((await suggest({ vending_machine_ids: [machine.id] }, await api.login('franchise@demo.local'))).status).toBe(404);
    expect((await suggest({ vending_machine_ids: [machine.id] }, await api.login(OTHER_COMPANY_ADMIN))).status).toBe(404);
    expect((await suggest({ vending_machine_ids: [] })).body.data.machines).toEqual([]);
  });
});

describe('get.refill_pick_list', () => {
  it("totals per warehouse and product equal the partner's plans of the day", async () => {
    const [partner] = await api.services.db.select().from(refillPartners)
      .where(and(eq(refillPartners.company_id, machine.company_id), eq(refillPartners.status, 1))).orderBy(asc(refillPartners.id)).limit(1);
    const day = '2031-03-04';
    const plan = async (vm: typeof vendingMachines.$inferSelect, scheduled: string) => {
      const draft = (await api.post(RM, { action: 'get.refill_plan_draft', vending_machine_id: vm.id }, admin)).body.data;
      const open = draft.slots.filter((s: { product: unknown; expired: boolean; quantity: number; capacity: number }) => s.product && !s.expired && s.quantity < s.capacity).slice(0, 3);
      const r = await api.post(RM, {
        action: 'create.refill_plan', vending_machine_id: vm.id, refill_partner_id: partner!.id, scheduled_at: scheduled,
        lines: open.map((s: { coil: string; product: { id: number }; quantity: number; capacity: number }) => ({ coil: s.coil, product_id: s.product.id, quantity_to_add: s.capacity - s.quantity })),
      }, admin);
      expect(r.status, JSON.stringify(r.body).slice(0, 200)).toBe(201);
      return r.body.data;
    };
    const plans = [await plan(machine, `${day}T06:00:00Z`), await plan(other, `${day}T22:30:00Z`)];
    await plan(machine, '2031-03-05T01:00:00Z'); // the next day
    const r = await api.post(RM, { action: 'get.refill_pick_list', refill_partner_id: partner!.id, date: day }, admin);
    expect(r.status).toBe(200);
    const list = r.body.data;
    expect(list.plans.map((p: { id: number }) => p.id).sort()).toEqual(plans.map((p) => p.id).sort());
    const want = new Map<string, number>();
    for (const p of plans) for (const l of p.lines) {
      const key = `${p.warehouse?.id ?? 0}/${p.store?.id ?? 0}/${l.product.id}`;
      want.set(key, (want.get(key) ?? 0) + l.quantity_to_add);
    }
    const got = new Map<string, number>();
    for (const s of list.sources) for (const l of s.lines) got.set(`${s.warehouse?.id ?? 0}/${s.store?.id ?? 0}/${l.product.id}`, l.quantity);
    expect(got).toEqual(want);
    expect(list.total).toBe(plans.reduce((s, p) => s + p.total_quantity, 0));
    for (const s of list.sources) expect(s.total).toBe(s.lines.reduce((n: number, l: { quantity: number }) => n + l.quantity, 0));

    // Roles, scope and bad input.
    expect((await api.post(RM, { action: 'get.refill_pick_list', refill_partner_id: partner!.id, date: day }, await api.login('store@demo.local'))).status).toBe(403);
    expect((await api.post(RM, { action: 'get.refill_pick_list', refill_partner_id: partner!.id, date: day }, await api.login(OTHER_COMPANY_ADMIN))).status).toBe(404);
    const franchise = await api.post(RM, { action: 'get.refill_pick_list', refill_partner_id: partner!.id, date: day }, await api.login('franchise@demo.local'));
    expect(franchise.status).toBe(200);
    expect(franchise.body.data.plans).toEqual([]);
    expect((await api.post(RM, { action: 'get.refill_pick_list', refill_partner_id: partner!.id, date: 'soon' }, admin)).status).toBe(400);
    expect((await api.post(RM, { action: 'get.refill_pick_list', date: day }, admin)).status).toBe(400);
    expect((await api.post(RM, { action: 'get.refill_pick_list', refill_partner_id: 2_000_000_000, date: day }, admin)).status).toBe(404);
  });
});
