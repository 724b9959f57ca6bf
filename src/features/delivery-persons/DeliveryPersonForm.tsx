/** The add/edit delivery person form: the contract's field rules, checked as typed and again by the server. */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { DELIVERY_PERSON_FIELD_RULES, DELIVERY_PERSON_MESSAGES, DeliveryPersonRow, createDeliveryPerson, updateDeliveryPerson } from '../../../contract/actions/delivery-persons.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { useDeliveryPartnerOptions } from '../../platform/options.ts';
import { Button, Checkbox, Select, TextInput, toastSuccess } from '../../ui/index.ts';

type DeliveryPerson = Infer<typeof DeliveryPersonRow>;

interface Values extends Record<string, unknown> {
  name: string;
  mobile_number: string;
  delivery_partner_id: string;
  active: boolean;
}

export function DeliveryPersonForm({ deliveryPerson: record }: { deliveryPerson?: DeliveryPerson }) {
  const [, navigate] = useLocation();
  const active = useDeliveryPartnerOptions();
  // An inactive partner the person already has stays choosable; the select offers only active ones otherwise.
  const partners = record && !active.some((p) => p.id === record.delivery_partner_id)
    ? [...active, { id: record.delivery_partner_id, name: `${record.delivery_partner_name} (inactive)` }]
    : active;
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      mobile_number: record?.mobile_number ?? '',
      delivery_partner_id: record ? String(record.delivery_partner_id) : '',
      active: record?.active ?? true,
    },
    rules: { fields: DELIVERY_PERSON_FIELD_RULES },
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        mobile_number: v.mobile_number.trim(),
        delivery_partner_id: Number(v.delivery_partner_id || 0),
        active: v.active,
      };
      if (record) {
        await call(updateDeliveryPerson, { ...fields, id: record.id, version: record.version });
        toastSuccess(DELIVERY_PERSON_MESSAGES.updated);
        form.leaveTo(paths.deliveryPerson(record.id));
      } else {
        const created = await call(createDeliveryPerson, fields);
        toastSuccess(DELIVERY_PERSON_MESSAGES.created);
        form.leaveTo(paths.deliveryPerson(created.data.id));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Name" required maxLength={255} {...form.field('name')} />
        <TextInput label="Mobile number" required type="tel" allowChars={/[0-9]/} maxLength={10} hint="10 digits" {...form.field('mobile_number')} />
        <Select label="Delivery partner" required options={partners} placeholder="Select a delivery partner" {...form.field('delivery_partner_id')} />
        <Checkbox label="Active" checked={form.values.active} onChange={(checked) => form.set('active', checked)} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.deliveryPerson(record.id) : paths.deliveryPersons())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add delivery person'}
        </Button>
      </div>
    </form>
  );
}
