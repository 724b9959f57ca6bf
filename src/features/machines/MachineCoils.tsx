/**
 * The planogram of /vm/{id} with its coil commands: select a cell, then B (or Enter) or the
 * "Block coil" / "Unblock coil" button, confirm, and update.vm_block_coils switches the coil's
 * motor off or on. The palette's commands ask which coil instead and need no confirmation:
 * every change's toast offers Undo (Ctrl+Z).
 */
import { useState } from 'react';
import { MACHINE_COIL_MESSAGES, updateVmBlockCoils } from '../../../contract/actions/machine-coils.ts';
import { MACHINE_COIL_ACTIONS, type CoilChoice } from '../../../commands/records/machine-coils.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { callUndoable } from '../../platform/undo/undo.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { Button, toastError, useConfirm } from '../../ui/index.ts';
import type { MachineDetail, SlotRow } from './machine-parts.tsx';
import { PlanogramGrid } from './PlanogramGrid.tsx';

export function MachineCoils({ machine, onChanged }: { machine: MachineDetail; onChanged(): void }) {
  const [selected, setSelected] = useState<SlotRow | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirm, confirmDialog] = useConfirm();
  const inService = !machine.deleted_at && !saving;

  async function toggle(slot: SlotRow | null) {
    if (!slot || !inService) return;
    const blocking = slot.motor_activated;
    const ok = await confirm({
      title: blocking ? 'Block coil' : 'Unblock coil',
      text: MACHINE_COIL_MESSAGES[blocking ? 'confirmBlock' : 'confirmUnblock'](slot.coil),
      confirmLabel: blocking ? 'Yes, block it' : 'Yes, unblock it',
      tone: blocking ? 'danger' : 'primary',
    });
    if (ok) await setBlocked(slot.coil, blocking);
  }

  async function setBlocked(coil: string, blocked: boolean) {
    if (!inService) return;
    setSaving(true);
    try {
      await callUndoable(updateVmBlockCoils, { vending_machine_id: machine.id, coils: [coil], blocked, version: machine.version }, {
        message: MACHINE_COIL_MESSAGES[blocked ? 'blocked' : 'unblocked']([coil]),
        undoneMessage: MACHINE_COIL_MESSAGES[blocked ? 'unblocked' : 'blocked']([coil]),
        onUndone: onChanged,
      });
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
      onChanged();
    }
  }

  const actions = useRecordActions(MACHINE_COIL_ACTIONS, {
    inService,
    coils: coilChoices(machine.slots, selected),
    setBlocked: (coil, blocked) => void setBlocked(coil, blocked),
    canBlockCoil: inService && !!selected?.motor_activated,
    canUnblockCoil: inService && !!selected && !selected.motor_activated,
    toggleCoil: () => void toggle(selected),
  });
  const blockGate = actions['update.vm_block_coils.block'];
  const unblockGate = actions['update.vm_block_coils.unblock'];
  const mayChange = hasAnyPermission(usePermissions(), updateVmBlockCoils.permissions);

  return (
    <div className="space-y-2">
      <PlanogramGrid
        slots={machine.slots}
        rows={machine.rows}
        columns={machine.columns}
        onSelect={setSelected}
        onToggleCoil={mayChange && !machine.deleted_at ? (slot) => void toggle(slot) : undefined}
      />
      {mayChange && selected && (
        <div className="flex items-center gap-2 text-sm text-slate-600">
          <span>
            Coil <span className="font-mono">{selected.coil}</span> selected{!machine.deleted_at && ' — press B to switch its motor'}.
          </span>
          {blockGate?.allowed && selected.motor_activated && <Button variant="secondary" onClick={blockGate.run}>Block coil</Button>}
          {unblockGate?.allowed && !selected.motor_activated && <Button variant="secondary" onClick={unblockGate.run}>Unblock coil</Button>}
        </div>
      )}
      {confirmDialog}
    </div>
  );
}

/** The machine's coils for the palette, the one selected in the grid first. */
function coilChoices(slots: readonly SlotRow[], selected: SlotRow | null): CoilChoice[] {
  const ordered = selected ? [selected, ...slots.filter((s) => s.coil !== selected.coil)] : slots;
  return ordered.map((s) => ({ coil: s.coil, product: s.product?.name ?? null, blocked: !s.motor_activated }));
}
