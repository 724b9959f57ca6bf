/** /add-planogram-template */
import { PlanogramTemplateForm } from './PlanogramTemplateForm.tsx';

export default function AddPlanogramTemplateScreen() {
  return <PlanogramTemplateForm />;
}
