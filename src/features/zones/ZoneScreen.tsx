/**
 * /zone/{id}: one zone — its boundary on the map with the warehouses and machines inside it as
 * markers, and the two lists (inside the boundary, assigned to the zone, or both). Edit and
 * Delete as buttons and palette commands.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { ZONE_MESSAGES, deleteZone, getZone, type ZonePlaceRow } from '../../../contract/actions/zones.ts';
import type { GeoPolygon } from '../../../contract/geo.ts';
import { ZONE_ACTIONS } from '../../../commands/records/zones.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { CellLink, DetailList, LinkButton, StaticTable, formatDate, type StaticColumn } from '../../ui/index.ts';
import { MARKER_COLOURS, MapView, type MapMarker } from '../../ui/map/index.tsx';

const where = (p: ZonePlaceRow) => (p.inside && p.assigned ? 'Inside, assigned' : p.inside ? 'Inside, not assigned' : 'Assigned, outside the boundary');
const position = (p: ZonePlaceRow) => (p.latitude !== null && p.longitude !== null ? `${p.latitude.toFixed(4)}, ${p.longitude.toFixed(4)}` : '--');

const WAREHOUSE_COLUMNS: StaticColumn<ZonePlaceRow>[] = [
  { key: 'name', header: 'Warehouse', render: (p) => <CellLink href={paths.warehouse(p.id)} className="text-indigo-700 hover:underline">{p.name}</CellLink> },
  { key: 'city', header: 'City', render: (p) => p.city },
  { key: 'position', header: 'Latitude, longitude', render: position },
  { key: 'where', header: 'In this zone', render: where },
];
const MACHINE_COLUMNS: StaticColumn<ZonePlaceRow>[] = [
  { key: 'code', header: 'Code', render: (p) => <CellLink href={paths.vmById(p.id)} className="text-indigo-700 hover:underline">{p.code}</CellLink> },
  { key: 'name', header: 'Machine', render: (p) => p.name },
  { key: 'city', header: 'City', render: (p) => p.city },
  { key: 'position', header: 'Latitude, longitude', render: position },
  { key: 'where', header: 'In this zone', render: where },
];

function markersOf(places: readonly ZonePlaceRow[], tone: MapMarker['tone'], noun: string): MapMarker[] {
  return places.flatMap((p) =>
    p.inside && p.latitude !== null && p.longitude !== null ? [{ id: `${noun}-${p.id}`, position: { lat: p.latitude, lng: p.longitude }, label: `${noun} ${p.code || p.name}`, tone }] : [],
  );
}

export default function ZoneScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getZone);
  const [remove, deleteDialog] = useDeleteRecord(deleteZone, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: ZONE_MESSAGES.deleted,
    onDeleted: () => navigate(paths.zones()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(ZONE_ACTIONS, {
    edit: () => data && navigate(paths.editZone(data.id)),
    remove: () => data && void remove(data),
  });
  const polygons = useMemo(() => (data?.boundary ? [{ id: data.id, polygon: data.boundary as GeoPolygon, label: data.name }] : []), [data]);
  const markers = useMemo(
    () => (data ? [...markersOf(data.warehouses, 'warehouse', 'Warehouse'), ...markersOf(data.machines, 'machine', 'Machine')] : []),
    [data],
  );
  if (!data) return <RecordFallback state={record} what="zone" back={{ href: paths.zones(), label: 'Back to zones' }} />;
  const edit = actions['edit.zone']!;
  const del = actions['delete.zone']!;
  const inside = (places: readonly ZonePlaceRow[]) => places.filter((p) => p.inside).length;

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={edit}>Edit</GateButton>
            <GateButton gate={del} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Name', value: data.name },
          { label: 'Boundary', value: data.boundary ? `${(data.boundary.coordinates[0]?.length ?? 1) - 1} points` : 'Not drawn' },
          { label: 'Warehouses', value: `${inside(data.warehouses)} inside, ${data.warehouse_count} assigned` },
          { label: 'Machines', value: `${inside(data.machines)} inside${data.machines_truncated ? ' (first 1,000 listed)' : ''}, ${data.machine_count} assigned` },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <MapView label={`Map of ${data.name}`} polygons={polygons} markers={markers} />
        <p className="flex gap-4 text-xs text-slate-600">
          <span><span aria-hidden className="mr-1 inline-block h-2.5 w-2.5 rounded-full" style={{ background: MARKER_COLOURS.warehouse }} />Warehouse</span>
          <span><span aria-hidden className="mr-1 inline-block h-2.5 w-2.5 rounded-full" style={{ background: MARKER_COLOURS.machine }} />Machine</span>
        </p>
      </section>
      <h2 className="text-sm font-semibold text-slate-900">Warehouses</h2>
      <StaticTable label="Warehouses in this zone" columns={WAREHOUSE_COLUMNS} rows={data.warehouses} />
      <h2 className="text-sm font-semibold text-slate-900">Machines</h2>
      <StaticTable label="Machines in this zone" columns={MACHINE_COLUMNS} rows={data.machines} />
      <LinkButton href={paths.zones()} variant="secondary">Back to zones</LinkButton>
      {deleteDialog}
    </div>
  );
}
