/** The add/edit delivery partner form: the contract's field rules, checked as typed and again by the server. */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { DELIVERY_PARTNER_FIELD_RULES, DELIVERY_PARTNER_MESSAGES, DeliveryPartnerRow, createDeliveryPartner, updateDeliveryPartner } from '../../../contract/actions/delivery-partners.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, Checkbox, TextInput, toastSuccess } from '../../ui/index.ts';

type DeliveryPartner = Infer<typeof DeliveryPartnerRow>;

interface Values extends Record<string, unknown> {
  name: string;
  contact_person_name: string;
  mobile_number: string;
  email_id: string;
  active: boolean;
}

export function DeliveryPartnerForm({ deliveryPartner: record }: { deliveryPartner?: DeliveryPartner }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      contact_person_name: record?.contact_person_name ?? '',
      mobile_number: record?.mobile_number ?? '',
      email_id: record?.email_id ?? '',
      active: record?.active ?? true,
    },
    rules: { fields: DELIVERY_PARTNER_FIELD_RULES },
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        contact_person_name: v.contact_person_name.trim(),
        mobile_number: v.mobile_number.trim(),
        email_id: v.email_id.trim(),
        active: v.active,
      };
      if (record) {
        await call(updateDeliveryPartner, { ...fields, id: record.id, version: record.version });
        toastSuccess(DELIVERY_PARTNER_MESSAGES.updated);
        form.leaveTo(paths.deliveryPartner(record.id));
      } else {
        const created = await call(createDeliveryPartner, fields);
        toastSuccess(DELIVERY_PARTNER_MESSAGES.created);
        form.leaveTo(paths.deliveryPartner(created.data.id));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Name" required maxLength={255} {...form.field('name')} />
        <TextInput label="Contact person name" maxLength={255} {...form.field('contact_person_name')} />
        <TextInput label="Mobile number" required type="tel" allowChars={/[0-9]/} maxLength={10} hint="10 digits" {...form.field('mobile_number')} />
        <TextInput label="Email id" type="email" noSpaces maxLength={254} {...form.field('email_id')} />
        <Checkbox label="Active" checked={form.values.active} onChange={(checked) => form.set('active', checked)} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.deliveryPartner(record.id) : paths.deliveryPartners())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add delivery partner'}
        </Button>
      </div>
    </form>
  );
}
