/**
 * /refills: refill plans (machine, refill partner, status Created / In Transit / Executed,
 * kind Refill, Return, Tally, Cash or TopUp) with filters kept in the URL. Alt+R lands here;
 * a REFILL_EXECUTE live message reloads the list (console.md §7). `?vmId={id}` (domain.md §2;
 * the older `?vm=` still works) narrows it to one machine; Scheduled and City find, say, tomorrow's
 * plans in one city. Selected plans are marked in transit,
 * executed or deleted together from Ctrl+K (issue 56).
 */
import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { listRefills } from '../../../contract/actions/refills.ts';
import { getVendingMachineFilterOptions } from '../../../contract/actions/vending-machines.ts';
import { requestRefillPlanReport } from '../../../contract/actions/report-requests.ts';
import { REFILL_KINDS, REFILL_STATUSES, refillStatus } from '../../../contract/statuses.ts';
import type { RefillKind } from '../../../contract/statuses.ts';
import { BULK_REFILL_PLAN_COMMANDS } from '../../../commands/bulk-records.ts';
import { useBulkCommands } from '../../platform/bulk/useBulkCommands.tsx';
import { useLiveMessage } from '../../platform/live/useLiveMessage.ts';
import { useEmailReport } from '../../platform/reports/EmailReport.tsx';
import {
  Button, DataTable, FilterBar, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';
import { usePartnerOptions } from '../../platform/options.ts';
import { parseId } from '../../platform/record/parse-id.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { useRowSelection } from '../../ui/table/selection.ts';

const columns = columnsFor(listRefills, [
  { key: 'plan_id', header: 'Plan ID', sortKey: 'plan_id', render: (p) => <span className="font-mono">{p.plan_id}</span>, csv: (p) => p.plan_id },
  {
    key: 'machine',
    header: 'Vending Machine',
    render: (p) => <span>{p.VendingMachine.name} <span className="text-xs text-slate-500">{p.VendingMachine.code}</span></span>,
    csv: (p) => `${p.VendingMachine.name} (${p.VendingMachine.code})`,
  },
  { key: 'partner', header: 'Refill Partner', value: (p) => p.RefillPartner?.name },
  { key: 'from', header: 'Served From', value: (p) => p.warehouse?.name ?? p.store?.name },
  { key: 'kind', header: 'Kind', sortKey: 'kind' },
  { key: 'status', header: 'Status', sortKey: 'status', render: (p) => <StatusBadge status={refillStatus(p.status)} />, csv: (p) => refillStatus(p.status).name },
  { key: 'total_quantity', header: 'Quantity', align: 'right' },
  { key: 'scheduled_at', header: 'Scheduled', sortKey: 'scheduled_at', render: (p) => formatDate(p.scheduled_at), csv: (p) => p.scheduled_at },
  { key: 'executed_at', header: 'Executed', render: (p) => formatDate(p.executed_at), csv: (p) => p.executed_at },
  { key: 'created_at', header: 'Created', sortKey: 'created_at', render: (p) => formatDate(p.created_at), csv: (p) => p.created_at },
]);

const BULK = { commands: BULK_REFILL_PLAN_COMMANDS, noun: { one: 'refill plan', many: 'refill plans' }, label: (p: { plan_id: string }) => p.plan_id };

const KIND_OPTIONS = REFILL_KINDS.map((k) => ({ id: k, name: k }));

export default function RefillsScreen() {
  const [params] = useSearchParams();
  const partners = usePartnerOptions();
  // The machines' cities (quiet: the other filters work while they load, or without the permission).
  const cities = useRecord(getVendingMachineFilterOptions, {}, { quiet: true }).data?.cities;
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'date', key: 'created', label: 'Created' },
    { kind: 'date', key: 'scheduled', label: 'Scheduled' },
    { kind: 'multi', key: 'status', label: 'Status', options: REFILL_STATUSES },
    { kind: 'multi', key: 'kind', label: 'Kind', options: KIND_OPTIONS },
    ...(partners.length ? [{ kind: 'multi' as const, key: 'partner', label: 'Refill Partner', options: partners }] : []),
    { kind: 'multi', key: 'city', label: 'City', options: (cities ?? []).map((c) => ({ id: c, name: c })) },
  ], [partners, cities]);
  const filters = useFilters(defs);
  const vm = parseId(params.get('vmId') ?? params.get('vm'));
  const query = useListQuery(listRefills, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: {
      ...filters.range('created', { from: 'from', to: 'to' }),
      ...filters.range('scheduled', { from: 'scheduled_from', to: 'scheduled_to' }),
      ...(vm !== null ? { vending_machine_id: vm } : {}),
      status: filters.numbers('status') as (1 | 2 | 3)[] | undefined,
      kind: filters.strings('kind') as RefillKind[] | undefined,
      refill_partner_id: filters.numbers('partner'),
      city: filters.strings('city'),
    },
  });
  useLiveMessage('notifications', 'REFILL_EXECUTE', () => query.reload());
  // Selected plans: Ctrl+K offers mark in transit, execute and delete on them (issue 56).
  const selection = useRowSelection(query);
  const bulk = useBulkCommands(selection, BULK, query.reload);
  const email = useEmailReport('refill_plan', requestRefillPlanReport, filters.range('created', { from: 'from', to: 'to' }));
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      {email.gate.allowed && <div className="flex justify-end"><Button variant="secondary" onClick={email.gate.run}>Email report</Button></div>}
      {email.dialog}
      {bulk}
      <DataTable query={query} columns={columns} selection={selection} label="Refill plans" pager="filter-bar" exportName="refill-plans" searchPlaceholder="Search plan, machine or partner" />
    </div>
  );
}
