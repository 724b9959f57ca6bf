/** /edit-platform/{id}: the form over the platform as last read (its version guards the save). */
import { getPlatform } from '../../../contract/actions/platforms.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { PlatformForm } from './PlatformForm.tsx';

export default function EditPlatformScreen() {
  const record = useRouteRecord(getPlatform);
  if (record.status !== 'ready') return <RecordFallback state={record} what="platform" back={{ href: paths.platforms(), label: 'Back to platforms' }} />;
  return <PlatformForm key={`${record.data.id}:${record.data.version}`} platform={record.data} />;
}
