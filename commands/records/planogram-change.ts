/** The machine view's "Change planogram": opens /change-planogram-multiple-vm with the machine ticked (issue 38). */
import { changePlanogramForMultipleVms } from '../../contract/actions/planogram-change.ts';
import { recordAction } from '../record.ts';

/** What the machine screen lets the command do. */
export interface MachinePlanogramView {
  /** The machine is live (a deleted machine's planogram is not changed). */
  canChangePlanogram: boolean;
  changePlanogram(): void;
}

export const PLANOGRAM_CHANGE_ACTIONS = [
  recordAction<MachinePlanogramView>({
    id: 'change.planogram_multiple_vms.machine',
    title: 'Change planogram',
    keywords: ['apply planogram', 'swap products', 'bulk planogram'],
    action: changePlanogramForMultipleVms,
    when: (view) => view.canChangePlanogram,
    run: (view) => view.changePlanogram(),
  }),
];
