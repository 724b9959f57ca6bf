/** /edit-vm/{id}: the form over the machine's configuration as last read (its version guards the save). */
import { getMachineConfig } from '../../../contract/actions/machine-config.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { MachineConfigForm } from './MachineConfigForm.tsx';

export default function EditMachineScreen() {
  const record = useRouteRecord(getMachineConfig);
  if (record.status !== 'ready') return <RecordFallback state={record} what="vending machine" back={{ href: paths.vm(), label: 'Back to vending machines' }} />;
  return <MachineConfigForm key={`${record.data.id}:${record.data.version}`} machine={record.data} />;
}
