/**
 * The shipping order's lifecycle (machines/records/shippingOrder.ts): every transition walked
 * (also in tests/model/lifecycles.test.ts, LIFECYCLES), and the rules beside it — who takes each
 * step, the five steps of the stepper, where the units are, the list status, and the receipt.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { SHIPPING_STATUS as S, SHIPPING_STATUSES } from '../../contract/statuses.ts';
import {
  SHIPPING_ACTORS, listStatusOf, mayTake, receiptProblems, shippingGates, shippingOrderLifecycle as L, shippingStep, shippingUnitsIn,
} from '../../machines/records/shippingOrder.ts';
import { coverage } from './paths.ts';

const warehouse = { role_code: 'ROLE_WAREHOUSE_MANAGER', store_id: null };
const manager = { role_code: 'ROLE_STORE_MANAGER', store_id: 5 };
const otherManager = { role_code: 'ROLE_STORE_MANAGER', store_id: 6 };
const withPartner = { destination_store_id: 5, delivery_partner_id: 3 };
const ownTransport = { destination_store_id: 5, delivery_partner_id: null };

describe('shipping order lifecycle', () => {
  it('walks every transition; a live actor agrees with can() and next(), and every step is taken by whom SHIPPING_ACTORS says', () => {
    const model = createTestModel(L.machine, { events: L.events.map((type) => ({ type })) });
    const paths = model.getShortestPaths().concat(model.getSimplePaths());
    expect(coverage(L.machine, paths as never).missing).toEqual([]);
    for (const path of paths) {
      const actor = createActor(L.machine).start();
      for (const step of path.steps.slice(1)) {
        const status = L.statusOf(actor.getSnapshot().value as never);
        const event = step.event.type as keyof typeof SHIPPING_ACTORS;
        expect(L.can(status, event)).toBe(true);
        const order = event === 'shipping.transit' || status === S.inTransit ? ownTransport : withPartner;
        const who = SHIPPING_ACTORS[event] === 'storeManager' ? manager : warehouse;
        expect(mayTake(event, who, order)).toBe(true);
        expect(mayTake(event, SHIPPING_ACTORS[event] === 'storeManager' ? warehouse : manager, order)).toBe(false);
        const expected = L.next(status, event);
        actor.send(step.event);
        expect(L.statusOf(actor.getSnapshot().value as never)).toBe(expected);
        // The step index never goes back, and the units are where the status says.
        const before = shippingStep(status);
        const after = shippingStep(expected!);
        if (after !== null) expect(after).toBeGreaterThan(before!);
      }
    }
  });

  it('has the five steps of domain.md §4, CANCELLED on none, and the spec tooltips', () => {
    expect([S.orderCreated, S.inProgress, S.dispatched, S.deliveredDp, S.inTransit, S.delivered, S.receivedSm, S.cancelled].map(shippingStep))
      .toEqual([1, 2, 3, 4, 4, 5, 5, null]);
    const tooltip = (id: string) => SHIPPING_STATUSES.find((s) => s.id === id)!.tooltip;
    expect(tooltip(S.dispatched)).toBe('Waiting for the response from the delivery partner');
    expect(tooltip(S.delivered)).toBe('Order Received');
    expect(tooltip(S.deliveredDp)).toBe("Waiting for the store manager's response");
    expect(tooltip(S.cancelled)).toBe('Order Cancelled');
    expect(SHIPPING_STATUSES.find((s) => s.id === S.deliveredDp)!.name).toBe('Delivered');
    expect(SHIPPING_STATUSES.filter((s) => s.step === 5).map((s) => s.name)).toEqual(['Received', 'Received']);
  });

  it('cancels only before dispatch; a final status takes nothing', () => {
    expect(L.can(S.orderCreated, 'shipping.cancel')).toBe(true);
    expect(L.can(S.inProgress, 'shipping.cancel')).toBe(true);
    for (const s of [S.dispatched, S.deliveredDp, S.inTransit]) expect(L.can(s, 'shipping.cancel')).toBe(false);
    for (const s of [S.delivered, S.receivedSm, S.cancelled]) expect(L.isFinal(s)).toBe(true);
  });

  it('deliver needs a delivery partner, transit its absence; a store manager receives only for their own store', () => {
    expect(mayTake('shipping.deliver', warehouse, ownTransport)).toBe(false);
    expect(mayTake('shipping.transit', warehouse, withPartner)).toBe(false);
    expect(mayTake('shipping.receive', otherManager, withPartner)).toBe(false);
    expect(mayTake('shipping.receive', { role_code: 'ROLE_STORE_MANAGER', store_id: null }, withPartner)).toBe(false);
    expect(shippingGates(S.deliveredDp, manager, withPartner)).toEqual({
      canProgress: false, canDispatch: false, canTransit: false, canDeliver: false, canReceive: true, canCancel: false,
    });
    expect(shippingGates(S.dispatched, warehouse, withPartner)).toMatchObject({ canDeliver: true, canTransit: false, canCancel: false });
  });

  it('units: on the shelves until dispatch, in transit until the receipt; the list status follows', () => {
    expect([S.orderCreated, S.inProgress, S.cancelled].map(shippingUnitsIn)).toEqual(['shelf', 'shelf', 'shelf']);
    expect([S.dispatched, S.deliveredDp, S.inTransit].map(shippingUnitsIn)).toEqual(['transit', 'transit', 'transit']);
    expect([S.delivered, S.receivedSm].map(shippingUnitsIn)).toEqual(['delivered', 'delivered']);
    expect(listStatusOf(S.dispatched)).toBe(1);
    expect(listStatusOf(S.cancelled)).toBe(2);
    expect(listStatusOf(S.receivedSm)).toBe(3);
    expect(listStatusOf(S.receivedSm, true)).toBe(4);
  });

  it('a receipt takes 0 to the sent units per line, with a reason for every short line', () => {
    const messages = { range: (n: number) => `0-${n}`, reason: 'reason' };
    expect(receiptProblems([{ product_id: 1, sent: 5, received: 5, reason: '' }], messages)).toEqual([]);
    expect(receiptProblems([{ product_id: 1, sent: 5, received: 3, reason: 'Lost' }], messages)).toEqual([]);
    expect(receiptProblems([{ product_id: 1, sent: 5, received: 3, reason: ' ' }], messages)).toEqual([{ index: 0, field: 'reason', message: 'reason' }]);
    expect(receiptProblems([{ product_id: 1, sent: 5, received: 6, reason: '' }, { product_id: 2, sent: 2, received: -1, reason: '' }], messages))
      .toEqual([{ index: 0, field: 'received', message: '0-5' }, { index: 1, field: 'received', message: '0-2' }]);
  });
});
