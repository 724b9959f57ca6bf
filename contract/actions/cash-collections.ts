/**
 * /api/refill-management: cash collections, the "cash-in-hand orders" a refill partner
 * brings to a warehouse (console.md §2 "Cash-in-hand order overview", §3, §4, §7).
 * SUBMITTED → RECEIVED by machines/records/cashCollection.ts; the server refuses anything else.
 */
import { array, enums, max, min, nullable, number, object, optional, string } from 'superstruct';
import { CASH_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { boundedArray, checked, data, isoDateTime, list, listFields, version } from '../structs.ts';
import { CASH_COLLECTION_STATES } from '../statuses.ts';
import { Ref, dbId } from './warehouses.ts';

const area = 'refill-management' as const;

export const CASH_STATE_IDS = CASH_COLLECTION_STATES.map((s) => s.id) as ['SUBMITTED', 'RECEIVED'];

/** Rupees with at most two decimals, within what the money columns hold. */
export const amount = () =>
  checked(max(min(number(), 0), 1_000_000_000), (value) =>
    typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6 ? 'Enter at most 2 decimal places' : null);

export const CashCollectionRow = object({
  id: number(),
  order_id: string(),
  state: enums(CASH_STATE_IDS),
  RefillPartner: Ref,
  Warehouse: Ref,
  submitted_amount: number(),
  expected_amount: number(),
  received_amount: nullable(number()),
  difference: nullable(number()),
  created_at: string(),
  updated_at: string(),
});

export const listCashInHandOrders = defineAction({
  area,
  name: 'list.cash_in_hand_orders',
  kind: 'read',
  permissions: CASH_READ_PERMISSIONS,
  summary: 'Cash collections. Filters (each any-of): state, warehouse_id, refill_partner_id; from/to bound the created date; search matches the order id and partner name.',
  request: object({
    ...listFields(['created_at', 'updated_at', 'order_id', 'state', 'submitted_amount'], 'created_at', 'DESC'),
    state: optional(boundedArray(enums(CASH_STATE_IDS), 2)),
    warehouse_id: optional(boundedArray(dbId(), 200)),
    refill_partner_id: optional(boundedArray(dbId(), 200)),
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
  }),
  response: list(CashCollectionRow),
});

export const CashCollection = object({
  id: number(),
  order_id: string(),
  state: enums(CASH_STATE_IDS),
  /** Total cash the partner declared (shown as "Total cash"). */
  submitted_amount: number(),
  /** Expected amounts of the machines plus direct sales net of refunds. */
  expected_amount: number(),
  received_amount: nullable(number()),
  /** received − expected: positive over, negative short. */
  difference: nullable(number()),
  created_at: string(),
  updated_at: string(),
  end_date: nullable(string()),
  collection_time: nullable(string()),
  calculation_time: nullable(string()),
  received_at: nullable(string()),
  ReceivedBy: nullable(object({ first_name: string(), last_name: string() })),
  version: number(),
  RefillPartner: Ref,
  Warehouse: Ref,
  CashCollectionOrders: array(object({
    id: number(),
    order_id: string(),
    expected_amount: number(),
    picked_up_amount: number(),
    VendingMachine: Ref,
  })),
  SaleOrders: array(object({
    id: number(),
    order_id: string(),
    amount: number(),
    refund_amount: number(),
    created_at: string(),
  })),
});

export const getCashInHandOrder = defineAction({
  area,
  name: 'get.cash_in_hand_order',
  kind: 'read',
  permissions: CASH_READ_PERMISSIONS,
  summary: 'A cash collection with its machine collections (CashCollectionOrders) and direct sales (SaleOrders).',
  request: object({ id: dbId() }),
  response: data(CashCollection),
});

export const receiveCashInHandOrder = defineAction({
  area,
  name: 'receive.cash_in_hand_order',
  kind: 'write',
  summary:
    'Receive a SUBMITTED collection with the amount counted (receive_amt, rupees, 2 decimals). Stores the received amount ' +
    "and the difference against the expected amount, which takes a DEX audit's expected cash for each machine it covers (list.cash_accountability). 409 when the version is stale or it is already RECEIVED.",
  permissions: ['PERM_UPDATE_INVENTORY'],
  request: object({ id: dbId(), receive_amt: amount(), version: version() }),
  response: data(CashCollection),
});
