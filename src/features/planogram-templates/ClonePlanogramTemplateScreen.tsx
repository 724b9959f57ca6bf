/** /planogram-template-clone/{id}: the add form and grid filled from the template read, saved as a new template. */
import { getPlanogramTemplate } from '../../../contract/actions/planogram-templates.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { PlanogramTemplateForm } from './PlanogramTemplateForm.tsx';

export default function ClonePlanogramTemplateScreen() {
  const record = useRouteRecord(getPlanogramTemplate);
  if (record.status !== 'ready') return <RecordFallback state={record} what="planogram template" back={{ href: paths.planogramTemplates(), label: 'Back to planogram templates' }} />;
  return <PlanogramTemplateForm key={record.data.id} template={record.data} clone />;
}
