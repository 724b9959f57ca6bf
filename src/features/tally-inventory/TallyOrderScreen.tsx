/**
 * /view-tally-order/{id}: a submitted tally as the stock order it produced: per adjusted product,
 * where its units came from or went (increases come onto the shelves from outside the books,
 * decreases leave them) and how many; failed lines are listed apart, since nothing moved.
 */
import { getTallyInventory } from '../../../contract/actions/tally-inventories.ts';
import { TALLY_STATUS, tallyStatus } from '../../../contract/statuses.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate, formatMoney } from '../../ui/index.ts';

export default function TallyOrderScreen() {
  const record = useRouteRecord(getTallyInventory);
  if (record.status !== 'ready') return <RecordFallback state={record} what="tally order" back={{ href: paths.warehouses(), label: 'Back to warehouses' }} />;
  const tally = record.data;
  const back = <LinkButton href={paths.tallyInventory(tally.id)} variant="secondary">Back to tally</LinkButton>;
  if (tally.status !== TALLY_STATUS.submitted) {
    return (
      <div className="mx-auto max-w-xl space-y-4">
        <p role="status" className="mt-8 text-slate-700">Tally {tally.reference} is {tallyStatus(tally.status).name}: only a submitted tally has moved stock.</p>
        {back}
      </div>
    );
  }
  const moved = tally.lines_detail.filter((l) => (l.adjusted ?? 0) !== 0);
  const failed = tally.lines_detail.filter((l) => l.result === 'FAILED');
  const units = (sign: 1 | -1) => moved.reduce((sum, l) => sum + Math.max(0, sign * (l.adjusted ?? 0)), 0);
  const value = moved.reduce((sum, l) => sum + (l.adjusted ?? 0) * l.price, 0);

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={`Tally Order ${tally.reference}`}
        items={[
          { label: 'Status', value: <StatusBadge status={tallyStatus(tally.status)} /> },
          { label: 'Warehouse', value: tally.warehouse.name },
          { label: 'Submitted', value: tally.submitted_at ? formatDate(tally.submitted_at) : '--' },
          { label: 'Units brought onto the shelves', value: String(units(1)) },
          { label: 'Units taken off the shelves', value: String(units(-1)) },
          { label: 'Net value (at MRP)', value: formatMoney(value) },
        ]}
      />
      <StaticTable
        label="Stock adjustments"
        rows={moved.map((l) => ({ ...l, id: l.product_id }))}
        columns={[
          { key: 'sku', header: 'SKU', render: (l) => <span className="font-mono">{l.sku}</span> },
          { key: 'name', header: 'Name', render: (l) => l.name },
          { key: 'from', header: 'From', render: (l) => ((l.adjusted ?? 0) > 0 ? 'Outside the books' : tally.warehouse.name) },
          { key: 'to', header: 'To', render: (l) => ((l.adjusted ?? 0) > 0 ? tally.warehouse.name : 'Outside the books') },
          { key: 'quantity', header: 'Quantity', align: 'right', render: (l) => String(Math.abs(l.adjusted ?? 0)) },
          { key: 'amount', header: 'Amount', align: 'right', render: (l) => formatMoney(Math.abs(l.adjusted ?? 0) * l.price) },
        ]}
      />
      {failed.length > 0 && (
        <StaticTable
          label="Not adjusted"
          rows={failed.map((l) => ({ ...l, id: l.product_id }))}
          columns={[
            { key: 'sku', header: 'SKU', render: (l) => <span className="font-mono">{l.sku}</span> },
            { key: 'name', header: 'Name', render: (l) => l.name },
            { key: 'note', header: 'Why', render: (l) => l.note },
          ]}
        />
      )}
      {back}
    </div>
  );
}
