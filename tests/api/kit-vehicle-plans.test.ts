/**
 * Kitted plans are served from the vehicle (issue 39): a kit received into the partner's van
 * re-points its plans to the van (Created → In Transit through the refill plan's lifecycle), so
 * executing them draws the units from the van, not from the warehouse a second time. While the
 * kit is on its way the plan cannot be executed; a cancelled kit leaves its plan at the warehouse.
 * The stock ledger balances after every step.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KIT_TRANSFER_MESSAGES } from '../../contract/actions/kit-transfers.ts';
import { REFILL_PLAN_STATUS } from '../../contract/statuses.ts';
import { statusOnKitLoaded } from '../../machines/records/refillPlan.ts';
import { auditLog, refillPartnerWarehouseLinks, refillPartners, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { startApi, type TestApi } from './harness.ts';

const RM = 'refill-management';
const WM = 'warehouse-management';
let api: TestApi;
let admin: string;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await api.services.db.execute(query);
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}
async function booksBalance() {
  expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  expect(await machineTotalsViolations(api.services.db)).toEqual([]);
}
/** Units on a place's shelves and in its transit. */
async function held(warehouseId: number, productId: number) {
  const [r] = await rows<{ stock: number; in_transit: number }>(sql`select coalesce(sum(stock), 0)::int as stock, coalesce(sum(in_transit), 0)::int as in_transit
    from warehouse_stock where warehouse_id = ${warehouseId} and product_id = ${productId}`);
  return { shelf: Number(r!.stock), transit: Number(r!.in_transit) };
}
const slotQuantity = async (slotId: number) => (await api.services.db.select().from(vmSlots).where(eq(vmSlots.id, slotId)))[0]!.quantity;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

let vans = 0;
/** A machine served by a warehouse, with no open plan and two slots with room, 50 more units of each slot's product on the source, the first partner working from it with Transfer Order, and a van of theirs. */
async function setting() {
  const db = api.services.db;
  const machines = await db.select().from(vendingMachines)
    .where(and(isNotNull(vendingMachines.warehouse_id), isNotNull(vendingMachines.latitude), sql`${vendingMachines.franchise_id} is null`, sql`${vendingMachines.deleted_at} is null`))
    .orderBy(asc(vendingMachines.id)).limit(40);
  for (const m of machines) {
    const open = (await rows<{ n: number }>(sql`select count(*)::int as n from refill_plans where vending_machine_id = ${m.id} and status in (1, 2)`))[0]!.n;
    if (Number(open) > 0) continue;
    const slots = (await db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, m.id)).orderBy(asc(vmSlots.id)))
      .filter((x) => x.product_id && x.quantity < x.item_layout_max - 2);
    const distinct = slots.filter((s, i) => slots.findIndex((o) => o.product_id === s.product_id) === i).slice(0, 2);
    if (distinct.length < 2) continue;
    const source = m.warehouse_id!;
    for (const s of distinct) {
      await db.execute(sql`insert into stock_movements (company_id, product_id, from_kind, to_kind, to_id, quantity, reason, at)
        values (${m.company_id}, ${s.product_id}, 'outside', 'shelf', ${source}, 50, 'opening', now())`);
      await db.execute(sql`insert into warehouse_stock (warehouse_id, product_id, stock) values (${source}, ${s.product_id}, 50)
        on conflict (warehouse_id, product_id) do update set stock = warehouse_stock.stock + 50`);
    }
    const [partner] = await db.select().from(refillPartners).where(and(eq(refillPartners.company_id, m.company_id), eq(refillPartners.status, 1))).orderBy(asc(refillPartners.id)).limit(1);
    await db.insert(refillPartnerWarehouseLinks).values({ company_id: m.company_id, refill_partner_id: partner!.id, warehouse_id: source })
      .onConflictDoUpdate({ target: [refillPartnerWarehouseLinks.refill_partner_id, refillPartnerWarehouseLinks.warehouse_id], set: { view: true, transfer_order: true } });
    vans += 1;
    const name = `Kit plans van ${vans}`;
    const made = await api.post(RM, { action: 'create.vehicle', refill_partner_id: partner!.id, name, registration_number: `KA 05 KP 000${vans}` }, admin);
    expect(made.status, JSON.stringify(made.body).slice(0, 300)).toBe(201);
    const vehicle = (made.body.data.vehicles as { id: number; name: string }[]).find((v) => v.name === name)!;
    return { machine: m, slots: distinct, source, partner: partner!, vehicle };
  }
  throw new Error('the demo needs a warehouse-served machine with two slots to fill');
}

describe('kitted plans are served from the vehicle', () => {
  it('a received kit re-points its plan to the van; executing it draws from the van, the warehouse only once', async () => {
    const { machine, slots, source, partner, vehicle } = await setting();
    const [slot] = slots;
    const product = slot!.product_id!;
    const plan = await api.post(RM, {
      action: 'create.refill_plan', vending_machine_id: machine.id, refill_partner_id: partner.id,
      lines: [{ coil: slot!.coil, product_id: product, quantity_to_add: 2 }],
    }, admin);
    expect(plan.status, JSON.stringify(plan.body).slice(0, 300)).toBe(201);
    const planId = plan.body.data.id;
    const start = await held(source, product);
    const inSlot = await slotQuantity(slot!.id);

    const kit = await api.post(WM, { action: 'create.kit_transfer', source_warehouse_id: source, destination_warehouse_id: vehicle.id, refill_plan_ids: [planId] }, admin);
    expect(kit.status, JSON.stringify(kit.body).slice(0, 300)).toBe(201);
    const kitOrder = kit.body.data.transfer;
    expect(await held(source, product)).toEqual({ shelf: start.shelf - 2, transit: start.transit + 2 });

    // On its way: the units are in transit, on no shelf; the plan waits for the kit.
    const early = await api.post(RM, { action: 'execute.refill_plan', id: planId, version: plan.body.data.version }, admin);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(KIT_TRANSFER_MESSAGES.kitOnTheWay(kitOrder.order_id));
    expect(await slotQuantity(slot!.id)).toBe(inSlot);

    // Received into the van: the plan is served from it, and In Transit (the partner has the stock).
    const got = await api.post(WM, { action: 'manage.material_transfer', id: kitOrder.id, new_status: 3, version: kitOrder.version }, admin);
    expect(got.status, JSON.stringify(got.body).slice(0, 300)).toBe(200);
    expect(await held(vehicle.id, product)).toEqual({ shelf: 2, transit: 0 });
    const served = (await api.post(RM, { action: 'get.refill_plan', id: planId }, admin)).body.data;
    expect(served).toMatchObject({ status: REFILL_PLAN_STATUS.inTransit, warehouse: { id: vehicle.id, name: vehicle.name }, vehicle: 'KA 05 KP 0001' });
    const [audit] = await api.services.db.select().from(auditLog).where(and(eq(auditLog.action, 'kit.load_plan'), eq(auditLog.entity_id, planId)));
    expect(audit).toMatchObject({ entity: 'refill_plan' });
    await booksBalance();
    // In Transit: no longer edited or deleted.
    expect((await api.post(RM, { action: 'delete.refill_plan', id: planId, version: served.version }, admin)).status).toBe(409);

    // Executed: the units come off the van; the warehouse gives nothing more.
    const done = await api.post(RM, { action: 'execute.refill_plan', id: planId, version: served.version }, admin);
    expect(done.status, JSON.stringify(done.body).slice(0, 300)).toBe(200);
    expect(await held(vehicle.id, product)).toEqual({ shelf: 0, transit: 0 });
    expect(await held(source, product)).toEqual({ shelf: start.shelf - 2, transit: start.transit });
    expect(await slotQuantity(slot!.id)).toBe(inSlot + 2);
    const loads = await rows<{ from_kind: string; from_id: number; quantity: number }>(sql`select from_kind, from_id, quantity from stock_movements
      where reason = 'refill.load' and product_id = ${product} and to_kind = 'machine' and to_id = ${machine.id} order by id desc limit 1`);
    expect(loads.map((l) => [l.from_kind, Number(l.from_id), Number(l.quantity)])).toEqual([['shelf', vehicle.id, 2]]);
    await booksBalance();
  });

  it('a cancelled kit leaves its plan at the warehouse, Created, executed from the warehouse', async () => {
    const { machine, slots, source, partner, vehicle } = await setting();
    const slot = slots[1]!;
    const product = slot.product_id!;
    const plan = await api.post(RM, {
      action: 'create.refill_plan', vending_machine_id: machine.id, refill_partner_id: partner.id,
      lines: [{ coil: slot.coil, product_id: product, quantity_to_add: 1 }],
    }, admin);
    expect(plan.status, JSON.stringify(plan.body).slice(0, 300)).toBe(201);
    const start = await held(source, product);
    const kit = await api.post(WM, { action: 'create.kit_transfer', source_warehouse_id: source, destination_warehouse_id: vehicle.id, refill_plan_ids: [plan.body.data.id] }, admin);
    expect(kit.status).toBe(201);
    const cancelled = await api.post(WM, { action: 'manage.material_transfer', id: kit.body.data.transfer.id, new_status: 2, version: kit.body.data.transfer.version }, admin);
    expect(cancelled.status).toBe(200);
    const after = (await api.post(RM, { action: 'get.refill_plan', id: plan.body.data.id }, admin)).body.data;
    expect(after).toMatchObject({ status: REFILL_PLAN_STATUS.created, warehouse: { id: source } });
    expect(await held(source, product)).toEqual(start);
    const done = await api.post(RM, { action: 'execute.refill_plan', id: plan.body.data.id, version: after.version }, admin);
    expect(done.status, JSON.stringify(done.body).slice(0, 300)).toBe(200);
    expect((await held(source, product)).shelf).toBe(start.shelf - 1);
    await booksBalance();
  });
});

describe('statusOnKitLoaded', () => {
  it('a Created plan goes In Transit, an In Transit one stays, Executed and deleted ones are not re-pointed', () => {
    const { created, inTransit, executed, deleted } = REFILL_PLAN_STATUS;
    expect([created, inTransit, executed, deleted].map(statusOnKitLoaded)).toEqual([inTransit, inTransit, null, null]);
  });
});
