/** /edit-delivery-partner/{id}: the form over the delivery partner as last read (its version guards the save). */
import { getDeliveryPartner } from '../../../contract/actions/delivery-partners.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DeliveryPartnerForm } from './DeliveryPartnerForm.tsx';

export default function EditDeliveryPartnerScreen() {
  const record = useRouteRecord(getDeliveryPartner);
  if (record.status !== 'ready') return <RecordFallback state={record} what="delivery partner" back={{ href: paths.deliveryPartners(), label: 'Back to delivery partners' }} />;
  return <DeliveryPartnerForm key={`${record.data.id}:${record.data.version}`} deliveryPartner={record.data} />;
}
