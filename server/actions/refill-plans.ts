/**
 * /api/refill-management: refill plans (get, draft, create, update, mark in transit, execute,
 * delete) and their return orders (get, receive), on the record pipeline (server/kit). What
 * differs from the pipeline's own steps:
 * - create and update check every line against the machine's slots (each coil once, the
 *   quantity fits what stays in the slot) and refuse a machine whose location is not set;
 * - execute moves, in the plan's transaction, the loaded units from the serving warehouse's
 *   shelves (or the store) into the slots and the removed ones (a changed product's, expired)
 *   onto the return order; writes the slots, a REFILL vm_event per slot and REFILL_EXECUTE;
 * - receiving the return order moves its units to the shelves (or store), expired ones to the bin.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/refill-plans.ts';
import { assignRefillPlanPartner } from '../../contract/actions/refill-plan-partner.ts';
import { REFILL_PARTNER_MESSAGES, REFILL_PARTNER_STATUS } from '../../contract/actions/refill-partners.ts';
import { REFILL_PLAN_STATUS } from '../../contract/statuses.ts';
import {
  expiredLineProblems, mayEditPlan, planLineProblem,
} from '../../machines/records/refillPlan.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Tx } from '../db/client.ts';
import {
  products, refillPartners, refillPlanLines, refillPlans, refillPlanRemarks, refillReturnOrderLines, vendingMachines, warehouses,
} from '../db/schema/index.ts';
import { conflict, invalid, invalidField, notFound } from '../http/errors.ts';
import { publishNotification } from '../live/notify.ts';
import { defineCreate, defineGet, defineMutation, defineTransition, type CreateOptions } from '../kit/mutation.ts';
import { executePlanStep } from '../records/refill-execution.ts';
import { refillPlanRecord, refillReturnOrderRecord, machineSlots } from '../records/refill-plan.ts';
import { visibleStore } from '../records/store.ts';
import { machineScope } from '../records/vending-machine.ts';
import { warehouseScope } from '../records/warehouse.ts';
import { assertPartnerServes } from '../records/links.ts';
import { place } from '../stock/places.ts';
import { returnToCreatedHandler } from './refill-plan-undo.ts';

type PlanInput = (typeof contract.createRefillPlan)['request']['TYPE'];
type LineInput = PlanInput['lines'][number];

/** A machine the caller may reach (not deleted), or 404. */
export async function reachableMachine(db: Tx | Parameters<typeof machineSlots>[0], caller: Caller, id: number) {
  const [machine] = await db
    .select()
    .from(vendingMachines)
    .where(and(eq(vendingMachines.id, id), machineScope(caller), isNull(vendingMachines.deleted_at)));
  if (!machine) throw notFound('Vending machine');
  return machine;
}

const locationSet = (m: { latitude: number | null; longitude: number | null }) => m.latitude !== null && m.longitude !== null;

/** Why no plan can be added for this machine now, or null. */
export function planProblem(machine: { latitude: number | null; longitude: number | null; warehouse_id: number | null; store_id: number | null }) {
  if (!locationSet(machine)) return contract.REFILL_PLAN_MESSAGES.locationMissing;
  if (machine.warehouse_id === null && machine.store_id === null) return contract.REFILL_PLAN_MESSAGES.noSource;
  return null;
}

/** The plan's lines checked against the machine's slots: 400 naming each bad line. */
async function checkedLines(tx: Tx, machineId: number, lines: readonly LineInput[], now: Date) {
  const today = now.toISOString().slice(0, 10);
  const slots = new Map((await machineSlots(tx, machineId)).map((s) => [s.slot.coil, s.slot]));
  const problems: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  const rows = lines.map((line, index) => {
    const slot = slots.get(line.coil);
    if (!slot) problems.push({ path: `lines.${index}.coil`, message: `Coil ${line.coil} is not a slot of this machine.` });
    else if (seen.has(line.coil)) problems.push({ path: `lines.${index}.coil`, message: `Coil ${line.coil} is listed twice.` });
    seen.add(line.coil);
    if (!slot) return null;
    // Units past their expiry come out unless the line says otherwise (domain.md §5).
    const expired = line.expired ?? (slot.quantity > 0 && slot.expires_on !== null && slot.expires_on < today);
    for (const [field, message] of Object.entries(expiredLineProblems({ ...line, expired }))) problems.push({ path: `lines.${index}.${field}`, message });
    const problem = planLineProblem({
      coil: line.coil, current_product_id: slot.product_id, current_quantity: slot.quantity, product_id: line.product_id,
      quantity_to_add: line.quantity_to_add, expired, capacity: slot.item_layout_max,
    });
    if (problem) problems.push({ path: `lines.${index}.quantity_to_add`, message: problem });
    return {
      vm_slot_id: slot.id, coil: slot.coil, product_id: line.product_id, current_product_id: slot.product_id, current_quantity: slot.quantity,
      quantity_to_add: line.quantity_to_add, runout_quantity: line.runout_quantity ?? 0, expiry_date: line.expiry_date ? line.expiry_date.slice(0, 10) : null, expired,
    };
  });
  if (problems.length) throw invalid(problems);
  const kept = rows.filter((r): r is NonNullable<typeof r> => r !== null)
    .filter((r) => r.quantity_to_add > 0 || r.product_id !== r.current_product_id || r.expired);
  if (!kept.length) throw invalidField('lines', contract.REFILL_PLAN_MESSAGES.noLines);
  const productIds = [...new Set(kept.map((r) => r.product_id))];
  const known = new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map((r) => r.id));
  const unknown = lines.findIndex((l) => !known.has(l.product_id) && kept.some((k) => k.coil === l.coil));
  if (unknown >= 0) throw invalidField(`lines.${unknown}.product_id`, 'Product not found.');
  return kept;
}

/**
 * A new partner on a plan must be active and linked to the machine; the partner the plan
 * already has (`kept`) may stay on it, even if it went inactive or unlinked since.
 */
/** Only a Created plan is edited or given to another partner. */
function refuseUnlessEditable(row: { status: number; plan_id: string }) {
  if (!mayEditPlan(row.status)) throw conflict(`Refill plan ${row.plan_id} is ${row.status === 2 ? 'In Transit' : 'Executed'}; it cannot be updated now.`);
}

async function checkPartner(tx: Tx, caller: Caller, partnerId: number | null | undefined, machineId: number, kept?: number | null) {
  if (!partnerId) return null;
  const [partner] = await tx.select().from(refillPartners).where(and(eq(refillPartners.id, partnerId), eq(refillPartners.company_id, caller.company_id)));
  if (!partner) throw invalidField('refill_partner_id', REFILL_PARTNER_MESSAGES.unknownPartner);
  if (partner.id === kept) return partner.id;
  if (partner.status !== REFILL_PARTNER_STATUS.active) throw invalidField('refill_partner_id', REFILL_PARTNER_MESSAGES.inactivePartner);
  await assertPartnerServes(tx, partner, machineId);
  return partner.id;
}

async function addRemarks(tx: Tx, caller: Caller, planId: number, remarks: readonly string[] | undefined, now: Date) {
  const texts = (remarks ?? []).map((r) => r.trim()).filter(Boolean);
  if (texts.length) await tx.insert(refillPlanRemarks).values(texts.map((remark) => ({ refill_plan_id: planId, remark, created_by: caller.id, created_at: now })));
  return texts;
}

const linesByInput = new WeakMap<object, Awaited<ReturnType<typeof checkedLines>>>();

async function nextPlanId(tx: Tx): Promise<number> {
  const result = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence('refill_plans', 'id'))::int as id`);
  const rows = (result as unknown as { rows?: { id: number }[] }).rows ?? (result as unknown as { id: number }[]);
  return Number(rows[0]!.id);
}

export const planNumber = (id: number) => `RP-${5000 + id}`;

/**
 * How a plan is created: its row's values and its lines and remarks. Exported for bulk refills
 * (server/actions/bulk-refills.ts), which create a plan per machine in their own transaction.
 */
export const refillPlanCreation: CreateOptions<typeof contract.createRefillPlan, typeof refillPlans> = {
  values: async ({ tx, input, caller, now }) => {
    const machine = await reachableMachine(tx, caller, input.vending_machine_id);
    const problem = planProblem(machine);
    if (problem === contract.REFILL_PLAN_MESSAGES.locationMissing) throw invalid([{ path: 'vending_machine_id', message: problem }], problem);
    let warehouseId: number | null = null;
    let storeId: number | null = null;
    if (input.warehouse_id) {
      const [w] = await tx.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.id, input.warehouse_id), warehouseScope(caller)));
      if (!w) throw invalidField('warehouse_id', 'Warehouse not found.');
      warehouseId = w.id;
    } else if (input.store_id) {
      storeId = (await visibleStore(tx, caller, input.store_id)).id;
    } else if (problem) {
      throw invalid([{ path: 'vending_machine_id', message: problem }], problem);
    } else {
      warehouseId = machine.warehouse_id;
      storeId = warehouseId ? null : machine.store_id;
    }
    const lines = await checkedLines(tx, machine.id, input.lines, now);
    linesByInput.set(input, lines);
    const id = await nextPlanId(tx);
    return {
      id,
      company_id: caller.company_id,
      plan_id: planNumber(id),
      vending_machine_id: machine.id,
      refill_partner_id: await checkPartner(tx, caller, input.refill_partner_id, machine.id),
      vehicle: input.vehicle?.trim() ?? '',
      warehouse_id: warehouseId,
      store_id: storeId,
      kind: 'Refill',
      status: REFILL_PLAN_STATUS.created,
      execution_status: 1,
      total_quantity: lines.reduce((sum, l) => sum + l.quantity_to_add, 0),
      scheduled_at: input.scheduled_at ? new Date(input.scheduled_at) : null,
      created_by: caller.id,
    };
  },
  after: async ({ tx, input, row, caller, now }) => {
    const lines = linesByInput.get(input)!;
    await tx.insert(refillPlanLines).values(lines.map((l) => ({ ...l, refill_plan_id: row.id })));
    const remarks = await addRemarks(tx, caller, row.id, input.remarks, now);
    return { lines, remarks };
  },
};

export const refillPlanHandlers = [
  defineGet(contract.getRefillPlan, refillPlanRecord),
  defineGet(contract.getRefillReturnOrder, refillReturnOrderRecord),

  handle(contract.getRefillPlanDraft, async (input, ctx) => {
    const caller = callerOf(ctx);
    const machine = await reachableMachine(ctx.db, caller, input.vending_machine_id);
    const today = ctx.now().toISOString().slice(0, 10);
    const [slots, [warehouse], [store]] = await Promise.all([
      machineSlots(ctx.db, machine.id),
      machine.warehouse_id ? ctx.db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(eq(warehouses.id, machine.warehouse_id)) : [],
      machine.store_id ? ctx.db.execute(sql`select id, name from stores where id = ${machine.store_id}`).then((r) => ((r as unknown as { rows?: { id: number; name: string }[] }).rows ?? (r as unknown as { id: number; name: string }[]))) : [],
    ]);
    return {
      data: {
        VendingMachine: { id: machine.id, name: machine.name, code: machine.code, location: machine.location, location_set: locationSet(machine) },
        warehouse: warehouse ?? null,
        store: store ? { id: Number(store.id), name: store.name } : null,
        problem: planProblem(machine),
        slots: slots.map(({ slot, product }) => ({
          vm_slot_id: slot.id, coil: slot.coil, row: slot.row, column: slot.column, capacity: slot.item_layout_max,
          product: product?.id ? product : null, quantity: slot.quantity, motor_activated: slot.motor_activated,
          expires_on: slot.expires_on, expired: slot.quantity > 0 && slot.expires_on !== null && slot.expires_on < today,
        })),
      },
    };
  }),

  defineCreate(contract.createRefillPlan, refillPlanRecord, refillPlanCreation),

  defineMutation(contract.updateRefillPlan, refillPlanRecord, {
    apply: async ({ tx, row, input, caller, now }) => {
      refuseUnlessEditable(row);
      const lines = await checkedLines(tx, row.vending_machine_id, input.lines, now);
      const partner = await checkPartner(tx, caller, input.refill_partner_id, row.vending_machine_id, row.refill_partner_id);
      await tx.delete(refillPlanLines).where(eq(refillPlanLines.refill_plan_id, row.id));
      await tx.insert(refillPlanLines).values(lines.map((l) => ({ ...l, refill_plan_id: row.id })));
      const remarks = await addRemarks(tx, caller, row.id, input.remarks, now);
      return {
        set: {
          refill_partner_id: partner,
          vehicle: input.vehicle?.trim() ?? row.vehicle,
          scheduled_at: input.scheduled_at === undefined ? row.scheduled_at : input.scheduled_at ? new Date(input.scheduled_at) : null,
          total_quantity: lines.reduce((sum, l) => sum + l.quantity_to_add, 0),
        },
        audit: { lines, remarks },
      };
    },
  }),

  defineMutation(assignRefillPlanPartner, refillPlanRecord, {
    apply: async ({ tx, row, input, caller }) => {
      refuseUnlessEditable(row);
      return { set: { refill_partner_id: await checkPartner(tx, caller, input.refill_partner_id, row.vending_machine_id, row.refill_partner_id) } };
    },
  }),

  defineTransition(contract.markRefillPlanInTransit, refillPlanRecord, { event: () => 'refillPlan.markInTransit' }),
  returnToCreatedHandler,

  defineMutation(contract.deleteRefillPlan, refillPlanRecord, {
    event: () => 'refillPlan.delete',
    removes: true,
    erases: true,
    respond: () => null,
  }),

  defineMutation(contract.executeRefillPlan, refillPlanRecord, {
    apply: async ({ tx, row: plan, input, now, moveStock, services, afterCommit }) => {
      const { event, done, set } = await executePlanStep(tx, plan, input.lines ?? [], moveStock, now);
      afterCommit(() => publishNotification(services, done.notification));
      return { set, audit: { event, loaded: done.loaded, removed: done.removed, return_order: done.returnOrder } };
    },
  }),

  // Dispatched from the machine toward the warehouse (or store): who and when; the units stay on the return order.
  defineTransition(contract.dispatchRefillReturnOrder, refillReturnOrderRecord, {
    event: () => 'returnOrder.dispatch',
    apply: async ({ caller, now }) => ({ set: { dispatched_by: caller.id, dispatched_at: now } }),
  }),

  defineTransition(contract.receiveRefillReturnOrder, refillReturnOrderRecord, {
    event: () => 'returnOrder.receive',
    apply: async ({ tx, row: order, caller, now, moveStock }) => {
      const lines = await tx.select().from(refillReturnOrderLines).where(eq(refillReturnOrderLines.return_order_id, order.id)).orderBy(asc(refillReturnOrderLines.id));
      const home = order.warehouse_id ? place.shelf(order.warehouse_id) : order.store_id ? place.store(order.store_id) : place.bin;
      await moveStock(lines.map((l) => ({
        productId: l.product_id, from: place.returnOrder(order.id), to: l.expired ? place.bin : home, quantity: l.quantity,
        reason: l.expired ? 'refill_return.discard' : 'refill_return.receive',
      })));
      return {
        set: { received_by: caller.id, received_at: now },
        audit: { binned: lines.filter((l) => l.expired).reduce((s, l) => s + l.quantity, 0), restocked: lines.filter((l) => !l.expired).reduce((s, l) => s + l.quantity, 0) },
      };
    },
  }),
];
