/**
 * The status control of /vm/{id}: Active, Inactive or Failed through the shell's
 * update.vending_machine_status (with the version read; a stale one answers 409 and the
 * screen reloads). Each target status is also a palette command ("Set machine Failed"),
 * so the buttons and the palette pass the same gate: PERM_UPDATE_VENDING_MACHINE, a
 * machine in service, and a status other than the current one.
 */
import { useState } from 'react';
import { updateVendingMachineStatus } from '../../../contract/actions/vm-status.ts';
import { STATUS_UPDATED } from '../../../contract/constants.ts';
import { VM_STATUSES } from '../../../contract/statuses.ts';
import { callUndoable } from '../../platform/undo/undo.ts';
import { useScreenCommands } from '../../platform/commands/useScreenCommands.ts';
import { toastError, useConfirm } from '../../ui/index.ts';
import type { MachineDetail } from './machine-parts.tsx';

export function MachineStatusControl({ machine, onChanged }: { machine: MachineDetail; onChanged(): void }) {
  const [confirm, confirmDialog] = useConfirm();
  const [saving, setSaving] = useState(false);

  async function setStatus(status: 1 | 2 | 3) {
    const name = VM_STATUSES.find((s) => s.id === status)!.name;
    const ok = await confirm({ text: `You want to set ${machine.name} (${machine.code}) to ${name}.`, confirmLabel: 'Yes, change it!', tone: status === 1 ? 'primary' : 'danger' });
    if (!ok) return;
    setSaving(true);
    try {
      await callUndoable(updateVendingMachineStatus, { id: machine.id, status, version: machine.version }, { message: STATUS_UPDATED, onUndone: onChanged });
    } catch (error) {
      toastError(error);
    } finally {
      setSaving(false);
      onChanged();
    }
  }

  const commands = useScreenCommands(
    VM_STATUSES.map((s) => ({
      id: `update.vending_machine_status.${s.id}`,
      title: `Set machine ${s.name}`,
      keywords: ['status', 'machine', machine.code, s.name.toLowerCase()],
      permissions: ['PERM_UPDATE_VENDING_MACHINE'],
      available: () => !machine.deleted_at && machine.status !== s.id && !saving,
      run: () => setStatus(s.id),
    })),
  );
  const offered = VM_STATUSES.filter((s) => commands[`update.vending_machine_status.${s.id}`]?.allowed);
  if (!offered.length) return confirmDialog;

  return (
    <div role="group" aria-label="Change status" className="flex items-center gap-2">
      <span className="text-sm text-slate-500">Set status:</span>
      {offered.map((s) => (
        <button
          key={s.id}
          type="button"
          disabled={saving}
          onClick={commands[`update.vending_machine_status.${s.id}`].run}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50 disabled:text-slate-400"
        >
          {s.name}
        </button>
      ))}
      {confirmDialog}
    </div>
  );
}
