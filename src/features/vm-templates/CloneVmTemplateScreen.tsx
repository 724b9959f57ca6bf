/** /clone-vm-template/{id}: the add form filled from the template read, saved as a new template. */
import { getVmTemplate } from '../../../contract/actions/vm-templates.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { VmTemplateForm } from './VmTemplateForm.tsx';

export default function CloneVmTemplateScreen() {
  const record = useRouteRecord(getVmTemplate);
  if (record.status !== 'ready') return <RecordFallback state={record} what="VM template" back={{ href: paths.templatesVm(), label: 'Back to VM templates' }} />;
  return <VmTemplateForm key={record.data.id} template={record.data} clone />;
}
