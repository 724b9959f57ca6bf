/**
 * /api/warehouse-management: store returns, the store → warehouse orders (console.md §4 "Order
 * type labels": Store Return; console.md §2 "store-return … order views"; routes.tsv gives the
 * view no path: /store-return-order/{id}, docs/decisions.md). A Created return is received —
 * its units come off the store's books onto the warehouse's shelves through the stock ledger —
 * or cancelled (nothing moves). Writing one from a store is the store screens' part
 * (/franchise/{franchiseId}/store/{storeId}/create-store-return).
 */
import { array, enums, nullable, number, object, optional, size, string } from 'superstruct';
import { WAREHOUSE_READ_PERMISSIONS } from '../access.ts';
import { defineAction } from '../action.ts';
import { CREATED_SUCCESSFULLY } from '../constants.ts';
import { STORE_RETURN_STATUS } from '../statuses.ts';
import { boundedArray, data, id, text, version, whole } from '../structs.ts';

const area = 'warehouse-management' as const;

/** Ours: the spec names the view and receiving it, with no texts. */
export const STORE_RETURN_MESSAGES = {
  received: 'Store return received successfully',
  cancelled: 'Store return cancelled successfully',
  created: CREATED_SUCCESSFULLY,
  chooseWarehouse: 'Please select a warehouse',
  chooseStore: 'Please select a store',
} as const;

/** Why units sent on a store return did not arrive (a short receipt writes them off to the bin). */
export const STORE_RETURN_SHORT_REASONS = ['Lost in transit', 'Damaged in transit'] as const;

/** Who may write a store return from a store: its store manager (shipping) or the warehouse side (inventory). */
export const STORE_RETURN_CREATE_PERMISSIONS = ['PERM_UPDATE_INVENTORY', 'PERM_UPDATE_SHIPPING'] as const;

export const STORE_RETURN_CODES = Object.values(STORE_RETURN_STATUS) as [number, ...number[]];
const named = object({ id: number(), name: string() });

export const StoreReturn = object({
  id: number(),
  /** STR-000042 */
  order_id: string(),
  store: named,
  warehouse: named,
  /** ORDER_STATUSES id: 1 Created, 3 Received, 2 Cancelled, 8 Draft. */
  status: enums(STORE_RETURN_CODES),
  stock: number(),
  comments: string(),
  created_by: nullable(string()),
  received_at: nullable(string()),
  created_at: string(),
  updated_at: string(),
  version: number(),
  lines: array(object({ product_id: number(), sku: string(), name: string(), quantity: number(), received: nullable(number()), reason: nullable(string()) })),
});

export const getStoreReturn = defineAction({
  area,
  name: 'get.store_return',
  kind: 'read',
  summary: "One store return with its lines (404 outside the caller's reach).",
  permissions: WAREHOUSE_READ_PERMISSIONS,
  request: object({ id: id() }),
  response: data(StoreReturn),
});

export const manageStoreReturn = defineAction({
  area,
  name: 'manage.store_return',
  kind: 'write',
  summary:
    "Receives a Created store return (new_status 3: every unit leaves the store's books for the warehouse's shelves) or cancels it (2: nothing moves). " +
    '409 when the version is stale or the return is no longer Created.',
  permissions: ['PERM_UPDATE_INVENTORY'],
  request: object({
    id: id(),
    version: version(),
    new_status: enums([STORE_RETURN_STATUS.received, STORE_RETURN_STATUS.cancelled] as const),
    /** A receipt's quantities, every line once (absent: everything arrived); short lines need a reason. */
    items: optional(boundedArray(object({ product_id: id(), received: whole(), reason: optional(text(250)) }), 100)),
  }),
  response: data(StoreReturn),
});

const lineInput = object({ product_id: id(), quantity: whole(1) });

export const createStoreReturn = defineAction({
  area,
  name: 'create.store_return',
  kind: 'write',
  summary:
    "Writes a Created store return from a store to a warehouse of its company (the store's franchise's or the company's own): each product once, " +
    "at most what the store holds; the units leave the store's books into transit towards the warehouse.",
  permissions: STORE_RETURN_CREATE_PERMISSIONS,
  status: 201,
  request: object({
    store_id: id(),
    warehouse_id: id(),
    lines: size(boundedArray(lineInput, 100), 1, 100),
    comments: optional(text(250)),
  }),
  response: data(StoreReturn),
});

export const StoreReturnOptions = object({
  store: object({ id: number(), name: string(), franchise_id: nullable(number()) }),
  warehouses: array(named),
  products: array(object({ product_id: number(), sku: string(), name: string(), stock: number() })),
});

export const getStoreReturnOptions = defineAction({
  area,
  name: 'get.store_return_options',
  kind: 'read',
  summary: "What a store may return and where to: the products it holds (units > 0) and the warehouses that may receive them.",
  permissions: STORE_RETURN_CREATE_PERMISSIONS,
  request: object({ store_id: id() }),
  response: data(StoreReturnOptions),
});
