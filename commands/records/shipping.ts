/**
 * The shipping order view's commands (issue 41): each step of the lifecycle is a palette command,
 * offered when the screen's `can*` gates (shippingGates: the machine's `can` and who takes the
 * step, machines/records/shippingOrder.ts) allow it.
 */
import { receiveShipping, stepShipping } from '../../contract/actions/shipping.ts';
import { shippingOrderLifecycle } from '../../machines/records/shippingOrder.ts';
import { recordAction } from '../record.ts';

export interface ShippingView {
  canProgress: boolean;
  canDispatch: boolean;
  canTransit: boolean;
  canDeliver: boolean;
  canReceive: boolean;
  canCancel: boolean;
  progress(): void;
  dispatch(): void;
  transit(): void;
  deliver(): void;
  receive(): void;
  cancel(): void;
}

export const SHIPPING_ACTIONS = [
  recordAction<ShippingView>({
    id: 'progress.shipping', title: 'Start packing shipping order', keywords: ['in progress', 'shipping order', 'pack'], action: stepShipping,
    step: { lifecycle: shippingOrderLifecycle, event: 'shipping.progress' },
    when: (v) => v.canProgress, run: (v) => v.progress(),
  }),
  recordAction<ShippingView>({
    id: 'dispatch.shipping', title: 'Dispatch shipping order', keywords: ['send to store', 'ship'], action: stepShipping,
    step: { lifecycle: shippingOrderLifecycle, event: 'shipping.dispatch' },
    when: (v) => v.canDispatch, run: (v) => v.dispatch(),
  }),
  recordAction<ShippingView>({
    id: 'transit.shipping', title: 'Mark shipping order in transit', keywords: ['own transport', 'on the road'], action: stepShipping,
    step: { lifecycle: shippingOrderLifecycle, event: 'shipping.transit' },
    when: (v) => v.canTransit, run: (v) => v.transit(),
  }),
  recordAction<ShippingView>({
    id: 'deliver.shipping', title: 'Mark shipping order delivered', keywords: ['delivery partner', 'delivered'], action: stepShipping,
    step: { lifecycle: shippingOrderLifecycle, event: 'shipping.deliver' },
    when: (v) => v.canDeliver, run: (v) => v.deliver(),
  }),
  recordAction<ShippingView>({
    id: 'receive.shipping', title: 'Receive shipping order', keywords: ['store manager', 'goods received', 'receipt'], action: receiveShipping,
    step: { lifecycle: shippingOrderLifecycle, event: 'shipping.receive' },
    when: (v) => v.canReceive, run: (v) => v.receive(),
  }),
  recordAction<ShippingView>({
    id: 'cancel.shipping', title: 'Cancel shipping order', keywords: ['shipping order'], action: stepShipping,
    step: { lifecycle: shippingOrderLifecycle, event: 'shipping.cancel' },
    when: (v) => v.canCancel, run: (v) => v.cancel(),
  }),
];
