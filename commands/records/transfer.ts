/** The material transfer screen's commands (console.md §4): receive, partially receive, cancel, scan, save. */
import { manageMaterialTransfer } from '../../contract/actions/material-transfers.ts';
import { transferLifecycle } from '../../machines/records/materialTransfer.ts';
import { recordCommand, select, type FlowTarget } from '../record.ts';

const onTransfer = { action: manageMaterialTransfer, lifecycle: transferLifecycle } as const;
const PARTIAL = 'transfer.partiallyReceive';
const save = { type: 'record.save' };
const startScan = { type: 'draft.edit', edit: { kind: 'scan.start' } };
const holdsPartial = (flow: FlowTarget) => flow.snapshot.context.transition === PARTIAL;

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
    run: (flow) => flow.send(select(PARTIAL)),
  }),
  recordCommand({
    ...onTransfer,
    id: 'cancel.transfer',
    title: 'Cancel transfer',
    keywords: ['material transfer'],
    event: 'transfer.cancel',
    opens: () => select('transfer.cancel'),
    run: (flow) => flow.send(select('transfer.cancel')),
  }),
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
