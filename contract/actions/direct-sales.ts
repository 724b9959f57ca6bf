/**
 * /api/refill-management `create.direct_sale` (routes.tsv /direct-sale; console.md §2
 * "Transactions" and "Cash-in-hand order overview"; issue 42): a refill partner's or a store's
 * sale outside a machine, with its lines. Its cash goes into the partner's SUBMITTED cash
 * collection (a direct-sale line of it: amount, refund amount, date) and reaches the warehouse
 * when the collection is received; the units leave the place they were held — the partner's
 * vehicle (a warehouse row of storage type Vehicle, counted) or a store (not counted) — through
 * the stock ledger (docs/decisions.md "Direct sales").
 */
import { enums, integer, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, checked, data } from '../structs.ts';
import { rules, type Rule } from '../validation.ts';
import { dbId } from './warehouses.ts';

const area = 'refill-management' as const;

/** Where the sold units were held. */
export const DIRECT_SALE_SOURCES = ['vehicle', 'store'] as const;
export const DIRECT_SALE_MAX_LINES = 50;

/** The spec gives no direct-sale texts: these are ours. */
export const DIRECT_SALE_MESSAGES = {
  created: 'Direct sale recorded successfully',
  collectionRequired: 'Choose the cash collection the cash goes with',
  collectionReceived: 'This cash collection has already been received; record the sale with an open one',
  vehicleRequired: "Choose the partner's vehicle the units were sold from",
  notPartnersVehicle: "That vehicle is not the collection's refill partner's",
  storeRequired: 'Choose the store the units were sold from',
  linesRequired: 'Add at least one product',
  quantityRequired: 'Quantity should be atleast 1.',
  duplicateProduct: 'Each product can be added only once',
  unknownProduct: 'That product is not in the catalogue',
} as const;

export const DIRECT_SALE_FIELD_RULES = {
  quantity: [
    rules.required(DIRECT_SALE_MESSAGES.quantityRequired),
    (v: unknown) => (Number.isInteger(Number(v)) && Number(v) >= 1 && Number(v) <= 100_000 ? null : DIRECT_SALE_MESSAGES.quantityRequired),
  ] as Rule[],
};

const Ref = object({ id: number(), name: string() });

export const DirectSale = object({
  id: number(),
  /** DS-{collection id}-{n} */
  order_id: string(),
  amount: number(),
  refund_amount: number(),
  created_at: string(),
  cash_collection: object({ id: number(), order_id: string(), state: string() }),
  source: enums(DIRECT_SALE_SOURCES),
  /** The vehicle (a warehouse row) or the store the units left. */
  place: Ref,
  lines: boundedArray(object({ product: Ref, quantity: number(), price: number(), amount: number() }), DIRECT_SALE_MAX_LINES),
});

export const createDirectSale = defineAction({
  area,
  name: 'create.direct_sale',
  kind: 'write',
  status: 201,
  summary:
    "A direct sale (outside a machine) with its lines (product, quantity; priced at the product's MRP), added to a SUBMITTED " +
    "cash collection: the collection's submitted and expected amounts grow by the sale, and its cash moves with the collection " +
    "when it is received. The units leave the partner's vehicle (source vehicle, vehicle_id: a Vehicle of the collection's " +
    'partner; 409 when it holds fewer) or a store (source store, store_id) through the stock ledger. 400 with ' +
    'DIRECT_SALE_MESSAGES for bad input; nothing changes.',
  permissions: ['PERM_UPDATE_INVENTORY'],
  request: object({
    cash_collection_id: dbId(),
    source: enums(DIRECT_SALE_SOURCES),
    vehicle_id: optional(dbId()),
    store_id: optional(dbId()),
    lines: boundedArray(object({
      product_id: dbId(),
      quantity: checked(integer(), ...DIRECT_SALE_FIELD_RULES.quantity),
    }), DIRECT_SALE_MAX_LINES),
  }),
  response: data(DirectSale),
});
