/** Change a supplier's email (domain.md §7): its own action, so purchase orders and cancellations go to the new address. */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { SUPPLIER_FIELD_RULES, SUPPLIER_MESSAGES, changeSupplierEmail } from '../../../contract/actions/suppliers.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { Button, TextInput, toastSuccess } from '../../ui/index.ts';

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
    <Dialog open onClose={() => !form.submitting && onClose(false)} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">Change supplier email</DialogTitle>
          <form noValidate className="mt-4 space-y-4" onSubmit={form.submit}>
            <TextInput label="Email" required autoFocus type="email" noSpaces maxLength={254} {...form.field('email_id')} />
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => onClose(false)} disabled={form.submitting}>Cancel</Button>
              <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Saving...' : 'Change email'}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
