/** The history rows of a discount or a sub-offer: when, who, what happened, the status after, and what changed. */
import type { Infer } from 'superstruct';
import type { OfferHistoryRow } from '../../../contract/actions/offers.ts';
import { OFFER_HISTORY_EVENTS } from '../../../contract/offers.ts';
import { StaticTable, StatusBadge, formatDate } from '../../ui/index.ts';
import { offerStatus } from './offerLines.tsx';

type Row = Infer<typeof OfferHistoryRow>;

const show = (value: unknown) => (value == null ? '--' : typeof value === 'object' ? JSON.stringify(value) : String(value));
const changesOf = (r: Row) => Object.entries(r.changes).map(([field, change]) => {
  const [before, after] = Array.isArray(change) && change.length === 2 ? change : [undefined, change];
  return `${field}: ${show(before)} → ${show(after)}`;
}).join('; ') || '--';

export function HistoryTable({ label, rows }: { label: string; rows: Row[] }) {
  return (
    <StaticTable
      label={label}
      rows={rows}
      columns={[
        { key: 'at', header: 'When', render: (r) => formatDate(r.at) },
        { key: 'by', header: 'Who', render: (r) => r.by?.name ?? 'System' },
        { key: 'event', header: 'What', render: (r) => `${OFFER_HISTORY_EVENTS.find((e) => e.id === r.event)?.name ?? r.event}${r.sub_offer_id ? ` (sub-offer ${r.sub_offer_id})` : ''}` },
        { key: 'status', header: 'Status', render: (r) => (r.status == null ? '--' : <StatusBadge status={offerStatus(r.status)} />) },
        { key: 'changes', header: 'Changes', render: (r) => <span className="break-all text-xs">{changesOf(r)}</span> },
      ]}
    />
  );
}
