/** /edit-negative-item/{id}: the form over the negative item as last read (its version guards the save). */
import { getNegativeItem } from '../../../contract/actions/negative-items.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { NegativeItemForm } from './NegativeItemForm.tsx';

export default function EditNegativeItemScreen() {
  const record = useRouteRecord(getNegativeItem);
  if (record.status !== 'ready') return <RecordFallback state={record} what="negative item" back={{ href: paths.negativeItems(), label: 'Back to negative items' }} />;
  return <NegativeItemForm key={`${record.data.id}:${record.data.version}`} negativeItem={record.data} />;
}
