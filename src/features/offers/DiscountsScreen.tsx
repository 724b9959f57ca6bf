/**
 * /offerlist/discounts: the caller's discounts, newest first — name, offer type, its offer lines
 * (sku, name, actual price → offer price), machines, start, end, status — paged, sorted and
 * searched on the server, filtered by status, type and scope with the filters in the URL, CSV.
 * One row per offer with its lines (docs/decisions.md "Discounts").
 */
import { BULK_DISCOUNT_COMMANDS } from '../../../commands/bulk-records.ts';
import { useBulkCommands } from '../../platform/bulk/useBulkCommands.tsx';
import { useRowSelection } from '../../ui/table/selection.ts';
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { listDiscounts } from '../../../contract/actions/offers.ts';
import { OFFER_SCOPES, OFFER_TYPES, offerTypeName } from '../../../contract/offers.ts';
import { OFFER_STATUSES } from '../../../contract/statuses.ts';
import { mayEditOffer } from '../../../machines/records/offer.ts';
import { paths } from '../../platform/paths.ts';
import { usePermissions } from '../../platform/session/session.ts';
import {
  CellLink, DataTable, FilterBar, LinkButton, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef,
} from '../../ui/index.ts';
import { lineSummary, offerStatus } from './offerLines.tsx';

const columns = columnsFor(listDiscounts, [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'name',
    render: (r) => <CellLink href={paths.discountView(r.id)} className="text-indigo-700 hover:underline">{r.name}</CellLink>,
    csv: (r) => r.name,
  },
  { key: 'offer_type', header: 'Offer Type', sortKey: 'offer_type', render: (r) => offerTypeName(r.offer_type), csv: (r) => offerTypeName(r.offer_type) },
  {
    key: 'lines',
    header: 'Offer Lines',
    render: (r) => (r.lines.length ? (
      <ul className="space-y-0.5 text-xs">{r.lines.slice(0, 3).map((l) => <li key={l.id}>{lineSummary(l)}</li>)}{r.lines.length > 3 && <li>+{r.lines.length - 3} more</li>}</ul>
    ) : '--'),
    csv: (r) => r.lines.map(lineSummary).join('; '),
  },
  { key: 'machine_count', header: 'Machines', render: (r) => String(r.machine_count), csv: (r) => String(r.machine_count) },
  { key: 'start_at', header: 'Start', sortKey: 'start_at', render: (r) => formatDate(r.start_at), csv: (r) => r.start_at },
  { key: 'end_at', header: 'End', sortKey: 'end_at', render: (r) => formatDate(r.end_at), csv: (r) => r.end_at },
  { key: 'status', header: 'Status', sortKey: 'status', render: (r) => <StatusBadge status={offerStatus(r.status)} />, csv: (r) => offerStatus(r.status).name },
]);

type ListInput = (typeof listDiscounts)['request']['TYPE'];

const BULK = { commands: BULK_DISCOUNT_COMMANDS, noun: { one: 'discount', many: 'discounts' }, label: (r: { name: string }) => r.name };

export default function DiscountsScreen() {
  const [, navigate] = useLocation();
  const permissions = usePermissions();
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'multi', key: 'status', label: 'Status', options: OFFER_STATUSES.map((s) => ({ id: String(s.id), name: s.name })) },
    { kind: 'multi', key: 'offer_type', label: 'Offer Type', options: OFFER_TYPES.map((t) => ({ id: String(t.id), name: t.name })) },
    { kind: 'multi', key: 'scope', label: 'Scope', options: OFFER_SCOPES.map((s) => ({ id: s.id, name: s.name })) },
  ], []);
  const filters = useFilters(defs);
  const query = useListQuery(listDiscounts, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: {
      status: filters.numbers('status') as ListInput['status'],
      offer_type: filters.numbers('offer_type') as ListInput['offer_type'],
      scope: filters.strings('scope') as ListInput['scope'],
    },
  });
  // Selected rows: Ctrl+K pauses, resumes or expires them together (issue 56).
  const selection = useRowSelection(query);
  const bulk = useBulkCommands(selection, BULK, query.reload);
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      {bulk}
      <DataTable
        query={query}
        columns={columns}
        selection={selection}
        label="Discounts"
        exportName="discounts"
        searchPlaceholder="Search discount name"
        pager="filter-bar"
        onOpen={(r) => navigate(paths.discountView(r.id))}
        onEdit={(r) => navigate(paths.editDiscount(r.id))}
        canEdit={(r) => permissions.includes('PERM_UPDATE_OFFER') && mayEditOffer(r.status)}
        actions={permissions.includes('PERM_ADD_OFFER') && <LinkButton href={paths.addDiscount()}>Add discount</LinkButton>}
      />
    </div>
  );
}
