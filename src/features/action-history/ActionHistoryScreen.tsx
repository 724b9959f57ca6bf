/**
 * Action history: who did what and when, with what changed, from the audit rows every
 * mutation writes. Filter by date and record kind; a row opens the record when it has a screen.
 */
import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { listActionHistory } from '../../../contract/actions/action-history.ts';
import { ENTITY_KINDS, entityName, type EntityKind } from '../../../contract/entities.ts';
import { recordHref } from '../../platform/record-links.ts';
import { DataTable, FilterBar, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';
import { summarizeChanges } from './changes.ts';

const FILTERS: FilterDef[] = [
  { kind: 'date', key: 'when', label: 'Date' },
  { kind: 'single', key: 'record', label: 'Record', options: ENTITY_KINDS },
];

const columns = columnsFor(listActionHistory, [
  { key: 'at', header: 'Date', sortKey: 'at', value: (r) => formatDate(r.at) },
  { key: 'user', header: 'By', value: (r) => (r.user ? `${r.user.name} (${r.user.email})` : 'System') },
  { key: 'action', header: 'Action' },
  { key: 'record', header: 'Record', value: (r) => `${entityName(r.entity)}${r.entity_id ? ` #${r.entity_id}` : ''}` },
  { key: 'changes', header: 'Changes', value: (r) => summarizeChanges(r.before, r.after), className: 'max-w-md truncate' },
]);

export default function ActionHistoryScreen() {
  const [, navigate] = useLocation();
  const filters = useFilters(FILTERS);
  const record = filters.single('record');
  // The range is a new object each render; its text is what changes.
  const rangeKey = JSON.stringify(filters.range('when', { from: 'from', to: 'to' }));
  const query = useListQuery(listActionHistory, {
    defaultSort: { sortBy: 'at', sortDir: 'DESC' },
    filters: useMemo(() => ({ ...(record ? { entity: record as EntityKind } : {}), ...(JSON.parse(rangeKey) as { from?: string; to?: string }) }), [record, rangeKey]),
  });
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Action history"
        searchPlaceholder="Search actions"
        pager="filter-bar"
        exportName="action-history"
        onOpen={(r) => {
          // Only kinds whose view route declares `record` have a screen (src/platform/paths.ts).
          const href = recordHref(r.entity, r.entity_id);
          if (href) navigate(href);
        }}
      />
    </div>
  );
}
