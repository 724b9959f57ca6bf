/**
 * The add/edit supplier form (domain.md §3, §5): company and contact, the address with its
 * country → state → city cascade, the bank, and the product terms. The contract's field rules
 * are checked as typed and again by the server. An existing supplier's email changes on its
 * own (Change email on the supplier's screen), so here it is shown, not edited.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  PRODUCT_TERM_RULES, SUPPLIER_FIELD_RULES, SUPPLIER_MESSAGES, Supplier, createSupplier, updateSupplier,
} from '../../../contract/actions/suppliers.ts';
import { call } from '../../api/client.ts';
import { PlaceFields, type Place } from '../../platform/form/PlaceFields.tsx';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, TextInput, toastSuccess } from '../../ui/index.ts';
import { ProductTermsEditor, type TermDraft } from './ProductTermsEditor.tsx';

type SupplierData = Infer<typeof Supplier>;

interface Values extends Place, Record<string, unknown> {
  company_name: string;
  contact_person_name: string;
  email_id: string;
  mobile_number: string;
  billing_address: string;
  shipping_address: string;
  bank_name: string;
  ifsc_code: string;
  account_number: string;
  product_terms: TermDraft[];
}

const initialOf = (s?: SupplierData): Values => ({
  company_name: s?.company_name ?? '',
  contact_person_name: s?.contact_person_name ?? '',
  email_id: s?.email_id ?? '',
  mobile_number: s?.mobile_number ?? '',
  country: s?.country ?? '',
  state: s?.state ?? '',
  city: s?.city ?? '',
  billing_address: s?.billing_address ?? '',
  shipping_address: s?.shipping_address ?? '',
  bank_name: s?.bank_name ?? '',
  ifsc_code: s?.ifsc_code ?? '',
  account_number: s?.account_number ?? '',
  product_terms: (s?.product_terms ?? []).map((t) => ({
    product_id: String(t.product_id), selling_price: String(t.selling_price), min_quantity: String(t.min_quantity), price_per_quantity: String(t.price_per_quantity),
  })),
});

const termsOf = (rows: TermDraft[]) =>
  rows.map((t) => ({ product_id: Number(t.product_id), selling_price: Number(t.selling_price), min_quantity: Number(t.min_quantity), price_per_quantity: Number(t.price_per_quantity) }));

export function SupplierForm({ supplier: record }: { supplier?: SupplierData }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: initialOf(record),
    rules: { fields: record ? { ...SUPPLIER_FIELD_RULES, email_id: [] } : SUPPLIER_FIELD_RULES, rows: { product_terms: PRODUCT_TERM_RULES } },
    onSubmit: async (v) => {
      const details = {
        company_name: v.company_name.trim(),
        contact_person_name: v.contact_person_name.trim(),
        mobile_number: v.mobile_number.trim(),
        country: v.country,
        state: v.state,
        city: v.city.trim(),
        billing_address: v.billing_address.trim(),
        shipping_address: v.shipping_address.trim(),
        bank_name: v.bank_name.trim(),
        ifsc_code: v.ifsc_code.trim(),
        account_number: v.account_number.trim(),
        product_terms: termsOf(v.product_terms),
      };
      if (record) {
        await call(updateSupplier, { ...details, id: record.id, version: record.version });
        toastSuccess(SUPPLIER_MESSAGES.updated);
        form.leaveTo(paths.supplier(record.id));
      } else {
        const created = await call(createSupplier, { ...details, email_id: v.email_id.trim() });
        toastSuccess(SUPPLIER_MESSAGES.created);
        form.leaveTo(paths.supplier(created.data.id));
      }
    },
  });
  const { values } = form;
  const rowError = (index: number, column: keyof TermDraft) => form.rowError('product_terms', index, column);

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-5xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Company</legend>
        <TextInput autoFocus label="Company name" required maxLength={255} {...form.field('company_name')} />
        <TextInput label="Contact person name" maxLength={255} {...form.field('contact_person_name')} />
        {record ? (
          <TextInput label="Email" value={values.email_id} onChange={() => undefined} disabled hint="Change it with Change email on the supplier's screen." />
        ) : (
          <TextInput label="Email" required type="email" noSpaces maxLength={254} {...form.field('email_id')} />
        )}
        <TextInput label="Mobile number" type="tel" allowChars={/[0-9]/} maxLength={10} hint="10 digits" {...form.field('mobile_number')} />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Address</legend>
        <PlaceFields
          value={{ country: values.country, state: values.state, city: values.city }}
          onChange={(place) => form.setValues((v) => ({ ...v, ...place }))}
          errors={{ country: form.errors.country, state: form.errors.state, city: form.errors.city }}
        />
        <TextInput label="Billing address" className="sm:col-span-3" maxLength={255} {...form.field('billing_address')} />
        <TextInput label="Shipping address" className="sm:col-span-3" maxLength={255} {...form.field('shipping_address')} />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Bank</legend>
        <TextInput label="Bank name" maxLength={255} {...form.field('bank_name')} />
        <TextInput label="IFSC code" upperCase noSpaces maxLength={11} hint="e.g. HDFC0001234" {...form.field('ifsc_code')} />
        <TextInput label="Account number" allowChars={/[0-9]/} maxLength={18} {...form.field('account_number')} />
      </fieldset>
      <ProductTermsEditor rows={values.product_terms} onChange={(rows) => form.set('product_terms', rows)} rowError={rowError} />
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
