/** /edit-refill-partner/{id}: the form over the refill partner as last read (its version guards the save). */
import { getRefillPartner } from '../../../contract/actions/refill-partners.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { RefillPartnerForm } from './RefillPartnerForm.tsx';

export default function EditRefillPartnerScreen() {
  const record = useRouteRecord(getRefillPartner);
  if (record.status !== 'ready') return <RecordFallback state={record} what="refill partner" back={{ href: paths.refillPartners(), label: 'Back to refill partners' }} />;
  return <RefillPartnerForm key={`${record.data.id}:${record.data.version}`} refillPartner={record.data} />;
}
