/** Change a supplier's email (domain.md §7): its own action, so purchase orders and cancellations go to the new address. */
import { SUPPLIER_FIELD_RULES, SUPPLIER_MESSAGES, changeSupplierEmail } from '../../../contract/actions/suppliers.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { TextInput, toastSuccess } from '../../ui/index.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';

interface Props {
  supplier: { id: number; version: number; email_id: string };
  onClose(changed: boolean): void;
}

export function ChangeEmailDialog({ supplier, onClose }: Props) {
  const form = useForm({
    initial: { email_id: supplier.email_id },
    rules: { fields: { email_id: SUPPLIER_FIELD_RULES.email_id } },
    // The dialog is its own small step: leaving it is Cancel, not unsaved work.
    guard: false,
    onSubmit: async (v) => {
      await call(changeSupplierEmail, { id: supplier.id, version: supplier.version, email_id: v.email_id.trim() });
      toastSuccess(SUPPLIER_MESSAGES.emailChanged);
      onClose(true);
    },
  });
  return (
    <FormDialog title={'Change supplier email'} busy={form.submitting} onCancel={() => onClose(false)} onSubmit={form.submit} submitLabel="Change email">
      <TextInput label="Email" required autoFocus type="email" noSpaces maxLength={254} {...form.field('email_id')} />
    </FormDialog>
  );
}
