/**
 * The "Events" section of /vm/{id} for holders of PERM_VIEW_VM_EVENTS: the machine's events
 * newest first, paged on the server, filtered by type and date in the URL, with CSV export.
 */
import { useMemo } from 'react';
import { listVmEvents, VM_EVENT_TYPE_NAMES, VM_EVENT_TYPES, type VmEventType } from '../../../contract/actions/machine-events.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { useLiveReload, type LiveSubscription } from '../../platform/live/useLiveReload.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { DataTable, FilterBar, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';
import { mentionsMachine } from './machine-parts.tsx';

/** The machine sold, was refilled or counted, or changed status: its newest events are new. */
const MACHINE_MESSAGES: readonly LiveSubscription[] = [['vm-status', 'VM_STOCK'], ['vm-status', 'VM_STATUS']];

const TYPE_OPTIONS = VM_EVENT_TYPES.map((id) => ({ id, name: VM_EVENT_TYPE_NAMES[id] }));

const columns = columnsFor(listVmEvents, [
  { key: 'created_at', header: 'When', sortKey: 'created_at', render: (e) => formatDate(e.created_at), csv: (e) => e.created_at },
  { key: 'type', header: 'Event', render: (e) => VM_EVENT_TYPE_NAMES[e.type], csv: (e) => e.type },
  { key: 'coil', header: 'Coil', render: (e) => <span className="font-mono">{e.coil ?? ''}</span>, csv: (e) => e.coil ?? '' },
  { key: 'detail', header: 'Detail' },
]);

export function MachineEvents({ machineId }: { machineId: number }) {
  const allowed = hasAnyPermission(usePermissions(), listVmEvents.permissions);
  return allowed ? <EventsTable machineId={machineId} /> : null;
}

function EventsTable({ machineId }: { machineId: number }) {
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'date', key: 'created', label: 'Date' },
    { kind: 'multi', key: 'type', label: 'Event', options: TYPE_OPTIONS },
  ], []);
  const filters = useFilters(defs);
  const query = useListQuery(listVmEvents, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: {
      vending_machine_id: machineId,
      ...filters.range('created', { from: 'from', to: 'to' }),
      type: filters.strings('type') as VmEventType[] | undefined,
    },
  });
  useLiveReload(MACHINE_MESSAGES, query.reload, 2000, (message) => mentionsMachine(message, machineId));
  return (
    <section aria-labelledby="machine-events" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="machine-events" className="font-semibold text-slate-900">Events</h2>
      <FilterBar filters={filters} />
      <DataTable query={query} columns={columns} label="Machine events" pager="filter-bar" exportName={`vm-${machineId}-events`} searchPlaceholder="Search coil or detail" />
    </section>
  );
}
