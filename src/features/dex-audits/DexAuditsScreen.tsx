/**
 * /dex-audits: the DEX audits the caller may see, paged on the server, filtered in the URL
 * (machine, status, kind, read-at period, search), exported as CSV. "Import DEX audits" (the
 * palette's command opens ?import=1, the button, or files dropped on the list) imports files.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { DEX_AUDIT_SOURCES, DEX_AUDIT_STATUSES, importDexAudit, listDexAudits } from '../../../contract/actions/dex-audits.ts';
import { LARGE_PAGE_SIZE } from '../../../contract/constants.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { useMachineOptions } from '../../platform/machines/useMachineOptions.ts';
import { paths } from '../../platform/paths.ts';
import { usePermissions } from '../../platform/session/session.ts';
import {
  Button, CellLink, DataTable, FilterBar, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, useQueryState, type FilterDef,
} from '../../ui/index.ts';
import { DEX_CHECKSUMS, DEX_KINDS, DEX_STATUS, dexMoney, entryOf } from './dex-labels.ts';
import { ImportDexDialog, filesOf } from './ImportDexDialog.tsx';

const columns = columnsFor(listDexAudits, [
  { key: 'machine_name', header: 'Machine', render: (r) => r.machine_name ?? <span className="text-slate-600">Unmatched</span>, csv: (r) => r.machine_name ?? '' },
  {
    key: 'serial',
    header: 'Serial', sortKey: 'serial',
    render: (r) => <CellLink href={paths.dexAudit(r.id)} className="font-mono text-indigo-700 hover:underline">{r.serial || 'No serial'}</CellLink>,
    csv: (r) => r.serial,
  },
  { key: 'read_at', header: 'Read at', sortKey: 'read_at', render: (r) => formatDate(r.read_at), csv: (r) => r.read_at },
  { key: 'source', header: 'Kind', render: (r) => entryOf(DEX_KINDS, r.source).name, csv: (r) => entryOf(DEX_KINDS, r.source).name },
  { key: 'selections', header: 'Selections', align: 'right' },
  { key: 'paid_vends', header: 'Paid vends', sortKey: 'paid_vends', align: 'right' },
  { key: 'cash_in', header: 'Cash', align: 'right', render: (r) => dexMoney(r.cash_in), csv: (r) => r.cash_in },
  { key: 'status', header: 'Status', render: (r) => <StatusBadge status={entryOf(DEX_STATUS, r.status)} />, csv: (r) => entryOf(DEX_STATUS, r.status).name },
  { key: 'checksum', header: 'Checksum', render: (r) => entryOf(DEX_CHECKSUMS, r.checksum).name, csv: (r) => entryOf(DEX_CHECKSUMS, r.checksum).name },
  { key: 'warnings', header: 'Warnings', align: 'right' },
]);

const STATUS_OPTIONS = DEX_AUDIT_STATUSES.map((id) => entryOf(DEX_STATUS, id));
const KIND_OPTIONS = DEX_AUDIT_SOURCES.map((id) => entryOf(DEX_KINDS, id));

export default function DexAuditsScreen() {
  const [, navigate] = useLocation();
  const url = useQueryState();
  const canImport = hasAnyPermission(usePermissions(), importDexAudit.permissions);
  // As on /orders: the machine choices (up to 2,000) are asked for once the first page is in.
  const [firstPageIn, setFirstPageIn] = useState(false);
  const machineOptions = useMachineOptions(firstPageIn, url.get('vending_machine_id'));
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'date', key: 'read', label: 'Read at' },
    { kind: 'single', key: 'vending_machine_id', label: 'Vending Machine', options: machineOptions },
    { kind: 'single', key: 'status', label: 'Status', options: STATUS_OPTIONS },
    { kind: 'single', key: 'source', label: 'Kind', options: KIND_OPTIONS },
  ], [machineOptions]);
  const filters = useFilters(defs);
  const machine = filters.single('vending_machine_id');
  const query = useListQuery(listDexAudits, {
    defaultSort: { sortBy: 'read_at', sortDir: 'DESC' },
    pageSize: LARGE_PAGE_SIZE,
    filters: {
      ...filters.range('read', { from: 'read_from', to: 'read_to' }),
      vending_machine_id: machine ? Number(machine) : undefined,
      status: filters.single('status') as (typeof DEX_AUDIT_STATUSES)[number] | undefined,
      source: filters.single('source') as (typeof DEX_AUDIT_SOURCES)[number] | undefined,
    },
  });
  useEffect(() => {
    if (!query.loading) setFirstPageIn(true);
  }, [query.loading]);
  const [dropped, setDropped] = useState<File[] | null>(null);
  const importing = canImport && (url.get('import') === '1' || dropped !== null);
  const close = (imported: boolean) => {
    setDropped(null);
    url.set({ import: null });
    if (imported) query.reload();
  };

  return (
    <div
      className="space-y-4"
      onDragOver={(e) => canImport && e.preventDefault()}
      onDrop={(e) => {
        if (!canImport || importing) return;
        e.preventDefault();
        const files = filesOf(e);
        if (files.length) setDropped(files);
      }}
    >
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="DEX audits"
        pager="filter-bar"
        exportName="dex-audits"
        searchPlaceholder="Search serial or file name"
        onOpen={(r) => navigate(paths.dexAudit(r.id))}
        actions={canImport && <Button className="!py-1.5" onClick={() => url.set({ import: '1' })}>Import DEX audits</Button>}
      />
      {canImport && <p className="text-xs text-slate-600">Drop DEX files anywhere on this list to import them.</p>}
      {importing && <ImportDexDialog initialFiles={dropped ?? undefined} onClose={close} />}
    </div>
  );
}
