/**
 * The add/edit retailer form: the retailer and its contact, the address (lines, the
 * country → state → city cascade of PlaceFields, the pincode) and whether it is active. The
 * contract's field rules are checked as typed and again by the server.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { RETAILER_FIELD_RULES, RETAILER_MESSAGES, RetailerRow, createRetailer, updateRetailer } from '../../../contract/actions/retailers.ts';
import { call } from '../../api/client.ts';
import { PlaceFields, type Place } from '../../platform/form/PlaceFields.tsx';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, Checkbox, TextInput, toastSuccess } from '../../ui/index.ts';

type Retailer = Infer<typeof RetailerRow>;

interface Values extends Place, Record<string, unknown> {
  name: string;
  contact_person_name: string;
  email: string;
  mobile_number: string;
  address_line_1: string;
  address_line_2: string;
  pincode: string;
  is_active: boolean;
}

const initialOf = (r?: Retailer): Values => ({
  name: r?.name ?? '',
  contact_person_name: r?.contact_person_name ?? '',
  email: r?.email ?? '',
  mobile_number: r?.mobile_number ?? '',
  address_line_1: r?.address_line_1 ?? '',
  address_line_2: r?.address_line_2 ?? '',
  country: r?.country ?? '',
  state: r?.state ?? '',
  city: r?.city ?? '',
  pincode: r?.pincode ?? '',
  // A new retailer is active unless unticked.
  is_active: r?.is_active ?? true,
});

export function RetailerForm({ retailer: record }: { retailer?: Retailer }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: initialOf(record),
    rules: { fields: RETAILER_FIELD_RULES },
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        contact_person_name: v.contact_person_name.trim(),
        email: v.email.trim(),
        mobile_number: v.mobile_number.trim(),
        address_line_1: v.address_line_1.trim(),
        address_line_2: v.address_line_2.trim(),
        country: v.country,
        state: v.state,
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
  const { values } = form;

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-4xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Retailer</legend>
        <TextInput autoFocus label="Retailer name" required maxLength={255} {...form.field('name')} />
        <TextInput label="Contact person name" maxLength={255} {...form.field('contact_person_name')} />
        <TextInput label="Email" type="email" noSpaces maxLength={254} {...form.field('email')} />
        <TextInput label="Mobile number" type="tel" allowChars={/[0-9]/} maxLength={10} hint="10 digits" {...form.field('mobile_number')} />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Address</legend>
        <TextInput label="Address line 1" className="sm:col-span-3" maxLength={255} {...form.field('address_line_1')} />
        <TextInput label="Address line 2" className="sm:col-span-3" maxLength={255} {...form.field('address_line_2')} />
        <PlaceFields
          value={{ country: values.country, state: values.state, city: values.city }}
          onChange={(place) => form.setValues((v) => ({ ...v, ...place }))}
          errors={{ country: form.errors.country, state: form.errors.state, city: form.errors.city }}
        />
        <TextInput label="Pincode" maxLength={10} {...form.field('pincode')} />
      </fieldset>
      <Checkbox label="Active" checked={values.is_active} onChange={(checked) => form.set('is_active', checked)} />
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
