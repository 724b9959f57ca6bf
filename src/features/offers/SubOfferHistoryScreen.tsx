/** /sub-offer-history-view/{id}: every change of one sub-offer, newest first, with who and when. */
import { listSubOfferHistory } from '../../../contract/actions/offers.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { LinkButton } from '../../ui/index.ts';
import { HistoryTable } from './historyTable.tsx';

export default function SubOfferHistoryScreen() {
  const record = useRouteRecord(listSubOfferHistory);
  if (record.status !== 'ready') return <RecordFallback state={record} what="sub-offer" back={{ href: paths.offerlistDiscounts(), label: 'Back to discounts' }} />;
  const { sub_offer: s, rows } = record.data;
  const name = s.label || `Sub-offer ${s.id}`;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">History of {name} ({s.offer_name})</h1>
      <HistoryTable label={`History of ${name}`} rows={rows} />
      <div className="flex gap-3">
        <LinkButton href={paths.subofferView(s.id)} variant="secondary">Back to the sub-offer</LinkButton>
        <LinkButton href={paths.discountView(s.offer_id)} variant="secondary">Back to the discount</LinkButton>
      </div>
    </div>
  );
}
