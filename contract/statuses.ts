/**
 * Status catalogues of both specs, each entry with the name shown and a colour token.
 * Colour tokens are the few the UI kit knows: blue, green, red, yellow, orange, grey, purple.
 */
export type Colour = 'blue' | 'green' | 'red' | 'yellow' | 'orange' | 'grey' | 'purple';
export interface StatusEntry<K extends string | number = string | number> {
  readonly id: K;
  readonly name: string;
  readonly colour: Colour;
}

function lookup<K extends string | number>(entries: readonly StatusEntry<K>[], fallback: StatusEntry<K>) {
  return (id: K | null | undefined): StatusEntry<K> => entries.find((e) => e.id === id) ?? fallback;
}

/** console.md §4: VM order (vend) status codes; anything else is processing. */
export const VEND_STATUSES = [
  { id: 1, name: 'Vend Success', colour: 'green' },
  { id: 2, name: 'Partial Vend', colour: 'yellow' },
  { id: 3, name: 'Vend Failed', colour: 'red' },
  { id: 4, name: 'Dispense Timeout', colour: 'orange' },
  { id: 5, name: 'Dispense Cancelled', colour: 'grey' },
  { id: 6, name: 'Auto Cancelled', colour: 'grey' },
  { id: 7, name: 'Delayed Payment', colour: 'purple' },
  { id: 8, name: 'Partial Payment', colour: 'yellow' },
] as const satisfies readonly StatusEntry<number>[];
export const vendStatus = lookup<number>(VEND_STATUSES, { id: 0, name: 'Order Processing', colour: 'blue' });

/** console.md §4: payment status; anything else is processing. */
export const PAYMENT_STATUSES = [
  { id: 0, name: 'Failed', colour: 'red' },
  { id: 1, name: 'Success', colour: 'green' },
  { id: 3, name: 'Cancelled', colour: 'grey' },
] as const satisfies readonly StatusEntry<number>[];
export const paymentStatus = lookup<number>(PAYMENT_STATUSES, { id: 2, name: 'Processing', colour: 'blue' });

/** console.md §4: refund status 0 in progress, 1 success, otherwise not generated. */
export const REFUND_STATUSES = [
  { id: 0, name: 'Pending', colour: 'yellow' },
  { id: 1, name: 'Refund Success', colour: 'green' },
] as const satisfies readonly StatusEntry<number>[];
export const refundStatus = lookup<number>(REFUND_STATUSES, { id: -1, name: 'Not generated', colour: 'grey' });

/**
 * A refund record's status (domain.md §4 "Refund statuses"; issue 42): 0 in progress (Pending),
 * 1 Refund Success, anything else Failure. The order's and line's refund_status follow the
 * records: 0 while one is pending, 1 once one succeeded, not generated when all failed.
 */
export const REFUND_RECORD_STATUSES = [
  { id: 0, name: 'Pending', colour: 'yellow' },
  { id: 1, name: 'Refund Success', colour: 'green' },
  { id: 2, name: 'Failure', colour: 'red' },
] as const satisfies readonly StatusEntry<number>[];
export const refundRecordStatus = lookup<number>(REFUND_RECORD_STATUSES, REFUND_RECORD_STATUSES[2]);
export const REFUND_RECORD_STATUS = { pending: 0, success: 1, failure: 2 } as const;

/** domain.md §4: VM status. */
export const VM_STATUSES = [
  { id: 1, name: 'Active', colour: 'green' },
  { id: 2, name: 'Inactive', colour: 'grey' },
  { id: 3, name: 'Failed', colour: 'red' },
] as const satisfies readonly StatusEntry<number>[];
export const vmStatus = lookup<number>(VM_STATUSES, VM_STATUSES[1]);

/**
 * Warehouse order statuses (material transfers and the other warehouse orders).
 * Ids 2, 3 and 4 are fixed by console.md §4 (the selectable targets of a transfer).
 */
export const ORDER_STATUSES = [
  { id: 1, name: 'Created', colour: 'blue' },
  { id: 2, name: 'Cancelled', colour: 'red' },
  { id: 3, name: 'Received', colour: 'green' },
  { id: 4, name: 'Partially Received', colour: 'yellow' },
  { id: 5, name: 'In Transit', colour: 'orange' },
  { id: 6, name: 'Executed', colour: 'green' },
  { id: 7, name: 'Shipped', colour: 'purple' },
  { id: 8, name: 'Draft', colour: 'grey' },
] as const satisfies readonly StatusEntry<number>[];
export const orderStatus = lookup<number>(ORDER_STATUSES, ORDER_STATUSES[0]);
/** Warehouse order statuses that move no more stock: cancelled, received, partially received (the rest went to a new order), executed. */
export const ORDER_STATUS_CLOSED = [2, 3, 4, 6] as const satisfies readonly (typeof ORDER_STATUSES)[number]['id'][];
/** Other spellings of the order statuses' names that mean the same status (domain.md §4: "In Transit (also spelt Intransit)"). */
const ORDER_STATUS_SPELLINGS: Readonly<Record<string, number>> = { intransit: 5 };
const spelled = (text: string) => text.trim().toLowerCase().replace(/[\s_-]+/g, '');
/** The order status a typed name means ("In Transit", "Intransit", "IN_TRANSIT" → 5), or null. */
export function orderStatusNamed(text: string): number | null {
  const key = spelled(text);
  if (!key) return null;
  return ORDER_STATUSES.find((s) => spelled(s.name) === key)?.id ?? ORDER_STATUS_SPELLINGS[key] ?? null;
}

/** The statuses a material transfer moves through (console.md §4): ids of ORDER_STATUSES. */
export const TRANSFER_STATUS = { created: 1, cancelled: 2, received: 3, partiallyReceived: 4, inTransit: 5, executed: 6 } as const satisfies Record<string, (typeof ORDER_STATUSES)[number]['id']>;
/** A supplier return is a warehouse → supplier warehouse order: ids of ORDER_STATUSES. */
export const SUPPLIER_RETURN_STATUS = { created: 1, executed: 6, cancelled: 2 } as const satisfies Record<string, (typeof ORDER_STATUSES)[number]['id']>;
/** A request order (one warehouse asks another for stock): ids of ORDER_STATUSES; a rejected request is Cancelled. */
export const REQUEST_ORDER_STATUS = { created: 1, inTransit: 5, executed: 6, cancelled: 2 } as const satisfies Record<string, (typeof ORDER_STATUSES)[number]['id']>;
/** A BIN Discarded order (warehouse → bin): ids of ORDER_STATUSES. A Draft never moved its units and takes no step. */
export const BIN_ORDER_STATUS = { created: 1, executed: 6, cancelled: 2, draft: 8 } as const satisfies Record<string, (typeof ORDER_STATUSES)[number]['id']>;
/** A store return (store → warehouse): ids of ORDER_STATUSES. Receiving brings its units onto the warehouse's shelves. */
export const STORE_RETURN_STATUS = { created: 1, received: 3, cancelled: 2, draft: 8 } as const satisfies Record<string, (typeof ORDER_STATUSES)[number]['id']>;
/** The shipping statuses by name: codes of SHIPPING_STATUSES. */
export const SHIPPING_STATUS = {
  orderCreated: 'ORDER_CREATED', inProgress: 'IN_PROGRESS', dispatched: 'DISPATCHED', inTransit: 'IN_TRANSIT',
  deliveredDp: 'DELIVERED_DP', delivered: 'DELIVERED', receivedSm: 'RECEIVED_SM', cancelled: 'CANCELLED',
} as const satisfies Record<string, (typeof SHIPPING_STATUSES)[number]['id']>;
export type ShippingStatusCode = (typeof SHIPPING_STATUSES)[number]['id'];
/** The /warehouse-orders label of a request order (the place types alone say Material Transfer). */
export const REQUEST_ORDER_LABEL = 'Request Order';
/** Material transfers of a kit (refill plans' products) and of a package (hand-chosen): labels of ours (docs/decisions.md "Refills, finished"). */
export const KIT_TRANSFER_LABEL = 'Kit Transfer';
export const PACKAGE_TRANSFER_LABEL = 'Package Transfer';

/** console.md §4: cash collection state. */
export const CASH_COLLECTION_STATES = [
  { id: 'SUBMITTED', name: 'SUBMITTED', colour: 'blue' },
  { id: 'RECEIVED', name: 'RECEIVED', colour: 'green' },
] as const satisfies readonly StatusEntry<string>[];
export const cashCollectionState = lookup<string>(CASH_COLLECTION_STATES, CASH_COLLECTION_STATES[0]);
/** The states of a cash collection by name: ids of CASH_COLLECTION_STATES. */
export const CASH_STATUS = { submitted: 'SUBMITTED', received: 'RECEIVED' } as const satisfies Record<string, (typeof CASH_COLLECTION_STATES)[number]['id']>;

/** domain.md §4: purchase order codes. */
export const PURCHASE_ORDER_STATUSES = [
  { id: 'DRAFT', name: 'Draft', colour: 'grey' },
  { id: 'CREATED', name: 'Created', colour: 'blue' },
  { id: 'SHIPPED', name: 'Shipped', colour: 'purple' },
  { id: 'PARTIALLY_RECEIVED', name: 'Partially Received', colour: 'yellow' },
  { id: 'RECEIVED', name: 'Received', colour: 'green' },
  { id: 'EXECUTED', name: 'Executed', colour: 'green' },
  { id: 'CANCELLED', name: 'Cancelled', colour: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export const purchaseOrderStatus = lookup<string>(PURCHASE_ORDER_STATUSES, PURCHASE_ORDER_STATUSES[1]);
/** The states of a purchase order by name: codes of PURCHASE_ORDER_STATUSES. */
export const PURCHASE_ORDER_STATUS = {
  draft: 'DRAFT', created: 'CREATED', shipped: 'SHIPPED', partiallyReceived: 'PARTIALLY_RECEIVED',
  received: 'RECEIVED', executed: 'EXECUTED', cancelled: 'CANCELLED',
} as const satisfies Record<string, (typeof PURCHASE_ORDER_STATUSES)[number]['id']>;

/**
 * A purchase return's state (domain.md §3 "Purchase return" names a state but no codes; the
 * codes are the purchase order's, narrowed to what a return goes through).
 */
export const PURCHASE_RETURN_STATUSES = [
  { id: 'CREATED', name: 'Created', colour: 'blue' },
  { id: 'EXECUTED', name: 'Executed', colour: 'green' },
  { id: 'CANCELLED', name: 'Cancelled', colour: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export const purchaseReturnStatus = lookup<string>(PURCHASE_RETURN_STATUSES, PURCHASE_RETURN_STATUSES[0]);
export const PURCHASE_RETURN_STATUS = { created: 'CREATED', executed: 'EXECUTED', cancelled: 'CANCELLED' } as const satisfies Record<string, (typeof PURCHASE_RETURN_STATUSES)[number]['id']>;

/**
 * A product request's status (domain.md names none; ours, docs/decisions.md "Product requests"):
 * the catalogue team reviews a request, then adds the product to the catalogue or declines it.
 */
export const PRODUCT_REQUEST_STATUSES = [
  { id: 'REQUESTED', name: 'Requested', colour: 'blue' },
  { id: 'IN_REVIEW', name: 'In Review', colour: 'yellow' },
  { id: 'ADDED', name: 'Added to Catalogue', colour: 'green' },
  { id: 'DECLINED', name: 'Declined', colour: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export const productRequestStatus = lookup<string>(PRODUCT_REQUEST_STATUSES, PRODUCT_REQUEST_STATUSES[0]);
export const PRODUCT_REQUEST_STATUS = {
  requested: 'REQUESTED', inReview: 'IN_REVIEW', added: 'ADDED', declined: 'DECLINED',
} as const satisfies Record<string, (typeof PRODUCT_REQUEST_STATUSES)[number]['id']>;

/** domain.md §4: shipping order statuses with their step index (0 = off the stepper). */
export const SHIPPING_STATUSES = [
  { id: 'ORDER_CREATED', name: 'Order Created', colour: 'blue', step: 1, tooltip: '' },
  { id: 'IN_PROGRESS', name: 'In Progress', colour: 'blue', step: 2, tooltip: '' },
  { id: 'DISPATCHED', name: 'Dispatched', colour: 'purple', step: 3, tooltip: 'Waiting for the response from the delivery partner' },
  { id: 'DELIVERED_DP', name: 'Delivered', colour: 'orange', step: 4, tooltip: "Waiting for the store manager's response" },
  { id: 'IN_TRANSIT', name: 'In Transit', colour: 'orange', step: 4, tooltip: '' },
  { id: 'DELIVERED', name: 'Received', colour: 'green', step: 5, tooltip: 'Order Received' },
  { id: 'RECEIVED_SM', name: 'Received', colour: 'green', step: 5, tooltip: '' },
  { id: 'CANCELLED', name: 'Cancelled', colour: 'red', step: 0, tooltip: 'Order Cancelled' },
] as const satisfies readonly (StatusEntry<string> & { step: number; tooltip: string })[];
export const shippingStatus = lookup<string>(SHIPPING_STATUSES, SHIPPING_STATUSES[0]);

/** domain.md §4: refill plan status and refill kinds. */
export const REFILL_STATUSES = [
  { id: 1, name: 'Created', colour: 'blue' },
  { id: 2, name: 'In Transit', colour: 'orange' },
  { id: 3, name: 'Executed', colour: 'green' },
] as const satisfies readonly StatusEntry<number>[];
export const refillStatus = lookup<number>(REFILL_STATUSES, REFILL_STATUSES[0]);
/** The refill plan lifecycle's states (machines/records/refillPlan.ts); `deleted` is never stored: the row goes. */
export const REFILL_PLAN_STATUS = { created: 1, inTransit: 2, executed: 3, deleted: 0 } as const;
/** domain.md §4 "Refill order execution". */
export const REFILL_EXECUTION = { unexecuted: 1, partiallyExecuted: 2, fullyExecuted: 3, notGenerated: 6 } as const;
/** domain.md §4 "Return order" (1 and 2 both Pending; new ones are written 1). */
export const RETURN_ORDER_STATUS = { pending: 1, executed: 3, dispatched: 4, notGenerated: 6 } as const;
export const REFILL_KINDS = ['Refill', 'Return', 'Tally', 'Cash', 'TopUp'] as const;
export type RefillKind = (typeof REFILL_KINDS)[number];

export const REFILL_EXECUTION_STATUSES = [
  { id: 1, name: 'Unexecuted', colour: 'grey' },
  { id: 2, name: 'Partially Executed', colour: 'yellow' },
  { id: 3, name: 'Fully Executed', colour: 'green' },
  { id: 6, name: 'Not generated', colour: 'grey' },
] as const satisfies readonly StatusEntry<number>[];

export const RETURN_ORDER_STATUSES = [
  { id: 1, name: 'Pending', colour: 'yellow' },
  { id: 2, name: 'Pending', colour: 'yellow' },
  { id: 3, name: 'Executed', colour: 'green' },
  { id: 4, name: 'Dispatched', colour: 'purple' },
  { id: 6, name: 'Not generated', colour: 'grey' },
] as const satisfies readonly StatusEntry<number>[];

export const refillExecutionStatus = lookup<number>(REFILL_EXECUTION_STATUSES, REFILL_EXECUTION_STATUSES[0]);
export const returnOrderStatus = lookup<number>(RETURN_ORDER_STATUSES, RETURN_ORDER_STATUSES[0]);

export const COLLECTION_STEPS = [
  { id: 1, name: 'Collected', colour: 'blue' },
  { id: 2, name: 'Counted', colour: 'yellow' },
  { id: 3, name: 'Received', colour: 'green' },
  { id: 4, name: 'Skip counting', colour: 'grey' },
] as const satisfies readonly StatusEntry<number>[];
export const collectionStep = lookup<number>(COLLECTION_STEPS, COLLECTION_STEPS[0]);

/** domain.md §4: advertisement or offer status. */
export const OFFER_STATUSES = [
  { id: 1, name: 'Active', colour: 'green' },
  { id: 2, name: 'Paused', colour: 'yellow' },
  { id: 3, name: 'Suspended', colour: 'orange' },
  { id: 4, name: 'Expired', colour: 'grey' },
] as const satisfies readonly StatusEntry<number>[];

/** console.md §4: order type label from source type and destination type. */
export type PlaceType = 'warehouse' | 'store' | 'supplier' | 'bin';
export function orderTypeLabel(source: PlaceType, destination: PlaceType): string {
  if (source === 'warehouse') {
    if (destination === 'warehouse') return 'Material Transfer';
    if (destination === 'store') return 'Shipping Order';
    if (destination === 'supplier') return 'Supplier Return';
    if (destination === 'bin') return 'BIN Discarded';
  }
  if (source === 'store') {
    if (destination === 'warehouse') return 'Store Return';
    if (destination === 'store') return 'Material Transfer';
  }
  return 'Order';
}

/**
 * A tally inventory (a physical count of a warehouse, domain.md §3 "Tally inventory"): counted
 * as a Draft, then Submitted (stock adjusted to the count) or Cancelled (nothing moved).
 */
export const TALLY_STATUSES = [
  { id: 'DRAFT', name: 'Draft', colour: 'grey' },
  { id: 'SUBMITTED', name: 'Submitted', colour: 'green' },
  { id: 'CANCELLED', name: 'Cancelled', colour: 'red' },
] as const satisfies readonly StatusEntry<string>[];
export const tallyStatus = lookup<string>(TALLY_STATUSES, TALLY_STATUSES[0]);
export const TALLY_STATUS = { draft: 'DRAFT', submitted: 'SUBMITTED', cancelled: 'CANCELLED' } as const satisfies Record<string, (typeof TALLY_STATUSES)[number]['id']>;

/** Where each line of a submitted tally ended (domain.md §3 "Result buckets"). */
export const TALLY_RESULTS = [
  { id: 'INCREASED', name: 'Increased', colour: 'green' },
  { id: 'DECREASED', name: 'Decreased', colour: 'orange' },
  { id: 'FAILED', name: 'Failed', colour: 'red' },
  { id: 'NO_CHANGE', name: 'No change', colour: 'grey' },
] as const satisfies readonly StatusEntry<string>[];
export const tallyResult = lookup<string>(TALLY_RESULTS, TALLY_RESULTS[3]);
export type TallyResultCode = (typeof TALLY_RESULTS)[number]['id'];
