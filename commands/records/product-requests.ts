/**
 * The product request screen's commands: each lifecycle step (machines/records/productRequest.ts)
 * as its status allows, edit and delete — gated by their contract actions' permissions and by
 * the gates the screen computes from the request's status.
 */
import {
  declineProductRequest, deleteProductRequest, markProductRequestAdded, reopenProductRequest, reviewProductRequest, updateProductRequest,
} from '../../contract/actions/product-requests.ts';
import { productRequestLifecycle, type productRequestGates } from '../../machines/records/productRequest.ts';
import { recordAction } from '../record.ts';

/** What the product request screen lets its commands do, and whether the request allows each now. */
export interface ProductRequestView extends ReturnType<typeof productRequestGates> {
  edit(): void;
  remove(): void;
  review(): void;
  markAdded(): void;
  decline(): void;
  reopen(): void;
}

export const PRODUCT_REQUEST_ACTIONS = [
  recordAction<ProductRequestView>({
    id: 'review.product_request', title: 'Review product request', keywords: ['in review', 'status', 'catalogue'], action: reviewProductRequest,
    step: { lifecycle: productRequestLifecycle, event: 'productRequest.review' },
    when: (v) => v.canReview, run: (v) => v.review(),
  }),
  recordAction<ProductRequestView>({
    id: 'mark_added.product_request', title: 'Mark product request added to catalogue', keywords: ['added', 'status', 'accept', 'catalogue'],
    action: markProductRequestAdded, step: { lifecycle: productRequestLifecycle, event: 'productRequest.add' },
    when: (v) => v.canAdd, run: (v) => v.markAdded(),
  }),
  recordAction<ProductRequestView>({
    id: 'decline.product_request', title: 'Decline product request', keywords: ['reject', 'status'], action: declineProductRequest,
    step: { lifecycle: productRequestLifecycle, event: 'productRequest.decline' },
    when: (v) => v.canDecline, run: (v) => v.decline(),
  }),
  recordAction<ProductRequestView>({
    id: 'reopen.product_request', title: 'Reopen product request', keywords: ['status', 'again'], action: reopenProductRequest,
    step: { lifecycle: productRequestLifecycle, event: 'productRequest.reopen' },
    when: (v) => v.canReopen, run: (v) => v.reopen(),
  }),
  recordAction<ProductRequestView>({
    id: 'edit.product_request', title: 'Edit product request', keywords: ['change', 'update'], action: updateProductRequest,
    when: (v) => v.canEdit, run: (v) => v.edit(),
  }),
  recordAction<ProductRequestView>({
    id: 'delete.product_request', title: 'Delete product request', keywords: ['remove'], action: deleteProductRequest,
    when: (v) => v.canDelete, run: (v) => v.remove(),
  }),
];
