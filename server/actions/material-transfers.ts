/**
 * /api/warehouse-management: get.material_transfer and manage.material_transfer, on the
 * record pipeline (server/kit/mutation.ts). What a receipt or an execution does beyond the
 * pipeline's own steps: units received move from transit to the destination's shelves; units
 * not received go back to the source's shelves, or stay in transit on a new transfer for the
 * remainder. For every item, sent = received + remainder. Marking it In Transit moves nothing.
 */
import { asc, eq } from 'drizzle-orm';
import * as contract from '../../contract/actions/material-transfers.ts';
import { transferEventFor, transferMovesStock, partialReceiptProblems, unitsReceived } from '../../machines/records/materialTransfer.ts';
import { warehouseOrderItems } from '../db/schema/index.ts';
import { invalid, invalidField } from '../http/errors.ts';
import { defineGet, defineTransition } from '../kit/mutation.ts';
import { servePlansFromVehicle } from '../records/kit-plans.ts';
import { createTransfer, transferRecord } from '../records/material-transfer.ts';
import { place } from '../stock/places.ts';
import type { StockMove } from '../stock/ledger.ts';

type ManageInput = (typeof contract.manageMaterialTransfer)['request']['TYPE'];

/** Items are listed only for a partial receipt, and must pass its rules (400 naming each line). */
function checkListedItems(input: ManageInput, sent: { product_id: number; stock: number }[]) {
  const listed = input.items ?? [];
  if (input.new_status !== 4) {
    if (listed.length) throw invalidField('items', 'Only a partial receipt (new_status 4) lists items.');
    if (input.create_partial_transfer_order) throw invalidField('create_partial_transfer_order', 'Only a partial receipt can create a transfer order for the remainder.');
    return;
  }
  const problems = partialReceiptProblems(sent, listed);
  if (!problems) return;
  if (problems.general) throw invalidField('items', problems.general);
  throw invalid(problems.lines.map((p) => ({ path: `items.${p.index}.${p.field}`, message: p.message })));
}

export const materialTransferHandlers = [
  defineGet(contract.getMaterialTransfer, transferRecord),

  defineTransition(contract.manageMaterialTransfer, transferRecord, {
    event: (input) => transferEventFor(input.new_status),
    apply: async ({ tx, row: order, input, caller, now, moveStock }) => {
      const event = transferEventFor(input.new_status);
      if (!transferMovesStock(event)) {
        checkListedItems(input, []);
        return { set: {}, audit: { in_transit: true } };
      }
      const items = await tx.select().from(warehouseOrderItems).where(eq(warehouseOrderItems.order_id, order.id)).orderBy(asc(warehouseOrderItems.product_id));
      checkListedItems(input, items);
      const received = unitsReceived(items, event, input.items);
      const carryRemainder = input.new_status === 4 && Boolean(input.create_partial_transfer_order);
      const source = order.source_warehouse_id!;
      const destination = order.destination_warehouse_id!;
      const moves: StockMove[] = items.flatMap((item) => {
        const got = received.get(item.product_id) ?? 0;
        return [
          { productId: item.product_id, from: place.transit(source), to: place.shelf(destination), quantity: got, reason: 'transfer.receive' },
          // Carried on, the rest stays in transit on the remainder order.
          ...(carryRemainder ? [] : [{ productId: item.product_id, from: place.transit(source), to: place.shelf(source), quantity: item.stock - got, reason: 'transfer.return' }]),
        ];
      });
      const before = await moveStock(moves);
      for (const item of items) {
        const got = received.get(item.product_id) ?? 0;
        await tx
          .update(warehouseOrderItems)
          .set({ received_stock: got, remainder_stock: item.stock - got, warehouse_existing_stock: before.of(destination, item.product_id).stock })
          .where(eq(warehouseOrderItems.id, item.id));
      }
      const remainders = items.map((i) => ({ productId: i.product_id, stock: i.stock - (received.get(i.product_id) ?? 0) })).filter((r) => r.stock > 0);
      const remainderOrder = carryRemainder && remainders.length
        ? await createTransfer(tx, {
            companyId: order.company_id, sourceWarehouseId: source, destinationWarehouseId: destination, items: remainders,
            createdBy: caller.id, parentOrderId: order.id, takeFromSource: false, now,
          })
        : null;
      // A kit received into its partner's van: its plans are served from the van from now on.
      const plansServedFromVehicle = event === 'transfer.cancel' ? [] : await servePlansFromVehicle(tx, order, caller, now);
      return {
        set: { received_by: caller.id, received_at: now },
        audit: { received: Object.fromEntries(received), remainder_order: remainderOrder?.order_id ?? null, plans_served_from_vehicle: plansServedFromVehicle },
      };
    },
  }),
];
