/** Add or rename a category, brand, unit or packaging: one name, checked as the server checks it. */
import { CATALOGUE_LISTS, CATALOGUE_NAME_MAX, catalogueListMessages, catalogueListRules, type CatalogueListKey } from '../../../contract/actions/catalogue-lists.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { TextInput, toastSuccess } from '../../ui/index.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';

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
    <FormDialog title={title} busy={form.submitting} onCancel={() => onClose(false)} onSubmit={form.submit} submitLabel={row ? 'Save' : 'Add'}>
      <TextInput label={`${kind.noun} name`} required autoFocus maxLength={CATALOGUE_NAME_MAX} {...form.field('name')} />
    </FormDialog>
  );
}
