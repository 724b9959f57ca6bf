/** The add/edit retailer form: the contract's field rules, checked as typed and again by the server. */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { RETAILER_FIELD_RULES, RETAILER_MESSAGES, RetailerRow, createRetailer, updateRetailer } from '../../../contract/actions/retailers.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, Checkbox, TextInput, toastSuccess } from '../../ui/index.ts';

type Retailer = Infer<typeof RetailerRow>;

interface Values extends Record<string, unknown> {
  name: string;
  contact_person_name: string;
  email: string;
  mobile_number: string;
  address_line_1: string;
  address_line_2: string;
  country: string;
  state: string;
  city: string;
  pincode: string;
  is_active: boolean;
}

export function RetailerForm({ retailer: record }: { retailer?: Retailer }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      contact_person_name: record?.contact_person_name ?? '',
      email: record?.email ?? '',
      mobile_number: record?.mobile_number ?? '',
      address_line_1: record?.address_line_1 ?? '',
      address_line_2: record?.address_line_2 ?? '',
      country: record?.country ?? '',
      state: record?.state ?? '',
      city: record?.city ?? '',
      pincode: record?.pincode ?? '',
      is_active: record?.is_active ?? false,
    },
    rules: { fields: RETAILER_FIELD_RULES },
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        contact_person_name: v.contact_person_name.trim(),
        email: v.email.trim(),
        mobile_number: v.mobile_number.trim(),
        address_line_1: v.address_line_1.trim(),
        address_line_2: v.address_line_2.trim(),
        country: v.country.trim(),
        state: v.state.trim(),
        city: v.city.trim(),
        pincode: v.pincode.trim(),
        is_active: v.is_active,
      };
      if (record) {
        await call(updateRetailer, { ...fields, id: record.id, version: record.version });
        toastSuccess(RETAILER_MESSAGES.updated);
        form.leaveTo(paths.retailer(record.id));
      } else {
        const created = await call(createRetailer, fields);
        toastSuccess(RETAILER_MESSAGES.created);
        form.leaveTo(paths.retailer(created.data.id));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Name" required maxLength={255} {...form.field('name')} />
        <TextInput label="Contact person name" maxLength={255} {...form.field('contact_person_name')} />
        <TextInput label="Email" type="email" noSpaces maxLength={254} {...form.field('email')} />
        <TextInput label="Mobile number" type="tel" allowChars={/[0-9]/} maxLength={10} hint="10 digits" {...form.field('mobile_number')} />
        <TextInput label="Address line 1" maxLength={255} {...form.field('address_line_1')} />
        <TextInput label="Address line 2" maxLength={255} {...form.field('address_line_2')} />
        <TextInput label="Country" maxLength={255} {...form.field('country')} />
        <TextInput label="State" maxLength={255} {...form.field('state')} />
        <TextInput label="City" maxLength={255} {...form.field('city')} />
        <TextInput label="Pincode" maxLength={255} {...form.field('pincode')} />
        <Checkbox label="Is active" checked={form.values.is_active} onChange={(checked) => form.set('is_active', checked)} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.retailer(record.id) : paths.retailers())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add retailer'}
        </Button>
      </div>
    </form>
  );
}
