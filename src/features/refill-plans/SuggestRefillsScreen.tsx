/**
 * /suggest-refills (?vmIds=1,2,3, or a route chosen by warehouse and zone): "Suggest refill"
 * for a set of machines (issue 39, beyond the spec). suggest.refill_plan answers each machine's
 * lines with the reason for each quantity; "Create suggested refill plans" then creates one plan
 * per machine that needs units, each through create.refill_plan, and says how each went.
 */
import { useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import { SUGGEST_REFILLS_ACTIONS, type SuggestRefillsView } from '../../../commands/records/refill-finish.ts';
import { REFILL_PLAN_MESSAGES, createRefillPlan } from '../../../contract/actions/refill-plans.ts';
import { REFILL_SUGGESTION_MAX_MACHINES, suggestRefillPlan } from '../../../contract/actions/refill-suggestions.ts';
import { listActiveVendingMachines } from '../../../contract/actions/vending-machines.ts';
import { listWarehouses } from '../../../contract/actions/warehouses.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { MultiSelect, Select, StaticTable, toastError, toastSuccess } from '../../ui/index.ts';

type Suggestion = Awaited<ReturnType<typeof call<typeof suggestRefillPlan>>>['data'];
type Outcome = { ok: true; planId: number; planNo: string } | { ok: false; message: string };

export default function SuggestRefillsScreen() {
  const [params] = useSearchParams();
  const [warehouse, setWarehouse] = useState('');
  const [chosen, setChosen] = useState<string[]>(() => (params.get('vmIds') ?? '').split(',').filter((x) => /^\d+$/.test(x)));
  const [suggestion, setSuggestion] = useState<Suggestion | null>(null);
  const [outcomes, setOutcomes] = useState<Record<number, Outcome>>({});
  const [busy, setBusy] = useState(false);
  const warehouses = useRecord(listWarehouses, { limit: 500 });
  const machines = useRecord(listActiveVendingMachines, warehouse ? { warehouse_id: [Number(warehouse)], limit: REFILL_SUGGESTION_MAX_MACHINES } : { limit: REFILL_SUGGESTION_MAX_MACHINES });
  const options = machines.status === 'ready' ? machines.data.map((m) => ({ id: String(m.id), name: `${m.name} (${m.code})` })) : [];
  const toPlan = suggestion?.machines.filter((m) => m.total_to_add > 0 && !outcomes[m.VendingMachine.id]?.ok) ?? [];

  const view: SuggestRefillsView = {
    canSuggest: !busy && chosen.length > 0,
    canCreate: !busy && toPlan.length > 0,
    suggest: () => {
      setBusy(true);
      call(suggestRefillPlan, { vending_machine_ids: chosen.map(Number).slice(0, REFILL_SUGGESTION_MAX_MACHINES) })
        .then((r) => { setSuggestion(r.data); setOutcomes({}); })
        .catch(toastError)
        .finally(() => setBusy(false));
    },
    create: () => {
      setBusy(true);
      void (async () => {
        const done: Record<number, Outcome> = { ...outcomes };
        for (const m of toPlan) {
          const lines = m.lines.filter((l) => l.quantity_to_add > 0)
            // Suggested plans ask no runout quantity or expiry, so they leave expired units in place (as bulk refills do).
            .map((l) => ({ coil: l.coil, product_id: l.product.id, quantity_to_add: l.quantity_to_add, expired: false }));
          try {
            const r = await call(createRefillPlan, { vending_machine_id: m.VendingMachine.id, lines });
            done[m.VendingMachine.id] = { ok: true, planId: r.data.id, planNo: r.data.plan_id };
          } catch (error) {
            done[m.VendingMachine.id] = { ok: false, message: error instanceof Error ? error.message : String(error) };
          }
          setOutcomes({ ...done });
        }
        const made = Object.values(done).filter((o) => o.ok).length;
        if (made) toastSuccess(`${REFILL_PLAN_MESSAGES.created} (${made})`);
        setBusy(false);
      })();
    },
  };
  const actions = useRecordActions(SUGGEST_REFILLS_ACTIONS, view);

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label="Machines">
        <h1 className="text-lg font-semibold text-slate-900">Suggest refills</h1>
        <div className="grid gap-3 sm:grid-cols-2">
          <Select label="Route: machines served by" value={warehouse} placeholder="Any warehouse"
            onChange={(v) => { setWarehouse(v); setChosen([]); }}
            options={warehouses.status === 'ready' ? warehouses.data.map((w) => ({ id: w.id, name: w.name })) : []} />
          <MultiSelect label={`Machines (up to ${REFILL_SUGGESTION_MAX_MACHINES})`} value={chosen} onChange={setChosen} options={options} />
        </div>
        <div className="flex gap-2">
          <GateButton gate={actions['suggest.refills']} variant="primary">Suggest refills</GateButton>
          <GateButton gate={actions['create.suggested_refill_plans']}>Create suggested refill plans</GateButton>
        </div>
      </section>
      {suggestion?.machines.map((m) => {
        const outcome = outcomes[m.VendingMachine.id];
        return (
          <section key={m.VendingMachine.id} className="space-y-2" aria-label={`Suggestion for ${m.VendingMachine.name}`}>
            <h2 className="font-semibold text-slate-900">
              {m.VendingMachine.name} ({m.VendingMachine.code}): {m.total_to_add} units to add
              {outcome?.ok && <> — <Link href={withQuery(paths.viewRefillPlan(), { vmId: m.VendingMachine.id, refillPlanId: outcome.planId })} className="text-indigo-700 hover:underline">{outcome.planNo}</Link></>}
              {outcome && !outcome.ok && <span role="alert" className="ml-2 text-sm font-normal text-red-700">{outcome.message}</span>}
            </h2>
            <StaticTable
              label={`Suggested lines of ${m.VendingMachine.name}`}
              rows={m.lines.filter((l) => l.quantity_to_add > 0).map((l) => ({ ...l, id: l.vm_slot_id }))}
              columns={[
                { key: 'coil', header: 'Coil', render: (l) => <span className="font-mono">{l.coil}</span> },
                { key: 'product', header: 'Product', render: (l) => `${l.product.name} (${l.product.sku})` },
                { key: 'add', header: 'To add', align: 'right', render: (l) => String(l.quantity_to_add) },
                { key: 'reason', header: 'Why', render: (l) => l.reason },
              ]}
            />
          </section>
        );
      })}
    </div>
  );
}
