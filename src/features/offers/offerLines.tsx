/** The offer lines table of domain.md §3 "Offer lines", shared by the discount and sub-offer screens. */
import type { Infer } from 'superstruct';
import type { OfferLineRow } from '../../../contract/actions/offers.ts';
import { OFFER_STATUSES } from '../../../contract/statuses.ts';
import { offerTypeName } from '../../../contract/offers.ts';
import { StaticTable, StatusBadge, formatMoney, type StaticColumn } from '../../ui/index.ts';

export type OfferLine = Infer<typeof OfferLineRow>;

export const offerStatus = (id: number) => OFFER_STATUSES.find((s) => s.id === id) ?? OFFER_STATUSES[0];

const qty = (n: number | null) => (n == null ? '--' : String(n));

export const OFFER_LINE_COLUMNS: StaticColumn<OfferLine>[] = [
  { key: 'sku', header: 'SKU' },
  { key: 'name', header: 'Name', render: (l) => `${l.name}${l.is_primary ? '' : ' (free / paired)'}` },
  { key: 'offer_type', header: 'Offer Type', render: (l) => offerTypeName(l.offer_type) },
  { key: 'actual_price', header: 'Actual Price', align: 'right', render: (l) => formatMoney(l.actual_price) },
  { key: 'off', header: 'Off', align: 'right', render: (l) => formatMoney(l.off) },
  { key: 'offer_price', header: 'Offer Price', align: 'right', render: (l) => formatMoney(l.offer_price) },
  { key: 'buy_free', header: 'Buy / Free', render: (l) => (l.buy_qty || l.free_qty ? `${qty(l.buy_qty)} / ${qty(l.free_qty)}` : '--') },
  { key: 'max_buy_qty', header: 'Max Offer Qty Per Order', align: 'right', render: (l) => qty(l.max_buy_qty) },
  { key: 'total_stock', header: 'Total Stock Per Order', align: 'right', render: (l) => qty(l.total_stock) },
  { key: 'status', header: 'Status', render: (l) => <StatusBadge status={offerStatus(l.status)} /> },
];

export function OfferLinesTable({ label, lines }: { label: string; lines: OfferLine[] }) {
  return <StaticTable label={label} columns={OFFER_LINE_COLUMNS} rows={lines} />;
}

/** One line in a sentence, for the list and its CSV. */
export const lineSummary = (l: OfferLine) => `${l.sku} ${l.name}: ${formatMoney(l.actual_price)} → ${formatMoney(l.offer_price)}`;
