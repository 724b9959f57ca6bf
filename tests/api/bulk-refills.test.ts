/**
 * Bulk refills through the API (issue 39 "Bulk refills"): every action and role, scope, the
 * spec's two refusals, bad input that changes nothing, audit rows, and stock conserved after
 * every step (shelves + slots per product unchanged but for what the test itself moved, and the
 * ledger's books balance, as tests/api/refill-plans.test.ts checks them). Executing runs each
 * machine's plan on its own: a machine whose shelf lacks the units is refused with the reason and
 * the others go through (Partially Executed); executing again finishes it (Executed).
 */
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_REFILL_MESSAGES } from '../../contract/actions/bulk-refills.ts';
import { auditLog, bulkRefills, refillPlans, vendingMachines, vmSlots, vmTemplates } from '../../server/db/schema/index.ts';
import { machineTotalsViolations, stockLedgerViolations } from '../../server/stock/check.ts';
import { startApi, type TestApi } from './harness.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';

const RM = 'refill-management';
let api: TestApi;
let admin: string;
let templateId: number;
let emptyTemplateId: number;
let otherTemplateMachine: number;
type Machine = typeof vendingMachines.$inferSelect;
type Slot = typeof vmSlots.$inferSelect;
const chosen: { machine: Machine; slots: Slot[] }[] = [];
let productIds: number[] = [];
let drained = 0;
let baseline = 0;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await api.services.db.execute(query);
  return (result as unknown as { rows?: T[] }).rows ?? (result as unknown as T[]);
}

/** Units of the lines' products on the machines' shelves and in their slots. */
async function units(): Promise<number> {
  const machineIds = chosen.map((c) => c.machine.id);
  const warehouseIds = [...new Set(chosen.map((c) => c.machine.warehouse_id!))];
  const [r] = await rows<{ n: number }>(sql`select (
    coalesce((select sum(stock) from warehouse_stock where warehouse_id in ${warehouseIds} and product_id in ${productIds}), 0)
    + coalesce((select sum(quantity) from vm_slots where vending_machine_id in ${machineIds} and product_id in ${productIds}), 0)
  )::int as n`);
  return Number(r!.n);
}

async function conserved() {
  expect(await units()).toBe(baseline - drained);
  expect(await stockLedgerViolations(api.services.db)).toEqual([]);
  expect(await machineTotalsViolations(api.services.db)).toEqual([]);
}

/** Moves a shelf's units of a product in or out of the books (a ledger row and the balance), like the refill plan tests' opening stock. */
async function shelf(warehouseId: number, productId: number, delta: number) {
  const companyId = chosen[0]!.machine.company_id;
  if (delta > 0) {
    await api.services.db.execute(sql`insert into stock_movements (company_id, product_id, from_kind, to_kind, to_id, quantity, reason, at)
      values (${companyId}, ${productId}, 'outside', 'shelf', ${warehouseId}, ${delta}, 'opening', now())`);
  } else {
    await api.services.db.execute(sql`insert into stock_movements (company_id, product_id, from_kind, from_id, to_kind, quantity, reason, at)
      values (${companyId}, ${productId}, 'shelf', ${warehouseId}, 'outside', ${-delta}, 'test.drain', now())`);
  }
  await api.services.db.execute(sql`insert into warehouse_stock (warehouse_id, product_id, stock) values (${warehouseId}, ${productId}, ${Math.max(delta, 0)})
    on conflict (warehouse_id, product_id) do update set stock = warehouse_stock.stock + ${delta}`);
}

const audits = async (action: string, id: number) =>
  (await api.services.db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entity_id, id))))[0]!.n;
const bulkCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from bulk_refills`))[0]!.n;
const planCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from refill_plans`))[0]!.n;

/** One line per machine: one unit into a filled slot; the third machine's product is its own (the test drains it). */
function machinesInput(count = 3) {
  return chosen.slice(0, count).map(({ machine, slots }) => ({
    vending_machine_id: machine.id,
    lines: [{ coil: slots[0]!.coil, product_id: slots[0]!.product_id!, quantity_to_add: 1, runout_quantity: 0 }],
  }));
}

const create = (token = admin, extra: Record<string, unknown> = {}) =>
  api.post(RM, { action: 'create.bulk_refill', name: 'Tuesday route', vm_template_id: templateId, machines: machinesInput(), ...extra }, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  await addOutsiders(api.services.db);
  const db = api.services.db;
  const [template] = await rows<{ id: number }>(sql`select t.id from vm_templates t join planogram_templates p on p.vm_template_id = t.id
    join planogram_template_slots s on s.planogram_template_id = p.id join companies c on c.id = t.company_id
    where c.id = (select company_id from users where email = 'admin@demo.local') group by t.id order by t.id limit 1`);
  templateId = Number(template!.id);
  // Three machines of the company (no franchise), served by a warehouse, located, with a filled slot that has room.
  const candidates = await db.select().from(vendingMachines)
    .where(and(isNotNull(vendingMachines.warehouse_id), isNotNull(vendingMachines.latitude), sql`${vendingMachines.franchise_id} is null`, sql`${vendingMachines.deleted_at} is null`))
    .orderBy(asc(vendingMachines.id)).limit(40);
  const used = new Set<number>();
  for (const m of candidates) {
    const s = (await db.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, m.id)).orderBy(asc(vmSlots.id)))
      .filter((x) => x.product_id && x.quantity > 0 && x.quantity < x.item_layout_max - 1 && !used.has(x.product_id));
    if (!s.length) continue;
    chosen.push({ machine: m, slots: s });
    used.add(s[0]!.product_id!);
    if (chosen.length === 3) break;
  }
  expect(chosen).toHaveLength(3);
  // They are of the template (the fixture says so; the demo's machines may be of several).
  await db.update(vendingMachines).set({ vm_template_id: templateId }).where(inArray(vendingMachines.id, chosen.map((c) => c.machine.id)));
  const [other] = await db.select().from(vendingMachines)
    .where(and(eq(vendingMachines.company_id, chosen[0]!.machine.company_id), sql`${vendingMachines.id} not in ${chosen.map((c) => c.machine.id)}`,
      sql`${vendingMachines.franchise_id} is null`, sql`${vendingMachines.vm_template_id} is distinct from ${templateId}`))
    .limit(1);
  otherTemplateMachine = other!.id;
  const [empty] = await db.insert(vmTemplates).values({ company_id: chosen[0]!.machine.company_id, name: 'Empty bulk template', rows: 1, columns: 1 }).returning();
  emptyTemplateId = empty!.id;
  productIds = chosen.map((c) => c.slots[0]!.product_id!);
  for (const c of chosen) await shelf(c.machine.warehouse_id!, c.slots[0]!.product_id!, 50);
  baseline = await units();
  await conserved();
});
afterAll(() => api.close());

describe('the demo', () => {
  it('has bulk refills in every state, each machine with its plan', async () => {
    const seeded = await rows<{ status: number; machines: number }>(sql`select b.status, (select count(*)::int from bulk_refill_machines m where m.bulk_refill_id = b.id) as machines from bulk_refills b`);
    expect(new Set(seeded.map((b) => b.status))).toEqual(new Set([1, 2, 3, 4]));
    expect(seeded.every((b) => b.machines >= 2)).toBe(true);
  });
});

describe('create, the draft and the refusals', () => {
  it('the draft lists the template\'s machines with their slots; an empty template says so', async () => {
    const draft = await api.post(RM, { action: 'get.bulk_refill_draft', vm_template_id: templateId }, admin);
    expect(draft.status).toBe(200);
    expect(draft.body.data.problem).toBeNull();
    expect(draft.body.data.machines.map((m: { id: number }) => m.id)).toEqual(expect.arrayContaining(chosen.map((c) => c.machine.id)));
    const empty = await api.post(RM, { action: 'get.bulk_refill_draft', vm_template_id: emptyTemplateId }, admin);
    expect(empty.body.data.problem).toBe(BULK_REFILL_MESSAGES.emptyTemplate);
  });

  it('creates a Created bulk refill with a Created plan per machine, audited; nothing moves', async () => {
    const plans = await planCount();
    const r = await create();
    expect(r.status).toBe(201);
    const bulk = r.body.data;
    expect(bulk).toMatchObject({ status: 1, name: 'Tuesday route', template: { id: templateId }, version: 0 });
    expect(bulk.bulk_refill_id).toMatch(/^BR-\d+$/);
    expect(bulk.machines).toHaveLength(3);
    expect(bulk.machines.every((m: { plan: { status: number; lines: unknown[] }; result: null }) => m.plan.status === 1 && m.plan.lines.length === 1 && m.result === null)).toBe(true);
    expect(await planCount()).toBe(plans + 3);
    expect(await audits('create.bulk_refill', bulk.id)).toBe(1);
    for (const m of bulk.machines) expect(await audits('create.refill_plan', m.plan.id)).toBe(1);
    // The list finds it, by search and by filter.
    const list = await api.post(RM, { action: 'list.bulk_refills', search: bulk.bulk_refill_id, status: [1], template_ids: [templateId] }, admin);
    expect(list.body.data.map((b: { id: number }) => b.id)).toEqual([bulk.id]);
    expect(list.body.data[0]).toMatchObject({ machine_count: 3, total_quantity: 3 });
    await conserved();
  });

  it('machines left without lines get each slot filled to capacity', async () => {
    const r = await create(admin, { machines: [{ vending_machine_id: chosen[0]!.machine.id }, { vending_machine_id: chosen[1]!.machine.id }] });
    expect(r.status).toBe(201);
    for (const m of r.body.data.machines) {
      expect(m.plan.lines.length).toBeGreaterThan(0);
      expect(m.plan.lines.every((l: { current_quantity: number; quantity_to_add: number; capacity: number }) => l.current_quantity + l.quantity_to_add === l.capacity)).toBe(true);
    }
    const del = await api.post(RM, { action: 'delete.bulk_refill', id: r.body.data.id, version: r.body.data.version }, admin);
    expect(del.status).toBe(200);
  });

  it('refuses a template whose planogram holds no products, with the spec\'s text; nothing is written', async () => {
    const before = [await bulkCount(), await planCount()];
    const r = await create(admin, { vm_template_id: emptyTemplateId });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('No product exists in the selected template, please choose another');
    expect([await bulkCount(), await planCount()]).toEqual(before);
  });

  it('bad input changes nothing: no machines, a machine twice, of another template, a line that does not fit, an unknown template', async () => {
    const before = [await bulkCount(), await planCount()];
    const [a] = machinesInput(1);
    const bad = [
      { machines: [] },
      { machines: [a, a] },
      { machines: [a, { vending_machine_id: otherTemplateMachine }] },
      { machines: [{ ...a, lines: [{ ...a!.lines[0], quantity_to_add: 100_000 }] }] },
      { machines: [{ ...a, lines: [{ ...a!.lines[0], coil: 'ZZ9' }] }] },
      { vm_template_id: 999_999 },
      { name: '' },
    ];
    for (const extra of bad) {
      const r = await create(admin, extra);
      expect(r.status, JSON.stringify(extra)).toBe(400);
    }
    const twice = await create(admin, { machines: [a, a] });
    expect(twice.body.errors).toContainEqual({ path: 'machines.1.vending_machine_id', message: BULK_REFILL_MESSAGES.machineTwice });
    const wrong = await create(admin, { machines: [a, { vending_machine_id: otherTemplateMachine }] });
    expect(wrong.body.errors).toContainEqual({ path: 'machines.1.vending_machine_id', message: BULK_REFILL_MESSAGES.wrongTemplate });
    const coil = await create(admin, { machines: [{ ...a, lines: [{ ...a!.lines[0], coil: 'ZZ9' }] }] });
    expect(coil.body.errors[0].path).toBe('machines.0.lines.0.coil');
    expect([await bulkCount(), await planCount()]).toEqual(before);
    await conserved();
  });
});

describe('update', () => {
  it('replaces machines and name while Created; the template cannot change, with the spec\'s text', async () => {
    const bulk = (await create()).body.data;
    const locked = await api.post(RM, { action: 'update.bulk_refill', id: bulk.id, version: bulk.version, name: 'x', vm_template_id: emptyTemplateId, machines: machinesInput(2) }, admin);
    expect(locked.status).toBe(400);
    expect(locked.body.message).toBe('Template cannot be changed, please try creating new refill plan');
    const plans = await planCount();
    const r = await api.post(RM, { action: 'update.bulk_refill', id: bulk.id, version: bulk.version, name: 'Wednesday route', vm_template_id: templateId, machines: machinesInput(2) }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'Wednesday route', version: 1 });
    expect(r.body.data.machines).toHaveLength(2);
    expect(await planCount()).toBe(plans - 1);
    expect(await audits('update.bulk_refill', bulk.id)).toBe(1);
    // A stale version is refused.
    const stale = await api.post(RM, { action: 'update.bulk_refill', id: bulk.id, version: 0, name: 'x', vm_template_id: templateId, machines: machinesInput(2) }, admin);
    expect(stale.status).toBe(409);
    await api.post(RM, { action: 'delete.bulk_refill', id: bulk.id, version: r.body.data.version }, admin);
    await conserved();
  });
});

describe('roles and scope', () => {
  it('view-only and unrelated roles cannot write; outsiders cannot see', async () => {
    const bulk = (await create()).body.data;
    const retailer = await api.login('retailer@demo.local');
    const storeManager = await api.login('store@demo.local');
    const warehouse = await api.login('warehouse@demo.local');
    const operator = await api.login('operator@demo.local');
    const franchise = await api.login('franchise@demo.local');
    const solo = await api.login(OTHER_COMPANY_ADMIN);
    // A retailer's staff reach bulk refills of its own machines only (docs/roles.md); these are the company's.
    expect((await api.post(RM, { action: 'get.bulk_refill', id: bulk.id }, retailer)).status).toBe(404);
    expect((await create(retailer)).status).toBe(403);
    expect((await api.post(RM, { action: 'get.bulk_refill', id: bulk.id }, storeManager)).status).toBe(403);
    expect((await api.post(RM, { action: 'execute.bulk_refill', id: bulk.id, version: bulk.version }, warehouse)).status).toBe(403);
    expect((await api.post(RM, { action: 'delete.bulk_refill', id: bulk.id, version: bulk.version }, operator)).status).toBe(403);
    expect((await api.post(RM, { action: 'get.bulk_refill', id: bulk.id }, franchise)).status).toBe(404);
    expect((await create(franchise)).status).toBe(400);
    expect((await api.post(RM, { action: 'get.bulk_refill', id: bulk.id }, solo)).status).toBe(404);
    expect((await api.post(RM, { action: 'execute.bulk_refill', id: bulk.id, version: bulk.version }, solo)).status).toBe(404);
    expect((await api.post(RM, { action: 'list.bulk_refills', search: bulk.bulk_refill_id }, solo)).body.data).toEqual([]);
    expect((await api.post(RM, { action: 'get.bulk_refill_draft', vm_template_id: templateId }, solo)).status).toBe(404);
    const after = await api.post(RM, { action: 'get.bulk_refill', id: bulk.id }, admin);
    expect(after.body.data).toMatchObject({ status: 1, version: bulk.version });
    const own = await create(operator);
    expect(own.status).toBe(201);
    expect((await api.post(RM, { action: 'mark_in_transit.bulk_refill', id: own.body.data.id, version: own.body.data.version }, operator)).status).toBe(200);
    await conserved();
  });
});

describe('the lifecycle against the server', () => {
  it('In Transit takes every plan along; execute with one shelf short is Partially Executed with the reason; again, Executed', async () => {
    const bulk = (await create()).body.data;
    const moving = await api.post(RM, { action: 'mark_in_transit.bulk_refill', id: bulk.id, version: bulk.version }, admin);
    expect(moving.status).toBe(200);
    expect(moving.body.data.status).toBe(2);
    expect(moving.body.data.machines.every((m: { plan: { status: number } }) => m.plan.status === 2)).toBe(true);
    expect((await api.post(RM, { action: 'delete.bulk_refill', id: bulk.id, version: moving.body.data.version }, admin)).status).toBe(409);
    expect((await api.post(RM, { action: 'update.bulk_refill', id: bulk.id, version: moving.body.data.version, name: 'x', vm_template_id: templateId, machines: machinesInput() }, admin)).status).toBe(409);
    await conserved();

    // The third machine's shelf has none of its product.
    const third = chosen[2]!;
    const [stock] = await rows<{ stock: number }>(sql`select stock from warehouse_stock where warehouse_id = ${third.machine.warehouse_id} and product_id = ${third.slots[0]!.product_id}`);
    const had = Number(stock!.stock);
    await shelf(third.machine.warehouse_id!, third.slots[0]!.product_id!, -had);
    drained += had;
    const first = await api.post(RM, { action: 'execute.bulk_refill', id: bulk.id, version: moving.body.data.version }, admin);
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe(4);
    const results = first.body.data.machines.map((m: { vending_machine_id: number; result: string; reason: string | null; plan: { status: number } }) => [m.vending_machine_id, m.result, m.plan.status]);
    expect(results).toEqual([[chosen[0]!.machine.id, 'executed', 3], [chosen[1]!.machine.id, 'executed', 3], [third.machine.id, 'refused', 2]]);
    expect(first.body.data.machines[2].reason).toBeTruthy();
    expect(await audits('execute.bulk_refill', bulk.id)).toBe(1);
    for (const m of first.body.data.machines.slice(0, 2)) expect(await audits('execute.refill_plan', m.plan.id)).toBe(1);
    await conserved();

    // A stale version is refused and nothing moves.
    expect((await api.post(RM, { action: 'execute.bulk_refill', id: bulk.id, version: moving.body.data.version }, admin)).status).toBe(409);
    await conserved();

    // Stock back on the shelf: executing again executes the rest.
    await shelf(third.machine.warehouse_id!, third.slots[0]!.product_id!, had);
    drained -= had;
    const second = await api.post(RM, { action: 'execute.bulk_refill', id: bulk.id, version: first.body.data.version }, admin);
    expect(second.status).toBe(200);
    expect(second.body.data.status).toBe(3);
    expect(second.body.data.machines.every((m: { result: string; plan: { status: number } }) => m.result === 'executed' && m.plan.status === 3)).toBe(true);
    expect((await api.post(RM, { action: 'execute.bulk_refill', id: bulk.id, version: second.body.data.version }, admin)).status).toBe(409);
    await conserved();
  });

  it('a Created bulk refill executed directly; when no machine can be executed: 409 with the reasons kept, the status unchanged', async () => {
    const bulk = (await create(admin, { machines: machinesInput(1) })).body.data;
    const only = chosen[0]!;
    const [stock] = await rows<{ stock: number }>(sql`select stock from warehouse_stock where warehouse_id = ${only.machine.warehouse_id} and product_id = ${only.slots[0]!.product_id}`);
    const had = Number(stock!.stock);
    await shelf(only.machine.warehouse_id!, only.slots[0]!.product_id!, -had);
    drained += had;
    const refused = await api.post(RM, { action: 'execute.bulk_refill', id: bulk.id, version: bulk.version }, admin);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(BULK_REFILL_MESSAGES.nothingExecuted);
    const kept = (await api.post(RM, { action: 'get.bulk_refill', id: bulk.id }, admin)).body.data;
    expect(kept).toMatchObject({ status: 1, version: bulk.version });
    expect(kept.machines[0]).toMatchObject({ result: 'refused' });
    await conserved();
    await shelf(only.machine.warehouse_id!, only.slots[0]!.product_id!, had);
    drained -= had;
    const done = await api.post(RM, { action: 'execute.bulk_refill', id: bulk.id, version: bulk.version }, admin);
    expect(done.status).toBe(200);
    expect(done.body.data.status).toBe(3);
    await conserved();
  });

  it('deletes a Created bulk refill with its plans, audited', async () => {
    const bulk = (await create()).body.data;
    const planIds = bulk.machines.map((m: { plan: { id: number } }) => m.plan.id);
    const r = await api.post(RM, { action: 'delete.bulk_refill', id: bulk.id, version: bulk.version }, admin);
    expect(r.status).toBe(200);
    expect(await api.services.db.select().from(bulkRefills).where(eq(bulkRefills.id, bulk.id))).toEqual([]);
    expect(await api.services.db.select().from(refillPlans).where(inArray(refillPlans.id, planIds))).toEqual([]);
    expect(await audits('delete.bulk_refill', bulk.id)).toBe(1);
    expect((await api.post(RM, { action: 'get.bulk_refill', id: bulk.id }, admin)).status).toBe(404);
    await conserved();
  });
});
