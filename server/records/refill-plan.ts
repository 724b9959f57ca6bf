/**
 * The refill plan and its return order as records of the pipeline (server/kit): scope (the
 * list's: the company's plans; franchise and retailer staff only their machines', warehouse
 * managers only their linked warehouses'), how each is read, and
 * their lifecycles (machines/records/refillPlan.ts).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Infer } from 'superstruct';
import type * as contract from '../../contract/actions/refill-plans.ts';
import { refillStatus, returnOrderStatus, type RefillKind } from '../../contract/statuses.ts';
import { refillPlanLifecycle, returnOrderLifecycle } from '../../machines/records/refillPlan.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  products, refillPartners, refillPlanLines, refillPlanRemarks, refillPlans, refillReturnOrderLines, refillReturnOrders, stores, users,
  vendingMachines, vmSlots, warehouses,
} from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';
import { planOrdersOf } from './refill-plan-orders.ts';

/** A plan is its machine's (franchise, retailer) and, for a warehouse manager, its warehouse's (a linked one). */
export const refillPlanScope = tenancy({
  company: refillPlans.company_id,
  franchise: { machines: [refillPlans.vending_machine_id] },
  retailer: { machines: [refillPlans.vending_machine_id] },
  warehouses: [refillPlans.warehouse_id],
});
export const returnOrderScope = tenancy({
  company: refillReturnOrders.company_id,
  // A store's own staff reach only the returns coming back to their store (they read warehouses, not refills).
  franchise: { machines: [refillReturnOrders.vending_machine_id], warehouses: [refillReturnOrders.warehouse_id], stores: [refillReturnOrders.store_id] },
  retailer: { machines: [refillReturnOrders.vending_machine_id] },
});

const currentProduct = alias(products, 'current_product');
const ref = (r: { id: number | null; name: string | null } | null) => (r?.id ? { id: r.id, name: r.name ?? '' } : null);
const person = (u: { first_name: string | null; last_name: string | null } | null) =>
  (u?.first_name != null ? { first_name: u.first_name, last_name: u.last_name ?? '' } : null);

async function readPlan(db: Db, caller: Caller, id: number): Promise<Infer<typeof contract.RefillPlan>> {
  const [head] = await db
    .select({
      plan: refillPlans,
      machine: { id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code },
      partner: { id: refillPartners.id, name: refillPartners.name },
      warehouse: { id: warehouses.id, name: warehouses.name },
      store: { id: stores.id, name: stores.name },
      user: { first_name: users.first_name, last_name: users.last_name },
    })
    .from(refillPlans)
    .innerJoin(vendingMachines, eq(vendingMachines.id, refillPlans.vending_machine_id))
    .leftJoin(refillPartners, eq(refillPartners.id, refillPlans.refill_partner_id))
    .leftJoin(warehouses, eq(warehouses.id, refillPlans.warehouse_id))
    .leftJoin(stores, eq(stores.id, refillPlans.store_id))
    .leftJoin(users, eq(users.id, refillPlans.created_by))
    .where(and(eq(refillPlans.id, id), refillPlanScope(caller)));
  if (!head) throw notFound('Refill plan');
  const { plan } = head;
  const [lines, remarks, [returnOrder], orders] = await Promise.all([
    db
      .select({
        line: refillPlanLines,
        slot: { row: vmSlots.row, column: vmSlots.column, capacity: vmSlots.item_layout_max },
        product: { id: products.id, sku: products.sku, name: products.name },
        current: { id: currentProduct.id, sku: currentProduct.sku, name: currentProduct.name },
      })
      .from(refillPlanLines)
      // Left: an executed plan's slots may since have been replaced by a planogram change.
      .leftJoin(vmSlots, eq(vmSlots.id, refillPlanLines.vm_slot_id))
      .innerJoin(products, eq(products.id, refillPlanLines.product_id))
      .leftJoin(currentProduct, eq(currentProduct.id, refillPlanLines.current_product_id))
      .where(eq(refillPlanLines.refill_plan_id, plan.id))
      .orderBy(asc(vmSlots.row), asc(vmSlots.column), asc(refillPlanLines.coil)),
    db
      .select({ remark: refillPlanRemarks, user: { first_name: users.first_name, last_name: users.last_name } })
      .from(refillPlanRemarks)
      .leftJoin(users, eq(users.id, refillPlanRemarks.created_by))
      .where(eq(refillPlanRemarks.refill_plan_id, plan.id))
      .orderBy(asc(refillPlanRemarks.id)),
    db
      .select({ id: refillReturnOrders.id, return_order_id: refillReturnOrders.return_order_id, status: refillReturnOrders.status })
      .from(refillReturnOrders)
      .where(eq(refillReturnOrders.refill_plan_id, plan.id)),
    planOrdersOf(db, plan.id),
  ]);
  return {
    id: plan.id,
    plan_id: plan.plan_id,
    kind: plan.kind as RefillKind,
    status: plan.status,
    execution_status: plan.execution_status,
    VendingMachine: head.machine,
    RefillPartner: ref(head.partner),
    vehicle: plan.vehicle,
    warehouse: ref(head.warehouse),
    store: ref(head.store),
    total_quantity: plan.total_quantity,
    scheduled_at: iso(plan.scheduled_at),
    executed_at: iso(plan.executed_at),
    created_at: iso(plan.created_at)!,
    updated_at: iso(plan.updated_at)!,
    created_by: person(head.user),
    version: plan.version,
    lines: lines.map(({ line, slot, product, current }) => ({
      id: line.id,
      vm_slot_id: line.vm_slot_id ?? 0,
      coil: line.coil,
      row: slot?.row ?? 0,
      column: slot?.column ?? 0,
      capacity: slot?.capacity ?? 0,
      product,
      current_product: current?.id ? { id: current.id, sku: current.sku ?? '', name: current.name ?? '' } : null,
      current_quantity: line.current_quantity,
      quantity_to_add: line.quantity_to_add,
      runout_quantity: line.runout_quantity,
      expiry_date: line.expiry_date,
      expired: line.expired,
      loaded_quantity: line.loaded_quantity,
      removed_quantity: line.removed_quantity,
    })),
    remarks: remarks.map(({ remark, user }) => ({ id: remark.id, remark: remark.remark, created_at: iso(remark.created_at)!, created_by: person(user) })),
    return_order: returnOrder ?? null,
    ...orders,
  };
}

export const refillPlanRecord = defineRecord({
  entity: 'refill_plan',
  table: refillPlans,
  noun: 'Refill plan',
  title: (plan) => `Refill plan ${plan.plan_id}`,
  scope: refillPlanScope,
  read: readPlan,
  lifecycle: { machine: refillPlanLifecycle, column: 'status', statusName: (status) => refillStatus(Number(status)).name },
});

const dispatcher = alias(users, 'dispatcher');

async function readReturnOrder(db: Db, caller: Caller, id: number): Promise<Infer<typeof contract.RefillReturnOrder>> {
  const [head] = await db
    .select({
      order: refillReturnOrders,
      plan: { id: refillPlans.id, plan_id: refillPlans.plan_id },
      machine: { id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code },
      warehouse: { id: warehouses.id, name: warehouses.name },
      store: { id: stores.id, name: stores.name },
      user: { first_name: users.first_name, last_name: users.last_name },
      dispatcher: { first_name: dispatcher.first_name, last_name: dispatcher.last_name },
    })
    .from(refillReturnOrders)
    .innerJoin(refillPlans, eq(refillPlans.id, refillReturnOrders.refill_plan_id))
    .innerJoin(vendingMachines, eq(vendingMachines.id, refillReturnOrders.vending_machine_id))
    .leftJoin(warehouses, eq(warehouses.id, refillReturnOrders.warehouse_id))
    .leftJoin(stores, eq(stores.id, refillReturnOrders.store_id))
    .leftJoin(users, eq(users.id, refillReturnOrders.received_by))
    .leftJoin(dispatcher, eq(dispatcher.id, refillReturnOrders.dispatched_by))
    .where(and(eq(refillReturnOrders.id, id), returnOrderScope(caller)));
  if (!head) throw notFound('Return order');
  const lines = await db
    .select({ line: refillReturnOrderLines, product: { id: products.id, sku: products.sku, name: products.name } })
    .from(refillReturnOrderLines)
    .innerJoin(products, eq(products.id, refillReturnOrderLines.product_id))
    .where(eq(refillReturnOrderLines.return_order_id, id))
    .orderBy(asc(refillReturnOrderLines.id));
  const { order } = head;
  return {
    id: order.id,
    return_order_id: order.return_order_id,
    status: order.status,
    refill_plan: head.plan,
    VendingMachine: head.machine,
    warehouse: ref(head.warehouse),
    store: ref(head.store),
    dispatched_at: iso(order.dispatched_at),
    dispatched_by: person(head.dispatcher),
    received_at: iso(order.received_at),
    received_by: person(head.user),
    created_at: iso(order.created_at)!,
    updated_at: iso(order.updated_at)!,
    version: order.version,
    lines: lines.map(({ line, product }) => ({
      id: line.id, coil: line.coil, product, quantity: line.quantity, expired: line.expired, reason: line.reason as 'expired' | 'product_change',
    })),
  };
}

export const refillReturnOrderRecord = defineRecord({
  entity: 'refill_return_order',
  table: refillReturnOrders,
  noun: 'Return order',
  title: (order) => `Return order ${order.return_order_id}`,
  scope: returnOrderScope,
  read: readReturnOrder,
  lifecycle: { machine: returnOrderLifecycle, column: 'status', statusName: (status) => returnOrderStatus(Number(status)).name },
});

/** The slots of a machine, by coil, with what they hold. */
export async function machineSlots(db: Db | Tx, machineId: number) {
  return db
    .select({ slot: vmSlots, product: { id: products.id, sku: products.sku, name: products.name } })
    .from(vmSlots)
    .leftJoin(products, eq(products.id, vmSlots.product_id))
    .where(eq(vmSlots.vending_machine_id, machineId))
    .orderBy(asc(vmSlots.row), asc(vmSlots.column));
}


/** The plan number of a machine's open refill plan (Created or In Transit), if it has one. */
export async function openRefillPlanOf(db: Db | Tx, machineId: number): Promise<string | null> {
  const [open] = await db.select({ plan_id: refillPlans.plan_id }).from(refillPlans)
    .where(and(eq(refillPlans.vending_machine_id, machineId), inArray(refillPlans.status, [1, 2]))).limit(1);
  return open?.plan_id ?? null;
}
