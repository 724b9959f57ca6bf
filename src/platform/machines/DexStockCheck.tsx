/**
 * A machine's coil counts against a DEX audit (get.dex_stock_check): by its levels (PA108), or as
 * a fill audit (units left at the previous fill less the DEX vends since), with the booking of the
 * differences through adjust.dex_stock. On the DEX audit screen (that audit) and the
 * reconciliation screen's Stock tab (the machine's latest comparable audit), so it lives here.
 */
import { useState } from 'react';
import { Link } from 'wouter';
import { DEX_STOCK_REASONS, adjustDexStock, getDexStockCheck } from '../../../contract/actions/dex-stock.ts';
import { call } from '../../api/client.ts';
import { Button, Select, StaticTable, formatDate } from '../../ui/index.ts';
import { paths } from '../paths.ts';
import { useRecord } from '../record/useRecord.ts';
import { useSaving } from '../record/useSaving.ts';
import { usePermissions } from '../session/session.ts';

const REASON_NAMES: Record<(typeof DEX_STOCK_REASONS)[number], string> = { shrink: 'Shrink (units gone)', miscount: 'Miscount' };
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export function DexStockCheck({ machineId, auditId }: { machineId: number; auditId?: number }) {
  const check = useRecord(getDexStockCheck, { vending_machine_id: machineId, ...(auditId ? { audit_id: auditId } : {}) });
  const canBook = usePermissions().includes('PERM_UPDATE_VENDING_MACHINE');
  const [reason, setReason] = useState<string>('shrink');
  const { saving, save } = useSaving();
  const data = check.status === 'ready' ? check.data : null;
  if (!data) return null;
  const fill = data.method === 'fill';
  const differing = data.lines.filter((l) => l.difference !== 0);

  const book = async () => {
    if (!data.audit) return;
    const lines = differing.map((l) => ({ coil: l.coil, difference: l.difference, reason: l.difference > 0 ? 'miscount' as const : reason as 'shrink' | 'miscount' }));
    const done = await save(() => call(adjustDexStock, { vending_machine_id: machineId, audit_id: data.audit!.id, lines }), `${lines.length} coil${lines.length === 1 ? '' : 's'} adjusted to the audit`);
    if (done) check.reload();
  };

  return (
    <section aria-label="Coil counts" className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <h2 className="font-semibold text-slate-900">Coil counts against the audit</h2>
      {!data.audit ? (
        <p className="text-slate-700">No audit of this machine reports coil levels or was read at a refill.</p>
      ) : (
        <p className="text-slate-700">
          <Link href={paths.dexAudit(data.audit.id)} className="text-indigo-700 underline">Audit read {formatDate(data.audit.read_at)}</Link>
          {data.method === 'levels' && ': the levels it reports (PA108) against the console’s count at the reading.'}
          {fill && data.fill && `: a fill audit of refill ${data.fill.refill_plan.plan_id}` +
            (data.fill.previous_audit ? `, counted from refill ${data.fill.previous_audit.refill_plan_id} (audit read ${formatDate(data.fill.previous_audit.read_at)}): the units left then less the DEX vends since, against the console’s count when this fill began.` : '.')}
        </p>
      )}
      {data.note && <p className="text-slate-700">{data.note}</p>}
      {data.lines.length > 0 && (
        <StaticTable
          label="Coil counts"
          rows={data.lines.map((l) => ({ ...l, id: l.coil }))}
          columns={[
            { key: 'coil', header: 'Coil', render: (l) => <span className="font-mono">{l.coil}</span> },
            { key: 'product', header: 'Product', render: (l) => l.product?.name ?? '--' },
            ...(fill ? [
              { key: 'left', header: 'Left at last fill', align: 'right' as const, render: (l: (typeof data.lines)[number]) => l.fill?.left_at_last_fill ?? '--' },
              { key: 'dex_vends', header: 'DEX vends', align: 'right' as const, render: (l: (typeof data.lines)[number]) => l.fill?.dex_vends ?? '--' },
            ] : []),
            { key: 'console', header: fill ? 'Console at the fill' : 'Console at the reading', align: 'right', render: (l) => l.console_at_read },
            { key: 'machine', header: fill ? 'DEX at the fill' : 'Machine level', align: 'right', render: (l) => l.machine_level },
            { key: 'difference', header: 'Difference', align: 'right', render: (l) => <span className={l.difference === 0 ? '' : 'font-semibold text-red-700'}>{signed(l.difference)}</span> },
            { key: 'now', header: 'Console now', align: 'right', render: (l) => l.console_quantity },
          ]}
        />
      )}
      {differing.length > 0 && canBook && (
        <div className="flex flex-wrap items-end gap-2">
          <Select label="Reason for units missing" value={reason} onChange={(v) => setReason(v || 'shrink')} onBlur={() => undefined} error={null} options={DEX_STOCK_REASONS.map((id) => ({ id, name: REASON_NAMES[id] }))} />
          <Button onClick={() => void book()} disabled={saving}>{`Book ${differing.length} difference${differing.length === 1 ? '' : 's'}`}</Button>
          <p className="text-xs text-slate-600">Each coil moves by its difference through the stock ledger; units found are booked as a miscount.</p>
        </div>
      )}
    </section>
  );
}
