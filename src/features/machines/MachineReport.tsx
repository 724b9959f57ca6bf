/**
 * The "Report" section of /vm/{id} for holders of PERM_VIEW_VM_REPORT: the machine's sales and
 * stock over a range of UTC days kept in the URL (report_from, report_to), as totals, a row per
 * day and a row per product, each exportable as CSV.
 */
import type { Infer } from 'superstruct';
import {
  getVmReport, rangeEnding, isDay, daysBetween, VM_REPORT_DEFAULT_DAYS, VM_REPORT_MAX_DAYS, VM_REPORT_MESSAGES, VM_REPORT_PRESETS,
  type VmReportDay, type VmReportProduct,
} from '../../../contract/actions/machine-report.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { Button, StaticTable, TextInput, formatMoney, toCsv, useQueryState, type Column, type StaticColumn } from '../../ui/index.ts';
import { downloadText } from '../../ui/table/csv.ts';

type Day = Infer<typeof VmReportDay>;
type Product = Infer<typeof VmReportProduct>;
type DayRow = Day & { id: string };
type ProductRow = Product & { id: number };

const todayUtc = () => new Date().toISOString().slice(0, 10);

export function MachineReport({ machineId, machineCode }: { machineId: number; machineCode: string }) {
  const allowed = hasAnyPermission(usePermissions(), getVmReport.permissions);
  return allowed ? <ReportSection machineId={machineId} machineCode={machineCode} /> : null;
}

/** The range in the URL, or the last VM_REPORT_DEFAULT_DAYS days; `problem` when it cannot be asked for. */
function useReportRange() {
  const state = useQueryState('report_');
  const fallback = rangeEnding(todayUtc(), VM_REPORT_DEFAULT_DAYS);
  const from = state.get('from') ?? fallback.from;
  const to = state.get('to') ?? fallback.to;
  let problem: string | null = null;
  if (!isDay(from) || !isDay(to)) problem = VM_REPORT_MESSAGES.badDay;
  else if (daysBetween(from, to) < 1) problem = VM_REPORT_MESSAGES.fromAfterTo;
  else if (daysBetween(from, to) > VM_REPORT_MAX_DAYS) problem = VM_REPORT_MESSAGES.tooLong;
  return { from, to, problem, set: (patch: { from?: string; to?: string }) => state.set(patch) };
}

const figureColumns: StaticColumn<DayRow>[] = [
  { key: 'orders', header: 'Orders', align: 'right' },
  { key: 'units_vended', header: 'Units vended', align: 'right' },
  { key: 'revenue', header: 'Revenue', align: 'right', render: (r) => formatMoney(r.revenue) },
  { key: 'refund_amount', header: 'Refunded', align: 'right', render: (r) => formatMoney(r.refund_amount) },
  { key: 'net_revenue', header: 'Net revenue', align: 'right', render: (r) => formatMoney(r.net_revenue) },
  { key: 'vend_success', header: 'Vend success', align: 'right' },
  { key: 'partial_vend', header: 'Partial vend', align: 'right' },
  { key: 'vend_failure', header: 'Vend failure', align: 'right' },
  { key: 'refunds', header: 'Refunds', align: 'right' },
];
const dayColumns: StaticColumn<DayRow>[] = [
  { key: 'day', header: 'Day (UTC)', render: (r) => (r.id === 'total' ? <strong>Total</strong> : r.day) },
  ...figureColumns,
];
const productColumns: StaticColumn<ProductRow>[] = [
  { key: 'name', header: 'Product' },
  { key: 'sku', header: 'SKU', render: (p) => <span className="font-mono">{p.sku}</span> },
  { key: 'units_sold', header: 'Units sold', align: 'right' },
  { key: 'sales', header: 'Sales', align: 'right', render: (p) => formatMoney(p.sales) },
  { key: 'stock', header: 'Stock now', align: 'right', render: (p) => `${p.stock} / ${p.capacity}` },
  { key: 'coils', header: 'Coils', render: (p) => <span className="font-mono">{p.coils.join(', ')}</span> },
];

const csvOf = <Row,>(columns: { key: string; header: string }[], rows: Row[], cell: (row: Row, key: string) => string | number = (row, key) => (row as Record<string, string | number>)[key] ?? '') =>
  toCsv(columns.map((c): Column<Row, string> => ({ key: c.key, header: c.header, csv: (row) => cell(row, c.key) })), rows);

function ReportSection({ machineId, machineCode }: { machineId: number; machineCode: string }) {
  const range = useReportRange();
  const report = useRecord(getVmReport, range.problem ? null : { vending_machine_id: machineId, from: range.from, to: range.to });
  const span = range.problem ? 0 : daysBetween(range.from, range.to);
  const today = todayUtc();

  const data = report.status === 'ready' ? report.data : null;
  const dayRows: DayRow[] = data ? [...data.days.map((d) => ({ ...d, id: d.day })), { ...data.totals, day: 'Total', id: 'total' }] : [];
  const productRows: ProductRow[] = data ? data.products.map((p) => ({ ...p, id: p.product_id })) : [];
  const fileBase = `vm-${machineCode}-report-${range.from}-to-${range.to}`;

  return (
    <section aria-labelledby="machine-report" className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="machine-report" className="font-semibold text-slate-900">Report</h2>
      <div className="flex flex-wrap items-end gap-3">
        <div role="group" aria-label="Quick ranges" className="flex flex-wrap gap-2">
          {VM_REPORT_PRESETS.map((p) => {
            const preset = rangeEnding(today, p.days);
            const active = preset.from === range.from && preset.to === range.to;
            return (
              <Button key={p.days} variant="secondary" className="!py-1.5" aria-pressed={active} onClick={() => range.set(preset)}>
                {p.name}
              </Button>
            );
          })}
        </div>
        <TextInput label="From (UTC)" type="date" value={range.from} onChange={(from) => range.set({ from })} />
        <TextInput label="To (UTC)" type="date" value={range.to} onChange={(to) => range.set({ to })} />
        <Button variant="secondary" className="!py-1.5" disabled={!data} onClick={() => data && downloadText(`${fileBase}.csv`, csvOf(dayColumns, dayRows))}>
          Export days CSV
        </Button>
        <Button
          variant="secondary"
          className="!py-1.5"
          disabled={!data}
          onClick={() => data && downloadText(`${fileBase}-products.csv`, csvOf(productColumns, productRows, (p, key) => (key === 'coils' ? p.coils.join(' ') : (p as unknown as Record<string, string | number>)[key] ?? '')))}
        >
          Export products CSV
        </Button>
      </div>
      {range.problem ? (
        <p role="alert" className="text-sm text-red-700">{range.problem}</p>
      ) : report.status === 'missing' || report.status === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">{report.message}</p>
      ) : !data ? (
        <p className="text-sm text-slate-600">Loading report…</p>
      ) : (
        <div className="space-y-3" aria-busy={report.refreshing || undefined}>
          <dl aria-label="Report totals" className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-8">
            {[
              ['Orders', String(data.totals.orders)],
              ['Units vended', String(data.totals.units_vended)],
              ['Revenue', formatMoney(data.totals.revenue)],
              ['Refunded', formatMoney(data.totals.refund_amount)],
              ['Net revenue', formatMoney(data.totals.net_revenue)],
              ['Vend success', String(data.totals.vend_success)],
              ['Partial vend', String(data.totals.partial_vend)],
              ['Vend failure', String(data.totals.vend_failure)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-slate-200 p-2">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="font-semibold tabular-nums text-slate-900" data-testid={`report-${label!.toLowerCase().replace(/ /g, '-')}`}>{value}</dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-slate-600">
            {span} day{span === 1 ? '' : 's'}, {data.from} to {data.to} (UTC). {data.totals.orders === 0 ? VM_REPORT_MESSAGES.noOrders : ''}
          </p>
          <StaticTable label="Report by day" columns={dayColumns} rows={dayRows} />
          <StaticTable label="Report by product" columns={productColumns} rows={productRows} />
        </div>
      )}
    </section>
  );
}
