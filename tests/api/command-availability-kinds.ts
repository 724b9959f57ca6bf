/**
 * What tests/api/command-availability.test.ts needs of each kind of record whose commands are
 * lifecycle steps, by the resource of the command id (`receive.transfer` → `transfer`): the
 * server's record (its table, scope and status column, where the walk finds a record in each
 * state), the gates its screen computes for the palette, and the fields its action takes beside
 * `id` and `version`. The commands themselves come from the registry, never from here.
 */
import { and, eq, sql } from 'drizzle-orm';
import { OFFER_ACTIONS } from '../../machines/records/offer.ts';
import { AD_ACTION_EVENTS } from '../../machines/records/advertisement.ts';
import { mayTake, shippingGates, type ShippingEvent } from '../../machines/records/shippingOrder.ts';
import { waitsForApproval } from '../../machines/records/purchaseOrder.ts';
import { PURCHASE_ORDER_STATUS } from '../../contract/statuses.ts';
import { dexAuditGates } from '../../machines/records/dexAudit.ts';
import type { LifecycleRules } from '../../machines/lifecycle.ts';
import { refillPlanGates } from '../../machines/records/refillPlan.ts';
import { bulkRefillGates } from '../../machines/records/bulkRefill.ts';
import { offerGates } from '../../machines/records/offer.ts';
import { advertisementGates } from '../../machines/records/advertisement.ts';
import { productRequestGates } from '../../machines/records/productRequest.ts';
import { binOrderGates, requestOrderGates, storeReturnGates } from '../../machines/records/warehouseOrderViews.ts';
import { returnOrderGates } from '../../commands/records/refill-plans.ts';
import { tallyGates } from '../../commands/records/tally-inventories.ts';
import { supplierReturnGates } from '../../commands/records/supplier-returns.ts';
import { purchaseReturnGates } from '../../commands/records/purchase-orders.ts';
import { kitTransferGates } from '../../commands/records/kit-transfers.ts';
import type { Caller } from '../../server/context.ts';
import type { Db } from '../../server/db/client.ts';
import { vendingMachines } from '../../server/db/schema/index.ts';
import type { RecordDef } from '../../server/kit/record.ts';
import { advertisementRecord } from '../../server/records/advertisement.ts';
import { bulkRefillRecord } from '../../server/records/bulk-refill.ts';
import { dexAuditRecord } from '../../server/records/dex-audit.ts';
import { transferRecord } from '../../server/records/material-transfer.ts';
import { offerRecord } from '../../server/records/offer.ts';
import { productRequestRecord } from '../../server/records/product-request.ts';
import { purchaseOrderRecord } from '../../server/records/purchase-order.ts';
import { purchaseReturnRecord } from '../../server/records/purchase-return.ts';
import { refillPlanRecord, refillReturnOrderRecord } from '../../server/records/refill-plan.ts';
import { supplierReturnRecord } from '../../server/records/supplier-return.ts';
import { tallyRecord } from '../../server/records/tally.ts';
import { binOrderRecord } from '../../server/actions/bin-orders.ts';
import { cashRecord } from '../../server/actions/cash-collections.ts';
import { kitTransferRecord } from '../../server/actions/kit-transfers.ts';
import { requestOrderRecord } from '../../server/actions/request-orders.ts';
import { shippingRecord } from '../../server/actions/shipping.ts';
import { storeReturnRecord } from '../../server/actions/store-returns.ts';

type StatusId = string | number;
// A row of any record table: its id, version and status column are what the walk reads.
export type Row = { id: number; version: number } & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface Walk {
  db: Db;
  caller: Caller;
  /** The record as its get action answers it (lines, items), for inputs that name them. */
  read(row: Row): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export interface Kind {
  record: RecordDef<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The gates the record's screen spreads into its view (the palette's `when` reads them). */
  view?: (status: StatusId, row: Row, walk: Walk) => object;
  /**
   * What the command needs beside the lifecycle (who takes the step, an approval), for a record:
   * where false, the palette must not offer it and the server must refuse it, whatever `can` says.
   */
  beyond?: (event: string, row: Row, record: any, walk: Walk) => boolean; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The status an event leads to (from whichever state takes it): what the `new_status` actions are sent. */
export function targetOf(lifecycle: LifecycleRules & { statuses: Readonly<Record<string, StatusId>> }, event: string): StatusId {
  for (const status of Object.values(lifecycle.statuses)) {
    const next = lifecycle.next(status, event);
    if (next !== null) return next;
  }
  throw new Error(`${lifecycle.id}: no state takes ${event}`);
}

const num = (s: StatusId) => Number(s);
const str = (s: StatusId) => String(s);

/** The order as the manage screen's flow holds it (usePurchaseOrderFlow.ts `recordOf`). */
export const awaitsApproval = (order: { approval_required: boolean; approved_at: string | null; status: string }) =>
  order.approval_required && !order.approved_at && order.status === PURCHASE_ORDER_STATUS.created;

export const KINDS: Record<string, Kind> = {
  transfer: { record: transferRecord },
  cash_order: { record: cashRecord },
  purchase_order: {
    record: purchaseOrderRecord,
    // A warehouse that approves its orders takes no shipment or receipt before (APPROVAL_BEFORE).
    beyond: (event, _row, order) => !(awaitsApproval(order) && waitsForApproval(event)),
  },
  refill_plan: { record: refillPlanRecord, view: (s) => refillPlanGates(num(s)) },
  refill_return_order: { record: refillReturnOrderRecord, view: (s) => returnOrderGates(num(s)) },
  bulk_refill: { record: bulkRefillRecord, view: (s) => bulkRefillGates(num(s)) },
  discount: { record: offerRecord, view: (s) => offerGates(num(s)) },
  advertisement: { record: advertisementRecord, view: (s) => advertisementGates(num(s)) },
  product_request: { record: productRequestRecord, view: (s) => productRequestGates(str(s)) },
  tally_inventory: { record: tallyRecord, view: (s) => tallyGates(str(s)) },
  supplier_return: { record: supplierReturnRecord, view: (s) => supplierReturnGates(num(s)) },
  purchase_return: { record: purchaseReturnRecord, view: (s) => purchaseReturnGates(str(s)) },
  kit_transfer: { record: kitTransferRecord, view: (s) => kitTransferGates(num(s)) },
  request_order: { record: requestOrderRecord, view: (s) => requestOrderGates(num(s)) },
  bin_order: { record: binOrderRecord, view: (s) => binOrderGates(num(s)) },
  store_return: { record: storeReturnRecord, view: (s) => storeReturnGates(num(s)) },
  shipping: {
    record: shippingRecord,
    // Who takes a step is beside the status (mayTake): the admin acts as the warehouse and the
    // delivery partner, never as the store manager, and "delivered" needs a delivery partner
    // on the order while "in transit" (own transport) needs none.
    view: (s, row, walk) => shippingGates(str(s), walk.caller, row as never),
    beyond: (event, row, _order, walk) => mayTake(event as ShippingEvent, walk.caller, row as never),
  },
  dex_audit: { record: dexAuditRecord, view: (s) => dexAuditGates({ status: str(s) }) },
};
// "Scan items" is a step of the transfer's screen too.
KINDS.transfer_items = KINDS.transfer!;

/** The fields each action takes beside `id` and `version`, for the event the command is. */
export const INPUTS: Record<string, (event: string, row: Row, walk: Walk, kind: Kind) => Promise<Record<string, unknown>> | Record<string, unknown>> = {
  'change_status.discount': (event) => ({ status_action: OFFER_ACTIONS.find((a) => a.event === event)!.id }),
  'change_status.advertisement': (event) => ({ status_action: Object.entries(AD_ACTION_EVENTS).find(([, e]) => e === event)![0] }),
  'restart.discount': () => ({ start_at: new Date(Date.now() + 86_400_000).toISOString(), end_at: new Date(Date.now() + 30 * 86_400_000).toISOString() }),
  'decline.product_request': () => ({ remark: 'Not a product we stock.' }),
  'manage.supplier_return': (event, _r, _w, kind) => ({ new_status: targetOf(kind.record.lifecycle!.machine as never, event) }),
  'manage.purchase_return': (event, _r, _w, kind) => ({ new_status: targetOf(kind.record.lifecycle!.machine as never, event) }),
  'manage.bin_order': (event, _r, _w, kind) => ({ new_status: targetOf(kind.record.lifecycle!.machine as never, event) }),
  'manage.store_return': (event, _r, _w, kind) => ({ new_status: targetOf(kind.record.lifecycle!.machine as never, event) }),
  'receive.cash_in_hand_order': (_e, row) => ({ receive_amt: Number(row.submitted_amount ?? 0) }),
  'step.shipping': (event) => ({ step: event.replace('shipping.', '') }),
  'receive.shipping': async (_e, row, walk) => {
    const order = await walk.read(row);
    return { lines: (order.lines ?? order.items ?? []).map((l: { product_id: number; quantity?: number; stock?: number }) => ({ product_id: l.product_id, received: l.quantity ?? l.stock ?? 0 })) };
  },
  'manage.material_transfer': async (event, row, walk, kind) => {
    const new_status = targetOf(kind.record.lifecycle!.machine as never, event);
    if (event !== 'transfer.partiallyReceive') return { new_status };
    const transfer = await walk.read(row);
    const [first] = transfer.ShippingDetails as { product_id: number }[];
    return { new_status, items: first ? [{ product_id: first.product_id, received_stock: 0 }] : [] };
  },
  'manage.purchase_order': async (event, row, walk, kind) => {
    const new_status = targetOf(kind.record.lifecycle!.machine as never, event);
    if (event === 'purchaseOrder.execute') return { new_status, invoice_number: `INV-${row.id}`, invoice_date: new Date().toISOString().slice(0, 10) };
    if (event !== 'purchaseOrder.receivePartially') return { new_status };
    const order = await walk.read(row);
    const open = (order.lines as { product_id: number; purchased_quantity: number; received_quantity: number }[]).find((l) => l.purchased_quantity - l.received_quantity > 1);
    return { new_status, received: open ? [{ product_id: open.product_id, quantity: 1 }] : [] };
  },
  'map.dex_audit': async (_e, _r, walk) => {
    const [machine] = await walk.db.select({ id: vendingMachines.id }).from(vendingMachines)
      .where(and(eq(vendingMachines.company_id, walk.caller.company_id), sql`${vendingMachines.deleted_at} is null`)).limit(1);
    return { vending_machine_id: machine!.id };
  },
};
