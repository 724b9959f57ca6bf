/** /edit-advertisement/{id}: the form over the advertisement as last read (its version guards the save). */
import { getAdvertisement } from '../../../contract/actions/advertisements.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { AdvertisementForm } from './AdvertisementForm.tsx';

export default function EditAdvertisementScreen() {
  const record = useRouteRecord(getAdvertisement);
  if (record.status !== 'ready') return <RecordFallback state={record} what="advertisement" back={{ href: paths.advertisements(), label: 'Back to advertisements' }} />;
  return <AdvertisementForm key={`${record.data.id}:${record.data.version}`} advertisement={record.data} />;
}
