/** The cash-in-hand order screen's command: receive the cash counted (console.md §4). */
import { receiveCashInHandOrder } from '../../contract/actions/cash-collections.ts';
import { cashLifecycle } from '../../machines/records/cashCollection.ts';
import { recordCommand, select } from '../record.ts';

export const CASH_COMMANDS = [
  recordCommand({
    id: 'receive.cash_order',
    title: 'Receive cash order',
    keywords: ['cash in hand', 'collection', 'count cash'],
    action: receiveCashInHandOrder,
    lifecycle: cashLifecycle,
    event: 'cash.receive',
    opens: () => select('cash.receive'),
    run: (flow) => flow.send(select('cash.receive')),
  }),
];
