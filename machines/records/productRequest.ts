/**
 * The product request's record rules (domain.md names no statuses for a requested product; they
 * are decided here and in docs/decisions.md "Product requests", and this table is their only source):
 *
 *   Requested ──review──▶ In Review
 *     │  ▲                  │
 *     │  └──reopen──┐       ├──add──▶ Added to Catalogue   (final)
 *     │             │       │
 *     ├──add────────┼───────┘
 *     └──decline──▶ Declined ◀──decline── In Review
 *
 * Reviewing is optional: the catalogue team may add or decline straight from Requested. A
 * declined request may be reopened (the requester insists, the supplier changed); once the
 * product is in the catalogue the request is closed for good.
 */
import { PRODUCT_REQUEST_STATUS } from '../../contract/statuses.ts';
import { defineLifecycle } from '../lifecycle.ts';

export const productRequestLifecycle = defineLifecycle({
  id: 'productRequest',
  statuses: PRODUCT_REQUEST_STATUS,
  initial: 'requested',
  transitions: {
    requested: { 'productRequest.review': 'inReview', 'productRequest.add': 'added', 'productRequest.decline': 'declined' },
    inReview: { 'productRequest.add': 'added', 'productRequest.decline': 'declined' },
    declined: { 'productRequest.reopen': 'requested' },
  },
  pastTense: {
    'productRequest.review': 'taken into review',
    'productRequest.add': 'added to the catalogue',
    'productRequest.decline': 'declined',
    'productRequest.reopen': 'reopened',
  },
});
export type ProductRequestEventType = (typeof productRequestLifecycle.events)[number];

/** Until the catalogue team has decided, the requester's details may still be edited. */
export const mayChangeProductRequest = (status: string) =>
  status === PRODUCT_REQUEST_STATUS.requested || status === PRODUCT_REQUEST_STATUS.inReview;

/** A request that brought a product into the catalogue stays as its history; others may be deleted. */
export const mayDeleteProductRequest = (status: string) => status !== PRODUCT_REQUEST_STATUS.added;

/** What the request screen may offer, from its status (the palette reads the same gates). */
export function productRequestGates(status: string) {
  return {
    canEdit: mayChangeProductRequest(status),
    canDelete: mayDeleteProductRequest(status),
    canReview: productRequestLifecycle.can(status, 'productRequest.review'),
    canAdd: productRequestLifecycle.can(status, 'productRequest.add'),
    canDecline: productRequestLifecycle.can(status, 'productRequest.decline'),
    canReopen: productRequestLifecycle.can(status, 'productRequest.reopen'),
  };
}
