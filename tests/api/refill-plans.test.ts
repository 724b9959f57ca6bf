/**
 * Refill plans through the API (issue 39 "Refill plans"): every action and role, scope, bad
 * input that changes nothing, audit rows, and the stock conserved after every step: the units
 * on the serving shelves, in the machine's slots, on pending return orders and in the bin add up
 * to the same per product, and the ledger's books balance (server/stock/check.ts).
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFILL_PLAN_MESSAGES } from '../../contract/actions/refill-plans.ts';
import { auditLog, notifications, refillPlans, vendingMachines, vmEvents, vmSlots, warehouseStock } from '../../server/db/schema/index.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { startApi, type TestApi } from './harness.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';

const RM = 'refill-management';
let api: TestApi;
let admin: string;
let machine: typeof vendingMachines.$inferSelect;
let slots: (typeof vmSlots.$inferSelect)[];
let otherProduct: number;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await api.services.db.execute(query);
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}

/** Units per product: serving shelves + this machine's slots + pending return orders + the bin. */
async function units(productIds: number[]): Promise<Record<number, number>> {
  const out: Record<number, number> = {};
  for (const id of productIds) {
    const [r] = await rows<{ n: number }>(sql`select (
      coalesce((select stock from warehouse_stock where warehouse_id = ${machine.warehouse_id} and product_id = ${id}), 0)
      + coalesce((select sum(quantity) from vm_slots where vending_machine_id = ${machine.id} and product_id = ${id}), 0)
      + coalesce((select sum(l.quantity) from refill_return_order_lines l join refill_return_orders o on o.id = l.return_order_id
                  where o.vending_machine_id = ${machine.id} and o.status in (1, 2, 4) and l.product_id = ${id}), 0)
      + coalesce((select sum(quantity) from stock_movements where to_kind = 'bin' and product_id = ${id} and reason like 'refill%'), 0)
    )::int as n`);
    out[id] = Number(r!.n);
  }
  return out;
}

/** The slots' units equal what the ledger moved in and out of the machine since `base`. */
async function machineMatchesLedger(base: number) {
  const [r] = await rows<{ slots: number; moved: number }>(sql`select
    (select coalesce(sum(quantity), 0) from vm_slots where vending_machine_id = ${machine.id})::int as slots,
    (select coalesce(sum(case when to_kind = 'machine' then quantity else -quantity end), 0) from stock_movements
      where (to_kind = 'machine' and to_id = ${machine.id}) or (from_kind = 'machine' and from_id = ${machine.id}))::int as moved`);
  expect(Number(r!.slots)).toBe(base + Number(r!.moved));
}

async function booksBalance() {
  expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  expect(await machineTotalsViolations(api.services.db)).toEqual([]);
}

const plansCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from refill_plans`))[0]!.n;
const audits = async (action: string, id: number) =>
  (await api.services.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entity_id, id))))[0]!.n;

let slotBase = 0;
let productIds: number[] = [];
let baseline: Record<number, number>;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  await addOutsiders(api.services.db);
  // A machine served by a warehouse, outside any franchise, with at least three filled slots.
  const candidates = await api.services.db.select().from(vendingMachines)
    .where(and(isNotNull(vendingMachines.warehouse_id), sql`${vendingMachines.franchise_id} is null`, sql`${vendingMachines.deleted_at} is null`))
    .orderBy(asc(vendingMachines.id)).limit(20);
  for (const m of candidates) {
    const s = await api.services.db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, m.id)).orderBy(asc(vmSlots.id));
    if (s.filter((x) => x.product_id && x.quantity > 0 && x.quantity < x.item_layout_max - 1).length >= 3) {
      machine = m;
      slots = s.filter((x) => x.product_id && x.quantity > 0 && x.quantity < x.item_layout_max - 1);
      break;
    }
  }
  expect(machine).toBeTruthy();
  // Another product the warehouse holds plenty of, for the slot whose product changes.
  const [stocked] = await api.services.db.select().from(warehouseStock)
    .where(and(eq(warehouseStock.warehouse_id, machine.warehouse_id!), sql`${warehouseStock.stock} >= 50`,
      sql`${warehouseStock.product_id} not in (select product_id from vm_slots where vending_machine_id = ${machine.id} and product_id is not null)`))
    .limit(1);
  otherProduct = stocked!.product_id;
  // Make sure the shelves hold what the plans load.
  for (const s of slots.slice(0, 3)) {
    await api.services.db.execute(sql`insert into stock_movements (company_id, product_id, from_kind, to_kind, to_id, quantity, reason, at)
      values (${machine.company_id}, ${s.product_id}, 'outside', 'shelf', ${machine.warehouse_id}, 100, 'opening', now())`);
    await api.services.db.execute(sql`insert into warehouse_stock (warehouse_id, product_id, stock) values (${machine.warehouse_id}, ${s.product_id}, 100)
      on conflict (warehouse_id, product_id) do update set stock = warehouse_stock.stock + 100`);
  }
  slotBase = (await rows<{ n: number }>(sql`select coalesce(sum(quantity), 0)::int as n from vm_slots where vending_machine_id = ${machine.id}`))[0]!.n
    - (await rows<{ n: number }>(sql`select coalesce(sum(case when to_kind = 'machine' then quantity else -quantity end), 0)::int as n from stock_movements
        where (to_kind = 'machine' and to_id = ${machine.id}) or (from_kind = 'machine' and from_id = ${machine.id})`))[0]!.n;
  productIds = [...new Set([...slots.slice(0, 3).map((s) => s.product_id!), otherProduct])];
  baseline = await units(productIds);
  await booksBalance();
});
afterAll(() => api.close());

function planLines() {
  const [same, change, expired] = slots;
  return [
    { coil: same!.coil, product_id: same!.product_id!, quantity_to_add: 1, runout_quantity: 1, expiry_date: '2027-01-31', expired: false },
    { coil: change!.coil, product_id: otherProduct, quantity_to_add: 2, runout_quantity: 1, expiry_date: '2027-02-28', expired: false },
    { coil: expired!.coil, product_id: expired!.product_id!, quantity_to_add: 3, runout_quantity: 0, expiry_date: '2027-03-31', expired: true },
  ];
}

async function createPlan(token = admin, extra: Record<string, unknown> = {}) {
  return api.post(RM, { action: 'create.refill_plan', vending_machine_id: machine.id, lines: planLines(), remarks: ['Fill the drinks first'], ...extra }, token);
}

async function conserved() {
  expect(await units(productIds)).toEqual(baseline);
  await machineMatchesLedger(slotBase);
  await booksBalance();
}

describe('the demo', () => {
  it('has plans with lines in every state, and return orders pending and received', async () => {
    const seeded = await rows<{ status: number; execution_status: number; return_status: number | null }>(sql`
      select p.status, p.execution_status, o.status as return_status from refill_plans p
      left join refill_return_orders o on o.refill_plan_id = p.id
      where exists (select 1 from refill_plan_lines l where l.refill_plan_id = p.id) and p.created_by is not null`);
    expect(new Set(seeded.map((p) => p.status))).toEqual(new Set([1, 2, 3]));
    expect(new Set(seeded.filter((p) => p.return_status !== null).map((p) => p.return_status))).toEqual(new Set([1, 3]));
    expect(seeded.filter((p) => p.status === 3).every((p) => [2, 3].includes(p.execution_status))).toBe(true);
  });
});

describe('the draft and create', () => {
  it('the draft lists every slot, where the machine is served from, and no problem', async () => {
    const r = await api.post(RM, { action: 'get.refill_plan_draft', vending_machine_id: machine.id }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.problem).toBeNull();
    expect(r.body.data.slots.length).toBe((await api.services.db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, machine.id))).length);
    expect(r.body.data.warehouse.id).toBe(machine.warehouse_id);
  });

  it('creates a Created plan with its lines and remarks, audited; nothing moves', async () => {
    const r = await createPlan();
    expect(r.status).toBe(201);
    const plan = r.body.data;
    expect(plan).toMatchObject({ status: 1, execution_status: 1, plan_id: `RP-${5000 + plan.id}`, warehouse: { id: machine.warehouse_id } });
    expect(plan.lines.map((l: { coil: string }) => l.coil).sort()).toEqual(planLines().map((l) => l.coil).sort());
    expect(plan.lines.find((l: { coil: string }) => l.coil === slots[1]!.coil).current_product.id).toBe(slots[1]!.product_id);
    expect(plan.remarks.map((x: { remark: string }) => x.remark)).toEqual(['Fill the drinks first']);
    expect(plan.total_quantity).toBe(6);
    expect(await audits('create.refill_plan', plan.id)).toBe(1);
    await conserved();
    const listed = await api.post(RM, { action: 'list.refills', vending_machine_id: machine.id, limit: 2000 }, admin);
    expect(listed.body.data.some((p: { id: number }) => p.id === plan.id)).toBe(true);
  });

  it('bad input changes nothing: unknown coil, coil twice, too many units, long remark, inactive partner, unknown product', async () => {
    const before = await plansCount();
    const [first] = planLines();
    const cases = [
      { lines: [{ ...first, coil: 'Z99' }] },
      { lines: [first, first] },
      { lines: [{ ...first, quantity_to_add: 10_000 }] },
      { lines: [first], remarks: ['x'.repeat(251)] },
      { lines: [first], refill_partner_id: 2_000_000 },
      { lines: [{ ...first, product_id: 2_000_000 }] },
      { lines: [{ ...first, quantity_to_add: 0 }] },
      { lines: [{ ...first, quantity_to_add: -1 }] },
    ];
    for (const body of cases) {
      const r = await api.post(RM, { action: 'create.refill_plan', vending_machine_id: machine.id, ...body }, admin);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await plansCount()).toBe(before);
    await conserved();
  });

  it('on a slot whose units expired, removing them is the default, and new units need their runout quantity and expiry', async () => {
    const slot = slots[0]!;
    const [{ expires_on: kept }] = await api.services.db.select({ expires_on: vmSlots.expires_on }).from(vmSlots).where(eq(vmSlots.id, slot.id)) as [{ expires_on: string | null }];
    await api.services.db.update(vmSlots).set({ expires_on: '2020-01-01' }).where(eq(vmSlots.id, slot.id));
    try {
      const before = await plansCount();
      const bare = { coil: slot.coil, product_id: slot.product_id!, quantity_to_add: 2 };
      const refused = await api.post(RM, { action: 'create.refill_plan', vending_machine_id: machine.id, lines: [bare] }, admin);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual(expect.arrayContaining([
        { path: 'lines.0.runout_quantity', message: REFILL_PLAN_MESSAGES.runoutRequired },
        { path: 'lines.0.expiry_date', message: REFILL_PLAN_MESSAGES.expiryRequired },
      ]));
      expect(await plansCount()).toBe(before);

      const made = await api.post(RM, { action: 'create.refill_plan', vending_machine_id: machine.id, lines: [{ ...bare, runout_quantity: 1, expiry_date: '2027-05-31' }] }, admin);
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.data.lines[0]).toMatchObject({ coil: slot.coil, expired: true, runout_quantity: 1, expiry_date: '2027-05-31' });
      // The planner may keep the units (they were taken out already): then nothing more is asked.
      const keep = await api.post(RM, { action: 'create.refill_plan', vending_machine_id: machine.id, lines: [{ ...bare, expired: false }] }, admin);
      expect(keep.status).toBe(201);
      expect(keep.body.data.lines[0].expired).toBe(false);
      for (const plan of [made.body.data, keep.body.data]) {
        expect((await api.post(RM, { action: 'delete.refill_plan', id: plan.id, version: plan.version }, admin)).status).toBeLessThan(300);
      }
    } finally {
      await api.services.db.update(vmSlots).set({ expires_on: kept }).where(eq(vmSlots.id, slot.id));
    }
    await conserved();
  });

  it('a machine whose location is not set is refused with the message naming its edit screen', async () => {
    await api.services.db.update(vendingMachines).set({ latitude: null }).where(eq(vendingMachines.id, machine.id));
    const before = await plansCount();
    const draft = await api.post(RM, { action: 'get.refill_plan_draft', vending_machine_id: machine.id }, admin);
    expect(draft.body.data.problem).toBe(REFILL_PLAN_MESSAGES.locationMissing);
    const r = await createPlan();
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.body)).toContain("Set it on the machine's edit screen");
    expect(await plansCount()).toBe(before);
    await api.services.db.update(vendingMachines).set({ latitude: machine.latitude }).where(eq(vendingMachines.id, machine.id));
  });
});

describe('roles and scope', () => {
  it('view-only and unrelated roles cannot write; outsiders cannot see', async () => {
    const plan = (await createPlan()).body.data;
    const retailer = await api.login('retailer@demo.local');
    const storeManager = await api.login('store@demo.local');
    const warehouse = await api.login('warehouse@demo.local');
    const operator = await api.login('operator@demo.local');
    const franchise = await api.login('franchise@demo.local');
    const solo = await api.login(OTHER_COMPANY_ADMIN);
    expect((await api.post(RM, { action: 'get.refill_plan', id: plan.id }, retailer)).status).toBe(200);
    expect((await createPlan(retailer)).status).toBe(403);
    expect((await api.post(RM, { action: 'get.refill_plan', id: plan.id }, storeManager)).status).toBe(403);
    expect((await api.post(RM, { action: 'get.refill_plan', id: plan.id }, warehouse)).status).toBe(200);
    expect((await api.post(RM, { action: 'execute.refill_plan', id: plan.id, version: plan.version }, warehouse)).status).toBe(403);
    // The operator manages refills but may not delete them.
    expect((await api.post(RM, { action: 'delete.refill_plan', id: plan.id, version: plan.version }, operator)).status).toBe(403);
    // A franchise's staff reach only their machines' plans; another company reaches nothing.
    expect((await api.post(RM, { action: 'get.refill_plan', id: plan.id }, franchise)).status).toBe(404);
    expect((await createPlan(franchise)).status).toBe(404);
    expect((await api.post(RM, { action: 'get.refill_plan', id: plan.id }, solo)).status).toBe(404);
    expect((await api.post(RM, { action: 'get.refill_plan_draft', vending_machine_id: machine.id }, solo)).status).toBe(404);
    expect((await api.post(RM, { action: 'execute.refill_plan', id: plan.id, version: plan.version }, solo)).status).toBe(404);
    const after = await api.post(RM, { action: 'get.refill_plan', id: plan.id }, admin);
    expect(after.body.data).toMatchObject({ status: 1, version: plan.version });
    // The operator creates, updates and marks in transit.
    const own = await createPlan(operator);
    expect(own.status).toBe(201);
    expect((await api.post(RM, { action: 'mark_in_transit.refill_plan', id: own.body.data.id, version: own.body.data.version }, operator)).status).toBe(200);
    await conserved();
  });
});

describe('the lifecycle against the server', () => {
  it('update while Created, then In Transit refuses update and delete, then execute moves the loaded units', async () => {
    const created = (await createPlan()).body.data;
    const updated = await api.post(RM, {
      action: 'update.refill_plan', id: created.id, version: created.version, lines: planLines(), vehicle: 'KA-01-AB-1234', remarks: ['Call before arriving'],
    }, admin);
    expect(updated.status).toBe(200);
    expect(updated.body.data.vehicle).toBe('KA-01-AB-1234');
    expect(updated.body.data.remarks).toHaveLength(2);
    expect((await api.post(RM, { action: 'update.refill_plan', id: created.id, version: created.version, lines: planLines() }, admin)).status).toBe(409);
    const moving = await api.post(RM, { action: 'mark_in_transit.refill_plan', id: created.id, version: updated.body.data.version }, admin);
    expect(moving.body.data.status).toBe(2);
    expect(await audits('mark_in_transit.refill_plan', created.id)).toBe(1);
    const v = moving.body.data.version;
    expect((await api.post(RM, { action: 'update.refill_plan', id: created.id, version: v, lines: planLines() }, admin)).status).toBe(409);
    expect((await api.post(RM, { action: 'delete.refill_plan', id: created.id, version: v }, admin)).status).toBe(409);
    expect((await api.post(RM, { action: 'mark_in_transit.refill_plan', id: created.id, version: v }, admin)).status).toBe(409);
    await conserved();

    // Loaded in part: one unit less on the same-product slot.
    const [same, change, expired] = slots;
    const shelfBefore = await units([same!.product_id!]);
    const executed = await api.post(RM, {
      action: 'execute.refill_plan', id: created.id, version: v, lines: [{ coil: same!.coil, loaded_quantity: 0 }],
    }, admin);
    expect(executed.status).toBe(200);
    const plan = executed.body.data;
    expect(plan).toMatchObject({ status: 3, execution_status: 2 });
    expect(plan.executed_at).toBeTruthy();
    expect(await audits('execute.refill_plan', created.id)).toBe(1);
    const now = new Map((await api.services.db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, machine.id))).map((s) => [s.coil, s]));
    expect(now.get(change!.coil)).toMatchObject({ product_id: otherProduct, quantity: 2 });
    expect(now.get(expired!.coil)).toMatchObject({ product_id: expired!.product_id, quantity: 3 });
    expect(plan.return_order.status).toBe(1);
    const events = await api.services.db.select().from(vmEvents).where(and(eq(vmEvents.vending_machine_id, machine.id), eq(vmEvents.type, 'REFILL'), sql`${vmEvents.detail} like ${`${plan.plan_id}%`}`));
    expect(events.map((e) => e.coil).sort()).toEqual([change!.coil, expired!.coil].sort());
    const [note] = await api.services.db.select().from(notifications).where(and(eq(notifications.type, 'REFILL_EXECUTE'), sql`${notifications.payload}->>'refill_id' = ${plan.plan_id}`));
    expect(note).toBeTruthy();
    expect(shelfBefore).toEqual(await units([same!.product_id!]));
    await conserved();

    // Executed twice: refused, nothing moves again.
    expect((await api.post(RM, { action: 'execute.refill_plan', id: created.id, version: plan.version }, admin)).status).toBe(409);
    await conserved();

    // The return order: the old product of the changed slot back to the shelves, the expired units to the bin.
    const ro = await api.post(RM, { action: 'get.refill_return_order', id: plan.return_order.id }, admin);
    expect(ro.status).toBe(200);
    expect(ro.body.data.lines.map((l: { reason: string; quantity: number; coil: string }) => [l.coil, l.reason, l.quantity]).sort())
      .toEqual([[change!.coil, 'product_change', change!.quantity], [expired!.coil, 'expired', expired!.quantity]].sort());
    const warehouse = await api.login('warehouse@demo.local');
    const received = await api.post(RM, { action: 'receive.refill_return_order', id: ro.body.data.id, version: ro.body.data.version }, warehouse);
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({ status: 3, received_by: { first_name: 'Meena' } });
    expect(await audits('receive.refill_return_order', ro.body.data.id)).toBe(1);
    expect((await api.post(RM, { action: 'receive.refill_return_order', id: ro.body.data.id, version: received.body.data.version }, warehouse)).status).toBe(409);
    await conserved();
  });

  it('executes a Created plan directly, and a second at once executes once', async () => {
    const created = (await createPlan()).body.data;
    const [a, b] = await Promise.all([
      api.post(RM, { action: 'execute.refill_plan', id: created.id, version: created.version }, admin),
      api.post(RM, { action: 'execute.refill_plan', id: created.id, version: created.version }, admin),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const done = (a.status === 200 ? a : b).body.data;
    expect(done).toMatchObject({ status: 3, execution_status: 3 });
    await conserved();
  });

  it('deletes a Created plan with its lines, audited; it is gone', async () => {
    const created = (await createPlan()).body.data;
    const r = await api.post(RM, { action: 'delete.refill_plan', id: created.id, version: created.version }, admin);
    expect(r.status).toBe(200);
    expect(await api.services.db.select().from(refillPlans).where(eq(refillPlans.id, created.id))).toEqual([]);
    expect(await audits('delete.refill_plan', created.id)).toBe(1);
    expect((await api.post(RM, { action: 'get.refill_plan', id: created.id }, admin)).status).toBe(404);
    await conserved();
  });

  it('execution with a bad line (more than planned, a coil not on the plan, twice) and a stale version change nothing', async () => {
    const created = (await createPlan()).body.data;
    const [first] = planLines();
    for (const lines of [
      [{ coil: first!.coil, loaded_quantity: first!.quantity_to_add + 1 }],
      [{ coil: 'Z99', loaded_quantity: 0 }],
      [{ coil: first!.coil, loaded_quantity: 0 }, { coil: first!.coil, loaded_quantity: 0 }],
    ]) {
      expect((await api.post(RM, { action: 'execute.refill_plan', id: created.id, version: created.version, lines }, admin)).status).toBe(400);
    }
    expect((await api.post(RM, { action: 'execute.refill_plan', id: created.id, version: created.version + 1 }, admin)).status).toBe(409);
    expect((await api.post(RM, { action: 'get.refill_plan', id: created.id }, admin)).body.data).toMatchObject({ status: 1, version: created.version });
    expect(await audits('execute.refill_plan', created.id)).toBe(0);
    await conserved();
    await api.post(RM, { action: 'delete.refill_plan', id: created.id, version: created.version }, admin);
  });

  it('a shelf without the units refuses the execution and changes nothing', async () => {
    const created = (await createPlan()).body.data;
    await api.services.db.update(warehouseStock).set({ stock: 0 })
      .where(and(eq(warehouseStock.warehouse_id, machine.warehouse_id!), eq(warehouseStock.product_id, otherProduct)));
    const before = await rows(sql`select coil, product_id, quantity from vm_slots where vending_machine_id = ${machine.id} order by coil`);
    const r = await api.post(RM, { action: 'execute.refill_plan', id: created.id, version: created.version }, admin);
    expect(r.status).toBe(409);
    expect(await rows(sql`select coil, product_id, quantity from vm_slots where vending_machine_id = ${machine.id} order by coil`)).toEqual(before);
    expect((await api.post(RM, { action: 'get.refill_plan', id: created.id }, admin)).body.data.status).toBe(1);
  });

  it("execution dates each coil by its earliest units: kept units keep theirs, fresh units bring the plan's", async () => {
    // Two filled coils with room for a unit whose product the warehouse's shelf holds.
    const fillable = await rows<{ id: number; coil: string; product_id: number }>(sql`
      select s.id, s.coil, s.product_id from vm_slots s
      join warehouse_stock w on w.warehouse_id = ${machine.warehouse_id} and w.product_id = s.product_id and w.stock >= 1
      where s.vending_machine_id = ${machine.id} and s.quantity > 0 and s.quantity < s.item_layout_max order by s.id limit 2`);
    expect(fillable).toHaveLength(2);
    const [kept, expired] = fillable;
    await api.services.db.update(vmSlots).set({ expires_on: '2026-12-15' }).where(eq(vmSlots.id, kept!.id));
    await api.services.db.update(vmSlots).set({ expires_on: '2026-11-01' }).where(eq(vmSlots.id, expired!.id));
    const created = await api.post(RM, {
      action: 'create.refill_plan', vending_machine_id: machine.id, lines: [
        { coil: kept!.coil, product_id: kept!.product_id, quantity_to_add: 1, runout_quantity: 0, expiry_date: '2027-01-31' },
        { coil: expired!.coil, product_id: expired!.product_id, quantity_to_add: 1, runout_quantity: 0, expiry_date: '2027-03-31', expired: true },
      ],
    }, admin);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const done = await api.post(RM, { action: 'execute.refill_plan', id: created.body.data.id, version: created.body.data.version }, admin);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const after = new Map((await api.services.db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, machine.id))).map((x) => [x.id, x.expires_on]));
    expect(after.get(kept!.id)).toBe('2026-12-15');
    expect(after.get(expired!.id)).toBe('2027-03-31');
  });
});
