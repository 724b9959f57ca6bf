/**
 * /report-requests: the caller's emailed reports, newest first, with their status and progress.
 * While one is Queued or Running the list asks again every two seconds; the requester's
 * TRANSACTION_REPORT_RESPONSE notification reloads it at once.
 */
import { useEffect } from 'react';
import { listReportRequests } from '../../../contract/actions/report-requests.ts';
import { REPORT_FORMAT_NAMES, REPORT_KIND_NAMES, REPORT_REQUEST_STATUSES, reportPeriod, reportRequestStatus } from '../../../contract/report-requests.ts';
import { reportRequestOpen } from '../../../machines/records/reportRequest.ts';
import { useLiveMessage } from '../../platform/live/useLiveMessage.ts';
import { DataTable, FilterBar, ProgressBar, StatusBadge, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';

const columns = columnsFor(listReportRequests, [
  { key: 'kind', header: 'Report', value: (r) => REPORT_KIND_NAMES[r.kind] },
  { key: 'format', header: 'Format', value: (r) => REPORT_FORMAT_NAMES[r.format] },
  { key: 'period', header: 'Period', value: (r) => reportPeriod(r) },
  { key: 'status', header: 'Status', render: (r) => <StatusBadge status={reportRequestStatus(r.status)} title={r.error ?? undefined} />, csv: (r) => reportRequestStatus(r.status).name },
  { key: 'progress', header: 'Progress', render: (r) => <ProgressBar value={r.progress} max={100} label={`Progress ${r.progress}%`} />, csv: (r) => String(r.progress) },
  { key: 'rows', header: 'Rows', value: (r) => (r.rows === null ? '' : String(r.rows)) },
  { key: 'email', header: 'Sent to', value: (r) => r.email },
  { key: 'created_at', header: 'Requested', sortKey: 'created_at', render: (r) => formatDate(r.created_at), csv: (r) => r.created_at },
  { key: 'finished_at', header: 'Finished', render: (r) => (r.finished_at ? formatDate(r.finished_at) : ''), csv: (r) => r.finished_at ?? '' },
]);

const STATUS_OPTIONS = REPORT_REQUEST_STATUSES.map((s) => ({ id: s.id, name: s.name }));

export default function ReportRequestsScreen() {
  const defs: FilterDef[] = [{ kind: 'multi', key: 'status', label: 'Status', options: STATUS_OPTIONS }];
  const filters = useFilters(defs);
  const query = useListQuery(listReportRequests, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: { status: filters.numbers('status') as (1 | 2 | 3 | 4)[] | undefined },
  });
  useLiveMessage('notifications', 'TRANSACTION_REPORT_RESPONSE', () => query.reload());
  const open = query.rows.some((r) => reportRequestOpen(r.status));
  const { reload } = query;
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(reload, 2_000);
    return () => clearInterval(timer);
  }, [open, reload]);
  return (
    <div className="space-y-4">
      <FilterBar filters={filters} />
      <DataTable query={query} columns={columns} label="Report requests" exportName="report-requests" pager="filter-bar" />
    </div>
  );
}
