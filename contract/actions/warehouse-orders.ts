/**
 * /api/warehouse-management `list.warehouse_orders`: every warehouse order kind in one
 * list (/warehouse-orders), labelled by console.md §4 "Order type labels".
 */
import { enums, nullable, number, object, optional, string } from 'superstruct';
import { WAREHOUSE_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { boundedArray, data, isoDateTime, list, listFields, version } from '../structs.ts';
import { ORDER_STATUSES, type PlaceType } from '../statuses.ts';
import { OrderDetails, OrderDetailsInput } from './order-details.ts';
import { Ref, dbId } from './warehouses.ts';

const area = 'warehouse-management' as const;

/**
 * The order kinds, by source → destination place type; a request order is a warehouse →
 * warehouse order the destination asked for (`type`), told apart from a material transfer.
 */
export const ORDER_KINDS = {
  material_transfer: { source: 'warehouse', destination: 'warehouse' },
  shipping_order: { source: 'warehouse', destination: 'store' },
  supplier_return: { source: 'warehouse', destination: 'supplier' },
  bin_discarded: { source: 'warehouse', destination: 'bin' },
  store_return: { source: 'store', destination: 'warehouse' },
  store_transfer: { source: 'store', destination: 'store' },
  request_order: { source: 'warehouse', destination: 'warehouse', type: 'request' },
  kit_transfer: { source: 'warehouse', destination: 'warehouse', type: 'kit' },
  package_transfer: { source: 'warehouse', destination: 'warehouse', type: 'package' },
} as const satisfies Record<string, { source: PlaceType; destination: PlaceType; type?: OrderType }>;
/** warehouse_orders.order_type: set only for the kinds the place types do not tell apart. */
export type OrderType = 'request' | 'kit' | 'package';
/** The kind's own type, or null for the kinds the place types name. */
export const orderTypeOf = (kind: OrderKind): OrderType | null => ('type' in ORDER_KINDS[kind] ? (ORDER_KINDS[kind] as { type: OrderType }).type : null);
export type OrderKind = keyof typeof ORDER_KINDS;
export const ORDER_KIND_KEYS = Object.keys(ORDER_KINDS) as [OrderKind, ...OrderKind[]];

export const ORDER_STATUS_IDS = ORDER_STATUSES.map((s) => s.id) as [number, ...number[]];

export const WarehouseOrderRow = object({
  id: number(),
  order_id: string(),
  kind: enums(ORDER_KIND_KEYS),
  /** orderTypeLabel(source_type, destination_type), e.g. "Material Transfer". */
  type_label: string(),
  source_type: string(),
  destination_type: string(),
  /** The warehouse or store the order leaves from. */
  source: nullable(Ref),
  /** The warehouse, store or supplier it goes to; null for the discarded bin. */
  destination: nullable(Ref),
  /** ORDER_STATUSES id. */
  status: number(),
  stock: number(),
  created_by: nullable(string()),
  created_at: string(),
  updated_at: string(),
  ...OrderDetails,
});

export const listWarehouseOrders = defineAction({
  area,
  name: 'list.warehouse_orders',
  kind: 'read',
  summary:
    'Every warehouse order kind in one list. Filters (each any-of): kind, status, warehouse_id (either end); ' +
    'from/to bound the created date; search matches the order id and the source and destination names.',
  request: object({
    ...listFields(['created_at', 'updated_at', 'order_id', 'status', 'stock'], 'created_at', 'DESC'),
    kind: optional(boundedArray(enums(ORDER_KIND_KEYS), ORDER_KIND_KEYS.length)),
    status: optional(boundedArray(enums(ORDER_STATUS_IDS), ORDER_STATUS_IDS.length)),
    warehouse_id: optional(boundedArray(dbId(), 200)),
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
  }),
  response: list(WarehouseOrderRow),
});

/** One order of any kind, as its list row, with what an edit needs (/warehouse-orders, each order's overview). */
export const WarehouseOrder = object({
  ...WarehouseOrderRow.schema,
  /** Σ units × the product's MRP when the lines were written: an amount, so not on the list, which every signed-in user reads. */
  total_cost: number(),
  comments: string(),
  version: number(),
});

export const getWarehouseOrder = defineAction({
  area,
  name: 'get.warehouse_order',
  kind: 'read',
  summary: "One warehouse order of any kind with its details and total cost (domain.md §3 \"Orders\"); 404 outside the caller's reach.",
  permissions: WAREHOUSE_READ_PERMISSIONS,
  request: object({ id: dbId() }),
  response: data(WarehouseOrder),
});

export const updateWarehouseOrder = defineAction({
  area,
  name: 'update.warehouse_order',
  kind: 'write',
  summary:
    'Edits the details the user enters on an order of any kind: payment mode, start and end time, schedule time, order expiry, ' +
    'invoice no and date (a field left out keeps its value, null clears it; the total cost follows from the lines). ' +
    'The end must follow the start, the expiry the schedule; the invoice date may not be in the future and needs its number. ' +
    '409 for a cancelled order or a stale version.',
  permissions: ['PERM_UPDATE_INVENTORY'],
  request: object({ id: dbId(), version: version(), ...OrderDetailsInput }),
  response: data(WarehouseOrder),
});
