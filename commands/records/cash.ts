/** The cash-in-hand order screen's command: receive the cash counted (console.md §4). */
import { receiveCashInHandOrder } from '../../contract/actions/cash-collections.ts';
import { receivedAmountError, type CashFlowRecord } from '../../machines/flows/cashCollection.ts';
import { cashLifecycle } from '../../machines/records/cashCollection.ts';
import { recordCommand, select, type FlowTarget } from '../record.ts';

const declared = (flow: FlowTarget) => (flow.snapshot.context.record as CashFlowRecord | null)?.submittedAmount ?? 0;

export const CASH_COMMANDS = [
  recordCommand({
    id: 'receive.cash_order',
    title: 'Receive cash order',
    keywords: ['cash in hand', 'collection', 'count cash'],
    action: receiveCashInHandOrder,
    lifecycle: cashLifecycle,
    event: 'cash.receive',
    opens: () => select('cash.receive'),
    // From the palette: the amount picked up, starting at what the partner declared, then saved.
    ask: (flow) => [{
      id: 'amount', kind: 'number', min: 0, prompt: 'Amount picked up?', initial: declared(flow).toFixed(2), check: receivedAmountError,
    }],
    run: (flow, answers) => {
      flow.send(select('cash.receive'));
      if (answers?.amount === undefined) return;
      flow.send({ type: 'draft.edit', edit: { kind: 'amount', value: answers.amount } });
      flow.send({ type: 'record.save' });
    },
  }),
];
