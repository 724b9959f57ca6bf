/**
 * The view commands of the request order and discarded-bin overviews (issue 39): every primary
 * action is a palette command, available as the record's lifecycle allows (`can*` gates from
 * machines/records/warehouseOrderViews.ts).
 */
import { manageBinOrder } from '../../contract/actions/bin-orders.ts';
import { manageStoreReturn } from '../../contract/actions/store-returns.ts';
import { dispatchRequestOrder, executeRequestOrder, rejectRequestOrder } from '../../contract/actions/request-orders.ts';
import { updateWarehouseOrder } from '../../contract/actions/warehouse-orders.ts';
import { binOrderLifecycle, requestOrderLifecycle, storeReturnLifecycle } from '../../machines/records/warehouseOrderViews.ts';
import { recordAction } from '../record.ts';

/** What the request order's overview lets its commands do, and whether the order allows each now. */
export interface RequestOrderView {
  canExecute: boolean;
  canDispatch: boolean;
  canReject: boolean;
  execute(): void;
  dispatch(): void;
  reject(): void;
}

export const REQUEST_ORDER_ACTIONS = [
  recordAction<RequestOrderView>({
    id: 'execute.request_order', title: 'Execute request order', keywords: ['send stock', 'fulfil request', 'move stock'], action: executeRequestOrder,
    step: { lifecycle: requestOrderLifecycle, event: 'requestOrder.execute' },
    when: (v) => v.canExecute, run: (v) => v.execute(),
  }),
  recordAction<RequestOrderView>({
    id: 'dispatch.request_order', title: 'Mark request order in transit', keywords: ['dispatch', 'intransit', 'send'], action: dispatchRequestOrder,
    step: { lifecycle: requestOrderLifecycle, event: 'requestOrder.dispatch' },
    when: (v) => v.canDispatch, run: (v) => v.dispatch(),
  }),
  recordAction<RequestOrderView>({
    id: 'reject.request_order', title: 'Reject request order', keywords: ['decline request', 'refuse'], action: rejectRequestOrder,
    step: { lifecycle: requestOrderLifecycle, event: 'requestOrder.reject' },
    when: (v) => v.canReject, run: (v) => v.reject(),
  }),
];

export interface BinOrderView {
  canExecute: boolean;
  canCancel: boolean;
  execute(): void;
  cancel(): void;
}

export const BIN_ORDER_ACTIONS = [
  recordAction<BinOrderView>({
    id: 'execute.bin_order', title: 'Move discarded stock to the bin', keywords: ['execute bin order', 'discard'], action: manageBinOrder,
    step: { lifecycle: binOrderLifecycle, event: 'binOrder.execute' },
    when: (v) => v.canExecute, run: (v) => v.execute(),
  }),
  recordAction<BinOrderView>({
    id: 'cancel.bin_order', title: 'Cancel discard', keywords: ['back to shelves', 'bin order'], action: manageBinOrder,
    step: { lifecycle: binOrderLifecycle, event: 'binOrder.cancel' },
    when: (v) => v.canCancel, run: (v) => v.cancel(),
  }),
];

export interface StoreReturnView {
  canReceive: boolean;
  canCancel: boolean;
  receive(): void;
  /** Receive with each line's quantity and the reason for what did not arrive (issue 41). */
  receiveShort(): void;
  cancel(): void;
}

export const STORE_RETURN_ACTIONS = [
  recordAction<StoreReturnView>({
    id: 'receive.store_return', title: 'Receive store return', keywords: ['store return', 'back to warehouse'], action: manageStoreReturn,
    step: { lifecycle: storeReturnLifecycle, event: 'storeReturn.receive' },
    when: (v) => v.canReceive, run: (v) => v.receive(),
  }),
  recordAction<StoreReturnView>({
    id: 'receive_short.store_return', title: 'Receive store return with differences', keywords: ['short', 'missing', 'damaged', 'lost'], action: manageStoreReturn,
    step: { lifecycle: storeReturnLifecycle, event: 'storeReturn.receive' },
    when: (v) => v.canReceive, run: (v) => v.receiveShort(),
  }),
  recordAction<StoreReturnView>({
    id: 'cancel.store_return', title: 'Cancel store return', keywords: ['store return'], action: manageStoreReturn,
    step: { lifecycle: storeReturnLifecycle, event: 'storeReturn.cancel' },
    when: (v) => v.canCancel, run: (v) => v.cancel(),
  }),
];

/** Any order's overview: its details card (src/platform/order-details/OrderDetailsPanel.tsx). */
export interface OrderDetailsView {
  canEdit: boolean;
  edit(): void;
}

export const ORDER_DETAILS_ACTIONS = [
  recordAction<OrderDetailsView>({
    id: 'update.warehouse_order', title: 'Edit order details', keywords: ['payment mode', 'invoice', 'schedule time', 'order expiry', 'start time', 'end time'],
    action: updateWarehouseOrder, when: (v) => v.canEdit, run: (v) => v.edit(),
  }),
];
