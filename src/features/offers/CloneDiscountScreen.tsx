/** /clone-discount/{id}: the form prefilled from an existing discount; saving creates a new one (the source is untouched). */
import { getDiscount } from '../../../contract/actions/offers.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DiscountForm } from './DiscountForm.tsx';

export default function CloneDiscountScreen() {
  const record = useRouteRecord(getDiscount);
  if (record.status !== 'ready') return <RecordFallback state={record} what="discount" back={{ href: paths.offerlistDiscounts(), label: 'Back to discounts' }} />;
  return <DiscountForm key={`clone:${record.data.id}`} offer={record.data} mode="clone" />;
}
