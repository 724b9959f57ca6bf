/** /edit-store-manager/{id}: the form over the store manager as last read (its version guards the save). */
import { getStoreManager } from '../../../contract/actions/store-managers.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { StoreManagerForm } from './StoreManagerForm.tsx';

export default function EditStoreManagerScreen() {
  const record = useRouteRecord(getStoreManager);
  if (record.status !== 'ready') return <RecordFallback state={record} what="store manager" back={{ href: paths.storeManagers(), label: 'Back to store managers' }} />;
  return <StoreManagerForm key={`${record.data.id}:${record.data.version}`} manager={record.data} />;
}
