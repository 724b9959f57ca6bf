/** /edit-zone/{id}: the form over the zone as last read (its version guards the save). */
import { getZone } from '../../../contract/actions/zones.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { ZoneForm } from './ZoneForm.tsx';

export default function EditZoneScreen() {
  const record = useRouteRecord(getZone);
  if (record.status !== 'ready') return <RecordFallback state={record} what="zone" back={{ href: paths.zones(), label: 'Back to zones' }} />;
  return <ZoneForm key={`${record.data.id}:${record.data.version}`} zone={record.data} />;
}
