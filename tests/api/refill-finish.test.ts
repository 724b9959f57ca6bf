/**
 * The rest of issue 39 through the API: a VM return order dispatched from the machine toward its
 * warehouse before it is received (its units stay on the return order until then), with
 * permission, scope, audit and the stock conserved (the ledger's books balance, the return
 * order's place holds the same units).
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refillPartnerWarehouseLinks, refillPartners, refillPlans, refillReturnOrders, vendingMachines, vmSlots, warehouses } from '../../server/db/schema/index.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { startApi, type TestApi } from './harness.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';
import { LINK_MESSAGES } from '../../contract/links.ts';

const RM = 'refill-management';
let api: TestApi;
let admin: string;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await api.services.db.execute(query);
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}

const audits = async (action: string, id: number) =>
  (await api.services.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entity_id, id))))[0]!.n;

async function booksBalance() {
  expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  expect(await machineTotalsViolations(api.services.db)).toEqual([]);
}

/** Units the ledger holds on a return order (moved onto it minus moved off it). */
async function onReturnOrder(id: number): Promise<number> {
  const [r] = await rows<{ n: number }>(sql`select coalesce(sum(case when to_kind = 'return_order' and to_id = ${id} then quantity else -quantity end), 0)::int as n
    from stock_movements where (to_kind = 'return_order' and to_id = ${id}) or (from_kind = 'return_order' and from_id = ${id})`);
  return Number(r!.n);
}

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  await addOutsiders(api.services.db);
});
afterAll(() => api.close());

describe('return order dispatch', () => {
  it('dispatches a Pending return toward the warehouse, then receives it; units stay on the order until received', async () => {
    const [pending] = await api.services.db.select().from(refillReturnOrders).where(eq(refillReturnOrders.status, 1)).limit(1);
    expect(pending).toBeTruthy();
    const held = await onReturnOrder(pending!.id);
    expect(held).toBeGreaterThan(0);

    // No permission (the technician may not update refills), another company: refused, nothing changes.
    const technician = await api.login('technician@demo.local');
    expect((await api.post(RM, { action: 'dispatch.refill_return_order', id: pending!.id, version: pending!.version }, technician)).status).toBe(403);
    const outsider = await api.login(OTHER_COMPANY_ADMIN);
    expect([403, 404]).toContain((await api.post(RM, { action: 'dispatch.refill_return_order', id: pending!.id, version: pending!.version }, outsider)).status);
    // A stale version: 409.
    expect((await api.post(RM, { action: 'dispatch.refill_return_order', id: pending!.id, version: pending!.version + 5 }, admin)).status).toBe(409);
    expect(await audits('dispatch.refill_return_order', pending!.id)).toBe(0);

    const dispatched = await api.post(RM, { action: 'dispatch.refill_return_order', id: pending!.id, version: pending!.version }, admin);
    expect(dispatched.status).toBe(200);
    expect(dispatched.body.data).toMatchObject({ status: 4, dispatched_by: { first_name: 'Aishwaryalakshmi' }, received_at: null });
    expect(dispatched.body.data.dispatched_at).toBeTruthy();
    expect(await audits('dispatch.refill_return_order', pending!.id)).toBe(1);
    expect(await onReturnOrder(pending!.id)).toBe(held);
    await booksBalance();

    // Dispatched once only.
    const v = dispatched.body.data.version;
    expect((await api.post(RM, { action: 'dispatch.refill_return_order', id: pending!.id, version: v }, admin)).status).toBe(409);
    expect(await audits('dispatch.refill_return_order', pending!.id)).toBe(1);

    // Received at the warehouse: off the return order, onto the shelves (expired ones to the bin).
    const warehouse = await api.login('warehouse@demo.local');
    const received = await api.post(RM, { action: 'receive.refill_return_order', id: pending!.id, version: v }, warehouse);
    expect(received.status).toBe(200);
    expect(received.body.data).toMatchObject({ status: 3, dispatched_by: { first_name: 'Aishwaryalakshmi' }, received_by: { first_name: 'Meena' } });
    expect(await onReturnOrder(pending!.id)).toBe(0);
    expect((await api.post(RM, { action: 'dispatch.refill_return_order', id: pending!.id, version: received.body.data.version }, admin)).status).toBe(409);
    await booksBalance();
  });
});

describe('the orders of a plan\'s kinds', () => {
  it('a Tally plan names its tally order, a Cash plan its cash collection at a step, each opening its overview', async () => {
    const plans = await api.services.db.select().from(refillPlans).orderBy(refillPlans.id);
    for (const kind of ['Refill', 'Return', 'Tally', 'Cash', 'TopUp']) expect(plans.some((p) => p.kind === kind)).toBe(true);
    const tallyPlan = plans.find((p) => p.kind === 'Tally')!;
    const cashPlan = plans.find((p) => p.kind === 'Cash')!;
    const tally = (await api.post(RM, { action: 'get.refill_plan', id: tallyPlan.id }, admin)).body.data;
    expect(tally.tally_order).toMatchObject({ id: expect.any(Number), warehouse: expect.any(String) });
    expect(tally.cash_collection).toBeNull();
    const counted = await api.post('warehouse-management', { action: 'get.tally_inventory', id: tally.tally_order.id }, admin);
    expect(counted.status).toBe(200);
    expect(counted.body.data.status).toBe('SUBMITTED');
    const cash = (await api.post(RM, { action: 'get.refill_plan', id: cashPlan.id }, admin)).body.data;
    expect(cash.tally_order).toBeNull();
    expect([1, 2, 3, 4]).toContain(cash.cash_collection.step);
    const collection = await api.post(RM, { action: 'get.cash_in_hand_order', id: cash.cash_collection.id }, admin);
    expect(collection.status).toBe(200);
    expect(collection.body.data.order_id).toBe(cash.cash_collection.order_id);
    const refill = (await api.post(RM, { action: 'get.refill_plan', id: plans.find((p) => p.kind === 'TopUp')!.id }, admin)).body.data;
    expect(refill).toMatchObject({ tally_order: null, cash_collection: null });
  });
});

describe('kit and package transfers', () => {
  const WM = 'warehouse-management';
  /** Units of the products: source shelves + source transit + destination shelves (all counted). */
  async function counted(warehouseIds: number[], productIds: number[]) {
    const [r] = await rows<{ n: number }>(sql`select coalesce(sum(stock + coalesce(in_transit, 0)), 0)::int as n from warehouse_stock
      where warehouse_id in (${sql.join(warehouseIds.map((id) => sql`${id}`), sql`, `)}) and product_id in (${sql.join(productIds.map((id) => sql`${id}`), sql`, `)})`);
    return Number(r!.n);
  }

  it('a kit carries a partner\'s plans to a vehicle, a package hand-chosen lines; both are received as material transfers, the books balance', async () => {
    const db = api.services.db;
    // A machine served by a warehouse, outside any franchise, with a slot to fill.
    const machines = await db.select().from(vendingMachines)
      .where(and(isNotNull(vendingMachines.warehouse_id), isNotNull(vendingMachines.latitude), sql`${vendingMachines.franchise_id} is null`, sql`${vendingMachines.deleted_at} is null`))
      .orderBy(asc(vendingMachines.id)).limit(30);
    let machine: (typeof machines)[number] | undefined;
    let slot: typeof vmSlots.$inferSelect | undefined;
    for (const m of machines) {
      const open = (await rows<{ n: number }>(sql`select count(*)::int as n from refill_plans where vending_machine_id = ${m.id} and status in (1, 2)`))[0]!.n;
      if (Number(open) > 0) continue;
      const s = (await db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, m.id)).orderBy(asc(vmSlots.id)))
        .find((x) => x.product_id && x.quantity < x.item_layout_max - 2);
      if (s) { machine = m; slot = s; break; }
    }
    expect(machine && slot).toBeTruthy();
    const source = machine!.warehouse_id!;
    const product = slot!.product_id!;
    await db.execute(sql`insert into stock_movements (company_id, product_id, from_kind, to_kind, to_id, quantity, reason, at)
      values (${machine!.company_id}, ${product}, 'outside', 'shelf', ${source}, 50, 'opening', now())`);
    await db.execute(sql`insert into warehouse_stock (warehouse_id, product_id, stock) values (${source}, ${product}, 50)
      on conflict (warehouse_id, product_id) do update set stock = warehouse_stock.stock + 50`);
    const [partner] = await db.select().from(refillPartners).where(eq(refillPartners.company_id, machine!.company_id)).orderBy(asc(refillPartners.id)).limit(1);
    const [vehicle] = await db.insert(warehouses).values({ company_id: machine!.company_id, name: 'Kit Van KA-05-KT-0001', storage_type: 'Vehicle', registration_number: 'KA-05-KT-0001' }).returning();
    const plan = await api.post(RM, {
      action: 'create.refill_plan', vending_machine_id: machine!.id, refill_partner_id: partner!.id,
      lines: [{ coil: slot!.coil, product_id: product, quantity_to_add: 2 }],
    }, admin);
    expect(plan.status).toBe(201);
    const before = await counted([source, vehicle!.id], [product]);
    await booksBalance();

    const kitRequest = { action: 'create.kit_transfer', source_warehouse_id: source, destination_warehouse_id: vehicle!.id, refill_plan_ids: [plan.body.data.id] };
    // Permission and scope: the technician may not, another company's admin reaches nothing.
    expect((await api.post(WM, kitRequest, await api.login('technician@demo.local'))).status).toBe(403);
    expect([400, 403, 404]).toContain((await api.post(WM, kitRequest, await api.login(OTHER_COMPANY_ADMIN))).status);
    // Bad input: same warehouse at both ends.
    expect((await api.post(WM, { ...kitRequest, destination_warehouse_id: source }, admin)).status).toBe(400);

    // The partner's links bound a kit (issue 40): linked to the source with Transfer Order, and to the vehicle.
    await db.delete(refillPartnerWarehouseLinks).where(and(eq(refillPartnerWarehouseLinks.refill_partner_id, partner!.id), eq(refillPartnerWarehouseLinks.warehouse_id, source)));
    const [sourceRow] = await db.select().from(warehouses).where(eq(warehouses.id, source));
    const unlinked = await api.post(WM, kitRequest, admin);
    expect(unlinked.status).toBe(400);
    expect(unlinked.body.errors).toEqual([{ path: 'source_warehouse_id', message: LINK_MESSAGES.partnerNotLinkedTo(partner!.name, sourceRow!.name) }]);
    await db.insert(refillPartnerWarehouseLinks).values({ company_id: machine!.company_id, refill_partner_id: partner!.id, warehouse_id: source, transfer_order: false });
    expect((await api.post(WM, kitRequest, admin)).body.errors).toEqual([{ path: 'source_warehouse_id', message: LINK_MESSAGES.partnerNoTransfer(partner!.name, sourceRow!.name) }]);
    await db.update(refillPartnerWarehouseLinks).set({ transfer_order: true })
      .where(and(eq(refillPartnerWarehouseLinks.refill_partner_id, partner!.id), eq(refillPartnerWarehouseLinks.warehouse_id, source)));
    expect((await api.post(WM, kitRequest, admin)).body.errors).toEqual([
      { path: 'destination_warehouse_id', message: LINK_MESSAGES.partnerNotLinkedTo(partner!.name, vehicle!.name) },
    ]);
    await db.insert(refillPartnerWarehouseLinks).values({ company_id: machine!.company_id, refill_partner_id: partner!.id, warehouse_id: vehicle!.id });
    expect(await counted([source, vehicle!.id], [product])).toBe(before);

    const kit = await api.post(WM, kitRequest, admin);
    expect(kit.status).toBe(201);
    expect(kit.body.data).toMatchObject({ kind: 'kit', destination_storage_type: 'Vehicle', refill_partner: { id: partner!.id } });
    expect(kit.body.data.transfer.order_id).toMatch(/^KT-/);
    expect(kit.body.data.transfer.ShippingDetails.map((d: { product_id: number; stock: number }) => [d.product_id, d.stock])).toEqual([[product, 2]]);
    expect(kit.body.data.plans.map((p: { id: number }) => p.id)).toEqual([plan.body.data.id]);
    const kitId = kit.body.data.transfer.id;
    expect(await audits('create.kit_transfer', kitId)).toBe(1);
    expect(await counted([source, vehicle!.id], [product])).toBe(before);
    await booksBalance();
    // The plan is in an open kit: not twice.
    expect((await api.post(WM, kitRequest, admin)).status).toBe(400);

    // The warehouse list shows it with its own kind and label.
    const listed = await api.post(WM, { action: 'list.warehouse_orders', kind: ['kit_transfer'], limit: 50 }, admin);
    expect(listed.body.data.find((r: { id: number }) => r.id === kitId)).toMatchObject({ kind: 'kit_transfer', type_label: 'Kit Transfer' });

    // Received as a material transfer: onto the vehicle's shelves.
    const got = await api.post(WM, { action: 'manage.material_transfer', id: kitId, new_status: 3, version: kit.body.data.transfer.version }, admin);
    expect(got.status).toBe(200);
    const [onVan] = await rows<{ stock: number }>(sql`select stock from warehouse_stock where warehouse_id = ${vehicle!.id} and product_id = ${product}`);
    expect(Number(onVan!.stock)).toBe(2);
    expect(await counted([source, vehicle!.id], [product])).toBe(before);
    await booksBalance();

    // A package: hand-chosen lines, cancelled back to the source.
    const pkg = await api.post(WM, {
      action: 'create.package_transfer', source_warehouse_id: source, destination_warehouse_id: vehicle!.id, lines: [{ product_id: product, quantity: 3 }],
    }, admin);
    expect(pkg.status).toBe(201);
    expect(pkg.body.data).toMatchObject({ kind: 'package', refill_partner: null, plans: [] });
    expect(pkg.body.data.transfer.order_id).toMatch(/^PT-/);
    expect(await audits('create.package_transfer', pkg.body.data.transfer.id)).toBe(1);
    expect((await api.post(WM, { action: 'create.package_transfer', source_warehouse_id: source, destination_warehouse_id: vehicle!.id,
      lines: [{ product_id: product, quantity: 1_000_000 }] }, admin)).status).toBe(409);
    const cancelled = await api.post(WM, { action: 'manage.material_transfer', id: pkg.body.data.transfer.id, new_status: 2, version: pkg.body.data.transfer.version }, admin);
    expect(cancelled.status).toBe(200);
    expect((await api.post(WM, { action: 'get.kit_transfer', id: pkg.body.data.transfer.id }, admin)).body.data.transfer.state).toBe(2);
    expect(await counted([source, vehicle!.id], [product])).toBe(before);
    await booksBalance();
    // A kit's overview is not a request order's, and an outsider does not see it.
    expect((await api.post(WM, { action: 'get.kit_transfer', id: kitId }, await api.login(OTHER_COMPANY_ADMIN))).status).toBe(404);
  });
});
