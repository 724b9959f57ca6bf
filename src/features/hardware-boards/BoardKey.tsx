/**
 * A board's device key on /hardware-boards: the open board's panel (its key's prefix, when it
 * was issued and last used, or "No device key") with the Issue / Rotate / Revoke commands, and
 * the dialog that shows a new key once, with a Copy button and the warning that it will not be
 * shown again; closing it leaves only the prefix.
 */
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
import { KeyShownOnce } from '../../ui/KeyShownOnce.tsx';

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
      {shown && (
        <KeyShownOnce title={`Device key for board ${board.serial}`} label="Device key" value={shown} warning={DEVICE_KEY_MESSAGES.shownOnce}
          onClose={() => { setShown(null); onChanged(); }} />
      )}
    </>
  );
}
