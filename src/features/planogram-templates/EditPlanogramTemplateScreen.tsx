/** /edit-planogram-template/{id}: the form and grid over the planogram template as last read (its version guards the save). */
import { getPlanogramTemplate } from '../../../contract/actions/planogram-templates.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { PlanogramTemplateForm } from './PlanogramTemplateForm.tsx';

export default function EditPlanogramTemplateScreen() {
  const record = useRouteRecord(getPlanogramTemplate);
  if (record.status !== 'ready') return <RecordFallback state={record} what="planogram template" back={{ href: paths.planogramTemplates(), label: 'Back to planogram templates' }} />;
  return <PlanogramTemplateForm key={`${record.data.id}:${record.data.version}`} template={record.data} />;
}
