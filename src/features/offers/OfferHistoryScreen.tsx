/** /offer-history-view/{id}: every change of a discount (its sub-offers' too), newest first, with who and when. */
import { listDiscountHistory } from '../../../contract/actions/offers.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { LinkButton } from '../../ui/index.ts';
import { HistoryTable } from './historyTable.tsx';

export default function OfferHistoryScreen() {
  const record = useRouteRecord(listDiscountHistory);
  if (record.status !== 'ready') return <RecordFallback state={record} what="discount" back={{ href: paths.offerlistDiscounts(), label: 'Back to discounts' }} />;
  const { offer, rows } = record.data;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-lg font-semibold text-slate-900">History of {offer.name}</h1>
      <HistoryTable label={`History of ${offer.name}`} rows={rows} />
      <LinkButton href={paths.discountView(offer.id)} variant="secondary">Back to the discount</LinkButton>
    </div>
  );
}
