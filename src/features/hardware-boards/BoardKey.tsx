/**
 * A board's device key on /hardware-boards: the open board's panel (its key's prefix, when it
 * was issued and last used, or "No device key") with the Issue / Rotate / Revoke commands, and
 * the dialog that shows a new key once, with a Copy button and the warning that it will not be
 * shown again; closing it leaves only the prefix.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import type { Infer } from 'superstruct';
import { DEVICE_KEY_ACTIONS } from '../../../commands/records/device-keys.ts';
import { DEVICE_KEY_MESSAGES, issueDeviceKey, revokeDeviceKey } from '../../../contract/actions/device-keys.ts';
import type { HardwareBoardRow } from '../../../contract/actions/hardware-boards.ts';
import { DEVICE_KEY_PREFIX } from '../../../contract/device.ts';
import { deviceKeyGates } from '../../../machines/records/deviceKey.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { Button, DetailList, formatDate, toastError, toastSuccess, useConfirm } from '../../ui/index.ts';

type Board = Infer<typeof HardwareBoardRow>;

/** `vdk_AbCd1234…`: enough to tell keys apart, never the key. */
export const keyLabel = (prefix: string) => `${DEVICE_KEY_PREFIX}${prefix}…`;

export function BoardKeyPanel({ board, onChanged, onClose }: { board: Board; onChanged(): void; onClose(): void }) {
  const [shown, setShown] = useState<string | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const gates = deviceKeyGates(board);

  const issue = async () => {
    const rotating = gates.canRotate;
    if (rotating && !(await confirm({ title: 'Rotate device key?', text: `The key ${keyLabel(board.device_key!.prefix)} stops working at once.`, confirmLabel: 'Rotate', tone: 'danger' }))) return;
    try {
      const { data } = await call(issueDeviceKey, { id: board.id });
      toastSuccess(rotating ? DEVICE_KEY_MESSAGES.rotated : DEVICE_KEY_MESSAGES.issued);
      setShown(data.key);
    } catch (error) {
      toastError(error);
    }
  };
  const revoke = async () => {
    if (!(await confirm({ title: 'Revoke device key?', text: `Board ${board.serial} will be refused from its next request.`, confirmLabel: 'Revoke', tone: 'danger' }))) return;
    try {
      await call(revokeDeviceKey, { id: board.id });
      toastSuccess(DEVICE_KEY_MESSAGES.revoked);
      onChanged();
    } catch (error) {
      toastError(error);
    }
  };
  const actions = useRecordActions(DEVICE_KEY_ACTIONS, { ...gates, issue: () => void issue(), revoke: () => void revoke() });
  const key = board.device_key;

  return (
    <>
      <DetailList
        title={`Board ${board.serial}`}
        items={[
          { label: 'Vending machine', value: board.vending_machine ? `${board.vending_machine.name} (${board.vending_machine.code})` : 'Not linked' },
          { label: 'Device key', value: key ? keyLabel(key.prefix) : 'No device key' },
          ...(key ? [{ label: 'Key issued', value: formatDate(key.issued_at) }, { label: 'Key last used', value: key.last_used_at ? formatDate(key.last_used_at) : 'Never' }] : []),
        ]}
        actions={(
          <>
            <GateButton gate={actions['issue.device_key']} variant="primary">Issue device key</GateButton>
            <GateButton gate={actions['rotate.device_key']}>Rotate device key</GateButton>
            <GateButton gate={actions['revoke.device_key']} variant="danger">Revoke device key</GateButton>
            <Button variant="secondary" onClick={onClose}>Close</Button>
          </>
        )}
      />
      {!board.vending_machine && <p className="text-sm text-slate-600">Link the board to a machine to issue its device key.</p>}
      {confirmDialog}
      {shown && <KeyShownOnce serial={board.serial} deviceKey={shown} onClose={() => { setShown(null); onChanged(); }} />}
    </>
  );
}

function KeyShownOnce({ serial, deviceKey, onClose }: { serial: string; deviceKey: string; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(deviceKey);
      setCopied(true);
    } catch {
      // Without clipboard access the key is still selectable in the field.
      setCopied(false);
    }
  };
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">Device key for board {serial}</DialogTitle>
          <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="alert">{DEVICE_KEY_MESSAGES.shownOnce}</p>
          <label className="mt-4 block text-sm font-medium text-slate-700" htmlFor="device-key-value">Device key</label>
          <input id="device-key-value" readOnly value={deviceKey} onFocus={(e) => e.currentTarget.select()}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900" />
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" autoFocus onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
