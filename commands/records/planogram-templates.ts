/** The planogram template screen's commands: edit, clone and delete, gated by their contract actions' permissions. */
import { createPlanogramTemplate, deletePlanogramTemplate, updatePlanogramTemplate } from '../../contract/actions/planogram-templates.ts';
import { recordAction } from '../record.ts';

/** What the planogram template screen lets its commands do. */
export interface PlanogramTemplateScreen {
  edit(): void;
  clone(): void;
  remove(): void;
}

export const PLANOGRAM_TEMPLATE_ACTIONS = [
  recordAction<PlanogramTemplateScreen>({
    id: 'edit.planogram_template',
    title: 'Edit planogram template',
    keywords: ['change', 'update', 'slots', 'grid'],
    action: updatePlanogramTemplate,
    run: (screen) => screen.edit(),
  }),
  recordAction<PlanogramTemplateScreen>({
    id: 'clone.planogram_template',
    title: 'Clone planogram template',
    keywords: ['copy', 'duplicate'],
    action: createPlanogramTemplate,
    run: (screen) => screen.clone(),
  }),
  recordAction<PlanogramTemplateScreen>({
    id: 'delete.planogram_template',
    title: 'Delete planogram template',
    keywords: ['remove'],
    action: deletePlanogramTemplate,
    run: (screen) => screen.remove(),
  }),
];
