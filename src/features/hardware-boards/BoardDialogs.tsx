/** The hardware boards' dialogs: onboard a board (optionally straight into a machine) and link a board to a machine. */
import type { Infer } from 'superstruct';
import { BOARD_TYPES } from '../../../contract/actions/board-settings-templates.ts';
import {
  HARDWARE_BOARD_FIELD_RULES, HARDWARE_BOARD_MESSAGES, linkHardwareBoard, onboardHardwareBoard, type HardwareBoardRow,
} from '../../../contract/actions/hardware-boards.ts';
import { call } from '../../api/client.ts';
import { callUndoable } from '../../platform/undo/undo.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Select, TextInput, toastSuccess } from '../../ui/index.ts';
import { MachineSelect } from '../../platform/machines/MachineSelect.tsx';

type Board = Infer<typeof HardwareBoardRow>;

export function OnboardBoardDialog({ onClose }: { onClose(saved: boolean): void }) {
  const form = useForm({
    initial: { serial: '', board_type: '', firmware: '', vending_machine_id: '' },
    rules: { fields: { serial: HARDWARE_BOARD_FIELD_RULES.serial, board_type: HARDWARE_BOARD_FIELD_RULES.board_type, firmware: HARDWARE_BOARD_FIELD_RULES.firmware } },
    guard: false,
    onSubmit: async (v) => {
      await call(onboardHardwareBoard, {
        serial: v.serial.trim(),
        board_type: Number(v.board_type) as 1 | 2,
        firmware: v.firmware.trim(),
        vending_machine_id: v.vending_machine_id ? Number(v.vending_machine_id) : null,
      });
      toastSuccess(HARDWARE_BOARD_MESSAGES.onboarded);
      onClose(true);
    },
  });
  return (
    <FormDialog title="Onboard board" busy={form.submitting} onCancel={() => onClose(false)} onSubmit={form.submit} submitLabel="Onboard board">
      <TextInput label="Serial number" required autoFocus maxLength={64} noSpaces upperCase {...form.field('serial')} />
      <Select label="Board type" required options={BOARD_TYPES} {...form.field('board_type')} />
      <TextInput label="Firmware" required maxLength={64} {...form.field('firmware')} />
      <MachineSelect {...form.field('vending_machine_id')} />
    </FormDialog>
  );
}

export function LinkBoardDialog({ board, onClose }: { board: Board; onClose(saved: boolean): void }) {
  const form = useForm({
    initial: { vending_machine_id: '' },
    rules: { fields: { vending_machine_id: HARDWARE_BOARD_FIELD_RULES.vending_machine_id } },
    guard: false,
    onSubmit: async (v) => {
      // Once undone, the list reads its boards again as after the link.
      await callUndoable(linkHardwareBoard, { id: board.id, version: board.version, vending_machine_id: Number(v.vending_machine_id) }, { message: HARDWARE_BOARD_MESSAGES.linked, onUndone: () => onClose(true) });
      onClose(true);
    },
  });
  return (
    <FormDialog title={`Link board ${board.serial}`} busy={form.submitting} onCancel={() => onClose(false)} onSubmit={form.submit} submitLabel="Link board">
      <MachineSelect required autoFocus {...form.field('vending_machine_id')} />
    </FormDialog>
  );
}
