/** The add/edit supplier form: the contract's field rules, checked as typed and again by the server. */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { SUPPLIER_FIELD_RULES, SUPPLIER_MESSAGES, SupplierRow, createSupplier, updateSupplier } from '../../../contract/actions/suppliers.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, TextInput, toastSuccess } from '../../ui/index.ts';

type Supplier = Infer<typeof SupplierRow>;

interface Values extends Record<string, unknown> {
  company_name: string;
  contact_person_name: string;
  email_id: string;
  mobile_number: string;
  country: string;
  state: string;
  city: string;
  billing_address: string;
  shipping_address: string;
  bank_name: string;
  ifsc_code: string;
  account_number: string;
}

export function SupplierForm({ supplier: record }: { supplier?: Supplier }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: {
      company_name: record?.company_name ?? '',
      contact_person_name: record?.contact_person_name ?? '',
      email_id: record?.email_id ?? '',
      mobile_number: record?.mobile_number ?? '',
      country: record?.country ?? '',
      state: record?.state ?? '',
      city: record?.city ?? '',
      billing_address: record?.billing_address ?? '',
      shipping_address: record?.shipping_address ?? '',
      bank_name: record?.bank_name ?? '',
      ifsc_code: record?.ifsc_code ?? '',
      account_number: record?.account_number ?? '',
    },
    rules: { fields: SUPPLIER_FIELD_RULES },
    onSubmit: async (v) => {
      const fields = {
        company_name: v.company_name.trim(),
        contact_person_name: v.contact_person_name.trim(),
        email_id: v.email_id.trim(),
        mobile_number: v.mobile_number.trim(),
        country: v.country.trim(),
        state: v.state.trim(),
        city: v.city.trim(),
        billing_address: v.billing_address.trim(),
        shipping_address: v.shipping_address.trim(),
        bank_name: v.bank_name.trim(),
        ifsc_code: v.ifsc_code.trim(),
        account_number: v.account_number.trim(),
      };
      if (record) {
        await call(updateSupplier, { ...fields, id: record.id, version: record.version });
        toastSuccess(SUPPLIER_MESSAGES.updated);
        form.leaveTo(paths.supplier(record.id));
      } else {
        const created = await call(createSupplier, fields);
        toastSuccess(SUPPLIER_MESSAGES.created);
        form.leaveTo(paths.supplier(created.data.id));
      }
    },
  });

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Company name" required maxLength={255} {...form.field('company_name')} />
        <TextInput label="Contact person name" maxLength={255} {...form.field('contact_person_name')} />
        <TextInput label="Email id" required type="email" noSpaces maxLength={254} {...form.field('email_id')} />
        <TextInput label="Mobile number" type="tel" allowChars={/[0-9]/} maxLength={10} hint="10 digits" {...form.field('mobile_number')} />
        <TextInput label="Country" maxLength={255} {...form.field('country')} />
        <TextInput label="State" maxLength={255} {...form.field('state')} />
        <TextInput label="City" maxLength={255} {...form.field('city')} />
        <TextInput label="Billing address" maxLength={255} {...form.field('billing_address')} />
        <TextInput label="Shipping address" maxLength={255} {...form.field('shipping_address')} />
        <TextInput label="Bank name" maxLength={255} {...form.field('bank_name')} />
        <TextInput label="Ifsc code" maxLength={255} {...form.field('ifsc_code')} />
        <TextInput label="Account number" maxLength={255} {...form.field('account_number')} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.supplier(record.id) : paths.suppliers())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add supplier'}
        </Button>
      </div>
    </form>
  );
}
