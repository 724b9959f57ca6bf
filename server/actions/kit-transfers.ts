/**
 * /api/warehouse-management kit and package transfers (contract/actions/kit-transfers.ts) on
 * the record pipeline. They are material transfers (warehouse_orders, order_type 'kit' or
 * 'package'): created here with the units moved from the source's shelves into its transit
 * through server/stock (reason transfer.dispatch, as a material transfer's), then received or
 * cancelled with manage.material_transfer. A kit's lines are its plans' quantities to add
 * summed per product (the pick list's sum, server/actions/refill-suggestions.ts); the plans are
 * kept in kit_transfer_plans.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import * as contract from '../../contract/actions/kit-transfers.ts';
import { TRANSFER_STATUS } from '../../contract/statuses.ts';
import { transferLifecycle } from '../../machines/records/materialTransfer.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  kitTransferPlans, kitTransfers, products, refillPartners, refillPlanLines, refillPlans, vendingMachines, warehouseOrders, warehouses,
} from '../db/schema/index.ts';
import { invalid, invalidField, notFound } from '../http/errors.ts';
import { defineCreate, defineGet } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { assertPartnerReaches } from '../records/links.ts';
import { refillPlanScope } from '../records/refill-plan.ts';
import { transferRecord } from '../records/material-transfer.ts';
import { visibleWarehouse } from '../records/warehouse.ts';
import { isKind, nextOrderId, orderNumber, warehouseOrderScope } from '../records/warehouse-order.ts';
import { writeOrderLines } from '../records/order-details.ts';
import { orderStatus } from '../../contract/statuses.ts';
import { place } from '../stock/places.ts';

type Kit = Infer<typeof contract.KitTransfer>;
const kitScope = (caller: ScopeCaller) => and(warehouseOrderScope(caller), sql`(${isKind('kit_transfer')} or ${isKind('package_transfer')})`);

async function readKit(db: Db, caller: Caller, id: number): Promise<Kit> {
  const [head] = await db
    .select({ order: warehouseOrders, storage: warehouses.storage_type, partner: { id: refillPartners.id, name: refillPartners.name } })
    .from(warehouseOrders)
    .innerJoin(warehouses, eq(warehouses.id, warehouseOrders.destination_warehouse_id))
    .leftJoin(kitTransfers, eq(kitTransfers.warehouse_order_id, warehouseOrders.id))
    .leftJoin(refillPartners, eq(refillPartners.id, kitTransfers.refill_partner_id))
    .where(and(eq(warehouseOrders.id, id), kitScope(caller)));
  if (!head) throw notFound('Kit transfer');
  const [transfer, plans] = await Promise.all([
    transferRecord.read(db, caller, id),
    db.select({
      id: refillPlans.id, plan_id: refillPlans.plan_id, status: refillPlans.status, total_quantity: refillPlans.total_quantity,
      VendingMachine: { id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code },
    })
      .from(kitTransferPlans)
      .innerJoin(refillPlans, eq(refillPlans.id, kitTransferPlans.refill_plan_id))
      .innerJoin(vendingMachines, eq(vendingMachines.id, refillPlans.vending_machine_id))
      .where(eq(kitTransferPlans.warehouse_order_id, id))
      .orderBy(asc(refillPlans.id)),
  ]);
  return {
    kind: head.order.order_type === 'kit' ? 'kit' : 'package',
    transfer,
    destination_storage_type: head.storage,
    refill_partner: head.partner?.id ? { id: head.partner.id, name: head.partner.name ?? '' } : null,
    plans,
  };
}

export const kitTransferRecord = defineRecord({
  entity: 'warehouse_order',
  table: warehouseOrders,
  noun: 'Kit transfer',
  title: (order) => `Transfer order ${order.order_id}`,
  scope: kitScope,
  read: readKit,
  lifecycle: { machine: transferLifecycle, column: 'status', statusName: (status) => orderStatus(Number(status)).name },
});

/** The two ends: both the caller's warehouses, not the same (400 naming the field). */
async function endsOf(tx: Tx, caller: Caller, input: { source_warehouse_id: number; destination_warehouse_id: number }) {
  if (input.source_warehouse_id === input.destination_warehouse_id) throw invalidField('destination_warehouse_id', contract.KIT_TRANSFER_MESSAGES.sameWarehouse);
  const source = await visibleWarehouse(tx, caller, input.source_warehouse_id).catch(() => null);
  if (!source) throw invalidField('source_warehouse_id', 'Please select a source warehouse');
  const destination = await visibleWarehouse(tx, caller, input.destination_warehouse_id).catch(() => null);
  if (!destination) throw invalidField('destination_warehouse_id', 'Please select a destination');
  return { source, destination };
}

/** The kit's plans checked (one partner, open, served from the source, in no open kit) and their lines summed per product. */
async function kitContents(tx: Tx, caller: Caller, sourceId: number, planIds: readonly number[]) {
  const ids = [...new Set(planIds)];
  const plans = await tx.select().from(refillPlans).where(and(inArray(refillPlans.id, ids), refillPlanScope(caller))).for('update');
  const byId = new Map(plans.map((p) => [p.id, p]));
  const inKits = new Set((await tx.select({ plan: kitTransferPlans.refill_plan_id }).from(kitTransferPlans)
    .innerJoin(warehouseOrders, eq(warehouseOrders.id, kitTransferPlans.warehouse_order_id))
    .where(and(inArray(kitTransferPlans.refill_plan_id, ids), ne(warehouseOrders.status, TRANSFER_STATUS.cancelled)))).map((r) => r.plan));
  const problems: { path: string; message: string }[] = [];
  const partner = plans[0]?.refill_partner_id ?? null;
  planIds.forEach((id, index) => {
    const plan = byId.get(id);
    const path = `refill_plan_ids.${index}`;
    if (!plan) problems.push({ path, message: 'Refill plan not found' });
    else if (plan.status !== 1 && plan.status !== 2) problems.push({ path, message: contract.KIT_TRANSFER_MESSAGES.planNotOpen });
    else if (plan.warehouse_id !== sourceId) problems.push({ path, message: contract.KIT_TRANSFER_MESSAGES.planOtherSource });
    else if (plan.refill_partner_id === null || plan.refill_partner_id !== partner) problems.push({ path, message: contract.KIT_TRANSFER_MESSAGES.onePartner });
    else if (inKits.has(id)) problems.push({ path, message: contract.KIT_TRANSFER_MESSAGES.planInKit });
  });
  if (problems.length) throw invalid(problems);
  const lines = await tx
    .select({ product_id: refillPlanLines.product_id, quantity: sql<number>`sum(${refillPlanLines.quantity_to_add})::int` })
    .from(refillPlanLines)
    .where(and(inArray(refillPlanLines.refill_plan_id, ids), sql`${refillPlanLines.quantity_to_add} > 0`))
    .groupBy(refillPlanLines.product_id)
    .orderBy(asc(refillPlanLines.product_id));
  const items = lines.map((l) => ({ product_id: l.product_id, quantity: Number(l.quantity) })).filter((l) => l.quantity > 0);
  if (!items.length) throw invalidField('refill_plan_ids', contract.KIT_TRANSFER_MESSAGES.planEmpty);
  return { ids, partner, items };
}

/** A package's lines: products of the catalogue, each once. */
async function packageLines(tx: Tx, lines: readonly { product_id: number; quantity: number }[]) {
  const known = new Set((await tx.select({ id: products.id }).from(products)
    .where(inArray(products.id, lines.map((l) => l.product_id)))).map((p) => p.id));
  const seen = new Set<number>();
  const problems: { path: string; message: string }[] = [];
  lines.forEach((l, index) => {
    if (!known.has(l.product_id)) problems.push({ path: `lines.${index}.product_id`, message: 'Please select a product' });
    else if (seen.has(l.product_id)) problems.push({ path: `lines.${index}.product_id`, message: contract.KIT_TRANSFER_MESSAGES.productTwice });
    seen.add(l.product_id);
  });
  if (problems.length) throw invalid(problems);
  return lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity }));
}

const head = (caller: Caller, now: Date, id: number, kind: 'kit_transfer' | 'package_transfer', source: number, destination: number, units: number, comments?: string) => ({
  id, company_id: caller.company_id, order_id: orderNumber(kind, id), order_type: kind === 'kit_transfer' ? 'kit' : 'package',
  source_type: 'warehouse', source_warehouse_id: source, destination_type: 'warehouse', destination_warehouse_id: destination,
  status: TRANSFER_STATUS.created, stock: units, comments: comments?.trim() ?? '', created_by: caller.id, created_at: now, updated_at: now,
});

/** The order's items, and its units off the source's shelves into transit (as a new material transfer's). */
async function dispatchItems(
  tx: Tx, orderId: number, source: number, items: readonly { product_id: number; quantity: number }[],
  moveStock: (moves: { productId: number; from: ReturnType<typeof place.shelf>; to: ReturnType<typeof place.shelf>; quantity: number; reason: string }[]) => Promise<unknown>,
) {
  await moveStock(items.map((i) => ({ productId: i.product_id, from: place.shelf(source), to: place.transit(source), quantity: i.quantity, reason: 'transfer.dispatch' })));
  await writeOrderLines(tx, orderId, items.map((i) => ({ product_id: i.product_id, stock: i.quantity })));
}

export const kitTransferHandlers = [
  defineGet(contract.getKitTransfer, kitTransferRecord),

  defineCreate(contract.createKitTransfer, kitTransferRecord, {
    values: async ({ tx, input, caller, now }) => {
      const { source, destination } = await endsOf(tx, caller, input);
      const kit = await kitContents(tx, caller, source.id, input.refill_plan_ids);
      // The partner's links bound the kit: stock leaves the source for them, and reaches a place of theirs.
      await assertPartnerReaches(tx, kit.partner!, source.id, 'source_warehouse_id', true);
      await assertPartnerReaches(tx, kit.partner!, destination.id, 'destination_warehouse_id', false);
      const id = await nextOrderId(tx);
      return head(caller, now, id, 'kit_transfer', source.id, destination.id, kit.items.reduce((s, i) => s + i.quantity, 0), input.comments);
    },
    after: async ({ tx, input, caller, row, moveStock }) => {
      const kit = await kitContents(tx, caller, row.source_warehouse_id!, input.refill_plan_ids);
      await dispatchItems(tx, row.id, row.source_warehouse_id!, kit.items, moveStock);
      await tx.insert(kitTransfers).values({ warehouse_order_id: row.id, refill_partner_id: kit.partner });
      await tx.insert(kitTransferPlans).values(kit.ids.map((planId) => ({ warehouse_order_id: row.id, refill_plan_id: planId })));
      return { kind: 'kit', refill_partner_id: kit.partner, refill_plan_ids: kit.ids, lines: kit.items };
    },
  }),

  defineCreate(contract.createPackageTransfer, kitTransferRecord, {
    values: async ({ tx, input, caller, now }) => {
      const { source, destination } = await endsOf(tx, caller, input);
      const lines = await packageLines(tx, input.lines);
      const id = await nextOrderId(tx);
      return head(caller, now, id, 'package_transfer', source.id, destination.id, lines.reduce((s, l) => s + l.quantity, 0), input.comments);
    },
    after: async ({ tx, input, row, moveStock }) => {
      await dispatchItems(tx, row.id, row.source_warehouse_id!, input.lines, moveStock);
      await tx.insert(kitTransfers).values({ warehouse_order_id: row.id, refill_partner_id: null });
      return { kind: 'package', lines: input.lines };
    },
  }),
];
