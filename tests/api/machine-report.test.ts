/**
 * get.vm_report: a new machine's report checked against orders written for it (per UTC day and
 * in total: orders, units, revenue of paid orders, refunds, vend outcomes; per product units
 * sold, sales and the stock in its slots now); the range's edges; roles (403 without
 * PERM_VIEW_VM_REPORT), reach (404 for another company's or another franchise's machine) and
 * bad ranges (400).
 */
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VM_REPORT_MESSAGES } from '../../contract/actions/machine-report.ts';
import { orderLines, orders, products, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { demoMachineFields } from './machine-form-fixtures.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';

const AREA = 'vending-machine-management';
let api: TestApi;
let admin: string;
let machineId: number;
let companyId: number;
let p1: { id: number; sku: string; name: string };
let p2: { id: number; sku: string; name: string };
const report = (fields: Record<string, unknown>, token = admin) => api.post(AREA, { action: 'get.vm_report', ...fields }, token);

let seq = 0;
async function addOrder(o: {
  at: string; vend: number; pay: number; refund?: number | null; amount: number; refundAmount?: number;
  lines: { product: typeof p1; quantity: number; vended: number; mrp: number; discount?: number }[];
}) {
  const [row] = await api.services.db.insert(orders).values({
    order_id: `RPT-${Date.now()}-${++seq}`, company_id: companyId, franchise_id: null, vending_machine_id: machineId,
    payment_mode: 'UPI', payment_status: o.pay, vend_status: o.vend, refund_status: o.refund ?? null,
    items: o.lines.reduce((n, l) => n + l.quantity, 0), items_vend: o.lines.reduce((n, l) => n + l.vended, 0),
    amount: o.amount, refund_amount: o.refundAmount ?? 0, created_at: new Date(o.at), updated_at: new Date(o.at),
  }).returning({ id: orders.id });
  await api.services.db.insert(orderLines).values(o.lines.map((l, i) => ({
    order_id: row!.id, product_id: l.product.id, sku: l.product.sku, name: l.product.name, mrp: l.mrp, discount: l.discount ?? 0,
    coil: `C${i}`, quantity: l.quantity, items_vend: l.vended, vend_status: l.vended === l.quantity ? 1 : l.vended ? 2 : 3,
  })));
}

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  await addOutsiders(api.services.db);
  const db = api.services.db;
  const created = await api.post(AREA, { action: 'create.vending_machine', ...(await demoMachineFields(db, 'Report test VM')), code: `RPT-${Date.now() % 1_000_000}` }, admin);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  machineId = created.body.data.id;
  companyId = (await db.select({ company_id: vendingMachines.company_id }).from(vendingMachines).where(eq(vendingMachines.id, machineId)))[0]!.company_id;

  // Two stocked products of the machine's slots (stock through the slots, as a refill leaves it).
  const slots = await db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, machineId)).orderBy(asc(vmSlots.id));
  const productIds = [...new Set(slots.map((s) => s.product_id).filter((id): id is number => id !== null))];
  expect(productIds.length).toBeGreaterThanOrEqual(2);
  const [a, b] = await Promise.all(productIds.slice(0, 2).map(async (id) => (await db.select({ id: products.id, sku: products.sku, name: products.name }).from(products).where(eq(products.id, id)))[0]!));
  p1 = a!;
  p2 = b!;
  for (const s of slots) await db.update(vmSlots).set({ quantity: Math.min(3, s.item_layout_max) }).where(eq(vmSlots.id, s.id));

  // 10 Jan: a full vend and a partial one (refunded); 11 Jan: nothing; 12 Jan: a failure refunded and a cancelled order.
  await addOrder({ at: '2026-01-10T08:00:00Z', vend: 1, pay: 1, amount: 50.5, lines: [{ product: p1, quantity: 2, vended: 2, mrp: 25.25 }] });
  await addOrder({
    at: '2026-01-10T23:59:59Z', vend: 2, pay: 1, refund: 1, amount: 60, refundAmount: 20,
    lines: [{ product: p1, quantity: 1, vended: 1, mrp: 20 }, { product: p2, quantity: 2, vended: 1, mrp: 20 }],
  });
  await addOrder({ at: '2026-01-12T00:00:00Z', vend: 3, pay: 1, refund: 0, amount: 15, refundAmount: 15, lines: [{ product: p2, quantity: 1, vended: 0, mrp: 15 }] });
  await addOrder({ at: '2026-01-12T12:30:00Z', vend: 5, pay: 3, amount: 30, lines: [{ product: p1, quantity: 1, vended: 0, mrp: 30 }] });
  // Just outside the range on both sides.
  await addOrder({ at: '2026-01-09T23:59:59Z', vend: 1, pay: 1, amount: 99, lines: [{ product: p1, quantity: 1, vended: 1, mrp: 99 }] });
  await addOrder({ at: '2026-01-13T00:00:00Z', vend: 1, pay: 1, amount: 99, lines: [{ product: p2, quantity: 1, vended: 1, mrp: 99 }] });
});
afterAll(() => api.close());

describe('get.vm_report', () => {
  it('adds up the machine\'s orders per UTC day and in total, with every day of the range', async () => {
    const r = await report({ vending_machine_id: machineId, from: '2026-01-10', to: '2026-01-12' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { days, totals } = r.body.data;
    expect(r.body.data).toMatchObject({ vending_machine: { id: machineId, name: 'Report test VM' }, from: '2026-01-10', to: '2026-01-12' });
    expect(days).toEqual([
      { day: '2026-01-10', orders: 2, units_vended: 4, revenue: 110.5, refund_amount: 20, net_revenue: 90.5, vend_success: 1, partial_vend: 1, vend_failure: 0, refunds: 1 },
      { day: '2026-01-11', orders: 0, units_vended: 0, revenue: 0, refund_amount: 0, net_revenue: 0, vend_success: 0, partial_vend: 0, vend_failure: 0, refunds: 0 },
      { day: '2026-01-12', orders: 2, units_vended: 0, revenue: 15, refund_amount: 15, net_revenue: 0, vend_success: 0, partial_vend: 0, vend_failure: 1, refunds: 1 },
    ]);
    expect(totals).toEqual({ orders: 4, units_vended: 4, revenue: 125.5, refund_amount: 35, net_revenue: 90.5, vend_success: 1, partial_vend: 1, vend_failure: 1, refunds: 2 });

    // One day: only its orders.
    const one = await report({ vending_machine_id: machineId, from: '2026-01-13', to: '2026-01-13' });
    expect(one.body.data.totals).toMatchObject({ orders: 1, units_vended: 1, revenue: 99 });
  });

  it('lists per product the units sold and sales in the range, and the stock in its slots now', async () => {
    const r = await report({ vending_machine_id: machineId, from: '2026-01-10', to: '2026-01-12' });
    const rows = r.body.data.products as { product_id: number; units_sold: number; sales: number; stock: number; capacity: number; coils: string[]; name: string }[];
    const slots = await api.services.db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, machineId));
    const inSlots = new Map<number, { stock: number; capacity: number; coils: string[] }>();
    for (const s of slots) {
      if (s.product_id === null) continue;
      const t = inSlots.get(s.product_id) ?? { stock: 0, capacity: 0, coils: [] };
      t.stock += s.quantity; t.capacity += s.item_layout_max; t.coils.push(s.coil);
      inSlots.set(s.product_id, t);
    }
    expect(rows.map((p) => p.product_id).sort((a, b) => a - b)).toEqual([...inSlots.keys()].sort((a, b) => a - b));
    for (const row of rows) {
      const t = inSlots.get(row.product_id)!;
      expect(row, row.name).toMatchObject({ stock: t.stock, capacity: t.capacity, coils: [...t.coils].sort() });
    }
    expect(rows[0]).toMatchObject({ product_id: p1.id, name: p1.name, units_sold: 3, sales: 70.5 });
    expect(rows[1]).toMatchObject({ product_id: p2.id, name: p2.name, units_sold: 1, sales: 20 });
    expect(rows.slice(2).every((p) => p.units_sold === 0 && p.sales === 0)).toBe(true);
  });

  it('is 403 without PERM_VIEW_VM_REPORT, 404 out of reach, 200 for the franchise admin on their own machine', async () => {
    const range = { from: '2026-01-10', to: '2026-01-12' };
    for (const who of ['technician@demo.local', 'store@demo.local', 'operator@demo.local']) {
      expect((await report({ vending_machine_id: machineId, ...range }, await api.login(who))).status, who).toBe(403);
    }
    expect((await report({ vending_machine_id: machineId, ...range }, await api.login('partner@demo.local'))).status).toBe(200);
    expect((await report({ vending_machine_id: machineId, ...range }, await api.login(OTHER_COMPANY_ADMIN))).status).toBe(404);
    const franchise = await api.login('franchise@demo.local');
    // A company machine is outside the franchise; the franchise's own machine is not.
    expect((await report({ vending_machine_id: machineId, ...range }, franchise)).status).toBe(404);
    const own = await api.post(AREA, { action: 'list.active_vending_machines', limit: 1 }, franchise);
    const ownReport = await report({ vending_machine_id: own.body.data[0].id, ...range }, franchise);
    expect(ownReport.status, JSON.stringify(ownReport.body)).toBe(200);
    expect(ownReport.body.data.days).toHaveLength(3);
    expect((await report({ vending_machine_id: 2_000_000_000, ...range })).status).toBe(404);
  });

  it('refuses a bad range with 400', async () => {
    const bad = async (fields: Record<string, unknown>, message: string) => {
      const r = await report({ vending_machine_id: machineId, ...fields });
      expect(r.status, JSON.stringify(fields)).toBe(400);
      expect(JSON.stringify(r.body)).toContain(message);
    };
    await bad({ from: '2026-02-30', to: '2026-03-01' }, VM_REPORT_MESSAGES.badDay);
    await bad({ from: '10/01/2026', to: '2026-01-12' }, VM_REPORT_MESSAGES.badDay);
    await bad({ from: '2026-13-01', to: '2026-01-12' }, VM_REPORT_MESSAGES.badDay);
    await bad({ from: '2026-01-12', to: '2026-01-10' }, VM_REPORT_MESSAGES.fromAfterTo);
    await bad({ from: '2025-01-01', to: '2026-01-12' }, VM_REPORT_MESSAGES.tooLong);
    expect((await report({ vending_machine_id: machineId, from: '2025-01-01', to: '2026-01-01' })).status).toBe(200);
    expect((await report({ vending_machine_id: 0, from: '2026-01-10', to: '2026-01-12' })).status).toBe(400);
  });
});
