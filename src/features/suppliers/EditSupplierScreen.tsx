/** /edit-supplier/{id}: the form over the supplier as last read (its version guards the save). */
import { getSupplier } from '../../../contract/actions/suppliers.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { SupplierForm } from './SupplierForm.tsx';

export default function EditSupplierScreen() {
  const record = useRouteRecord(getSupplier);
  if (record.status !== 'ready') return <RecordFallback state={record} what="supplier" back={{ href: paths.suppliers(), label: 'Back to suppliers' }} />;
  return <SupplierForm key={`${record.data.id}:${record.data.version}`} supplier={record.data} />;
}
