/** The planogram template screen's commands: edit and delete, gated by their contract actions' permissions. */
import { deletePlanogramTemplate, updatePlanogramTemplate } from '../../contract/actions/planogram-templates.ts';
import { recordAction } from '../record.ts';

/** What the planogram template screen lets its commands do. */
export interface PlanogramTemplateScreen {
  edit(): void;
  remove(): void;
}

export const PLANOGRAM_TEMPLATE_ACTIONS = [
  recordAction<PlanogramTemplateScreen>({
    id: 'edit.planogram_template',
    title: 'Edit planogram template',
    keywords: ['change', 'update'],
    action: updatePlanogramTemplate,
    run: (screen) => screen.edit(),
  }),
  recordAction<PlanogramTemplateScreen>({
    id: 'delete.planogram_template',
    title: 'Delete planogram template',
    keywords: ['remove'],
    action: deletePlanogramTemplate,
    run: (screen) => screen.remove(),
  }),
];
