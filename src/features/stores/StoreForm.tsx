/**
 * The add/edit store form (/franchise/{franchiseId}/add-store, /franchise/{franchiseId}/edit-store/{storeId}):
 * the contract's field rules, checked as typed and again by the server. The address takes the
 * country → state → city cascade; the location is latitude and longitude (both or neither).
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { STORE_FIELD_RULES, STORE_MESSAGES, type Store, createStore, updateStore } from '../../../contract/actions/stores.ts';
import { call } from '../../api/client.ts';
import { PlaceFields } from '../../platform/form/PlaceFields.tsx';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, Checkbox, TextInput, toastSuccess } from '../../ui/index.ts';
import { LocationPicker } from '../../ui/map/index.tsx';

interface Values extends Record<string, unknown> {
  name: string;
  address_line_1: string;
  address_line_2: string;
  country: string;
  state: string;
  city: string;
  pincode: string;
  latitude: string;
  longitude: string;
  is_active: boolean;
}

const coordinate = (text: string) => (text.trim() === '' ? null : Number(text));
/** Both coordinates or neither: the one left empty says so. */
const pairRule = (other: keyof Values) => (values: Values) => [
  (value: unknown) => (String(value ?? '').trim() === '' && String(values[other] ?? '').trim() !== '' ? STORE_MESSAGES.bothCoordinates : null),
];

export function StoreForm({ franchise, store: record }: { franchise: { id: number; name: string }; store?: Infer<typeof Store> }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      address_line_1: record?.address_line_1 ?? '',
      address_line_2: record?.address_line_2 ?? '',
      country: record?.country ?? 'India',
      state: record?.state ?? '',
      city: record?.city ?? '',
      pincode: record?.pincode ?? '',
      latitude: record?.latitude?.toString() ?? '',
      longitude: record?.longitude?.toString() ?? '',
      is_active: record?.is_active ?? true,
    },
    rules: (values) => ({
      fields: {
        ...STORE_FIELD_RULES,
        latitude: [...STORE_FIELD_RULES.latitude, ...pairRule('longitude')(values)],
        longitude: [...STORE_FIELD_RULES.longitude, ...pairRule('latitude')(values)],
      },
    }),
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        address_line_1: v.address_line_1.trim(),
        address_line_2: v.address_line_2.trim(),
        country: v.country,
        state: v.state,
        city: v.city.trim(),
        pincode: v.pincode.trim(),
        latitude: coordinate(v.latitude),
        longitude: coordinate(v.longitude),
        is_active: v.is_active,
      };
      if (record) {
        await call(updateStore, { ...fields, id: record.id, version: record.version });
        toastSuccess(STORE_MESSAGES.updated);
        form.leaveTo(paths.franchiseStore(franchise.id, record.id));
      } else {
        const created = await call(createStore, { ...fields, franchise_id: franchise.id });
        toastSuccess(STORE_MESSAGES.created);
        form.leaveTo(paths.franchiseStore(franchise.id, created.data.id));
      }
    },
  });
  const { values } = form;

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <p className="text-sm text-slate-600">Franchise: <span className="font-medium text-slate-900">{franchise.name}</span></p>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Store</legend>
        <TextInput autoFocus label="Store name" required maxLength={255} {...form.field('name')} />
        <Checkbox label="Active" checked={values.is_active} onChange={(checked) => form.set('is_active', checked)} />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Address</legend>
        <TextInput label="Address line 1" className="sm:col-span-3" required maxLength={255} {...form.field('address_line_1')} />
        <TextInput label="Address line 2" className="sm:col-span-3" maxLength={255} {...form.field('address_line_2')} />
        <PlaceFields
          value={{ country: values.country, state: values.state, city: values.city }}
          onChange={(place) => form.setValues((v) => ({ ...v, ...place }))}
          errors={{ country: form.errors.country, state: form.errors.state, city: form.errors.city }}
        />
        <TextInput label="Pincode" required allowChars={/[0-9]/} maxLength={6} hint="6 digits" {...form.field('pincode')} />
      </fieldset>
      <LocationPicker
        label="Store location"
        value={{ latitude: values.latitude, longitude: values.longitude }}
        onChange={(location) => form.setValues((v) => ({ ...v, ...location }))}
        errors={{ latitude: form.errors.latitude, longitude: form.errors.longitude }}
      />
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.franchiseStore(franchise.id, record.id) : paths.franchiseStores(franchise.id))}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add store'}
        </Button>
      </div>
    </form>
  );
}
