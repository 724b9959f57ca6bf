/** /edit-retailer/{id}: the form over the retailer as last read (its version guards the save). */
import { getRetailer } from '../../../contract/actions/retailers.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { RetailerForm } from './RetailerForm.tsx';

export default function EditRetailerScreen() {
  const record = useRouteRecord(getRetailer);
  if (record.status !== 'ready') return <RecordFallback state={record} what="retailer" back={{ href: paths.retailers(), label: 'Back to retailers' }} />;
  return <RetailerForm key={`${record.data.id}:${record.data.version}`} retailer={record.data} />;
}
