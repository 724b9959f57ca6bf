/** The machine view's "Edit machine" (/edit-vm/{id}), issue 38. */
import { updateVendingMachine } from '../../contract/actions/machine-config.ts';
import { recordAction } from '../record.ts';

/** What the machine screen lets its configuration command do. */
export interface MachineConfigView {
  edit(): void;
}

export const MACHINE_CONFIG_ACTIONS = [
  recordAction<MachineConfigView>({
    id: 'edit.vending_machine',
    title: 'Edit machine',
    keywords: ['configure', 'planogram', 'template', 'location', 'warehouse', 'store'],
    action: updateVendingMachine,
    run: (view) => view.edit(),
  }),
];
