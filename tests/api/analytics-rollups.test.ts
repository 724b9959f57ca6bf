/**
 * The sales roll-ups kept by `addToSalesRollups` equal a plain aggregate over the orders:
 * after random orders (any vend, payment and refund status, discounts, taxes, several lines,
 * any day) are written the way writers do it (the order, its lines, then the roll-up call in
 * the same transaction), and after orders change (taken out with -1, changed, added again).
 * The seeded demo orders are in the roll-ups too (the seed rebuilds them), so the whole
 * tables are compared. The coarser roll-ups (per company × day × payment mode, and per
 * report × item dimension × day) are compared the same way, so are the period roll-ups (per
 * month, year and all time × machine or product), and machine_fill (kept by
 * triggers on vm_slots) against the slots after random slot changes.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToSalesRollups, plainAggregates } from '../../server/analytics/rollups.ts';
import { orderLines, orders, products, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { rowsOf } from '../../server/sim/common.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let machines: { id: number; company_id: number; franchise_id: number | null }[];
let productIds: number[];
let seq = 0;

beforeAll(async () => {
  api = await startApi();
  const db = api.services.db;
  machines = await db.select({ id: vendingMachines.id, company_id: vendingMachines.company_id, franchise_id: vendingMachines.franchise_id })
    .from(vendingMachines).where(isNull(vendingMachines.deleted_at)).limit(5);
  productIds = (await db.select({ id: products.id }).from(products).limit(6)).map((p) => p.id);
});
afterAll(async () => api?.close());

const lineArb = fc.record({
  product: fc.nat(5), quantity: fc.integer({ min: 1, max: 3 }), vendedShare: fc.integer({ min: 0, max: 3 }),
  mrp: fc.integer({ min: 1, max: 50_000 }).map((p) => p / 100), discount: fc.integer({ min: 0, max: 300 }).map((d) => d / 100),
  gst: fc.constantFrom(0, 5, 12, 18, 28), cess: fc.constantFrom(0, 1, 12), refund: fc.constantFrom(null, 0, 1),
  vend: fc.integer({ min: 0, max: 8 }), noProduct: fc.boolean(),
});
const orderArb = fc.record({
  machine: fc.nat(4), dayOffset: fc.integer({ min: 0, max: 40 }), minute: fc.integer({ min: 0, max: 1439 }),
  mode: fc.constantFrom('UPI', 'CARD', 'WALLET', 'CASH'), pay: fc.constantFrom(0, 1, 2, 3), vend: fc.integer({ min: 0, max: 8 }),
  refund: fc.constantFrom(null, 0, 1), amount: fc.integer({ min: 0, max: 100_000 }).map((a) => a / 100),
  refundAmount: fc.integer({ min: 0, max: 10_000 }).map((a) => a / 100), lines: fc.array(lineArb, { minLength: 1, maxLength: 3 }),
});
type OrderCase = typeof orderArb extends fc.Arbitrary<infer T> ? T : never;

async function writeOrder(o: OrderCase): Promise<{ id: number; created_at: Date }> {
  const machine = machines[o.machine % machines.length]!;
  const at = new Date(Date.UTC(2026, 0, 1) + o.dayOffset * 86_400_000 + o.minute * 60_000);
  return api.services.db.transaction(async (tx) => {
    const [row] = await tx.insert(orders).values({
      order_id: `RU-${Date.now()}-${++seq}`, company_id: machine.company_id, franchise_id: machine.franchise_id,
      vending_machine_id: machine.id, payment_mode: o.mode, payment_status: o.pay, vend_status: o.vend, refund_status: o.refund,
      items: o.lines.reduce((n, l) => n + l.quantity, 0), items_vend: 0, amount: o.amount, refund_amount: o.refundAmount, created_at: at,
    }).returning({ id: orders.id });
    await tx.insert(orderLines).values(o.lines.map((l, i) => ({
      order_id: row!.id, product_id: l.noProduct ? null : productIds[l.product % productIds.length]!, sku: 'S', name: 'N',
      mrp: l.mrp, gst: l.gst, cess: l.cess, discount: l.discount, coil: `C${i}`, quantity: l.quantity,
      items_vend: Math.min(l.quantity, l.vendedShare), vend_status: l.vend, refund_status: l.refund, created_at: at,
    })));
    await addToSalesRollups(tx, [{ id: row!.id, created_at: at }]);
    return { id: row!.id, created_at: at };
  });
}

/** Rows in one side and not the other, both ways: 0 when the roll-up equals the aggregate. */
async function differences(table: string, aggregate: SQL, window: readonly [string, string] | null): Promise<number> {
  const t = window ? sql`(select * from ${sql.raw(table)} where day >= ${window[0]}::date and day < ${window[1]}::date) w` : sql.raw(table);
  const [row] = rowsOf<{ n: number }>(await api.services.db.execute(sql`
    select count(*)::int as n from (
      (select * from ${t} except all (${aggregate}))
      union all
      ((${aggregate}) except all select * from ${t})
    ) d`));
  return row!.n;
}

/** The random orders' days (before the demo's): the property compares only them, the first test everything. */
const WINDOW = ['2026-01-01', '2026-02-15'] as const;

/** The demo's last month: the area roll-up (16 rows a line) is compared over it only, to keep the test short. */
const DEMO_MONTH = ['2026-10-27', '2026-11-27'] as const;
const between = (w: readonly [string, string]) =>
  sql`o.created_at >= ${`${w[0]}T00:00:00Z`}::timestamptz and o.created_at < ${`${w[1]}T00:00:00Z`}::timestamptz`;

async function expectRollupsEqualAggregate(window = true) {
  const plain = plainAggregates(window ? between(WINDOW) : undefined);
  const w = window ? WINDOW : null;
  expect(await differences('sales_daily', plain.lines, w)).toBe(0);
  expect(await differences('sales_orders_daily', plain.orders, w)).toBe(0);
  const c = Array.from({ length: 17 }, (_, i) => `c${i + 1}`);
  const company = sql`select c1, c2, c3, c4, ${sql.raw(c.slice(4).map((x) => `sum(${x})`).join(', '))}
    from ((${plain.companyOrders}) union all (${plain.companyTaxes})) x(${sql.raw(c.join(', '))}) group by 1, 2, 3, 4`;
  expect(await differences('sales_company_daily', company, w)).toBe(0);
  const areaWindow = w ?? DEMO_MONTH;
  expect(await differences('sales_area_daily', plainAggregates(between(areaWindow)).area, areaWindow)).toBe(0);
}

/** The period roll-ups (month, year, all time) hold every order, so they are compared whole (once per property: it reads all orders). */
async function expectPeriodRollupsEqualAggregate() {
  const periods = plainAggregates().periods;
  expect(await differences('sales_machine_period', periods.machine, null)).toBe(0);
  expect(await differences('sales_product_period', periods.product, null)).toBe(0);
  expect(await differences('sales_machine_orders_period', periods.machineOrders, null)).toBe(0);
}

describe('sales roll-ups', () => {
  it('the seeded roll-ups equal the plain aggregate', async () => {
    expect(machines.length).toBeGreaterThan(0);
    await expectRollupsEqualAggregate(false);
    await expectPeriodRollupsEqualAggregate();
  }, 120_000);

  it('after random orders are written, the roll-ups equal the plain aggregate', async () => {
    await fc.assert(fc.asyncProperty(fc.array(orderArb, { minLength: 1, maxLength: 6 }), async (batch) => {
      for (const o of batch) await writeOrder(o);
      await expectRollupsEqualAggregate();
    }), { numRuns: 12 });
    await expectPeriodRollupsEqualAggregate();
  });

  it('an order taken out (-1), changed and added again keeps them equal', async () => {
    await fc.assert(fc.asyncProperty(orderArb, fc.constantFrom(0, 1), async (o, refundStatus) => {
      const written = await writeOrder({ ...o, pay: 1 });
      const id = written.id;
      await api.services.db.transaction(async (tx) => {
        await addToSalesRollups(tx, [written], -1);
        await tx.update(orders).set({ refund_status: refundStatus, refund_amount: 1.5 }).where(eq(orders.id, id));
        await tx.update(orderLines).set({ refund_status: refundStatus }).where(and(eq(orderLines.order_id, id)));
        await addToSalesRollups(tx, [written]);
      });
      await expectRollupsEqualAggregate();
    }), { numRuns: 8 });
    await expectPeriodRollupsEqualAggregate();
  });

  it('machine_fill follows random slot changes (units and capacity of the slots holding a product)', async () => {
    const db = api.services.db;
    const fill = async () => rowsOf<{ n: number }>(await db.execute(sql`
      select count(*)::int as n from (
        (select vending_machine_id, units::bigint, capacity::bigint from machine_fill where units <> 0 or capacity <> 0
         except all select vending_machine_id, sum(quantity), sum(item_layout_max) from vm_slots where product_id is not null group by 1
           having sum(quantity) <> 0 or sum(item_layout_max) <> 0)
        union all
        (select vending_machine_id, sum(quantity), sum(item_layout_max) from vm_slots where product_id is not null group by 1
           having sum(quantity) <> 0 or sum(item_layout_max) <> 0
         except all select vending_machine_id, units::bigint, capacity::bigint from machine_fill where units <> 0 or capacity <> 0)
      ) d`))[0]!.n;
    expect(await fill()).toBe(0);
    const change = fc.record({ machine: fc.nat(4), kind: fc.constantFrom('quantity', 'capacity', 'product', 'clear', 'insert', 'delete'), n: fc.nat(12) });
    await fc.assert(fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 5 }), async (changes) => {
      for (const ch of changes) {
        const machineId = machines[ch.machine % machines.length]!.id;
        const [slot] = await db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, machineId)).limit(1);
        if (ch.kind === 'insert' || !slot) {
          await db.insert(vmSlots).values({ vending_machine_id: machineId, coil: `P${++seq}`, row: 9, column: seq % 9, product_id: productIds[ch.n % productIds.length]!, quantity: ch.n, item_layout_max: 12 });
        } else if (ch.kind === 'delete') {
          await db.delete(vmSlots).where(eq(vmSlots.id, slot.id));
        } else {
          const set = ch.kind === 'quantity' ? { quantity: ch.n } : ch.kind === 'capacity' ? { item_layout_max: ch.n }
            : ch.kind === 'product' ? { product_id: productIds[ch.n % productIds.length]! } : { product_id: null };
          await db.update(vmSlots).set(set).where(eq(vmSlots.vending_machine_id, machineId));
        }
      }
      expect(await fill()).toBe(0);
    }), { numRuns: 10 });
  });
});
