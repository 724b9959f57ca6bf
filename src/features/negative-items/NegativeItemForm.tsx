/** The add/edit negative item form: name, source, start and end day, status (the contract's field rules, checked again by the server). */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { NEGATIVE_ITEM_FIELD_RULES, NEGATIVE_ITEM_MESSAGES, NegativeItemRow, createNegativeItem, updateNegativeItem } from '../../../contract/actions/negative-items.ts';
import { NEGATIVE_ITEM_STATUSES, SOURCE_TYPES, type SourceType } from '../../../contract/negative-items.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, Select, TextInput, toastSuccess } from '../../ui/index.ts';

type NegativeItem = Infer<typeof NegativeItemRow>;

interface Values extends Record<string, unknown> {
  name: string;
  source: string;
  start_date: string;
  end_date: string;
  status: string;
}

const SOURCE_OPTIONS = SOURCE_TYPES.map((s) => ({ id: s, name: s }));
const STATUS_OPTIONS = NEGATIVE_ITEM_STATUSES.map((s) => ({ id: String(s.id), name: s.name }));
const pad = (n: number) => String(n).padStart(2, '0');
/** The local day of a moment, as a date input holds it. */
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** A day runs from its local start to its local end. */
const startOf = (day: string) => new Date(`${day}T00:00:00`).toISOString();
const endOf = (day: string) => new Date(`${day}T23:59:59`).toISOString();

export function NegativeItemForm({ negativeItem: record }: { negativeItem?: NegativeItem }) {
  const [, navigate] = useLocation();
  const today = new Date();
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      source: record?.source ?? 'Internal',
      start_date: dayOf(record ? new Date(record.start_date) : today),
      end_date: dayOf(record ? new Date(record.end_date) : new Date(today.getTime() + 30 * 86_400_000)),
      status: String(record?.status ?? 1),
    },
    rules: { fields: NEGATIVE_ITEM_FIELD_RULES },
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        source: v.source as SourceType,
        start_date: startOf(v.start_date),
        end_date: endOf(v.end_date),
        status: Number(v.status) as 0 | 1,
      };
      if (record) {
        await call(updateNegativeItem, { ...fields, id: record.id, version: record.version });
        toastSuccess(NEGATIVE_ITEM_MESSAGES.updated);
        form.leaveTo(paths.negativeItem(record.id));
      } else {
        const created = await call(createNegativeItem, fields);
        toastSuccess(NEGATIVE_ITEM_MESSAGES.created);
        form.leaveTo(paths.negativeItem(created.data.id));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Name" required maxLength={255} {...form.field('name')} />
        <Select label="Source" required options={SOURCE_OPTIONS} {...form.field('source')} />
        <TextInput label="Start date" type="date" required {...form.field('start_date')} />
        <TextInput label="End date" type="date" required {...form.field('end_date')} />
        <Select label="Status" required options={STATUS_OPTIONS} {...form.field('status')} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.negativeItem(record.id) : paths.negativeItems())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add negative item'}
        </Button>
      </div>
    </form>
  );
}
