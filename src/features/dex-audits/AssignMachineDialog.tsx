/** "Assign to machine": an unmatched audit goes to the machine chosen, which remembers the serial for its next audits. */
import { DEX_AUDIT_MESSAGES, mapDexAudit } from '../../../contract/actions/dex-audits.ts';
import { rules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { MachineSelect } from '../../platform/machines/MachineSelect.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { toastSuccess } from '../../ui/index.ts';

export function AssignMachineDialog({ audit, onClose }: { audit: { id: number; version: number; serial: string }; onClose(saved: boolean): void }) {
  const form = useForm({
    initial: { vending_machine_id: '' },
    rules: { fields: { vending_machine_id: [rules.required(DEX_AUDIT_MESSAGES.machineRequired)] } },
    guard: false,
    onSubmit: async (v) => {
      await call(mapDexAudit, { id: audit.id, version: audit.version, vending_machine_id: Number(v.vending_machine_id) });
      toastSuccess(DEX_AUDIT_MESSAGES.mapped);
      onClose(true);
    },
  });
  return (
    <FormDialog title={`Assign audit ${audit.serial || ''} to a machine`} busy={form.submitting} onCancel={() => onClose(false)} onSubmit={form.submit} submitLabel="Assign to machine">
      <MachineSelect required autoFocus {...form.field('vending_machine_id')} />
    </FormDialog>
  );
}
