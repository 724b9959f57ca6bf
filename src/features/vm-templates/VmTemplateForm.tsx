/** The add/edit vm template form: the contract's field rules, checked as typed and again by the server. */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { VM_TEMPLATE_FIELD_RULES, VM_TEMPLATE_MESSAGES, VmTemplateRow, createVmTemplate, updateVmTemplate } from '../../../contract/actions/vm-templates.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, NumberInput, TextInput, toastSuccess } from '../../ui/index.ts';

type VmTemplate = Infer<typeof VmTemplateRow>;

interface Values extends Record<string, unknown> {
  name: string;
  rows: string;
  columns: string;
  label_type: string;
  screen_inactivity_timeout: string;
  cart_reset_timeout: string;
  payment_timeout: string;
  post_dispense_timeout: string;
  unlock_time: string;
  dispense_later_timeout: string;
  dispense_cancellation_timeout: string;
  containers: string;
}

export function VmTemplateForm({ vmTemplate: record }: { vmTemplate?: VmTemplate }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      rows: record ? String(record.rows) : '',
      columns: record ? String(record.columns) : '',
      label_type: record?.label_type ?? '',
      screen_inactivity_timeout: record ? String(record.screen_inactivity_timeout) : '',
      cart_reset_timeout: record ? String(record.cart_reset_timeout) : '',
      payment_timeout: record ? String(record.payment_timeout) : '',
      post_dispense_timeout: record ? String(record.post_dispense_timeout) : '',
      unlock_time: record ? String(record.unlock_time) : '',
      dispense_later_timeout: record ? String(record.dispense_later_timeout) : '',
      dispense_cancellation_timeout: record ? String(record.dispense_cancellation_timeout) : '',
      containers: record ? String(record.containers) : '',
    },
    rules: { fields: VM_TEMPLATE_FIELD_RULES },
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        rows: Number(v.rows || 0),
        columns: Number(v.columns || 0),
        label_type: v.label_type.trim(),
        screen_inactivity_timeout: Number(v.screen_inactivity_timeout || 0),
        cart_reset_timeout: Number(v.cart_reset_timeout || 0),
        payment_timeout: Number(v.payment_timeout || 0),
        post_dispense_timeout: Number(v.post_dispense_timeout || 0),
        unlock_time: Number(v.unlock_time || 0),
        dispense_later_timeout: Number(v.dispense_later_timeout || 0),
        dispense_cancellation_timeout: Number(v.dispense_cancellation_timeout || 0),
        containers: Number(v.containers || 0),
      };
      if (record) {
        await call(updateVmTemplate, { ...fields, id: record.id, version: record.version });
        toastSuccess(VM_TEMPLATE_MESSAGES.updated);
        form.leaveTo(paths.vmTemplate(record.id));
      } else {
        const created = await call(createVmTemplate, fields);
        toastSuccess(VM_TEMPLATE_MESSAGES.created);
        form.leaveTo(paths.vmTemplate(created.data.id));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Name" required maxLength={255} {...form.field('name')} />
        <NumberInput label="Rows" required {...form.field('rows')} />
        <NumberInput label="Columns" required {...form.field('columns')} />
        <TextInput label="Label type" maxLength={255} {...form.field('label_type')} />
        <NumberInput label="Screen inactivity timeout" {...form.field('screen_inactivity_timeout')} />
        <NumberInput label="Cart reset timeout" {...form.field('cart_reset_timeout')} />
        <NumberInput label="Payment timeout" {...form.field('payment_timeout')} />
        <NumberInput label="Post dispense timeout" {...form.field('post_dispense_timeout')} />
        <NumberInput label="Unlock time" {...form.field('unlock_time')} />
        <NumberInput label="Dispense later timeout" {...form.field('dispense_later_timeout')} />
        <NumberInput label="Dispense cancellation timeout" {...form.field('dispense_cancellation_timeout')} />
        <NumberInput label="Containers" {...form.field('containers')} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.vmTemplate(record.id) : paths.vmTemplates())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add vm template'}
        </Button>
      </div>
    </form>
  );
}
