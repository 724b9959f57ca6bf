/**
 * /vm-snapshot/{vmId}: live stock per slot in the progress colours (under 41 % red,
 * 41–70 % yellow, above 70 % green). It reloads whenever the machine vends or changes
 * status on the vm-status feed, and on Refresh.
 */
import { Link } from 'wouter';
import { getVendingMachineStock } from '../../../contract/actions/vending-machines.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { vmStatus } from '../../../contract/statuses.ts';
import { usePermissions } from '../../platform/session/session.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { Button, ProgressBar, StatusBadge, formatDate } from '../../ui/index.ts';
import { SlotGrid, useMachineLiveReload } from './machine-parts.tsx';

const LEGEND = [
  { label: 'Under 41 %', className: 'bg-red-500' },
  { label: '41 – 70 %', className: 'bg-yellow-400' },
  { label: 'Above 70 %', className: 'bg-green-500' },
];

export default function SnapshotScreen() {
  const record = useRouteRecord(getVendingMachineStock, { param: 'vmId' });
  useMachineLiveReload(record.id, record.reload);
  const canOpenMachine = hasAnyPermission(usePermissions(), ['PERM_VIEW_VENDING_MACHINE']);
  if (record.status !== 'ready') return <RecordFallback state={record} what="vending machine" back={{ href: paths.vm(), label: 'Back to vending machines' }} />;
  const stock = record.data;
  const columns = Math.max(...stock.slots.map((s) => s.column), 1);
  const empty = stock.slots.filter((s) => s.product && s.quantity === 0).length;

  return (
    <div className="space-y-4">
      <section className="flex flex-wrap items-center gap-x-8 gap-y-3 rounded-xl border border-slate-200 bg-white p-4">
        <div>
          <h2 className="font-semibold text-slate-900">
            {canOpenMachine ? (
              <Link href={paths.vmById(stock.id)} className="hover:underline">
                {stock.name}
              </Link>
            ) : (
              stock.name
            )}{' '}
            <span className="font-mono text-sm font-normal text-slate-500">{stock.code}</span>
          </h2>
          <p className="text-sm text-slate-600">{stock.location}</p>
        </div>
        <StatusBadge status={vmStatus(stock.status)} />
        <div className="text-sm">
          <span className="text-slate-500">Machine stock</span>
          <ProgressBar value={stock.stock_percent} max={100} label="Machine stock" />
        </div>
        <p className="text-sm text-slate-600">
          {empty} slot{empty === 1 ? '' : 's'} out of stock
        </p>
        <div className="ml-auto flex items-center gap-3">
          <span className="text-xs text-slate-500" aria-live="polite">
            Updated {formatDate(stock.read_at)}
          </span>
          <Button variant="secondary" onClick={record.reload} disabled={record.refreshing}>
            {record.refreshing ? 'Refreshing...' : 'Refresh'}
          </Button>
        </div>
      </section>
      <ul aria-label="Stock colours" className="flex gap-4 text-xs text-slate-600">
        {LEGEND.map((item) => (
          <li key={item.label} className="flex items-center gap-1.5">
            <span className={`inline-block h-2.5 w-2.5 rounded-full ${item.className}`} />
            {item.label}
          </li>
        ))}
      </ul>
      <section className="rounded-xl border border-slate-200 bg-white p-4">
        <SlotGrid slots={stock.slots} columns={columns} withFill />
      </section>
    </div>
  );
}
