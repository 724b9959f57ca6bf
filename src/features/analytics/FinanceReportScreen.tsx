/**
 * /report (PERM_VIEW_FINANCE_REPORT): the finance report per company, franchise, machine or
 * day over a period — gross, discounts, sales, refunds, net, GST and cess, sales per payment
 * mode — with the cash collections of the period and their over/short. Downloadable as CSV
 * or a spreadsheet (download.finance_report).
 */
import type { Infer } from 'superstruct';
import {
  FINANCE_ENTITIES, FINANCE_ENTITY_LABELS, downloadFinanceReport, getFinanceReport, type FinanceEntity, type FinanceRow,
} from '../../../contract/actions/analytics.ts';
import { call } from '../../api/client.ts';
import { useScreenCommands } from '../../platform/commands/useScreenCommands.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, Select, StaticTable, formatMoney, toastError } from '../../ui/index.ts';
import { Chart } from './Chart.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { downloadCsv, downloadXlsx } from './exportTable.ts';
import { usePeriod } from './period.ts';

type Row = Infer<typeof FinanceRow>;
const MONEY: [keyof Row, string][] = [
  ['gross', 'Gross'], ['discount', 'Discounts'], ['sales', 'Sales'], ['refunds', 'Refunds'], ['net', 'Net'], ['gst', 'GST'], ['cess', 'Cess'],
  ['upi', 'UPI'], ['card', 'Card'], ['wallet', 'Wallet'], ['cash', 'Cash'],
];

export default function FinanceReportScreen() {
  const period = usePeriod('month');
  const raw = period.state.get('entity');
  const entity: FinanceEntity = (FINANCE_ENTITIES as readonly string[]).includes(raw ?? '') ? (raw as FinanceEntity) : 'day';
  const noRange = period.period === 'custom' && !(period.from && period.to);
  const request = { ...period.request, entity };
  const report = useRecord(getFinanceReport, noRange ? null : request);
  const data = report.status === 'ready' ? report.data : null;
  const rows = data ? [...data.rows, data.totals].map((r) => ({ ...r, id: r.key })) : [];

  const download = async (kind: 'csv' | 'xlsx') => {
    try {
      const answer = await call(downloadFinanceReport, request);
      const table = {
        headers: [FINANCE_ENTITY_LABELS[entity], 'Orders', ...MONEY.map(([, h]) => h)],
        rows: [...answer.data.rows, answer.data.totals].map((r) => [r.name, r.orders, ...MONEY.map(([k]) => r[k] as number)]),
      };
      const file = `finance-report-${entity}-${answer.data.from ?? 'all'}-${answer.data.to ?? 'today'}`;
      if (kind === 'csv') downloadCsv(file, table);
      else await downloadXlsx(file, table);
    } catch (error) {
      toastError(error);
    }
  };

  const gates = useScreenCommands([
    {
      id: 'csv.finance_report', title: 'Download finance report CSV', keywords: ['export', 'csv'],
      permissions: downloadFinanceReport.permissions, available: () => Boolean(data), run: () => void download('csv'),
    },
    {
      id: 'xlsx.finance_report', title: 'Download finance report spreadsheet', keywords: ['export', 'excel', 'xlsx'],
      permissions: downloadFinanceReport.permissions, available: () => Boolean(data), run: () => void download('xlsx'),
    },
  ]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <PeriodPicker period={period} />
        <Select label="Per" placeholder="" value={entity} options={FINANCE_ENTITIES.map((id) => ({ id, name: FINANCE_ENTITY_LABELS[id] }))} onChange={(v) => period.set({ entity: v })} />
        <Button variant="secondary" disabled={!gates['csv.finance_report']?.allowed} onClick={gates['csv.finance_report']?.run}>Download CSV</Button>
        <Button variant="secondary" disabled={!gates['xlsx.finance_report']?.allowed} onClick={gates['xlsx.finance_report']?.run}>Download spreadsheet</Button>
      </div>
      {noRange ? (
        <p role="alert" className="text-sm text-red-700">Time range not specified</p>
      ) : report.status === 'missing' || report.status === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">{report.message}</p>
      ) : !data ? (
        <p className="text-sm text-slate-600">Loading finance report…</p>
      ) : (
        <div className="space-y-3" aria-busy={report.refreshing || undefined}>
          <dl aria-label="Cash collected" className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
            {[
              ['Cash collections', String(data.cash.collections)],
              [`Expected from machines (DEX audits for ${data.cash.lines_from_dex} of ${data.cash.lines})`, formatMoney(data.cash.expected)],
              ['Picked up', formatMoney(data.cash.picked_up)],
              ['Over / short', formatMoney(data.cash.over_short)],
              ['Received at warehouses', formatMoney(data.cash.received)],
              ['Not yet received', String(data.cash.pending)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-lg border border-slate-200 bg-white p-2">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="font-semibold tabular-nums text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <Chart title={`Net sales per ${FINANCE_ENTITY_LABELS[entity].toLowerCase()}`} kind="bar" labels={data.rows.slice(0, 60).map((r) => r.name)} series={[
            { name: 'Sales', values: data.rows.slice(0, 60).map((r) => r.sales) },
            { name: 'Refunds', values: data.rows.slice(0, 60).map((r) => r.refunds) },
          ]} />
          <StaticTable<Row & { id: string }>
            label="Finance report"
            rows={rows}
            columns={[
              { key: 'name', header: FINANCE_ENTITY_LABELS[entity], render: (r) => (r.key === 'total' ? <strong>Total</strong> : r.name) },
              { key: 'orders', header: 'Orders', align: 'right' },
              ...MONEY.map(([key, header]) => ({ key, header, align: 'right' as const, render: (r: Row) => formatMoney(r[key] as number) })),
            ]}
          />
        </div>
      )}
    </div>
  );
}
