/**
 * The pure record lifecycles: every transition walked by xstate/graph, and the questions the
 * server, the commands and the screens ask (`can`, `next`, `eventFor`, `eventsFrom`) answered
 * from the same definition, with states that are exactly the contract's statuses.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { TRANSFER_TARGET_STATUSES } from '../../contract/actions/material-transfers.ts';
import {
  CASH_COLLECTION_STATES, CASH_STATUS, OFFER_STATUSES, ORDER_STATUSES, PRODUCT_REQUEST_STATUS, PRODUCT_REQUEST_STATUSES, PURCHASE_ORDER_STATUS, PURCHASE_ORDER_STATUSES, PURCHASE_RETURN_STATUSES,
  SUPPLIER_RETURN_STATUS, TALLY_STATUS, TALLY_STATUSES, TRANSFER_STATUS,
} from '../../contract/statuses.ts';
import type { Lifecycle } from '../../machines/lifecycle.ts';
import { cashLifecycle } from '../../machines/records/cashCollection.ts';
import { transferEventFor, transferLifecycle } from '../../machines/records/materialTransfer.ts';
import { purchaseReturnLifecycle, supplierReturnLifecycle } from '../../machines/records/procurementReturns.ts';
import { productRequestGates, productRequestLifecycle } from '../../machines/records/productRequest.ts';
import { purchaseOrderLifecycle } from '../../machines/records/purchaseOrder.ts';
import { tallyLifecycle, tallyOutcome } from '../../machines/records/tally.ts';
import { refillPlanLifecycle, returnOrderLifecycle } from '../../machines/records/refillPlan.ts';
import { bulkRefillLifecycle } from '../../machines/records/bulkRefill.ts';
import { binOrderLifecycle, requestOrderLifecycle, storeReturnLifecycle } from '../../machines/records/warehouseOrderViews.ts';
import { shippingOrderLifecycle } from '../../machines/records/shippingOrder.ts';
import { refundLifecycle } from '../../machines/records/refund.ts';
import { advertisementLifecycle } from '../../machines/records/advertisement.ts';
import { OFFER_STATUS } from '../../contract/offers.ts';
import { OFFER_ACTIONS, offerActionEvent, offerGates, offerLifecycle } from '../../machines/records/offer.ts';
import { REPORT_REQUEST_STATUS, REPORT_REQUEST_STATUSES } from '../../contract/report-requests.ts';
import { reportRequestLifecycle, reportRequestOpen } from '../../machines/records/reportRequest.ts';
import { deviceKeyLifecycle } from '../../machines/records/deviceKey.ts';
import { dexAuditLifecycle } from '../../machines/records/dexAudit.ts';
import { dexIntegrationKeyLifecycle } from '../../machines/records/dexIntegrationKey.ts';
import { coverage } from './paths.ts';

const LIFECYCLES: [string, Lifecycle<string, string, string | number>][] = [
  ['material transfer', transferLifecycle as never],
  ['cash collection', cashLifecycle as never],
  ['purchase order', purchaseOrderLifecycle as never],
  ['purchase return', purchaseReturnLifecycle as never],
  ['supplier return', supplierReturnLifecycle as never],
  ['product request', productRequestLifecycle as never],
  ['tally inventory', tallyLifecycle as never],
  ['refill plan', refillPlanLifecycle as never],
  ['refill return order', returnOrderLifecycle as never],
  ['bulk refill', bulkRefillLifecycle as never],
  ['request order', requestOrderLifecycle as never],
  ['discarded bin order', binOrderLifecycle as never],
  ['store return', storeReturnLifecycle as never],
  ['shipping order', shippingOrderLifecycle as never],
  ['refund', refundLifecycle as never],
  ['advertisement', advertisementLifecycle as never],
  ['offer', offerLifecycle as never],
  ['report request', reportRequestLifecycle as never],
  ['device key', deviceKeyLifecycle as never],
  ['DEX audit', dexAuditLifecycle as never],
  ['DEX integration key', dexIntegrationKeyLifecycle as never],
];

describe.each(LIFECYCLES)('%s', (_name, lifecycle) => {
  const model = createTestModel(lifecycle.machine, { events: lifecycle.events.map((type) => ({ type })) });
  const paths = model.getShortestPaths().concat(model.getSimplePaths());

  it('its paths take every transition, and a live actor agrees with can() and next() at every step', async () => {
    expect(coverage(lifecycle.machine, paths as never).missing).toEqual([]);
    for (const path of paths) {
      const actor = createActor(lifecycle.machine).start();
      for (const step of path.steps.slice(1)) {
        const status = lifecycle.statusOf(actor.getSnapshot().value as string);
        expect(lifecycle.can(status, step.event.type)).toBe(true);
        const expected = lifecycle.next(status, step.event.type);
        actor.send(step.event);
        expect(lifecycle.statusOf(actor.getSnapshot().value as string)).toBe(expected);
      }
    }
  });

  it('a final status takes no event; every other status takes at least one', () => {
    for (const state of lifecycle.states) {
      const status = lifecycle.statusOf(state);
      expect(lifecycle.eventsFrom(status).length === 0).toBe(lifecycle.isFinal(status));
      for (const event of lifecycle.events) expect(lifecycle.can(status, event)).toBe(lifecycle.eventsFrom(status).includes(event));
    }
  });

  it('refuses unknown statuses and events', () => {
    expect(lifecycle.can('no such status', lifecycle.events[0]!)).toBe(false);
    expect(lifecycle.can(lifecycle.statusOf(lifecycle.states[0]!), 'no.such.event')).toBe(false);
    expect(lifecycle.next(lifecycle.statusOf(lifecycle.states[0]!), 'no.such.event')).toBeNull();
  });
});

describe('the statuses are the contract\'s', () => {
  it('material transfer: Created, Cancelled, Received, Partially Received, In Transit, Executed of the order statuses', () => {
    expect(transferLifecycle.states.map((s) => ORDER_STATUSES.find((o) => o.id === transferLifecycle.statusOf(s))?.name))
      .toEqual(['Created', 'Cancelled', 'Received', 'Partially Received', 'In Transit', 'Executed']);
    expect(TRANSFER_TARGET_STATUSES.map((target) => transferEventFor(target)))
      .toEqual(['transfer.cancel', 'transfer.receive', 'transfer.partiallyReceive', 'transfer.markInTransit', 'transfer.execute']);
    expect(transferLifecycle.eventsFrom(TRANSFER_STATUS.created))
      .toEqual(['transfer.cancel', 'transfer.receive', 'transfer.partiallyReceive', 'transfer.markInTransit', 'transfer.execute']);
    expect(transferLifecycle.eventFor(TRANSFER_STATUS.received, TRANSFER_STATUS.cancelled)).toBeNull();
  });

  it('material transfer (domain.md §7): put in transit, then executed or received, never cancelled on the road', () => {
    expect(transferLifecycle.next(TRANSFER_STATUS.created, 'transfer.markInTransit')).toBe(TRANSFER_STATUS.inTransit);
    expect(transferLifecycle.eventsFrom(TRANSFER_STATUS.inTransit)).toEqual(['transfer.receive', 'transfer.partiallyReceive', 'transfer.execute']);
    expect(transferLifecycle.next(TRANSFER_STATUS.inTransit, 'transfer.execute')).toBe(TRANSFER_STATUS.executed);
    expect(transferLifecycle.can(TRANSFER_STATUS.inTransit, 'transfer.cancel')).toBe(false);
    expect(transferLifecycle.isFinal(TRANSFER_STATUS.executed)).toBe(true);
  });

  it('cash collection: SUBMITTED then RECEIVED', () => {
    expect(cashLifecycle.states.map((s) => cashLifecycle.statusOf(s))).toEqual(CASH_COLLECTION_STATES.map((s) => s.id));
    expect(cashLifecycle.next(CASH_STATUS.submitted, 'cash.receive')).toBe(CASH_STATUS.received);
    expect(cashLifecycle.can(CASH_STATUS.received, 'cash.receive')).toBe(false);
  });
});

describe('procurement: the moves decided in docs/decisions.md', () => {
  it('purchase order: every code of domain.md §4 is a state, starting at Draft', () => {
    expect(purchaseOrderLifecycle.states.map((s) => purchaseOrderLifecycle.statusOf(s)).sort()).toEqual(PURCHASE_ORDER_STATUSES.map((s) => s.id).sort());
    expect(purchaseOrderLifecycle.statusOf(purchaseOrderLifecycle.machine.config.initial as never)).toBe(PURCHASE_ORDER_STATUS.draft);
  });

  it('purchase order: cancelled only before any unit is received; partial receipts may repeat; executed after received', () => {
    const { can, next } = purchaseOrderLifecycle;
    expect([PURCHASE_ORDER_STATUS.draft, PURCHASE_ORDER_STATUS.created, PURCHASE_ORDER_STATUS.shipped].every((s) => can(s, 'purchaseOrder.cancel'))).toBe(true);
    expect(can(PURCHASE_ORDER_STATUS.partiallyReceived, 'purchaseOrder.cancel')).toBe(false);
    expect(can(PURCHASE_ORDER_STATUS.received, 'purchaseOrder.cancel')).toBe(false);
    expect(next(PURCHASE_ORDER_STATUS.partiallyReceived, 'purchaseOrder.receivePartially')).toBe(PURCHASE_ORDER_STATUS.partiallyReceived);
    expect(next(PURCHASE_ORDER_STATUS.created, 'purchaseOrder.receive')).toBe(PURCHASE_ORDER_STATUS.received);
    expect(can(PURCHASE_ORDER_STATUS.shipped, 'purchaseOrder.execute')).toBe(false);
    expect(next(PURCHASE_ORDER_STATUS.received, 'purchaseOrder.execute')).toBe(PURCHASE_ORDER_STATUS.executed);
    expect(purchaseOrderLifecycle.isFinal(PURCHASE_ORDER_STATUS.executed) && purchaseOrderLifecycle.isFinal(PURCHASE_ORDER_STATUS.cancelled)).toBe(true);
  });

  it('returns: created, then executed or cancelled, over their catalogues', () => {
    expect(purchaseReturnLifecycle.states.map((s) => purchaseReturnLifecycle.statusOf(s))).toEqual(PURCHASE_RETURN_STATUSES.map((s) => s.id));
    expect(supplierReturnLifecycle.states.map((s) => ORDER_STATUSES.find((o) => o.id === supplierReturnLifecycle.statusOf(s))?.name))
      .toEqual(['Created', 'Executed', 'Cancelled']);
    expect(supplierReturnLifecycle.next(SUPPLIER_RETURN_STATUS.created, 'supplierReturn.execute')).toBe(SUPPLIER_RETURN_STATUS.executed);
    expect(supplierReturnLifecycle.can(SUPPLIER_RETURN_STATUS.executed, 'supplierReturn.cancel')).toBe(false);
  });

  it('tally: draft, then submitted or cancelled, over its catalogue; a line is measured against the shelves at submission', () => {
    expect(tallyLifecycle.states.map((s) => tallyLifecycle.statusOf(s))).toEqual(TALLY_STATUSES.map((s) => s.id));
    expect(tallyLifecycle.next(TALLY_STATUS.draft, 'tally.submit')).toBe(TALLY_STATUS.submitted);
    expect(tallyLifecycle.can(TALLY_STATUS.submitted, 'tally.cancel')).toBe(false);
    expect(tallyLifecycle.isFinal(TALLY_STATUS.cancelled)).toBe(true);
    expect(tallyOutcome({ counted: 7, onShelf: 4, active: true })).toEqual({ result: 'INCREASED', adjusted: 3 });
    expect(tallyOutcome({ counted: 2, onShelf: 4, active: true })).toEqual({ result: 'DECREASED', adjusted: -2 });
    expect(tallyOutcome({ counted: 4, onShelf: 4, active: true })).toEqual({ result: 'NO_CHANGE', adjusted: 0 });
    expect(tallyOutcome({ counted: 9, onShelf: 4, active: false })).toEqual({ result: 'FAILED', adjusted: 0 });
  });
});

describe('product request: the moves decided in docs/decisions.md "Product requests"', () => {
  const S = PRODUCT_REQUEST_STATUS;
  /** The whole transitions table, as docs/decisions.md writes it. */
  const TABLE: [string, string, string][] = [
    [S.requested, 'productRequest.review', S.inReview],
    [S.requested, 'productRequest.add', S.added],
    [S.requested, 'productRequest.decline', S.declined],
    [S.inReview, 'productRequest.add', S.added],
    [S.inReview, 'productRequest.decline', S.declined],
    [S.declined, 'productRequest.reopen', S.requested],
  ];

  it('every status of the catalogue is a state, starting at Requested', () => {
    expect(productRequestLifecycle.states.map((s) => productRequestLifecycle.statusOf(s))).toEqual(PRODUCT_REQUEST_STATUSES.map((s) => s.id));
    expect(productRequestLifecycle.statusOf(productRequestLifecycle.machine.config.initial as never)).toBe(S.requested);
  });

  it('walks each transition of the table, and nothing else moves', () => {
    for (const status of Object.values(S)) {
      for (const event of productRequestLifecycle.events) {
        const row = TABLE.find(([from, on]) => from === status && on === event);
        expect(productRequestLifecycle.next(status, event), `${status} ${event}`).toBe(row ? row[2] : null);
        if (row) expect(productRequestLifecycle.eventFor(status, row[2])).toBe(event);
      }
    }
    expect(productRequestLifecycle.isFinal(S.added)).toBe(true);
  });

  it('the screen gates follow the status: edit until decided, delete unless added', () => {
    expect(productRequestGates(S.requested)).toEqual({ canEdit: true, canDelete: true, canReview: true, canAdd: true, canDecline: true, canReopen: false });
    expect(productRequestGates(S.inReview)).toEqual({ canEdit: true, canDelete: true, canReview: false, canAdd: true, canDecline: true, canReopen: false });
    expect(productRequestGates(S.declined)).toEqual({ canEdit: false, canDelete: true, canReview: false, canAdd: false, canDecline: false, canReopen: true });
    expect(productRequestGates(S.added)).toEqual({ canEdit: false, canDelete: false, canReview: false, canAdd: false, canDecline: false, canReopen: false });
  });
});

describe('offer: the moves decided in docs/decisions.md "Discounts"', () => {
  it('its states are the offer statuses of domain.md §4, starting Active', () => {
    expect(offerLifecycle.states.map((s) => OFFER_STATUSES.find((o) => o.id === offerLifecycle.statusOf(s))?.name))
      .toEqual(['Active', 'Paused', 'Suspended', 'Expired']);
    expect(offerLifecycle.statusOf(offerLifecycle.machine.config.initial as never)).toBe(OFFER_STATUS.active);
  });

  it('the actions Resume, Pause, Suspend, Expire move as decided; only restart leaves Expired', () => {
    expect(OFFER_ACTIONS.map((a) => a.name)).toEqual(['Resume', 'Pause', 'Suspend', 'Expire']);
    expect(offerLifecycle.next(OFFER_STATUS.active, offerActionEvent('PAUSE'))).toBe(OFFER_STATUS.paused);
    expect(offerLifecycle.next(OFFER_STATUS.paused, offerActionEvent('RESUME'))).toBe(OFFER_STATUS.active);
    expect(offerLifecycle.next(OFFER_STATUS.suspended, offerActionEvent('RESUME'))).toBe(OFFER_STATUS.active);
    expect(offerLifecycle.next(OFFER_STATUS.paused, offerActionEvent('SUSPEND'))).toBe(OFFER_STATUS.suspended);
    for (const s of [OFFER_STATUS.active, OFFER_STATUS.paused, OFFER_STATUS.suspended]) expect(offerLifecycle.next(s, 'offer.expire')).toBe(OFFER_STATUS.expired);
    expect(offerLifecycle.eventsFrom(OFFER_STATUS.expired)).toEqual(['offer.restart']);
    expect(offerLifecycle.can(OFFER_STATUS.active, 'offer.resume')).toBe(false);
    expect(offerLifecycle.can(OFFER_STATUS.suspended, 'offer.pause')).toBe(false);
    expect(offerGates(OFFER_STATUS.expired)).toMatchObject({ canEdit: false, canRestart: true, canPause: false });
  });
});

describe('report request: Queued → Running → Sent | Failed (contract/report-requests.ts)', () => {
  const S = REPORT_REQUEST_STATUS;
  it('its states are the request statuses, starting Queued', () => {
    expect(reportRequestLifecycle.states.map((s) => REPORT_REQUEST_STATUSES.find((o) => o.id === reportRequestLifecycle.statusOf(s))?.name))
      .toEqual(['Queued', 'Running', 'Sent', 'Failed']);
    expect(reportRequestLifecycle.statusOf(reportRequestLifecycle.machine.config.initial as never)).toBe(S.queued);
  });

  it('sends only from Running, fails from Queued or Running, and Sent and Failed are final', () => {
    expect(reportRequestLifecycle.next(S.queued, 'report.start')).toBe(S.running);
    expect(reportRequestLifecycle.next(S.running, 'report.send')).toBe(S.sent);
    expect(reportRequestLifecycle.can(S.queued, 'report.send')).toBe(false);
    expect(reportRequestLifecycle.next(S.queued, 'report.fail')).toBe(S.failed);
    expect(reportRequestLifecycle.next(S.running, 'report.fail')).toBe(S.failed);
    expect(reportRequestLifecycle.can(S.running, 'report.start')).toBe(false);
    expect(reportRequestLifecycle.eventsFrom(S.sent)).toEqual([]);
    expect(reportRequestLifecycle.eventsFrom(S.failed)).toEqual([]);
    expect([S.queued, S.running, S.sent, S.failed].map(reportRequestOpen)).toEqual([true, true, false, false]);
  });
});
