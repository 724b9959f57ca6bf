/** /edit-vm-template/{id}: the form over the VM template as last read (its version guards the save). */
import { getVmTemplate } from '../../../contract/actions/vm-templates.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { VmTemplateForm } from './VmTemplateForm.tsx';

export default function EditVmTemplateScreen() {
  const record = useRouteRecord(getVmTemplate);
  if (record.status !== 'ready') return <RecordFallback state={record} what="VM template" back={{ href: paths.templatesVm(), label: 'Back to VM templates' }} />;
  return <VmTemplateForm key={`${record.data.id}:${record.data.version}`} template={record.data} />;
}
