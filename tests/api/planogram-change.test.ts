/**
 * change.planogram_multiple_vms and its screen's reads: one transaction per machine with a
 * result each; slots laid out from the template, units of slots keeping their product kept (up
 * to the new capacity), the rest booked back to the serving warehouse or store
 * (`planogram.return`); audit and a PLANOGRAM_CHANGE event per changed machine; roles, scope,
 * bad input changing nothing; and a property test that many changes conserve every unit.
 */
import fc from 'fast-check';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANOGRAM_CHANGE_MESSAGES as M } from '../../contract/actions/planogram-change.ts';
import {
  auditLog, planogramTemplateSlots, refillPlans, stockMovements, users, vendingMachines, vmEvents, vmSlots, warehouseStock,
} from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { ledgerProblems, unitsDiffer, unitsEverywhere } from './planogram-stock.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';

const area = 'vending-machine-management';
let api: TestApi;
let admin: string;
let planograms: { id: number; name: string; rows: number; columns: number; vm_template: { id: number; name: string } }[];

beforeAll(async () => {
  api = await startApi();
  await addOutsiders(api.services.db);
  admin = await api.login('admin@demo.local');
  planograms = (await api.post(area, { action: 'get.planogram_change_options' }, admin)).body.data.planograms;
});
afterAll(() => api.close());

const db = () => api.services.db;
const planogram = (name: string) => planograms.find((p) => p.name === name)!;
const change = (fields: Record<string, unknown>, token = admin) => api.post(area, { action: 'change.planogram_multiple_vms', ...fields }, token);
const slotsOf = (id: number) => db().select().from(vmSlots).where(eq(vmSlots.vending_machine_id, id)).orderBy(asc(vmSlots.coil));
const machine = async (id: number) => (await db().select().from(vendingMachines).where(eq(vendingMachines.id, id)))[0]!;
const layout = (planogramId: number) => db().select().from(planogramTemplateSlots).where(eq(planogramTemplateSlots.planogram_template_id, planogramId));

/** Machines whose open refill plan (Created or In Transit) blocks a planogram change. */
const withoutOpenPlan = sql`not exists (select 1 from refill_plans rp where rp.vending_machine_id = ${vendingMachines.id} and rp.status in (1, 2))`;

/** Live 6 × 8 machines without a VM template (the demo fleet) or an open refill plan, served by a warehouse or by a store. */
async function fleet(servedBy: 'warehouse' | 'store', count: number, skip = 0, companyOnly = false) {
  const rows = await db().select().from(vendingMachines)
    .where(and(isNull(vendingMachines.deleted_at), isNull(vendingMachines.vm_template_id), withoutOpenPlan, companyOnly ? isNull(vendingMachines.franchise_id) : undefined,
      servedBy === 'warehouse' ? isNotNull(vendingMachines.warehouse_id) : isNotNull(vendingMachines.store_id)))
    .orderBy(desc(vendingMachines.id)).limit(count).offset(skip);
  if (rows.length < count) throw new Error(`the demo seed needs ${count} machines served by a ${servedBy}`);
  return rows;
}

describe('get.planogram_change_options and list.planogram_change_machines', () => {
  it("offers the company's planograms with their VM template's shape", () => {
    expect(planogram('Office snacks')).toMatchObject({ rows: 6, columns: 8, vm_template: { name: 'Standard snack machine 6 × 8' } });
    expect(planogram('Cold drinks')).toMatchObject({ rows: 5, columns: 6 });
  });

  it('lists machines with shape and units, and "fits" keeps those a planogram can be applied to', async () => {
    const all = await api.post(area, { action: 'list.planogram_change_machines', limit: 5 }, admin);
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(100);
    expect(all.body.data[0]).toMatchObject({ rows: 6, columns: 8 });
    const snacks = await api.post(area, { action: 'list.planogram_change_machines', fits: planogram('Office snacks').id, limit: 1 }, admin);
    expect(snacks.body.total).toBe(all.body.total);
    const cold = await api.post(area, { action: 'list.planogram_change_machines', fits: planogram('Cold drinks').id }, admin);
    expect(cold.body.total).toBe(0);
  });
});

describe('change.planogram_multiple_vms', () => {
  it('changes three machines: slots from the template, stock back to the warehouse, audit and an event each', async () => {
    const target = planogram('Office snacks');
    const picked = await fleet('warehouse', 3);
    const ids = picked.map((m) => m.id);
    const slotsBefore = new Map(await Promise.all(ids.map(async (id) => [id, await slotsOf(id)] as const)));
    const everywhere = await unitsEverywhere(db());
    const shelvesBefore = await db().select().from(warehouseStock).where(inArray(warehouseStock.warehouse_id, picked.map((m) => m.warehouse_id!)));

    const r = await change({ vending_machine_ids: ids, planogram_template_id: target.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ planogram_template: { id: target.id, name: 'Office snacks' }, changed: 3, refused: 0 });
    const template = await layout(target.id);
    const productAt = new Map(template.map((s) => [s.coil, s]));

    for (const m of picked) {
      const result = r.body.data.results.find((x: { vending_machine_id: number }) => x.vending_machine_id === m.id);
      expect(result).toMatchObject({ outcome: 'changed', reason: null, name: m.name, code: m.code, version: m.version + 1 });
      expect(result.returned_to).toMatchObject({ kind: 'warehouse', id: m.warehouse_id });
      const after = await slotsOf(m.id);
      expect(after.map((s) => [s.coil, s.product_id, s.item_layout_max, s.motor_activated])).toEqual(
        [...template].sort((a, b) => a.coil.localeCompare(b.coil)).map((s) => [s.coil, s.product_id, s.item_layout_max, true]));
      // Kept: a slot whose product stayed, up to the new capacity; returned: all the rest.
      const old = slotsBefore.get(m.id)!;
      const expectKept = old.reduce((n, s) => {
        const next = productAt.get(s.coil);
        return n + (next && next.product_id === s.product_id ? Math.min(s.quantity, next.item_layout_max) : 0);
      }, 0);
      const held = old.reduce((n, s) => n + s.quantity, 0);
      expect(result.kept).toBe(expectKept);
      expect(result.returned).toBe(held - expectKept);
      expect(after.reduce((n, s) => n + s.quantity, 0)).toBe(expectKept);
      const fresh = await machine(m.id);
      expect(fresh).toMatchObject({ planogram_template_id: target.id, vm_template_id: target.vm_template.id, version: m.version + 1 });

      const moves = await db().select().from(stockMovements).where(and(eq(stockMovements.reason, 'planogram.return'), eq(stockMovements.from_id, m.id)));
      expect(moves.every((x) => x.from_kind === 'machine' && x.to_kind === 'shelf' && x.to_id === m.warehouse_id && x.record_kind === 'vending_machine')).toBe(true);
      expect(moves.reduce((n, x) => n + x.quantity, 0)).toBe(held - expectKept);

      const [audit] = await db().select().from(auditLog)
        .where(and(eq(auditLog.action, 'change.planogram_multiple_vms'), eq(auditLog.entity, 'vending_machine'), eq(auditLog.entity_id, m.id)));
      expect(audit?.before).toMatchObject({ planogram_template_id: null, version: m.version });
      expect(audit?.after).toMatchObject({ planogram_template_id: target.id, kept: expectKept, returned_to: { kind: 'warehouse', id: m.warehouse_id } });
      const events = await db().select().from(vmEvents).where(and(eq(vmEvents.vending_machine_id, m.id), eq(vmEvents.type, 'PLANOGRAM_CHANGE')));
      expect(events.map((e) => e.detail)).toEqual([M.event('Office snacks', held - expectKept)]);
    }
    // The shelves grew by what came back; every unit is still somewhere.
    const shelvesAfter = await db().select().from(warehouseStock).where(inArray(warehouseStock.warehouse_id, picked.map((m) => m.warehouse_id!)));
    const total = (rows: typeof shelvesAfter) => rows.reduce((n, s) => n + s.stock, 0);
    expect(total(shelvesAfter) - total(shelvesBefore)).toBe(r.body.data.results.reduce((n: number, x: { returned: number }) => n + x.returned, 0));
    expect(unitsDiffer(everywhere, await unitsEverywhere(db()))).toEqual([]);
    expect(await ledgerProblems(db())).toEqual([]);
    // The machine's view shows the new planogram's products.
    const view = await api.post(area, { action: 'get.vending_machine', id: ids[0] }, admin);
    expect(view.body.data.slots.map((s: { product: { id: number } | null }) => s.product?.id ?? null).sort())
      .toEqual(template.map((s) => s.product_id).sort());
  });

  it('keeps the units of a slot whose product stays (up to the new capacity) and returns a store-served machine\'s to its store', async () => {
    const target = planogram('Metro rush hour');
    const [m] = await fleet('store', 1);
    const template = await layout(target.id);
    const [a, b] = template;
    // Two slots already hold the template's product: one within the new capacity, one over it.
    await db().update(vmSlots).set({ product_id: a!.product_id, quantity: a!.item_layout_max - 1 }).where(and(eq(vmSlots.vending_machine_id, m!.id), eq(vmSlots.coil, a!.coil)));
    await db().update(vmSlots).set({ product_id: b!.product_id, quantity: b!.item_layout_max + 3 }).where(and(eq(vmSlots.vending_machine_id, m!.id), eq(vmSlots.coil, b!.coil)));
    const old = await slotsOf(m!.id);
    const held = old.reduce((n, s) => n + s.quantity, 0);
    const everywhere = await unitsEverywhere(db());

    const r = await change({ vending_machine_ids: [m!.id], planogram_template_id: target.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [result] = r.body.data.results;
    expect(result).toMatchObject({ outcome: 'changed', returned_to: { kind: 'store', id: m!.store_id } });
    const after = new Map((await slotsOf(m!.id)).map((s) => [s.coil, s]));
    expect(after.get(a!.coil)!.quantity).toBe(a!.item_layout_max - 1);
    expect(after.get(b!.coil)!.quantity).toBe(b!.item_layout_max);
    expect(result.kept).toBeGreaterThanOrEqual(a!.item_layout_max - 1 + b!.item_layout_max);
    expect(result.kept + result.returned).toBe(held);
    const moves = await db().select().from(stockMovements).where(and(eq(stockMovements.reason, 'planogram.return'), eq(stockMovements.from_id, m!.id)));
    expect(moves.every((x) => x.to_kind === 'store' && x.to_id === m!.store_id)).toBe(true);
    expect(unitsDiffer(everywhere, await unitsEverywhere(db()))).toEqual([]);
    expect(await ledgerProblems(db())).toEqual([]);

    // The same planogram again: every product stays, nothing moves.
    const again = await change({ vending_machine_ids: [m!.id], planogram_template_id: target.id });
    expect(again.body.data.results[0]).toMatchObject({ outcome: 'changed', kept: result.kept, returned: 0, returned_to: null });
  });

  it('answers a result per machine: a changed one, a misfit, an unknown one and one with nowhere to return its units', async () => {
    const [fine, stranded] = await fleet('warehouse', 2, 10);
    const [configured] = await fleet('warehouse', 1, 12);
    // A machine made from another 6 × 8 VM template than the planogram's is refused, as /edit-vm would.
    await db().update(vendingMachines).set({ vm_template_id: planogram('Cold drinks').vm_template.id, rows: 5, columns: 6 }).where(eq(vendingMachines.id, configured!.id));
    await db().update(vendingMachines).set({ warehouse_id: null, store_id: null }).where(eq(vendingMachines.id, stranded!.id));
    const strandedSlots = await slotsOf(stranded!.id);
    expect(strandedSlots.some((s) => s.quantity > 0)).toBe(true);

    const r = await change({ vending_machine_ids: [fine!.id, configured!.id, 2_000_000_000, stranded!.id, fine!.id], planogram_template_id: planogram('Office snacks').id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ changed: 1, refused: 3 });
    const [ok, misfit, unknown, nowhere] = r.body.data.results;
    expect(ok).toMatchObject({ vending_machine_id: fine!.id, outcome: 'changed' });
    expect(misfit).toMatchObject({ vending_machine_id: configured!.id, outcome: 'refused', reason: M.shapeMismatch('5 × 6', '6 × 8'), name: configured!.name });
    expect(unknown).toMatchObject({ vending_machine_id: 2_000_000_000, outcome: 'refused', reason: M.machineNotFound, name: '' });
    expect(nowhere).toMatchObject({ vending_machine_id: stranded!.id, outcome: 'refused', reason: M.noServingPlace, version: null });
    // A refused machine is exactly as it was: slots, version, no event, no audit.
    expect(await slotsOf(stranded!.id)).toEqual(strandedSlots);
    expect((await machine(stranded!.id)).version).toBe(stranded!.version);
    expect(await db().select().from(vmEvents).where(and(eq(vmEvents.vending_machine_id, stranded!.id), eq(vmEvents.type, 'PLANOGRAM_CHANGE')))).toEqual([]);
    expect(await db().select().from(auditLog).where(and(eq(auditLog.action, 'change.planogram_multiple_vms'), eq(auditLog.entity_id, configured!.id)))).toEqual([]);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  it('refuses bad input with the spec\'s messages and changes nothing', async () => {
    const [m] = await fleet('warehouse', 1, 20);
    const before = await slotsOf(m!.id);
    const none = await change({ vending_machine_ids: [], planogram_template_id: planogram('Office snacks').id });
    expect(none.status).toBe(400);
    expect(none.body.message).toContain(M.machineRequired);
    const noPlanogram = await change({ vending_machine_ids: [m!.id] });
    expect(noPlanogram.status).toBe(400);
    expect(noPlanogram.body.message).toContain(M.planogramRequired);
    const nullPlanogram = await change({ vending_machine_ids: [m!.id], planogram_template_id: null });
    expect(nullPlanogram.body.message).toContain(M.planogramRequired);
    expect((await change({ vending_machine_ids: Array.from({ length: 101 }, (_, i) => i + 1), planogram_template_id: planogram('Office snacks').id })).status).toBe(400);
    expect((await change({ vending_machine_ids: [m!.id], planogram_template_id: 2_000_000_000 })).status).toBe(404);
    expect(await slotsOf(m!.id)).toEqual(before);
    expect((await machine(m!.id)).version).toBe(m!.version);
  });

  it('is 403 without the permission, and 404 with another company\'s planogram', async () => {
    const [m] = await fleet('warehouse', 1, 25);
    const body = { vending_machine_ids: [m!.id], planogram_template_id: planogram('Office snacks').id };
    for (const email of ['technician@demo.local', 'store@demo.local', 'operator@demo.local', 'partner@demo.local']) {
      expect((await change(body, await api.login(email))).status, email).toBe(403);
      expect((await api.post(area, { action: 'list.planogram_change_machines' }, await api.login(email))).status, email).toBe(403);
    }
    expect((await change(body, await api.login(OTHER_COMPANY_ADMIN))).status).toBe(404);
    expect((await machine(m!.id)).version).toBe(m!.version);
  });

  it('refuses a machine with an open refill plan, whose lines name the slots the change would replace', async () => {
    const [open] = await db().select({ id: vendingMachines.id, plan_id: refillPlans.plan_id, version: vendingMachines.version }).from(refillPlans)
      .innerJoin(vendingMachines, eq(vendingMachines.id, refillPlans.vending_machine_id))
      .where(and(inArray(refillPlans.status, [1, 2]), isNull(vendingMachines.deleted_at), isNull(vendingMachines.franchise_id))).limit(1);
    expect(open, 'the demo seed has an open refill plan').toBeTruthy();
    const before = await slotsOf(open!.id);
    const r = await change({ vending_machine_ids: [open!.id], planogram_template_id: planogram('Office snacks').id });
    expect(r.body.data.results[0]).toMatchObject({ outcome: 'refused', reason: M.openRefillPlan(open!.plan_id) });
    expect(await slotsOf(open!.id)).toEqual(before);
    expect((await machine(open!.id)).version).toBe(open!.version);
  });

  it("a franchise admin changes their franchise's machines only", async () => {
    const franchise = await api.login('franchise@demo.local');
    const [me] = await db().select({ franchise_id: users.franchise_id }).from(users).where(eq(users.email, 'franchise@demo.local'));
    const [theirs] = await db().select().from(vendingMachines)
      .where(and(eq(vendingMachines.franchise_id, me!.franchise_id!), isNull(vendingMachines.deleted_at), isNull(vendingMachines.vm_template_id), withoutOpenPlan))
      .orderBy(desc(vendingMachines.id)).limit(1);
    const [companyOnly] = await fleet('warehouse', 1, 30, true);
    const r = await change({ vending_machine_ids: [theirs!.id, companyOnly!.id], planogram_template_id: planogram('Office snacks').id }, franchise);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.results.map((x: { outcome: string }) => x.outcome)).toEqual(['changed', 'refused']);
    expect(r.body.data.results[1].reason).toBe(M.machineNotFound);
    expect((await machine(companyOnly!.id)).version).toBe(companyOnly!.version);
  });
});

describe('stock is conserved across many machines (property)', () => {
  it('any sequence of changes over any machines keeps every unit somewhere, and the ledger checks pass', async () => {
    const pool = [...await fleet('warehouse', 12, 40), ...await fleet('store', 3, 1)].map((m) => m.id);
    const choices = ['Office snacks', 'Metro rush hour', 'Cold drinks', 'Campus combo'].map((name) => planogram(name).id);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({
          machines: fc.uniqueArray(fc.constantFrom(...pool), { minLength: 1, maxLength: 6 }),
          planogram: fc.constantFrom(...choices),
        }), { minLength: 1, maxLength: 4 }),
        async (steps) => {
          const before = await unitsEverywhere(db());
          for (const step of steps) {
            const r = await change({ vending_machine_ids: step.machines, planogram_template_id: step.planogram });
            expect(r.status).toBe(200);
            expect(r.body.data.results).toHaveLength(step.machines.length);
            for (const result of r.body.data.results) {
              const slots = await slotsOf(result.vending_machine_id);
              if (result.outcome === 'changed') expect(slots.reduce((n, s) => n + s.quantity, 0)).toBe(result.kept);
            }
          }
          expect(unitsDiffer(before, await unitsEverywhere(db()))).toEqual([]);
          expect(await ledgerProblems(db())).toEqual([]);
        },
      ),
      { numRuns: 6, seed: 38 },
    );
  });
});
