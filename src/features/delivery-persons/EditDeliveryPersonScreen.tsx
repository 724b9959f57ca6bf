/** /edit-delivery-person/{id}: the form over the delivery person as last read (its version guards the save). */
import { getDeliveryPerson } from '../../../contract/actions/delivery-persons.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DeliveryPersonForm } from './DeliveryPersonForm.tsx';

export default function EditDeliveryPersonScreen() {
  const record = useRouteRecord(getDeliveryPerson);
  if (record.status !== 'ready') return <RecordFallback state={record} what="delivery person" back={{ href: paths.deliveryPersons(), label: 'Back to delivery persons' }} />;
  return <DeliveryPersonForm key={`${record.data.id}:${record.data.version}`} deliveryPerson={record.data} />;
}
