/** Add or rename a category, brand, unit or packaging: one name, checked as the server checks it. */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { CATALOGUE_LISTS, CATALOGUE_NAME_MAX, catalogueListMessages, catalogueListRules, type CatalogueListKey } from '../../../contract/actions/catalogue-lists.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { Button, TextInput, toastSuccess } from '../../ui/index.ts';

export interface NamedRow {
  id: number;
  version: number;
  name: string;
}

interface Props {
  listKey: CatalogueListKey;
  /** The row to rename; null adds one. */
  row: NamedRow | null;
  onClose(saved: boolean): void;
}

export function NameDialog({ listKey, row, onClose }: Props) {
  const { kind, actions } = CATALOGUE_LISTS[listKey];
  const messages = catalogueListMessages(kind);
  const lower = kind.noun.toLowerCase();
  const form = useForm({
    initial: { name: row?.name ?? '' },
    rules: { fields: catalogueListRules(kind) },
    // The dialog is its own small step: leaving it is Cancel, not unsaved work.
    guard: false,
    onSubmit: async (v) => {
      if (row) await call(actions.update, { id: row.id, version: row.version, name: v.name.trim() });
      else await call(actions.create, { name: v.name.trim() });
      toastSuccess(row ? messages.updated : messages.created);
      onClose(true);
    },
  });
  const title = row ? `Edit ${lower}` : `Add ${lower}`;
  return (
    <Dialog open onClose={() => !form.submitting && onClose(false)} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <form noValidate className="mt-4 space-y-4" onSubmit={form.submit}>
            <TextInput label={`${kind.noun} name`} required autoFocus maxLength={CATALOGUE_NAME_MAX} {...form.field('name')} />
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => onClose(false)} disabled={form.submitting}>Cancel</Button>
              <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Saving...' : row ? 'Save' : 'Add'}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
