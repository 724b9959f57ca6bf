/**
 * The machine view's "Change planogram" (issue 38). From the palette it asks which planogram
 * template (those of the machine's shape first) and applies it to this machine; from the header's
 * button it opens /change-planogram-multiple-vm with the machine ticked, for more machines at once.
 */
import { changePlanogramForMultipleVms } from '../../contract/actions/planogram-change.ts';
import type { AskOption } from '../ask.ts';
import { recordAction } from '../record.ts';

/** What the machine screen lets the command do. */
export interface MachinePlanogramView {
  /** The machine is live (a deleted machine's planogram is not changed). */
  canChangePlanogram: boolean;
  changePlanogram(): void;
  /** The company's planogram templates, fetched when the palette asks. */
  planogramChoices(): Promise<readonly AskOption[]>;
  applyPlanogram(templateId: number): void;
}

export const PLANOGRAM_CHANGE_ACTIONS = [
  recordAction<MachinePlanogramView>({
    id: 'change.planogram_multiple_vms.machine',
    title: 'Change planogram',
    keywords: ['apply planogram', 'swap products', 'bulk planogram'],
    action: changePlanogramForMultipleVms,
    when: (view) => view.canChangePlanogram,
    ask: (view) => [{ id: 'template', kind: 'choice', prompt: 'Which planogram template?', options: () => view.planogramChoices() }],
    run: (view, answers) => (answers?.template ? view.applyPlanogram(Number(answers.template)) : view.changePlanogram()),
  }),
];
