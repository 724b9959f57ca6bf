/** The material transfer screen's commands (console.md §4, domain.md §7): receive, partially receive, cancel, mark in transit, execute, scan, save. */
import { manageMaterialTransfer } from '../../contract/actions/material-transfers.ts';
import type { TransferFlowRecord } from '../../machines/flows/materialTransfer.ts';
import { transferLifecycle } from '../../machines/records/materialTransfer.ts';
import type { AskAnswers, AskStep } from '../ask.ts';
import { recordCommand, select, type FlowTarget } from '../record.ts';

const onTransfer = { action: manageMaterialTransfer, lifecycle: transferLifecycle } as const;
const PARTIAL = 'transfer.partiallyReceive';
const save = { type: 'record.save' };
const startScan = { type: 'draft.edit', edit: { kind: 'scan.start' } };
const holdsPartial = (flow: FlowTarget) => flow.snapshot.context.transition === PARTIAL;

const itemsOf = (flow: FlowTarget) => (flow.snapshot.context.record as TransferFlowRecord | null)?.items ?? [];

/** From the palette, a partial receipt asks the units received of each item, starting at the units sent. */
const quantities = (flow: FlowTarget): AskStep[] => itemsOf(flow).map((item) => ({
  id: String(item.productId), kind: 'number', integer: true, min: 0, max: item.transferred,
  prompt: `Units of ${item.sku} received (${item.transferred} sent)?`, initial: String(item.transferred),
}));

/** Ticks every item received, with its units, and saves (the screen still asks to confirm). */
function receivePartly(flow: FlowTarget, answers: AskAnswers) {
  for (const item of itemsOf(flow)) {
    const units = answers[String(item.productId)];
    if (units === undefined || Number(units) === 0) continue;
    flow.send({ type: 'draft.edit', edit: { kind: 'toggle', productId: item.productId } });
    flow.send({ type: 'draft.edit', edit: { kind: 'quantity', productId: item.productId, value: units } });
  }
  flow.send(save);
}

/** A command that chooses the step on the screen, to be confirmed and saved there. */
const choosing = (id: string, title: string, event: string, keywords: string[] = []) => recordCommand({
  ...onTransfer,
  id,
  title,
  keywords: ['material transfer', ...keywords],
  event,
  opens: () => select(event),
  run: (flow) => flow.send(select(event)),
});

export const TRANSFER_COMMANDS = [
  recordCommand({
    ...onTransfer,
    id: 'receive.transfer',
    title: 'Receive transfer',
    keywords: ['material transfer', 'receive all'],
    event: 'transfer.receive',
    opens: () => select('transfer.receive'),
    run: (flow) => {
      flow.send(select('transfer.receive'));
      flow.send(save);
    },
  }),
  recordCommand({
    ...onTransfer,
    id: 'partially_receive.transfer',
    title: 'Partially receive transfer',
    keywords: ['partial', 'material transfer'],
    event: PARTIAL,
    opens: () => select(PARTIAL),
    ask: quantities,
    run: (flow, answers) => {
      flow.send(select(PARTIAL));
      if (answers) receivePartly(flow, answers);
    },
  }),
  choosing('cancel.transfer', 'Cancel transfer', 'transfer.cancel'),
  choosing('in_transit.transfer', 'Mark transfer in transit', 'transfer.markInTransit', ['dispatch', 'intransit']),
  choosing('execute.transfer', 'Execute transfer', 'transfer.execute'),
  recordCommand({
    ...onTransfer,
    id: 'scan.transfer_items',
    title: 'Scan items',
    keywords: ['barcode', 'sku', 'scanner'],
    event: PARTIAL,
    // Scanning ticks items of a partial receipt: it chooses one first unless it is chosen.
    opens: (flow) => (holdsPartial(flow) ? startScan : select(PARTIAL)),
    run: (flow) => {
      if (!holdsPartial(flow)) flow.send(select(PARTIAL));
      flow.send(startScan);
    },
  }),
  recordCommand({
    ...onTransfer,
    id: 'save.transfer',
    title: 'Save transfer',
    keywords: ['material transfer'],
    event: (flow) => flow.snapshot.context.transition,
    opens: () => save,
    run: (flow) => flow.send(save),
  }),
];
