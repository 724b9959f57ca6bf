/**
 * /api/warehouse-management `get.sale_order` (routes.tsv /sale-order/{id}): a direct sale a
 * refill partner took cash for (domain.md §3 "Orders": Direct-sale lines — order id, amount,
 * refund amount, date), seen with the cash collection that brought its cash to a warehouse.
 * Writing direct sales is issue 42's ("Direct sale"); this reads the ones that exist
 * (docs/decisions.md "Warehouse order overviews").
 */
import { nullable, number, object, string } from 'superstruct';
import { CASH_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { data, id } from '../structs.ts';

const area = 'warehouse-management' as const;
const named = object({ id: number(), name: string() });

export const SaleOrder = object({
  id: number(),
  /** DS-0001-1 */
  order_id: string(),
  amount: number(),
  refund_amount: number(),
  /** amount − refund_amount. */
  net_amount: number(),
  created_at: string(),
  /** The cash collection the partner handed this sale's cash in with. */
  cash_collection: object({ id: number(), order_id: string(), state: string() }),
  refill_partner: named,
  warehouse: named,
  received_at: nullable(string()),
});

export const getSaleOrder = defineAction({
  area,
  name: 'get.sale_order',
  kind: 'read',
  summary: "One direct sale with its cash collection, refill partner and warehouse (404 outside the caller's reach).",
  permissions: CASH_READ_PERMISSIONS,
  request: object({ id: id() }),
  response: data(SaleOrder),
});
