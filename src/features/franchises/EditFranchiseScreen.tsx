/** /edit-franchise/{id}: the form over the franchise as last read (its version guards the save). */
import { getFranchise } from '../../../contract/actions/franchises.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { FranchiseForm } from './FranchiseForm.tsx';

export default function EditFranchiseScreen() {
  const record = useRouteRecord(getFranchise);
  if (record.status !== 'ready') return <RecordFallback state={record} what="franchise" back={{ href: paths.franchises(), label: 'Back to franchises' }} />;
  return <FranchiseForm key={`${record.data.id}:${record.data.version}`} franchise={record.data} />;
}
