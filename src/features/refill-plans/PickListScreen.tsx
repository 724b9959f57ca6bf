/**
 * /pick-list?partnerId=&date= (issue 39, beyond the spec; docs/decisions.md "Refill suggestions
 * and pick lists"): a refill partner's Created and In Transit plans of a UTC day, and per serving
 * warehouse (or store) the products and quantities to pick. Printable (print styles show the list
 * alone) and as CSV; both are also palette commands. Without a partner or day, the screen asks for them.
 */
import { useSearchParams } from 'wouter';
import { REFILL_SUGGESTION_MESSAGES, getRefillPickList } from '../../../contract/actions/refill-suggestions.ts';
import { listRefillPartners } from '../../../contract/actions/refills.ts';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { refillStatus } from '../../../contract/statuses.ts';
import { useScreenCommands } from '../../platform/commands/useScreenCommands.ts';
import { parseId } from '../../platform/record/parse-id.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, Select, StaticTable, TextInput, toCsv, useQueryState, type Column } from '../../ui/index.ts';
import { downloadText } from '../../ui/table/csv.ts';

const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-pick-list], [data-pick-list] * { visibility: visible !important; }
  [data-pick-list] { position: absolute; inset: 0 auto auto 0; width: 100%; }
  [data-print-hidden] { display: none !important; }
}`;

interface CsvRow { source: string; sku: string; product: string; quantity: number; plans: number }
const CSV_COLUMNS: Column<CsvRow, string>[] = [
  { key: 'source', header: 'Warehouse', csv: (r) => r.source },
  { key: 'sku', header: 'SKU', csv: (r) => r.sku },
  { key: 'product', header: 'Product', csv: (r) => r.product },
  { key: 'quantity', header: 'Quantity', csv: (r) => String(r.quantity) },
  { key: 'plans', header: 'Plans', csv: (r) => String(r.plans) },
];

export default function PickListScreen() {
  const [params] = useSearchParams();
  const query = useQueryState();
  const partnerId = parseId(params.get('partnerId'));
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? params.get('date')! : null;
  const partners = useRecord(listRefillPartners, { limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC' }, { quiet: true });
  const list = useRecord(getRefillPickList, partnerId !== null && date ? { refill_partner_id: partnerId, date } : null);
  const data = list.status === 'ready' ? list.data : null;

  const sourceName = (s: { warehouse: { name: string } | null; store: { name: string } | null }) => s.warehouse?.name ?? s.store?.name ?? '--';
  const csvRows: CsvRow[] = (data?.sources ?? []).flatMap((s) => s.lines.map((l) => ({ source: sourceName(s), sku: l.product.sku, product: l.product.name, quantity: l.quantity, plans: l.plans })));
  const downloadCsv = () => data && downloadText(`pick-list-${data.refill_partner.name.replace(/\W+/g, '-')}-${data.date}.csv`, toCsv(CSV_COLUMNS, csvRows));
  const hasList = Boolean(data && data.plans.length);
  const gates = useScreenCommands([
    {
      id: 'print.refill_pick_list', title: 'Print pick list', keywords: ['print', 'picking', 'warehouse'], permissions: getRefillPickList.permissions,
      available: () => hasList, run: () => window.print(),
    },
    {
      id: 'csv.refill_pick_list', title: 'Download pick list CSV', keywords: ['export', 'csv', 'spreadsheet'], permissions: getRefillPickList.permissions,
      available: () => hasList, run: () => void downloadCsv(),
    },
  ]);

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <style>{PRINT_CSS}</style>
      <div data-print-hidden className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <Select
          label="Refill partner"
          value={partnerId === null ? '' : String(partnerId)}
          onChange={(v) => query.set({ partnerId: v })}
          options={(partners.data ?? []).map((p) => ({ id: p.id, name: p.name }))}
          placeholder="Choose a partner"
        />
        <TextInput label="Day (UTC)" type="date" value={date ?? ''} onChange={(v) => query.set({ date: v })} />
        <Button type="button" variant="secondary" disabled={!gates['print.refill_pick_list']!.allowed} onClick={gates['print.refill_pick_list']!.run}>
          {REFILL_SUGGESTION_MESSAGES.print}
        </Button>
        <Button type="button" variant="secondary" disabled={!gates['csv.refill_pick_list']!.allowed} onClick={gates['csv.refill_pick_list']!.run}>
          {REFILL_SUGGESTION_MESSAGES.csv}
        </Button>
      </div>
      {partnerId === null || !date ? (
        <p className="text-sm text-slate-600">{REFILL_SUGGESTION_MESSAGES.missingPickList}</p>
      ) : list.status === 'missing' || list.status === 'failed' ? (
        <p role="alert" className="text-sm text-red-700">{list.message}</p>
      ) : !data ? (
        <p className="text-sm text-slate-500">Loading…</p>
      ) : (
        <section data-pick-list aria-label={REFILL_SUGGESTION_MESSAGES.pickList} className="space-y-4">
          <h1 className="text-xl font-semibold text-slate-900">{REFILL_SUGGESTION_MESSAGES.pickList}: {data.refill_partner.name}, {data.date}</h1>
          {data.plans.length === 0 ? (
            <p className="text-sm text-slate-600">{REFILL_SUGGESTION_MESSAGES.pickListEmpty}</p>
          ) : (
            <>
              <p className="text-sm text-slate-600">
                {data.plans.length} plan{data.plans.length === 1 ? '' : 's'}: {data.plans.map((p) => `${p.plan_id} (${p.VendingMachine.name}, ${refillStatus(p.status).name})`).join('; ')}. {data.total} units in all.
              </p>
              {data.sources.map((s) => (
                <div key={`${s.warehouse?.id ?? 0}-${s.store?.id ?? 0}`} className="space-y-2">
                  <h2 className="font-semibold text-slate-900">{sourceName(s)}: {s.total} units</h2>
                  <StaticTable
                    label={`Pick from ${sourceName(s)}`}
                    columns={[
                      { key: 'sku', header: 'SKU', render: (l) => <span className="font-mono">{l.product.sku}</span> },
                      { key: 'name', header: 'Product', render: (l) => l.product.name },
                      { key: 'quantity', header: 'Quantity', align: 'right', render: (l) => l.quantity },
                      { key: 'plans', header: 'Plans', align: 'right', render: (l) => l.plans },
                      { key: 'picked', header: 'Picked', render: () => <span aria-hidden className="inline-block h-4 w-4 border border-slate-400" /> },
                    ]}
                    rows={s.lines.map((l) => ({ ...l, id: l.product.id }))}
                  />
                </div>
              ))}
            </>
          )}
        </section>
      )}
    </div>
  );
}
