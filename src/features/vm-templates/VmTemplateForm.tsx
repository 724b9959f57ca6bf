/**
 * The add, edit and clone VM template form: the contract's field rules, checked as typed and
 * again by the server. A clone is the add form filled from another template, saved as a new one.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  LABEL_TYPES, LABEL_TYPE_NAMES, TEMPLATE_SCOPES, TEMPLATE_SCOPE_NAMES, VM_TEMPLATE_FIELD_RULES, VM_TEMPLATE_MESSAGES, VM_TEMPLATE_TIMEOUTS,
  VmTemplate, createVmTemplate, getVmTemplateOptions, updateVmTemplate, type LabelType, type TemplateScope, type TimeoutKey,
} from '../../../contract/actions/vm-templates.ts';
import { rules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, NumberInput, Select, TextInput, toastSuccess } from '../../ui/index.ts';

type Template = Infer<typeof VmTemplate>;

type Values = Record<TimeoutKey, string> & {
  name: string;
  rows: string;
  columns: string;
  label_type: string;
  containers: string;
  entity_type: string;
  entity_id: string;
};

/** The clone's name until the user types another. */
export const cloneName = (name: string) => `Copy of ${name}`.slice(0, 255);

function initialValues(record?: Template, clone = false): Values {
  const timeouts = Object.fromEntries(VM_TEMPLATE_TIMEOUTS.map((t) => [t.key, String(record ? record[t.key] : t.default)])) as Record<TimeoutKey, string>;
  return {
    ...timeouts,
    name: record ? (clone ? cloneName(record.name) : record.name) : '',
    rows: record ? String(record.rows) : '6',
    columns: record ? String(record.columns) : '8',
    label_type: record?.label_type ?? 'NUMERIC',
    containers: record ? String(record.containers) : '1',
    entity_type: record?.entity_type ?? 'COMPANY',
    entity_id: record?.entity_id ? String(record.entity_id) : '',
  };
}

export function VmTemplateForm({ template, clone = false }: { template?: Template; clone?: boolean }) {
  const [, navigate] = useLocation();
  const editing = template && !clone ? template : null;
  const options = useRecord(getVmTemplateOptions, {});
  const form = useForm<Values>({
    initial: initialValues(template, clone),
    rules: (v) => ({
      fields: {
        ...VM_TEMPLATE_FIELD_RULES,
        entity_id: v.entity_type === 'ZONE' ? [rules.required(VM_TEMPLATE_MESSAGES.zoneRequired)] : v.entity_type === 'RETAILER' ? [rules.required(VM_TEMPLATE_MESSAGES.retailerRequired)] : [],
      },
    }),
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        rows: Number(v.rows),
        columns: Number(v.columns),
        label_type: v.label_type as LabelType,
        containers: Number(v.containers),
        ...(Object.fromEntries(VM_TEMPLATE_TIMEOUTS.map((t) => [t.key, Number(v[t.key])])) as Record<TimeoutKey, number>),
        entity_type: v.entity_type as TemplateScope,
        entity_id: v.entity_type === 'COMPANY' || !v.entity_id ? null : Number(v.entity_id),
      };
      if (editing) {
        await call(updateVmTemplate, { ...fields, id: editing.id, version: editing.version });
        toastSuccess(VM_TEMPLATE_MESSAGES.updated);
        form.leaveTo(paths.templatesVmById(editing.id));
      } else {
        const created = await call(createVmTemplate, fields);
        toastSuccess(VM_TEMPLATE_MESSAGES.created);
        form.leaveTo(paths.templatesVmById(created.data.id));
      }
    },
  });
  const opts = options.status === 'ready' ? options.data : null;
  const entityChoices = form.values.entity_type === 'ZONE' ? opts?.zones ?? [] : form.values.entity_type === 'RETAILER' ? opts?.retailers ?? [] : [];

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-700">Machine</legend>
        <TextInput autoFocus label="Template name" required maxLength={255} className="sm:col-span-2" {...form.field('name')} />
        <NumberInput label="Rows" required hint="1 to 9" {...form.field('rows')} />
        <NumberInput label="Columns" required hint="1 to 9" {...form.field('columns')} />
        <Select label="Label type" required options={LABEL_TYPES.map((id) => ({ id, name: LABEL_TYPE_NAMES[id] }))} {...form.field('label_type')} />
        <NumberInput label="Number of containers" required {...form.field('containers')} />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-700">Timeouts (seconds)</legend>
        {VM_TEMPLATE_TIMEOUTS.map((t) => <NumberInput key={t.key} label={t.label} required {...form.field(t.key)} />)}
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-slate-700">Entity</legend>
        <Select
          label="Entity"
          required
          options={TEMPLATE_SCOPES.map((id) => ({ id, name: TEMPLATE_SCOPE_NAMES[id] }))}
          {...form.field('entity_type')}
          onChange={(value) => form.setValues((v) => ({ ...v, entity_type: value, entity_id: '' }))}
        />
        {form.values.entity_type === 'COMPANY' ? (
          <TextInput label="Entity name" value={opts?.company ?? ''} onChange={() => undefined} readOnly />
        ) : (
          <Select
            label="Entity name"
            required
            placeholder={form.values.entity_type === 'ZONE' ? 'Select zone' : 'Select retailer'}
            options={entityChoices}
            {...form.field('entity_id')}
          />
        )}
      </fieldset>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(editing ? paths.templatesVmById(editing.id) : paths.templatesVm())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {editing ? 'Save changes' : 'Add VM template'}
        </Button>
      </div>
    </form>
  );
}
