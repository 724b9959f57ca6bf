/**
 * The add/edit zone form: a name and a boundary drawn on the map or typed as coordinates
 * (src/ui/map PolygonEditor). The boundary's rules are contract/geo.ts's, so the form says
 * "Please select zone boundaries on map." before the server would.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import { ZONE_FIELD_RULES, ZONE_MESSAGES, Zone, createZone, updateZone } from '../../../contract/actions/zones.ts';
import { pointsProblem, pointsToPolygon, polygonToPoints, type GeoPolygon, type LatLng } from '../../../contract/geo.ts';
import type { FormRules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, TextInput, toastSuccess } from '../../ui/index.ts';
import { PolygonEditor } from '../../ui/map/index.tsx';

type ZoneRecord = Infer<typeof Zone>;

interface Values extends Record<string, unknown> {
  name: string;
  boundary: LatLng[];
}

const RULES: FormRules = {
  fields: { ...ZONE_FIELD_RULES, boundary: [(value) => pointsProblem(value as LatLng[])] },
};

export function ZoneForm({ zone: record }: { zone?: ZoneRecord }) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: {
      name: record?.name ?? '',
      boundary: record?.boundary ? polygonToPoints(record.boundary as GeoPolygon) : [],
    },
    rules: RULES,
    onSubmit: async (v) => {
      const fields = { name: v.name.trim(), boundary: pointsToPolygon(v.boundary) };
      if (record) {
        await call(updateZone, { ...fields, id: record.id, version: record.version });
        toastSuccess(ZONE_MESSAGES.updated);
        form.leaveTo(paths.zone(record.id));
      } else {
        const created = await call(createZone, fields);
        toastSuccess(ZONE_MESSAGES.created);
        form.leaveTo(paths.zone(created.data.id));
      }
    },
  });
  const boundary = form.field('boundary');

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-4xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Zone name" required maxLength={255} {...form.field('name')} />
      </div>
      <PolygonEditor label="Zone boundary" required value={boundary.value} onChange={boundary.onChange} error={boundary.error} />
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.zone(record.id) : paths.zones())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add zone'}
        </Button>
      </div>
    </form>
  );
}
