/**
 * /api/shipping-management: shipping orders, the warehouse → store orders (console.md §4 "Order
 * type labels": Shipping Order), kept as warehouse_orders rows with a shipping status (domain.md §4
 * "Shipping order"; the lifecycle and who moves each step: machines/records/shippingOrder.ts), and
 * a store's order generated from its runout and max quantities (/generate-store-order/{id}).
 */
import { array, boolean, enums, integer, max, nullable, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { SHIPPING_STATUSES } from '../statuses.ts';
import { boundedArray, checked, data, id, isoDateTime, list, listFields, text, version, whole } from '../structs.ts';
import { rules } from '../validation.ts';
import { OrderDetailsInput } from './order-details.ts';

const area = 'shipping-management' as const;

/** Ours: the spec gives the statuses and tooltips but no messages for these screens. */
export const SHIPPING_MESSAGES = {
  created: 'Shipping order created successfully',
  received: 'Shipping order received successfully',
  chooseSource: 'Please select a source warehouse',
  chooseDestination: 'Please select a destination store',
  oneSource: 'A shipping order leaves one warehouse: give one source.',
  oneDestination: 'A shipping order goes to one store: give one destination.',
  destinationTypes: 'Give one destination type for each destination.',
  choosePartner: 'Please select an active delivery partner',
  choosePerson: "Please select an active delivery person of the order's delivery partner",
  personWithoutPartner: 'Please select the delivery partner first',
  chooseProduct: 'Please select a product',
  twice: 'This product is listed twice.',
  quantity: 'Quantity must be greater than 0',
  notOnShelves: (available: number) => `Only ${available} on the source warehouse's shelves`,
  receivedRange: (sent: number) => `Enter a number from 0 to ${sent}`,
  reasonRequired: 'Please give a reason for the units that did not arrive',
  reasonLength: 'Reason must be at most 250 characters',
  notYours: 'This step is not yours to take on this order.',
  notThisStep: 'This step does not apply to this order.',
  noLines: 'Add at least one product',
  nothingToOrder: 'The store lacks nothing: every product is above its runout quantity.',
} as const;

/** What the step buttons and palette commands say once done (toast). */
export const SHIPPING_STEP_MESSAGES = {
  progress: 'Shipping order is in progress',
  dispatch: 'Shipping order dispatched',
  transit: 'Shipping order marked in transit',
  deliver: 'Shipping order marked delivered',
  cancel: 'Shipping order cancelled',
} as const;

/** Why units of a line did not arrive: they go to the discarded bin with this reason. */
export const SHORT_REASONS = ['Lost', 'Damaged'] as const;

export const SHIPPING_STATUS_CODES = SHIPPING_STATUSES.map((s) => s.id) as [string, ...string[]];
export const SHIPPING_STEPS = ['progress', 'dispatch', 'transit', 'deliver', 'cancel'] as const;
export type ShippingStep = (typeof SHIPPING_STEPS)[number];

const ref = object({ id: number(), name: string() });

export const ShippingRow = object({
  id: number(),
  /** SO-000042 */
  order_id: string(),
  /** SHIPPING_STATUSES code. */
  status: string(),
  source: ref,
  destination: ref,
  delivery_partner: nullable(ref),
  delivery_person: nullable(ref),
  /** Units on the order. */
  stock: number(),
  created_by: nullable(string()),
  created_at: string(),
  updated_at: string(),
  dispatched_at: nullable(string()),
  delivered_at: nullable(string()),
  received_at: nullable(string()),
});

export const ShippingLine = object({
  product_id: number(),
  sku: string(),
  name: string(),
  quantity: number(),
  /** Units the store received (null until received). */
  received: nullable(number()),
  /** Why the rest did not arrive. */
  reason: nullable(string()),
  /** The source warehouse's shelves of this product now. */
  source_stock: number(),
});

export const Shipping = object({
  ...ShippingRow.schema,
  /** The store's franchise (the store's page is /franchise/{franchiseId}/store/{storeId}). */
  franchise_id: nullable(number()),
  comments: string(),
  received_by: nullable(string()),
  /** Units that did not arrive (in the bin with their reasons). */
  short: number(),
  version: number(),
  lines: array(ShippingLine),
});

export const SHIPPING_SORT_KEYS = ['created_at', 'updated_at', 'order_id', 'status', 'stock'] as const;

export const listShippings = defineAction({
  area,
  name: 'list.shippings',
  kind: 'read',
  summary:
    'Shipping orders the caller reaches (a store manager: their store\'s). Filters (any of): status, warehouse_id (source), store_id (destination), ' +
    'delivery_partner_id, delivery_person_id; from/to bound the created date; search matches the order id.',
  permissions: ['PERM_VIEW_SHIPPING'],
  request: object({
    ...listFields(SHIPPING_SORT_KEYS, 'created_at', 'DESC'),
    status: optional(boundedArray(enums(SHIPPING_STATUS_CODES), SHIPPING_STATUS_CODES.length)),
    warehouse_id: optional(boundedArray(id(), 200)),
    store_id: optional(boundedArray(id(), 200)),
    delivery_partner_id: optional(boundedArray(id(), 200)),
    delivery_person_id: optional(boundedArray(id(), 200)),
    from: optional(isoDateTime()),
    to: optional(isoDateTime()),
  }),
  response: list(ShippingRow),
});

export const getShipping = defineAction({
  area,
  name: 'get.shipping',
  kind: 'read',
  summary: "One shipping order with its lines and the source's shelves of each product (404 outside the caller's reach).",
  permissions: ['PERM_VIEW_SHIPPING'],
  request: object({ id: id() }),
  response: data(Shipping),
});

const quantity = () => checked(max(integer(), 1_000_000), rules.min(1, SHIPPING_MESSAGES.quantity));

export const ShippingLineInput = object({ product_id: id(), quantity: quantity() });

/** The one order type create.shipping writes (contract/actions/warehouse-orders.ts ORDER_KINDS). */
export const SHIPPING_ORDER_TYPE = 'shipping_order' as const;

export const createShipping = defineAction({
  area,
  name: 'create.shipping',
  kind: 'write',
  summary:
    'Writes a shipping order (ORDER_CREATED) with the shipping-create parameters of domain.md §3: `sources` (the source warehouse), ' +
    '`destination_types` (one per destination: "store"), `destinations` (the store) and `order_type` ("shipping_order"). A shipping order ' +
    "leaves one warehouse for one store, so each list holds one entry. Also the lines (each product once, at least 1 unit, no more than the source's " +
    'shelves hold), an optional active delivery partner and one of its active persons, and the order details (payment mode, times, invoice). Nothing moves until dispatch.',
  permissions: ['PERM_ADD_SHIPPING'],
  status: 201,
  request: object({
    sources: boundedArray(id(), 20),
    destination_types: boundedArray(enums(['store'] as const), 20),
    destinations: boundedArray(id(), 20),
    order_type: enums([SHIPPING_ORDER_TYPE]),
    delivery_partner_id: optional(nullable(id())),
    delivery_person_id: optional(nullable(id())),
    lines: size(boundedArray(ShippingLineInput, 200), 1, 200),
    comments: optional(text(250)),
    ...OrderDetailsInput,
  }),
  response: data(Shipping),
});

export const stepShipping = defineAction({
  area,
  name: 'step.shipping',
  kind: 'write',
  summary:
    'Takes one step of a shipping order (machines/records/shippingOrder.ts): progress, dispatch (its units leave the source\'s shelves into transit; ' +
    'may set the delivery partner and person), transit (own transport: no delivery partner), deliver (on the delivery partner\'s word), cancel (before dispatch). ' +
    "403 for a step that is not the caller's (a store manager takes none of these); 409 when the status does not allow it, the version is stale or the shelves lack the units.",
  permissions: ['PERM_UPDATE_SHIPPING'],
  request: object({
    id: id(),
    version: version(),
    step: enums(SHIPPING_STEPS),
    delivery_partner_id: optional(nullable(id())),
    delivery_person_id: optional(nullable(id())),
  }),
  response: data(Shipping),
});

export const ReceiptLineInput = object({
  product_id: id(),
  received: whole(0, 1_000_000),
  reason: optional(text(250)),
});

export const receiveShipping = defineAction({
  area,
  name: 'receive.shipping',
  kind: 'write',
  summary:
    "The store manager's receipt of a delivered or in-transit shipping order: per line the units that arrived (0 to sent) go from the source's transit " +
    'into the store; a short line needs a reason (Lost, Damaged or other) and its difference goes to the discarded bin. Only the destination store\'s manager. ' +
    '409 when the order is not waiting for the receipt or the version is stale.',
  permissions: ['PERM_UPDATE_SHIPPING'],
  request: object({ id: id(), version: version(), lines: size(boundedArray(ReceiptLineInput, 200), 1, 200) }),
  response: data(Shipping),
});

export const StoreOrderLine = object({
  product_id: number(),
  sku: string(),
  name: string(),
  store_stock: number(),
  runout_quantity: number(),
  max_quantity: number(),
  /** max − store stock, for a product at or below its runout. */
  proposed: number(),
  /** The chosen warehouse's shelves (0 with no warehouse). */
  warehouse_stock: number(),
});

export const proposeStoreOrder = defineAction({
  area,
  name: 'propose.store_order',
  kind: 'read',
  summary:
    "A store's order from its runout and max quantities (/generate-store-order/{id}): every product at or below its runout, proposed up to its max; " +
    "with warehouse_id, the warehouse's shelves beside each line. The user edits and saves it with create.shipping.",
  permissions: ['PERM_ADD_SHIPPING'],
  request: object({ store_id: id(), warehouse_id: optional(id()) }),
  response: data(object({ store: ref, franchise_id: nullable(number()), lines: array(StoreOrderLine), has_limits: boolean() })),
});

/** The status's tooltip of domain.md §4, or undefined where the spec gives none. */
export const shippingTooltip = (status: string): string | undefined => SHIPPING_STATUSES.find((s) => s.id === status)?.tooltip || undefined;
