/**
 * /edit-discount/{id}: the form over the discount as last read (its version guards the save).
 * An expired discount is not edited: the screen says so and offers restart.
 */
import { getDiscount } from '../../../contract/actions/offers.ts';
import { mayEditOffer } from '../../../machines/records/offer.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { LinkButton } from '../../ui/index.ts';
import { DiscountForm } from './DiscountForm.tsx';

export default function EditDiscountScreen() {
  const record = useRouteRecord(getDiscount);
  if (record.status !== 'ready') return <RecordFallback state={record} what="discount" back={{ href: paths.offerlistDiscounts(), label: 'Back to discounts' }} />;
  if (!mayEditOffer(record.data.status)) {
    return (
      <div role="alert" className="mx-auto mt-16 max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
        <p className="text-amber-900">This discount is Expired: an expired discount can only be restarted, with new dates.</p>
        <div className="mt-4 flex justify-center gap-3">
          <LinkButton href={paths.restartDiscount(record.data.id)}>Restart discount</LinkButton>
          <LinkButton href={paths.discountView(record.data.id)} variant="secondary">Back to the discount</LinkButton>
        </div>
      </div>
    );
  }
  return <DiscountForm key={`${record.data.id}:${record.data.version}`} offer={record.data} mode="edit" />;
}
