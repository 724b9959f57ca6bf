/**
 * /tally-inventory/{id}: a tally with its warehouse, state, who counted and when, the result
 * buckets with their counts, and per line sku, name, category, price, last updated, old stock,
 * new stock, adjusted quantity and result. A Draft offers Submit (with a confirmation), Edit and
 * Cancel as buttons and palette commands; a submitted tally links the stock order it produced.
 */
import { useLocation } from 'wouter';
import { TALLY_ACTIONS, tallyGates, type TallyView } from '../../../commands/records/tally-inventories.ts';
import { TALLY_MESSAGES, cancelTallyInventory, getTallyInventory, submitTallyInventory } from '../../../contract/actions/tally-inventories.ts';
import { TALLY_RESULTS, TALLY_STATUS, tallyResult, tallyStatus } from '../../../contract/statuses.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate, formatMoney, toastError, toastSuccess, useConfirm } from '../../ui/index.ts';

const BUCKET_KEYS = { INCREASED: 'increased', DECREASED: 'decreased', FAILED: 'failed', NO_CHANGE: 'no_change' } as const;
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export default function TallyScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getTallyInventory);
  const [confirm, confirmDialog] = useConfirm();
  const tally = record.status === 'ready' ? record.data : null;
  const step = (spec: typeof submitTallyInventory | typeof cancelTallyInventory, text: string, done: string, danger: boolean) => {
    if (!tally) return;
    void confirm({ text, confirmLabel: 'Yes', cancelLabel: 'No', tone: danger ? 'danger' : undefined }).then((yes) => {
      if (!yes) return;
      call(spec, { id: tally.id, version: tally.version })
        .then(() => { toastSuccess(done); record.reload(); })
        .catch((error: unknown) => { toastError(error); record.reload(); });
    });
  };
  const view: TallyView = {
    ...tallyGates(tally?.status ?? ''),
    edit: () => tally && navigate(paths.editTallyInventory(tally.id)),
    submit: () => step(submitTallyInventory, TALLY_MESSAGES.submitConfirm, TALLY_MESSAGES.submitted, false),
    cancel: () => step(cancelTallyInventory, TALLY_MESSAGES.cancelConfirm, TALLY_MESSAGES.cancelled, true),
  };
  const actions = useRecordActions(TALLY_ACTIONS, view);
  if (!tally) return <RecordFallback state={record} what="tally inventory" back={{ href: paths.warehouses(), label: 'Back to warehouses' }} />;
  const button = (id: string, label: string, variant: 'primary' | 'secondary' | 'danger' = 'secondary') => <GateButton key={id} gate={actions[id]} variant={variant}>{label}</GateButton>;
  const submitted = tally.status === TALLY_STATUS.submitted;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <DetailList
        title={`Tally Inventory ${tally.reference}`}
        actions={<>{button('submit.tally_inventory', 'Submit tally', 'primary')}{button('edit.tally_inventory', 'Edit')}{button('cancel.tally_inventory', 'Cancel tally', 'danger')}</>}
        items={[
          { label: 'Status', value: <StatusBadge status={tallyStatus(tally.status)} /> },
          { label: 'Warehouse', value: tally.warehouse.name },
          { label: 'Products counted', value: String(tally.lines) },
          { label: 'Comments', value: tally.comments || '--' },
          { label: 'Counted by', value: tally.created_by ?? '--' },
          { label: 'Date created', value: formatDate(tally.created_at) },
          { label: 'Submitted', value: tally.submitted_at ? formatDate(tally.submitted_at) : '--' },
        ]}
      />
      {submitted && (
        <section aria-label="Result" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {TALLY_RESULTS.map((r) => (
            <div key={r.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <StatusBadge status={r} />
              <p className="mt-2 text-2xl font-semibold tabular-nums text-slate-900" aria-label={`${r.name}: ${tally.buckets[BUCKET_KEYS[r.id]]}`}>{tally.buckets[BUCKET_KEYS[r.id]]}</p>
            </div>
          ))}
        </section>
      )}
      {!submitted && tally.status === TALLY_STATUS.draft && (
        <p className="text-sm text-slate-600">Draft: old stock is the shelves now; submitting measures each count against the shelves at that moment.</p>
      )}
      <StaticTable
        label="Counted products"
        rows={tally.lines_detail.map((l) => ({ ...l, id: l.product_id }))}
        columns={[
          { key: 'sku', header: 'SKU', render: (l) => <span className="font-mono">{l.sku}</span> },
          { key: 'name', header: 'Name', render: (l) => l.name },
          { key: 'category', header: 'Category', render: (l) => l.category },
          { key: 'price', header: 'Price', align: 'right', render: (l) => formatMoney(l.price) },
          { key: 'last_updated', header: 'Last updated', render: (l) => (l.last_updated ? formatDate(l.last_updated) : '--') },
          { key: 'old_stock', header: 'Old stock', align: 'right', render: (l) => String(l.old_stock) },
          { key: 'new_stock', header: 'New stock', align: 'right', render: (l) => String(l.new_stock) },
          { key: 'adjusted', header: 'Adjusted quantity', align: 'right', render: (l) => (l.adjusted === null ? signed(l.new_stock - l.old_stock) : signed(l.adjusted)) },
          { key: 'result', header: 'Result', render: (l) => (l.result ? <StatusBadge status={tallyResult(l.result)} title={l.note || undefined} /> : '--') },
          { key: 'note', header: 'Note', render: (l) => l.note || '' },
        ]}
      />
      <div className="flex gap-3">
        <LinkButton href={paths.tallyInventoryOverview(tally.warehouse.id)} variant="secondary">Back to tallies</LinkButton>
        {submitted && <LinkButton href={paths.viewTallyOrder(tally.id)} variant="secondary">View tally order</LinkButton>}
      </div>
      {confirmDialog}
    </div>
  );
}
