/** The DEX audit screen's sections: totals, the interval against the machine's previous audit, selections and warnings. */
import type { Infer } from 'superstruct';
import { Link } from 'wouter';
import type { DexAuditDetail } from '../../../contract/actions/dex-audits.ts';
import type { DexCash, DexInterval } from '../../../contract/dex.ts';
import { paths } from '../../platform/paths.ts';
import { DetailList, StaticTable, formatDate } from '../../ui/index.ts';
import { dexMoney } from './dex-labels.ts';

type Audit = Infer<typeof DexAuditDetail>;

const count = (n: number | null | undefined) => (n === null || n === undefined ? '--' : n.toLocaleString('en-IN'));

export function DexTotals({ audit }: { audit: Audit }) {
  const money = (v: number | null | undefined) => dexMoney(v, audit.currency ?? 'INR');
  const cash = (audit.cash ?? {}) as Partial<DexCash>;
  return (
    <DetailList
      title="Totals since the machine's initialisation"
      items={[
        { label: 'Paid vends', value: count(audit.totals.paid_vends) },
        { label: 'Paid value', value: money(audit.totals.paid_value) },
        { label: 'Cash sales', value: money(cash.cash_sales_value) },
        { label: 'Cash in', value: money(cash.cash_in) },
        { label: 'To the cash box', value: money(cash.cash_to_box) },
        { label: 'Cashless sales', value: money(cash.cashless_value) },
      ]}
    />
  );
}

export function DexIntervalSection({ audit }: { audit: Audit }) {
  const interval = audit.interval as DexInterval | null;
  const money = (v: number | null | undefined) => dexMoney(v, audit.currency ?? 'INR');
  if (!interval) {
    return (
      <section aria-label="Interval" className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700">
        <h2 className="mb-1 font-semibold text-slate-900">Since the previous audit</h2>
        {audit.status === 'unmatched' ? 'Not assigned to a machine yet, so there is no previous audit to compare with.' : 'First audit of this machine'}
      </section>
    );
  }
  return (
    <DetailList
      title="Since the previous audit"
      items={[
        { label: 'Previous audit', value: <Link href={paths.dexAudit(interval.previous_audit_id)} className="text-indigo-700 underline">{formatDate(interval.from)}</Link> },
        { label: 'Days', value: interval.days.toFixed(1) },
        { label: 'Paid vends', value: count(interval.paid_vends) },
        { label: 'Paid value', value: money(interval.paid_value) },
        { label: 'Cash in', value: money(interval.cash_in) },
        { label: 'Cashless', value: money(interval.cashless_value) },
        { label: 'Counters reset', value: interval.resets.length ? interval.resets.join(', ') : 'None' },
      ]}
    />
  );
}

export function DexSelections({ audit }: { audit: Audit }) {
  const interval = audit.interval as DexInterval | null;
  const since = new Map(interval?.selections.map((s) => [s.selection, s]) ?? []);
  const money = (v: number | null | undefined) => dexMoney(v, audit.currency ?? 'INR');
  const rows = audit.selections_detail.map((s, i) => ({ ...s, id: i, since: since.get(s.selection) }));
  return (
    <section className="space-y-2">
      <h2 className="font-semibold text-slate-900">Selections</h2>
      <StaticTable
        label="Selections"
        rows={rows}
        columns={[
          { key: 'selection', header: 'Selection', render: (s) => <span className="font-mono">{s.selection}</span> },
          { key: 'product', header: 'Product id', render: (s) => s.product ?? '--' },
          { key: 'price', header: 'Price', align: 'right', render: (s) => money(s.price) },
          { key: 'vends', header: 'Vends', align: 'right', render: (s) => count(s.vends) },
          { key: 'value', header: 'Value', align: 'right', render: (s) => money(s.value) },
          { key: 'interval_vends', header: 'Interval vends', align: 'right', render: (s) => count(s.since?.vends ?? s.interval_vends) },
          { key: 'interval_value', header: 'Interval value', align: 'right', render: (s) => money(s.since?.value ?? s.interval_value) },
        ]}
      />
      <p className="text-xs text-slate-600">
        {interval ? 'Interval: since the previous audit of this machine.' : "Interval: the machine's own counters since its last reset (PA203, PA204)."}
      </p>
    </section>
  );
}

export function DexWarnings({ audit }: { audit: Audit }) {
  if (audit.warnings_detail.length === 0) return null;
  return (
    <section aria-label="Warnings" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <h2 className="mb-1 font-semibold">Warnings</h2>
      <ul className="list-disc space-y-0.5 pl-5">
        {audit.warnings_detail.map((w, i) => <li key={i}>{w.line !== null ? `Line ${w.line}: ` : ''}{w.message}</li>)}
      </ul>
    </section>
  );
}
