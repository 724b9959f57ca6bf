/**
 * The coil commands of /vm/{id}: block or unblock a coil. From the palette they ask which coil
 * (the one selected in the planogram grid listed first); from a button or B they act on the
 * selected coil, after the screen's confirmation.
 */
import { updateVmBlockCoils } from '../../contract/actions/machine-coils.ts';
import type { AskStep } from '../ask.ts';
import { recordAction } from '../record.ts';

/** A coil as the palette offers it. */
export interface CoilChoice {
  coil: string;
  /** The product in it, if any. */
  product: string | null;
  blocked: boolean;
}

/** What the machine screen lets its coil commands do. */
export interface MachineCoilScreen {
  /** The machine is in service (not deleted, nothing saving). */
  inService: boolean;
  /** Its coils, the selected one first. */
  coils: readonly CoilChoice[];
  /** A slot is selected and its motor is activated (blocked) — what the buttons act on. */
  canBlockCoil: boolean;
  canUnblockCoil: boolean;
  toggleCoil(): void;
  /** Blocks or unblocks the coil named, at once (the palette's choice is the confirmation; Undo follows). */
  setBlocked(coil: string, blocked: boolean): void;
}

const whichCoil = (screen: MachineCoilScreen, blocked: boolean): AskStep[] => [{
  id: 'coil',
  kind: 'choice',
  prompt: 'Which coil?',
  options: screen.coils.filter((c) => c.blocked !== blocked).map((c) => ({ value: c.coil, label: `Coil ${c.coil}`, detail: c.product ?? 'Empty' })),
}];

const offers = (screen: MachineCoilScreen, blocked: boolean) => screen.inService && screen.coils.some((c) => c.blocked !== blocked);

export const MACHINE_COIL_ACTIONS = [
  recordAction<MachineCoilScreen>({
    id: 'update.vm_block_coils.block',
    title: 'Block coil',
    keywords: ['motor', 'off', 'disable', 'planogram'],
    action: updateVmBlockCoils,
    when: (screen) => offers(screen, true),
    ask: (screen) => whichCoil(screen, true),
    run: (screen, answers) => (answers?.coil ? screen.setBlocked(answers.coil, true) : screen.toggleCoil()),
  }),
  recordAction<MachineCoilScreen>({
    id: 'update.vm_block_coils.unblock',
    title: 'Unblock coil',
    keywords: ['motor', 'on', 'enable', 'planogram'],
    action: updateVmBlockCoils,
    when: (screen) => offers(screen, false),
    ask: (screen) => whichCoil(screen, false),
    run: (screen, answers) => (answers?.coil ? screen.setBlocked(answers.coil, false) : screen.toggleCoil()),
  }),
];
