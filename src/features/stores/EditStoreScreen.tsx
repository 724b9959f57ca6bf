/** /franchise/{franchiseId}/edit-store/{storeId}: the form over the store as last read (its version guards the save). */
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { StoreForm } from './StoreForm.tsx';
import { useFranchiseStore } from './useFranchiseStore.ts';

export default function EditStoreScreen() {
  const franchiseId = useIdParam('franchiseId');
  const record = useFranchiseStore();
  const back = franchiseId ? { href: paths.franchiseStores(franchiseId), label: 'Back to the franchise\'s stores' } : { href: paths.stores(), label: 'Back to stores' };
  if (record.status !== 'ready') return <RecordFallback state={record} what="store" back={back} />;
  return <StoreForm key={`${record.data.id}:${record.data.version}`} franchise={record.data.franchise} store={record.data} />;
}
