/** /edit-warehouse/{id}: the form over the warehouse as last read (its version guards the save). */
import { getWarehouse } from '../../../contract/actions/warehouses.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { WarehouseForm } from './WarehouseForm.tsx';

export default function EditWarehouseScreen() {
  const record = useRouteRecord(getWarehouse);
  if (record.status !== 'ready') return <RecordFallback state={record} what="warehouse" back={{ href: paths.warehouses(), label: 'Back to warehouses' }} />;
  return <WarehouseForm key={`${record.data.id}:${record.data.version}`} warehouse={record.data} />;
}
