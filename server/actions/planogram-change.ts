/**
 * /change-planogram-multiple-vm: the checkbox table's machines, the planogram choices, and the
 * change itself — one transaction per machine, so one machine's refusal leaves the others be.
 *
 * Inside a machine's transaction: the machine row is locked (two changes of one machine queue),
 * then its slots in id order (the fleet simulator's vend locks them the same way, so a vend
 * and a change of one machine queue too); the slots are laid out afresh from the template by
 * machine-config's `writeSlots`, a slot keeping its product keeping its units up to the new
 * capacity, and the rest go back to the serving warehouse's shelves or the store through
 * `moveStock`. The slot triggers of migration 0017 keep machine_stock_totals right.
 *
 * Changes of one company take a transaction-scoped advisory lock first: two of them touching
 * machines of one warehouse would otherwise lock its stock totals in two statements' orders and
 * could deadlock. A vend can still meet a change on those totals the wrong way round; PostgreSQL
 * then aborts one of them, and a change aborted so is tried again (a few times).
 */
import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/planogram-change.ts';
import { callerOf, handle, type ActionContext, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  planogramTemplateSlots, planogramTemplates, stores, vendingMachines as vm, vmSlots, vmTemplates, warehouses,
} from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { countAll, searchLowered } from '../http/list.ts';
import { audit } from '../kit/audit.ts';
import { defineList } from '../kit/list.ts';
import { publishAfter, runner } from '../kit/mutation.ts';
import { recordMachineEvents } from '../records/machine-events.ts';
import { openRefillPlanOf } from '../records/refill-plan.ts';
import { machineScope } from '../records/vending-machine.ts';
import { moveStock } from '../stock/ledger.ts';
import { place } from '../stock/places.ts';
import { writeSlots } from './machine-config.ts';
import { markConfigChanged } from '../device/config-version.ts';

const M = contract.PLANOGRAM_CHANGE_MESSAGES;
type Result = Infer<typeof contract.PlanogramChangeResult>;
type Planogram = { id: number; name: string; vm_template_id: number; vm_template_name: string; rows: number; columns: number };

const ref = (r: { id: number | null; name: string | null } | null) => (r?.id ? { id: r.id, name: r.name ?? '' } : null);
const shape = (rows: number, columns: number) => `${rows} × ${columns}`;
/** The advisory lock class of planogram changes (any constant; the company id is the key). */
const CHANGE_LOCK = 38_005;
const RETRIES = 4;

/** A live planogram template of the caller's company, with its VM template's shape. */
export async function planogramOf(db: Db | Tx, caller: Caller, id: number): Promise<Planogram | null> {
  const [found] = await db
    .select({
      id: planogramTemplates.id, name: planogramTemplates.name, vm_template_id: vmTemplates.id, vm_template_name: vmTemplates.name,
      rows: vmTemplates.rows, columns: vmTemplates.columns,
    })
    .from(planogramTemplates)
    .innerJoin(vmTemplates, eq(vmTemplates.id, planogramTemplates.vm_template_id))
    .where(and(eq(planogramTemplates.id, id), eq(planogramTemplates.company_id, caller.company_id), isNull(planogramTemplates.deleted_at)));
  return found ?? null;
}

/** Machines a planogram fits: configured with its VM template, or with none and of its rows × columns. */
function fitsCondition(planogramId: number, companyId: number): SQL {
  return sql`exists (
    select 1 from ${planogramTemplates} p join ${vmTemplates} t on t.id = p.vm_template_id
    where p.id = ${planogramId} and p.company_id = ${companyId} and p.deleted_at is null
      and (${vm.vm_template_id} = t.id or (${vm.vm_template_id} is null and ${vm.rows} = t.rows and ${vm.columns} = t.columns)))`;
}

/** Why a planogram does not fit a machine, or null when it does. */
function misfit(machine: typeof vm.$inferSelect, machineTemplate: { name: string; rows: number; columns: number } | null, planogram: Planogram): string | null {
  const own = machineTemplate ?? machine;
  if (own.rows !== planogram.rows || own.columns !== planogram.columns) {
    return M.shapeMismatch(shape(own.rows, own.columns), shape(planogram.rows, planogram.columns));
  }
  if (machine.vm_template_id !== null && machine.vm_template_id !== planogram.vm_template_id) return M.otherVmTemplate(machineTemplate?.name ?? '');
  return null;
}

const isRace = (error: unknown) => {
  const code = (error as { code?: unknown })?.code ?? (error as { cause?: { code?: unknown } })?.cause?.code;
  return code === '40P01' || code === '40001';
};

class Refusal extends Error {}

/**
 * One machine's change in its own transaction: its result, never an exception for a refusal.
 * `action` names the audit row (the multi-machine change, or change.vm_planogram for one).
 */
export async function changeOne(ctx: ActionContext, caller: Caller, planogram: Planogram, machineId: number, action: string = contract.changePlanogramForMultipleVms.name): Promise<Result> {
  const now = ctx.now();
  const refused = (reason: string, m?: { name: string; code: string }): Result => ({
    vending_machine_id: machineId, name: m?.name ?? '', code: m?.code ?? '', outcome: 'refused', reason, kept: 0, returned: 0, returned_to: null, version: null,
  });
  for (let attempt = 1; ; attempt++) {
    const after = runner();
    let named: { name: string; code: string } | undefined;
    let franchiseId: number | null = null;
    try {
      const result = await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${CHANGE_LOCK}, ${caller.company_id})`);
        const [machine] = await tx.select().from(vm).where(and(eq(vm.id, machineId), machineScope(caller), isNull(vm.deleted_at))).for('update');
        if (!machine) return refused(M.machineNotFound);
        named = { name: machine.name, code: machine.code };
        franchiseId = machine.franchise_id;
        const [machineTemplate] = machine.vm_template_id === null ? [] : await tx
          .select({ name: vmTemplates.name, rows: vmTemplates.rows, columns: vmTemplates.columns })
          .from(vmTemplates).where(eq(vmTemplates.id, machine.vm_template_id));
        // The template may have been deleted or changed since the request began: read it again, held for this transaction.
        const [held] = await tx.select({ id: planogramTemplates.id }).from(planogramTemplates)
          .where(and(eq(planogramTemplates.id, planogram.id), isNull(planogramTemplates.deleted_at))).for('share');
        if (!held) throw new Refusal(M.unknownPlanogram);
        const why = misfit(machine, machineTemplate ?? null, planogram);
        if (why) return refused(why, named);
        const openPlan = await openRefillPlanOf(tx, machine.id);
        if (openPlan) return refused(M.openRefillPlan(openPlan), named);

        const before = await tx.select().from(vmSlots).where(eq(vmSlots.vending_machine_id, machine.id)).orderBy(asc(vmSlots.id)).for('update');
        const old = new Map(before.map((s) => [s.coil, s]));
        const kept = new Map<string, number>();
        await tx.delete(vmSlots).where(eq(vmSlots.vending_machine_id, machine.id));
        const laid = await writeSlots(tx, machine.id, planogram.id, (slot) => {
          const was = old.get(slot.coil);
          const keep = was && was.product_id === slot.product_id ? Math.min(was.quantity, slot.item_layout_max) : 0;
          if (keep) kept.set(slot.coil, keep);
          return keep;
        });
        // Units out of the machine, per product: all a slot held less what it kept.
        const returns = new Map<number, number>();
        for (const s of before) {
          const out = s.quantity - (kept.get(s.coil) ?? 0);
          if (out > 0 && s.product_id !== null) returns.set(s.product_id, (returns.get(s.product_id) ?? 0) + out);
        }
        const returned = [...returns.values()].reduce((a, b) => a + b, 0);
        let returnedTo: Result['returned_to'] = null;
        if (returned > 0) {
          if (machine.warehouse_id !== null) {
            const [w] = await tx.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(eq(warehouses.id, machine.warehouse_id));
            returnedTo = { kind: 'warehouse', id: w!.id, name: w!.name };
          } else if (machine.store_id !== null) {
            const [s] = await tx.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.id, machine.store_id));
            returnedTo = { kind: 'store', id: s!.id, name: s!.name };
          } else {
            throw new Refusal(M.noServingPlace);
          }
          const to = returnedTo.kind === 'warehouse' ? place.shelf(returnedTo.id) : place.store(returnedTo.id);
          await moveStock(
            tx,
            { companyId: caller.company_id, userId: caller.id, record: { kind: 'vending_machine', id: machine.id }, now, notified: publishAfter(ctx, after) },
            [...returns].sort(([a], [b]) => a - b).map(([productId, quantity]) => ({ productId, from: place.machine(machine.id), to, quantity, reason: 'planogram.return' })),
          );
        }
        const [updated] = await tx
          .update(vm)
          .set({
            planogram_template_id: planogram.id, vm_template_id: planogram.vm_template_id, rows: planogram.rows, columns: planogram.columns,
            version: machine.version + 1, updated_at: now,
          })
          .where(eq(vm.id, machine.id))
          .returning();
        await markConfigChanged(tx, [machine.id], now);
        await recordMachineEvents(tx, machine, [{ type: 'PLANOGRAM_CHANGE', detail: M.event(planogram.name, returned) }], now);
        const keptUnits = [...kept.values()].reduce((a, b) => a + b, 0);
        await audit(tx, caller, {
          action,
          entity: 'vending_machine',
          entity_id: machine.id,
          before: {
            version: machine.version, planogram_template_id: machine.planogram_template_id, vm_template_id: machine.vm_template_id,
            slots: before.map((s) => ({ coil: s.coil, product_id: s.product_id, quantity: s.quantity, item_layout_max: s.item_layout_max })),
          },
          after: {
            version: updated!.version, planogram_template_id: planogram.id, vm_template_id: planogram.vm_template_id,
            slots: laid.slots.map((s) => ({ ...s, quantity: kept.get(s.coil) ?? 0 })),
            kept: keptUnits,
            returned: [...returns].map(([product_id, quantity]) => ({ product_id, quantity })),
            returned_to: returnedTo,
          },
        });
        const changed: Result = {
          vending_machine_id: machine.id, name: machine.name, code: machine.code, outcome: 'changed', reason: null,
          kept: keptUnits, returned, returned_to: returnedTo, version: updated!.version,
        };
        return changed;
      });
      after.committed();
      if (result.outcome === 'changed') {
        ctx.live.publish('vm-status', caller.company_id, { type: 'VM_STOCK', vending_machine_id: machineId }, { franchiseId, machineId });
      }
      return result;
    } catch (error) {
      if (error instanceof Refusal) return refused(error.message, named);
      if (isRace(error) && attempt < RETRIES) {
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.floor(Math.random() * 20) * attempt));
        continue;
      }
      if (isRace(error)) return refused('Someone else changed this machine at the same moment. Try again.', named);
      throw error;
    }
  }
}

const SORT = { name: vm.name, code: vm.code, city: vm.city, status: vm.status };

export const planogramChangeHandlers = [
  defineList(contract.listPlanogramChangeMachines, {
    scope: (caller) => and(machineScope(caller), isNull(vm.deleted_at)),
    query: (db, where) => db
      .select({
        machine: vm,
        vm_template: { id: vmTemplates.id, name: vmTemplates.name },
        planogram_template: { id: planogramTemplates.id, name: planogramTemplates.name },
        warehouse: { id: warehouses.id, name: warehouses.name },
        store: { id: stores.id, name: stores.name },
      })
      .from(vm)
      .leftJoin(vmTemplates, eq(vmTemplates.id, vm.vm_template_id))
      .leftJoin(planogramTemplates, eq(planogramTemplates.id, vm.planogram_template_id))
      .leftJoin(warehouses, eq(warehouses.id, vm.warehouse_id))
      .leftJoin(stores, eq(stores.id, vm.store_id))
      .where(where),
    count: (db, where) => db.select({ n: countAll }).from(vm).where(where),
    filters: {
      status: (statuses) => inArray(vm.status, [...statuses]),
      vm_template_id: (ids) => inArray(vm.vm_template_id, ids),
      warehouse_id: (ids) => inArray(vm.warehouse_id, ids),
      store_id: (ids) => inArray(vm.store_id, ids),
      fits: (planogramId, caller) => fitsCondition(planogramId, caller.company_id),
    },
    search: (search) => searchLowered(search, vm.search_text),
    sort: SORT,
    tiebreak: vm.id,
    rows: async (page, ctx) => {
      const ids = page.map((r) => r.machine.id);
      const units = ids.length
        ? await ctx.db
          .select({ id: vmSlots.vending_machine_id, units: sql<number>`coalesce(sum(${vmSlots.quantity}), 0)::int` })
          .from(vmSlots).where(inArray(vmSlots.vending_machine_id, ids)).groupBy(vmSlots.vending_machine_id)
        : [];
      const unitsOf = new Map(units.map((u) => [u.id, Number(u.units)]));
      return page.map((r) => ({
        id: r.machine.id,
        name: r.machine.name,
        code: r.machine.code,
        city: r.machine.city,
        status: r.machine.status,
        rows: r.machine.rows,
        columns: r.machine.columns,
        vm_template: ref(r.vm_template),
        planogram_template: ref(r.planogram_template),
        warehouse: ref(r.warehouse),
        store: ref(r.store),
        units: unitsOf.get(r.machine.id) ?? 0,
      }));
    },
  }),

  handle(contract.getPlanogramChangeOptions, async (_input, ctx) => {
    const caller = callerOf(ctx);
    const rows = await ctx.db
      .select({
        id: planogramTemplates.id, name: planogramTemplates.name, vm_template: { id: vmTemplates.id, name: vmTemplates.name },
        rows: vmTemplates.rows, columns: vmTemplates.columns,
        products: sql<number>`(select count(*)::int from ${planogramTemplateSlots} where ${planogramTemplateSlots.planogram_template_id} = ${planogramTemplates.id})`,
      })
      .from(planogramTemplates)
      .innerJoin(vmTemplates, eq(vmTemplates.id, planogramTemplates.vm_template_id))
      .where(and(eq(planogramTemplates.company_id, caller.company_id), isNull(planogramTemplates.deleted_at)))
      .orderBy(asc(planogramTemplates.name), asc(planogramTemplates.id));
    return { data: { planograms: rows.map((r) => ({ ...r, products: Number(r.products) })) } };
  }),

  handle(contract.changePlanogramForMultipleVms, async (input, ctx) => {
    const caller = callerOf(ctx);
    const planogram = await planogramOf(ctx.db, caller, input.planogram_template_id!);
    if (!planogram) throw notFound('Planogram template');
    const results: Result[] = [];
    // One at a time, in the order picked: each machine's transaction is over before the next begins.
    for (const id of [...new Set(input.vending_machine_ids)]) results.push(await changeOne(ctx, caller, planogram, id));
    const changed = results.filter((r) => r.outcome === 'changed').length;
    return { data: { planogram_template: { id: planogram.id, name: planogram.name }, changed, refused: results.length - changed, results } };
  }),
];
