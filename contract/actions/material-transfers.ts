/**
 * /api/warehouse-management: one material transfer (warehouse → warehouse) and its
 * receipt or cancellation (console.md §3 "Material transfer", §4, §7). The allowed
 * transitions are machines/records/materialTransfer.ts's; the server refuses any other with 409.
 */
import { array, boolean, enums, integer, min, nullable, number, object, optional, size, string } from 'superstruct';
import { WAREHOUSE_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { TRANSFER_STATUS } from '../statuses.ts';
import { boundedArray, data, version } from '../structs.ts';
import { Ref, dbId } from './warehouses.ts';

const area = 'warehouse-management' as const;

export const ShippingDetail = object({
  id: number(),
  product_id: number(),
  /** Units sent. */
  stock: number(),
  /** The destination's stock of the product: now while the order is open, at the receipt once received. */
  warehouse_existing_stock: number(),
  received_stock: nullable(number()),
  /** Units not received: back to the source, or on the remainder order. */
  remainder_stock: nullable(number()),
  Product: object({
    sku: string(),
    name: string(),
    mrp: number(),
    ProductCategory: object({ name: string() }),
    ProductStatus: object({ name: string() }),
  }),
});

export const OrderRef = object({ id: number(), order_id: string() });

export const MaterialTransfer = object({
  id: number(),
  order_id: string(),
  /** ORDER_STATUSES id: 1 Created, 2 Cancelled, 3 Received, 4 Partially Received, 5 In Transit, 6 Executed. */
  state: number(),
  /** Total units sent. */
  stock: number(),
  created_at: string(),
  updated_at: string(),
  version: number(),
  User: nullable(object({ first_name: string(), last_name: string() })),
  source_warehouse: Ref,
  destination_warehouse: Ref,
  /** The order this one carries the remainder of, and the order carrying this one's remainder. */
  parent_order: nullable(OrderRef),
  remainder_order: nullable(OrderRef),
  ShippingDetails: array(ShippingDetail),
});

export const getMaterialTransfer = defineAction({
  area,
  name: 'get.material_transfer',
  kind: 'read',
  permissions: WAREHOUSE_READ_PERMISSIONS,
  summary: 'A material transfer with its items (ShippingDetails), source, destination and creator.',
  request: object({ id: dbId() }),
  response: data(MaterialTransfer),
});

/** What a Created transfer may become: every transfer status but Created. */
export const TRANSFER_TARGET_STATUSES = [
  TRANSFER_STATUS.cancelled, TRANSFER_STATUS.received, TRANSFER_STATUS.partiallyReceived, TRANSFER_STATUS.inTransit, TRANSFER_STATUS.executed,
] as const;
export type TransferTarget = (typeof TRANSFER_TARGET_STATUSES)[number];

export const manageMaterialTransfer = defineAction({
  area,
  name: 'manage.material_transfer',
  kind: 'write',
  summary:
    'Cancel (new_status 2: the stock goes back to the source), receive all (3) or partially receive (4) a Created transfer, ' +
    'mark it In Transit (5: nothing moves, its units are in transit since it was made) or execute it (6: every unit reaches the destination); ' +
    'an In Transit transfer may be received, partially received or executed, not cancelled. ' +
    'A partial receipt lists the received items (product_id, received_stock between 0 and the units sent; items left out count 0) ' +
    'and, with create_partial_transfer_order, puts the rest on a new transfer order; otherwise the rest returns to the source. ' +
    'One transaction; 409 when the version is stale or the order\'s status does not allow the step.',
  permissions: ['PERM_UPDATE_INVENTORY'],
  request: object({
    id: dbId(),
    new_status: enums(TRANSFER_TARGET_STATUSES),
    items: optional(boundedArray(object({ product_id: dbId(), received_stock: size(min(integer(), 0), 0, 1_000_000_000) }), 1000)),
    create_partial_transfer_order: optional(boolean()),
    version: version(),
  }),
  response: data(MaterialTransfer),
});
