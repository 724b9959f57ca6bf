/** The coil commands of /vm/{id}: block or unblock the coil selected in the planogram grid. */
import { updateVmBlockCoils } from '../../contract/actions/machine-coils.ts';
import { recordAction } from '../record.ts';

/** What the machine screen lets its coil commands do, for the slot selected in the grid. */
export interface MachineCoilScreen {
  /** A slot is selected, the machine is in service, and its motor is activated. */
  canBlockCoil: boolean;
  /** A slot is selected, the machine is in service, and its motor is blocked. */
  canUnblockCoil: boolean;
  toggleCoil(): void;
}

export const MACHINE_COIL_ACTIONS = [
  recordAction<MachineCoilScreen>({
    id: 'update.vm_block_coils.block',
    title: 'Block coil',
    keywords: ['motor', 'off', 'disable', 'planogram'],
    action: updateVmBlockCoils,
    when: (screen) => screen.canBlockCoil,
    run: (screen) => screen.toggleCoil(),
  }),
  recordAction<MachineCoilScreen>({
    id: 'update.vm_block_coils.unblock',
    title: 'Unblock coil',
    keywords: ['motor', 'on', 'enable', 'planogram'],
    action: updateVmBlockCoils,
    when: (screen) => screen.canUnblockCoil,
    run: (screen) => screen.toggleCoil(),
  }),
];
