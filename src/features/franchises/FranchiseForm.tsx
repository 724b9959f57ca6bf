/**
 * The add/edit franchise form: name, type (Independent has stores, Dependent none), whether it
 * is active, and its locations (state and city, replaced as a set on save). The contract's
 * field rules are checked as typed and again by the server, whose refusals (a company without
 * franchises, a franchise with stores made dependent) come back as toasts.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  FRANCHISE_FIELD_RULES, FRANCHISE_LOCATION_RULES, FRANCHISE_MESSAGES, FRANCHISE_TYPE_OPTIONS, FranchiseDetail, createFranchise, updateFranchise,
  type FranchiseType,
} from '../../../contract/actions/franchises.ts';
import { call } from '../../api/client.ts';
import type { Place } from '../../platform/form/PlaceFields.tsx';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, Checkbox, Select, TextInput, toastSuccess } from '../../ui/index.ts';
import { LocationsEditor, emptyLocation } from './LocationsEditor.tsx';

type Franchise = Infer<typeof FranchiseDetail>;

interface Values extends Record<string, unknown> {
  name: string;
  type: FranchiseType | '';
  is_active: boolean;
  locations: Place[];
}

export function FranchiseForm({ franchise: record }: { franchise?: Franchise }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      type: record?.type ?? '',
      is_active: record?.is_active ?? true,
      locations: record ? record.locations.map((l) => ({ ...l })) : [emptyLocation()],
    },
    rules: { fields: FRANCHISE_FIELD_RULES, rows: { locations: FRANCHISE_LOCATION_RULES } },
    onSubmit: async (v) => {
      const fields = {
        name: v.name.trim(),
        type: v.type as FranchiseType,
        is_active: v.is_active,
        locations: v.locations.map((l) => ({ country: l.country, state: l.state, city: l.city.trim() })),
      };
      if (record) {
        await call(updateFranchise, { ...fields, id: record.id, version: record.version });
        toastSuccess(FRANCHISE_MESSAGES.updated);
        form.leaveTo(paths.franchise(record.id));
      } else {
        const created = await call(createFranchise, fields);
        toastSuccess(FRANCHISE_MESSAGES.created);
        form.leaveTo(paths.franchise(created.data.id));
      }
    },
  });
  const dependentWithStores = record && record.type === 'INDEPENDENT' && form.values.type === 'DEPENDENT' && record.stores.length > 0;

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-5xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Name" required maxLength={255} {...form.field('name')} />
        <Select
          label="Type"
          required
          placeholder="Select type"
          options={FRANCHISE_TYPE_OPTIONS}
          hint={dependentWithStores ? FRANCHISE_MESSAGES.dependentWithStores(record.stores.length) : 'Independent franchises have stores; dependent ones have none.'}
          {...form.field('type')}
          onChange={(value) => form.set('type', value as FranchiseType | '')}
        />
        <Checkbox label="Active" checked={form.values.is_active} onChange={(checked) => form.set('is_active', checked)} />
      </div>
      <LocationsEditor
        rows={form.values.locations}
        onChange={(rows) => form.set('locations', rows)}
        rowError={(index, column) => form.rowError('locations', index, column)}
        error={form.errors.locations}
      />
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.franchise(record.id) : paths.franchises())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add franchise'}
        </Button>
      </div>
    </form>
  );
}
