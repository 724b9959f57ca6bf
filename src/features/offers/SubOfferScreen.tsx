/** /suboffer-view/{id}: one sub-offer — its discount, label, offer price, active flag — and its offer lines. */
import { Link } from 'wouter';
import { getSubOffer } from '../../../contract/actions/offers.ts';
import { offerTypeName } from '../../../contract/offers.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StatusBadge, formatMoney } from '../../ui/index.ts';
import { OfferLinesTable, offerStatus } from './offerLines.tsx';

export default function SubOfferScreen() {
  const record = useRouteRecord(getSubOffer);
  if (record.status !== 'ready') return <RecordFallback state={record} what="sub-offer" back={{ href: paths.offerlistDiscounts(), label: 'Back to discounts' }} />;
  const s = record.data;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <DetailList
        title={`Sub-offer: ${s.label || s.id}`}
        actions={<LinkButton href={paths.subOfferHistoryView(s.id)} variant="secondary">History</LinkButton>}
        items={[
          { label: 'Discount', value: <Link href={paths.discountView(s.offer_id)} className="text-indigo-700 hover:underline">{s.offer_name}</Link> },
          { label: 'Offer type', value: offerTypeName(s.offer_type_id) },
          { label: 'Status', value: <StatusBadge status={offerStatus(s.offer_status)} /> },
          { label: 'Active', value: s.is_active ? 'Yes' : 'No' },
          { label: 'Offer price', value: s.offer_price == null ? '--' : formatMoney(s.offer_price) },
        ]}
      />
      <OfferLinesTable label="Offer lines" lines={s.lines} />
      <LinkButton href={paths.discountView(s.offer_id)} variant="secondary">Back to the discount</LinkButton>
    </div>
  );
}
