/**
 * /analytics-vm (PERM_VIEW_DASHBOARD): per machine over the period — orders, net sales, units,
 * vends by status, refunds, stock-outs (OUT_OF_STOCK events), refills executed and their
 * interval, uptime (the share of the period without an open fault, from vm_faults) — for
 * every machine in reach or a set narrowed by state and city (typed, comma-separated) or by
 * franchise, zone and machine ids in the URL (`franchise`, `zone`, `vm`). Chart and table.
 */
import type { Infer } from 'superstruct';
import { getVmAnalytics, type VmAnalyticsRow } from '../../../contract/actions/analytics.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { ProgressBar, StaticTable, TextInput, formatMoney } from '../../ui/index.ts';
import { Chart } from './Chart.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { ordersPeriodQuery, usePeriod } from './period.ts';

type Row = Infer<typeof VmAnalyticsRow>;
const texts = (v: string | null) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean).slice(0, 100);
const ids = (v: string | null) => texts(v).map(Number).filter((n) => Number.isInteger(n) && n > 0);

export default function VmAnalyticsScreen() {
  const period = usePeriod('month');
  const { state } = period;
  const set = {
    ...(texts(state.get('state')).length ? { state: texts(state.get('state')) } : {}),
    ...(texts(state.get('city')).length ? { city: texts(state.get('city')) } : {}),
    ...(ids(state.get('franchise')).length ? { franchise_id: ids(state.get('franchise')) } : {}),
    ...(ids(state.get('zone')).length ? { zone_id: ids(state.get('zone')) } : {}),
    ...(ids(state.get('vm')).length ? { vending_machine_id: ids(state.get('vm')) } : {}),
  };
  const noRange = period.period === 'custom' && !(period.from && period.to);
  const report = useRecord(getVmAnalytics, noRange ? null : { ...period.request, ...set });
  const data = report.status === 'ready' ? report.data : null;
  const orders = ordersPeriodQuery(period.period, period.from, period.to);
  const rows = data?.rows ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <PeriodPicker period={period} />
        <TextInput label="State" value={state.get('state') ?? ''} onChange={(v) => period.set({ state: v || null })} hint="Comma-separated" />
        <TextInput label="City" value={state.get('city') ?? ''} onChange={(v) => period.set({ city: v || null })} hint="Comma-separated" />
      </div>
      {noRange ? (
        <p role="alert" className="text-sm text-red-700">Time range not specified</p>
      ) : report.status === 'missing' || report.status === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">{report.message}</p>
      ) : !data ? (
        <p className="text-sm text-slate-600">Loading machine analytics…</p>
      ) : (
        <div className="space-y-3" aria-busy={report.refreshing || undefined}>
          <p className="text-sm text-slate-600">
            {rows.length} machine{rows.length === 1 ? '' : 's'}{data.truncated ? ' (the busiest 200)' : ''}, {data.from ?? 'all time'} to {data.to ?? 'today'} (UTC).
            Uptime is the share of the period without an open fault.
          </p>
          <Chart title="Net sales by machine" kind="bar" labels={rows.slice(0, 30).map((r) => r.name)} series={[{ name: 'Net sales', values: rows.slice(0, 30).map((r) => r.net_sales) }]} />
          <StaticTable<Row>
            label="Machine analytics"
            rows={rows}
            columns={[
              { key: 'name', header: 'Machine', render: (r) => <a href={paths.vmById(r.id)} className="text-blue-700 hover:underline">{r.name}</a> },
              { key: 'city', header: 'City' },
              { key: 'orders', header: 'Orders', align: 'right', render: (r) => <a href={withQuery(paths.orders(), { ...orders, machine: r.id })} className="text-blue-700 hover:underline">{r.orders}</a> },
              { key: 'net_sales', header: 'Net sales', align: 'right', render: (r) => formatMoney(r.net_sales) },
              { key: 'units_vended', header: 'Units', align: 'right' },
              { key: 'vend_success', header: 'Vend success', align: 'right' },
              { key: 'vend_partial', header: 'Partial', align: 'right' },
              { key: 'vend_failed', header: 'Failed', align: 'right' },
              { key: 'refunds', header: 'Refunds', align: 'right' },
              { key: 'stock_outs', header: 'Stock-outs', align: 'right' },
              { key: 'refills', header: 'Refills', align: 'right' },
              { key: 'refill_interval_days', header: 'Days between refills', align: 'right', render: (r) => (r.refill_interval_days === null ? '--' : String(r.refill_interval_days)) },
              { key: 'uptime', header: 'Uptime', render: (r) => <ProgressBar value={r.uptime} max={100} label={`${r.name} uptime`} /> },
            ]}
          />
        </div>
      )}
    </div>
  );
}
