/**
 * A small form in a dialog (headlessui): title, the fields, Cancel and the submit button, which
 * reads `busyLabel` while the form is saving. Escape or a click outside is Cancel, except while
 * saving. Imported from its file, not the ui index, so headlessui stays out of the first bundle.
 *
 *   <FormDialog title="Change supplier email" busy={form.submitting} onCancel={() => onClose(false)} onSubmit={form.submit} submitLabel="Change email">
 *     <TextInput label="Email" … />
 *   </FormDialog>
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './Button.tsx';

interface Props {
  title: ReactNode;
  busy: boolean;
  onCancel(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busyLabel?: string;
  children: ReactNode;
}

export function FormDialog({ title, busy, onCancel, onSubmit, submitLabel, busyLabel = 'Saving...', children }: Props) {
  return (
    <Dialog open onClose={() => !busy && onCancel()} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <form noValidate className="mt-4 space-y-4" onSubmit={onSubmit}>
            {children}
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={onCancel} disabled={busy}>Cancel</Button>
              <Button type="submit" disabled={busy}>{busy ? busyLabel : submitLabel}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
