/**
 * The consumers' requested product screen's command: "Add as product request", offered while no
 * product request was made from it (its status Open) and the role may add product requests.
 */
import { addConsumerRequestAsProductRequest } from '../../contract/actions/consumer-requests.ts';
import { recordAction } from '../record.ts';

/** What the screen lets its command do, and whether the request allows it now. */
export interface ConsumerRequestView {
  canAddAsProductRequest: boolean;
  addAsProductRequest(): void;
}

export const CONSUMER_REQUEST_ACTIONS = [
  recordAction<ConsumerRequestView>({
    id: 'add_request.consumer_product_request', title: 'Add as product request',
    keywords: ['consumer request', 'catalogue request', 'stock this product', 'forward'],
    action: addConsumerRequestAsProductRequest, when: (v) => v.canAddAsProductRequest, run: (v) => v.addAsProductRequest(),
  }),
];
