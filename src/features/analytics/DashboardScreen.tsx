/**
 * /dashboard (PERM_VIEW_DASHBOARD): today and the chosen period at a glance — sales, orders,
 * vend success rate, refunds, machines by status, low-stock machines and warehouses, top and
 * bottom products and machines, net sales per day (chart and table). Each number links to
 * the list behind it with its filter in the URL. Vends and stock changes arriving on the live
 * feeds reload it (at most every few seconds).
 */
import type { Infer } from 'superstruct';
import { getDashboard, type Dashboard } from '../../../contract/actions/analytics.ts';
import { useScreenCommands } from '../../platform/commands/useScreenCommands.ts';
import { SALE_MESSAGES, useLiveReload, type LiveSubscription } from '../../platform/live/useLiveReload.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { ProgressBar, StaticTable, formatMoney } from '../../ui/index.ts';
import { Chart } from './Chart.tsx';
import { Figure } from './Figure.tsx';
import { PeriodPicker } from './PeriodPicker.tsx';
import { ordersPeriodQuery, usePeriod } from './period.ts';

type Data = Infer<typeof Dashboard>;
type Figures = Data['today_figures'];
const RELOAD_MS = 5000;

/** The feeds' vends and stock changes that move the figures. */
const FIGURE_MESSAGES: readonly LiveSubscription[] = [...SALE_MESSAGES, ['notifications', 'REFILL_EXECUTE'], ['vm-status', 'VM_STATUS']];

function FigureBlock({ title, f, orders }: { title: string; f: Figures; orders: Record<string, string> }) {
  const finished = f.vend_success + f.vend_partial + f.vend_failed;
  const ordersHref = (extra: Record<string, string> = {}) => withQuery(paths.orders(), { ...orders, ...extra });
  return (
    <section aria-label={title} className="space-y-2">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Figure label="Net sales" value={formatMoney(f.net_sales)} href={ordersHref({ payment: '1' })} />
        <Figure label="Orders" value={String(f.orders)} href={ordersHref()} />
        <Figure label="Vend success rate" value={f.vend_success_rate === null ? '--' : `${f.vend_success_rate}%`} href={ordersHref({ vend: '1' })}>
          {finished > 0 && <ProgressBar value={f.vend_success} max={finished} label={`${title} vend success rate`} />}
        </Figure>
        <Figure label="Failed vends" value={String(f.vend_failed + f.vend_partial)} href={ordersHref({ vend: '2,3,4,5,6,7,8' })} />
        <Figure label="Refunds" value={`${formatMoney(f.refunds)} (${f.refund_orders})`} href={ordersHref({ refund: '0,1' })} />
        <Figure label="Refunds in progress" value={String(f.refunds_pending)} href={ordersHref({ refund: '0' })} />
      </dl>
    </section>
  );
}

type RankedRow = Data['top_products'][number];
function RankedTable({ label, rows, href, units }: { label: string; rows: RankedRow[]; href: (id: number) => string; units?: boolean }) {
  return (
    <StaticTable
      label={label}
      rows={rows}
      columns={[
        { key: 'name', header: 'Name', render: (r) => <a href={href(r.id)} className="text-blue-700 hover:underline">{r.name}</a> },
        { key: 'net', header: 'Net sales', align: 'right', render: (r) => formatMoney(r.net) },
        ...(units ? [{ key: 'units', header: 'Units', align: 'right' as const }] : []),
      ]}
    />
  );
}

export default function DashboardScreen() {
  const period = usePeriod('month');
  const dashboard = useRecord(getDashboard, period.request);
  useLiveReload(FIGURE_MESSAGES, dashboard.reload, RELOAD_MS);
  const data = dashboard.status === 'ready' ? dashboard.data : null;
  const orders = ordersPeriodQuery(period.period, period.from, period.to);
  useScreenCommands([
    { id: 'reload.dashboard', title: 'Reload dashboard', keywords: ['refresh'], permissions: getDashboard.permissions, run: () => dashboard.reload() },
  ]);
  return (
    <div className="space-y-4">
      <PeriodPicker period={period} />
      {dashboard.status === 'missing' || dashboard.status === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">{dashboard.message}</p>
      ) : !data ? (
        <p className="text-sm text-slate-600">Loading dashboard…</p>
      ) : (
        <div className="space-y-4" aria-busy={dashboard.refreshing || undefined}>
          <FigureBlock title="Today" f={data.today_figures} orders={{ created: 'today' }} />
          <FigureBlock title={`This period (${data.from ?? 'all time'} to ${data.to ?? 'today'})`} f={data.period_figures} orders={orders} />
          <section aria-label="Machines and stock" className="space-y-2">
            <h2 className="font-semibold text-slate-900">Machines and stock</h2>
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
              <Figure label="Machines online" value={String(data.machines.online)} href={withQuery(paths.vm(), { status: 1 })}>
                {data.machines.total > 0 && <ProgressBar value={data.machines.online} max={data.machines.total} label="Machines online" />}
              </Figure>
              <Figure label="Machines offline" value={String(data.machines.offline)} href={withQuery(paths.vm(), { status: 2 })} />
              <Figure label="Machines faulted" value={String(data.machines.faulted)} href={withQuery(paths.vm(), { status: 3 })} />
              <Figure label="Low-stock machines" value={String(data.low_stock.machines)} href={withQuery(paths.vm(), { status: 1 })} />
              <Figure label="Low-stock warehouses" value={String(data.low_stock.warehouses)} href={paths.warehouses()} />
            </dl>
          </section>
          <section aria-label="Net sales per day" className="space-y-2">
            <h2 className="font-semibold text-slate-900">Net sales per day</h2>
            <Chart title="Net sales per day" kind="line" labels={data.days.map((d) => d.day)} series={[{ name: 'Net sales', values: data.days.map((d) => d.net_sales) }]} />
            <details>
              <summary className="cursor-pointer text-sm text-slate-700">Net sales per day as a table</summary>
              <StaticTable label="Net sales per day" rows={data.days.map((d) => ({ ...d, id: d.day }))} columns={[
                { key: 'day', header: 'Day (UTC)' },
                { key: 'orders', header: 'Orders', align: 'right' },
                { key: 'net_sales', header: 'Net sales', align: 'right', render: (d) => formatMoney(d.net_sales) },
              ]} />
            </details>
          </section>
          <div className="grid gap-4 lg:grid-cols-2">
            <RankedTable label="Top products" rows={data.top_products} href={paths.product} units />
            <RankedTable label="Bottom products" rows={data.bottom_products} href={paths.product} units />
            <RankedTable label="Top machines" rows={data.top_machines} href={paths.vmById} />
            <RankedTable label="Bottom machines" rows={data.bottom_machines} href={paths.vmById} />
          </div>
        </div>
      )}
    </div>
  );
}
