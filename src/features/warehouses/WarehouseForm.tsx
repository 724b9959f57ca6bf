/**
 * The add/edit warehouse form (/add-warehouse, /edit-warehouse/{id}): name, address (country →
 * state → city from PlaceFields), position (the map kit's LocationPicker), location tracking,
 * visibility, purchase-order approval, zone and franchise. The franchise is the server's to
 * decide for franchise staff (their own); company staff choose one of their franchises or none.
 */
import { Link, useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { listFranchises } from '../../../contract/actions/franchises.ts';
import { listZones } from '../../../contract/actions/zones.ts';
import { WAREHOUSE_FIELD_RULES, WAREHOUSE_MESSAGES, Warehouse, createWarehouse, updateWarehouse } from '../../../contract/actions/warehouses.ts';
import { MAX_LIST_LIMIT, STORAGE_TYPES, type StorageType } from '../../../contract/constants.ts';
import { GEO_MESSAGES } from '../../../contract/geo.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { rules, type FormRules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { PlaceFields, type Place } from '../../platform/form/PlaceFields.tsx';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { useCurrentUser, usePermissions } from '../../platform/session/session.ts';
import { Button, Checkbox, Select, TextInput, toastSuccess } from '../../ui/index.ts';
import { LocationPicker } from '../../ui/map/index.tsx';

type WarehouseData = Infer<typeof Warehouse>;

interface Values extends Place, Record<string, unknown> {
  name: string;
  address_line_1: string;
  address_line_2: string;
  pincode: string;
  latitude: string;
  longitude: string;
  location_tracking: boolean;
  is_visible: boolean;
  po_approval_required: boolean;
  zone_id: string;
  franchise_id: string;
  storage_type: StorageType;
  registration_number: string;
}

const STORAGE_OPTIONS = STORAGE_TYPES.map((t) => ({ id: t, name: t }));

const BY_NAME = { limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC' } as const;
const pairRule = (other: string) => (value: unknown) => (!String(value ?? '').trim() && other.trim() ? WAREHOUSE_MESSAGES.locationPair : null);

const rulesFor = (v: Values): FormRules => ({
  fields: {
    ...WAREHOUSE_FIELD_RULES,
    registration_number: v.storage_type === 'Vehicle' ? [rules.required(WAREHOUSE_MESSAGES.registrationRequired), ...WAREHOUSE_FIELD_RULES.registration_number] : [],
    latitude: [pairRule(v.longitude), rules.min(-90, GEO_MESSAGES.latitudeRange), rules.max(90, GEO_MESSAGES.latitudeRange)],
    longitude: [pairRule(v.latitude), rules.min(-180, GEO_MESSAGES.longitudeRange), rules.max(180, GEO_MESSAGES.longitudeRange)],
  },
});

const coordinate = (text: string) => (text.trim() ? Number(text) : null);

export function WarehouseForm({ warehouse: record }: { warehouse?: WarehouseData }) {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const mayListZones = hasAnyPermission(permissions, listZones.permissions);
  const zones = useRecord(listZones, BY_NAME, { enabled: mayListZones, quiet: true });
  // Franchise staff have one franchise, which the server gives every warehouse they add.
  const companyStaff = (useCurrentUser()?.Franchises.length ?? 0) === 0;
  const mayChooseFranchise = companyStaff && hasAnyPermission(permissions, listFranchises.permissions);
  const franchises = useRecord(listFranchises, BY_NAME, { enabled: mayChooseFranchise, quiet: true });
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      address_line_1: record?.address_line_1 ?? '',
      address_line_2: record?.address_line_2 ?? '',
      country: record?.country ?? 'India',
      state: record?.state ?? '',
      city: record?.city ?? '',
      pincode: record?.pincode ?? '',
      latitude: record?.latitude != null ? String(record.latitude) : '',
      longitude: record?.longitude != null ? String(record.longitude) : '',
      location_tracking: record?.location_tracking ?? false,
      is_visible: record?.is_visible ?? true,
      po_approval_required: record?.po_approval_required ?? false,
      zone_id: record?.zone ? String(record.zone.id) : '',
      franchise_id: record?.franchise ? String(record.franchise.id) : '',
      storage_type: record?.storage_type ?? 'Warehouse',
      registration_number: record?.registration_number ?? '',
    },
    rules: rulesFor,
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
        location_tracking: v.location_tracking,
        is_visible: v.is_visible,
        po_approval_required: v.po_approval_required,
        zone_id: v.zone_id ? Number(v.zone_id) : null,
        ...(mayChooseFranchise ? { franchise_id: v.franchise_id ? Number(v.franchise_id) : null } : {}),
        storage_type: v.storage_type,
        registration_number: v.storage_type === 'Vehicle' ? v.registration_number.trim() : '',
      };
      if (record) {
        await call(updateWarehouse, { ...fields, id: record.id, version: record.version });
        toastSuccess(WAREHOUSE_MESSAGES.updated);
        form.leaveTo(paths.warehouse(record.id));
      } else {
        const created = await call(createWarehouse, fields);
        toastSuccess(WAREHOUSE_MESSAGES.created);
        form.leaveTo(paths.warehouse(created.data.id));
      }
    },
  });
  const { values } = form;
  const zoneOptions = [
    ...(record?.zone && !zones.data?.some((z) => z.id === record.zone!.id) ? [record.zone] : []),
    ...(zones.data ?? []),
  ].map((z) => ({ id: String(z.id), name: z.name }));
  const franchiseOptions = [
    ...(record?.franchise && !franchises.data?.some((f) => f.id === record.franchise!.id) ? [record.franchise] : []),
    ...(franchises.data ?? []),
  ].map((f) => ({ id: String(f.id), name: f.name }));

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-4xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Warehouse name" required maxLength={255} {...form.field('name')} />
        <Select label="Storage type" required options={STORAGE_OPTIONS} {...form.field('storage_type')} />
        {values.storage_type === 'Vehicle' && (
          <TextInput label="Registration number" required upperCase maxLength={20} hint="e.g. KA 01 AB 1234" {...form.field('registration_number')} />
        )}
        <Select label="Zone" placeholder="No zone" options={zoneOptions} {...form.field('zone_id')} />
        {mayChooseFranchise && (
          <Select label="Franchise" placeholder="The company's own (no franchise)" options={franchiseOptions} {...form.field('franchise_id')} />
        )}
      </div>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Address</legend>
        <TextInput label="Address line 1" required className="sm:col-span-3" maxLength={255} {...form.field('address_line_1')} />
        <TextInput label="Address line 2" className="sm:col-span-3" maxLength={255} {...form.field('address_line_2')} />
        <PlaceFields
          value={{ country: values.country, state: values.state, city: values.city }}
          onChange={(place) => form.setValues((v) => ({ ...v, ...place }))}
          errors={{ country: form.errors.country, state: form.errors.state, city: form.errors.city }}
        />
        <TextInput label="Pincode" maxLength={6} allowChars={/[0-9]/} {...form.field('pincode')} />
      </fieldset>
      <LocationPicker
        label="Warehouse location"
        value={{ latitude: values.latitude, longitude: values.longitude }}
        onChange={(place) => form.setValues((v) => ({ ...v, ...place }))}
        errors={{ latitude: form.errors.latitude, longitude: form.errors.longitude }}
      />
      <fieldset className="flex flex-wrap gap-6">
        <legend className="mb-2 font-semibold text-slate-900">Settings</legend>
        <Checkbox label="Location tracking" checked={values.location_tracking} onChange={(on) => form.set('location_tracking', on)} />
        <Checkbox label="Visible" checked={values.is_visible} onChange={(on) => form.set('is_visible', on)} />
        <Checkbox label="Purchase orders need approval" checked={values.po_approval_required} onChange={(on) => form.set('po_approval_required', on)} />
      </fieldset>
      {record && (
        <p className="text-sm text-slate-600">
          Reorder levels are set per product on the{' '}
          <Link href={paths.warehouseStock(record.id)} className="text-indigo-700 hover:underline">warehouse's stock</Link>.
        </p>
      )}
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.warehouse(record.id) : paths.warehouses())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add warehouse'}
        </Button>
      </div>
    </form>
  );
}
