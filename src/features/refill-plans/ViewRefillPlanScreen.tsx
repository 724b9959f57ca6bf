/**
 * /view-refill-plan?vmId=&refillPlanId=: a plan with its slots (planned, and once executed what
 * was loaded and taken out), remarks and return order. Edit, Mark in transit, Execute and Delete
 * as buttons and palette commands, offered as the plan's lifecycle allows. Executing asks what
 * the partner actually loaded per slot (the planned quantity unless changed).
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { REFILL_PLAN_ACTIONS, refillPlanGates, type RefillPlanView } from '../../../commands/records/refill-plans.ts';
import {
  REFILL_PLAN_MESSAGES, deleteRefillPlan, executeRefillPlan, getRefillPlan, markRefillPlanInTransit,
} from '../../../contract/actions/refill-plans.ts';
import { REFILL_PLAN_STATUS, collectionStep, refillExecutionStatus, refillStatus, returnOrderStatus } from '../../../contract/statuses.ts';
import { call } from '../../api/client.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { callUndoable } from '../../platform/undo/undo.ts';
import { withQuery } from '../../platform/with-query.ts';
import { Button, DetailList, LinkButton, StaticTable, StatusBadge, formatDate, toastError, toastSuccess } from '../../ui/index.ts';
import { inputClass } from '../../ui/form/Field.tsx';
import { RefillNotice } from './Notice.tsx';
import { useRefillQuery } from './query.ts';
import { assignPartner, partnerChoices } from './assign-partner.ts';

const person = (p: { first_name: string; last_name: string } | null) => (p ? `${p.first_name} ${p.last_name}`.trim() : '--');

export default function ViewRefillPlanScreen() {
  const [, navigate] = useLocation();
  const query = useRefillQuery();
  const record = useRecord(getRefillPlan, query.refillPlanId === null || query.vmId === null ? null : { id: query.refillPlanId });
  const [executing, setExecuting] = useState<Record<string, string> | null>(null);
  const [busy, setBusy] = useState(false);
  const panelOpen = executing !== null;
  // The execute panel takes the focus where it opens, so the palette's "Execute refill plan" continues from the keyboard.
  useEffect(() => {
    if (panelOpen) document.querySelector<HTMLInputElement>('[data-loaded-input]')?.focus();
  }, [panelOpen]);
  const [remove, deleteDialog] = useDeleteRecord(deleteRefillPlan, {
    text: (p: { plan_id: string }) => `You want to delete refill plan ${p.plan_id}. ${REFILL_PLAN_MESSAGES.deleteConfirm}`,
    success: REFILL_PLAN_MESSAGES.deleted,
    onDeleted: () => navigate(paths.refills()),
  });
  const plan = record.status === 'ready' && record.data.VendingMachine.id === query.vmId ? record.data : null;
  const view: RefillPlanView = {
    ...refillPlanGates(plan?.status ?? 0),
    edit: () => plan && navigate(withQuery(paths.editRefillPlan(), { vmId: plan.VendingMachine.id, refillPlanId: plan.id })),
    markInTransit: () => {
      if (!plan) return;
      // Undo (its toast, Ctrl+Z) takes it back to Created while it is still as it left it.
      callUndoable(markRefillPlanInTransit, { id: plan.id, version: plan.version }, { message: REFILL_PLAN_MESSAGES.inTransit, onUndone: record.reload })
        .then(() => record.reload())
        .catch((error: unknown) => toastError(error));
    },
    execute: () => plan && setExecuting(Object.fromEntries(plan.lines.map((l) => [l.coil, String(l.quantity_to_add)]))),
    remove: () => plan && remove(plan),
    partnerChoices: () => (plan ? partnerChoices(plan.VendingMachine.id) : Promise.resolve([])),
    assignPartner: (partnerId) => plan && void assignPartner(plan, partnerId, record.reload),
  };
  const actions = useRecordActions(REFILL_PLAN_ACTIONS, view);
  if (query.vmId === null) return <RefillNotice message={REFILL_PLAN_MESSAGES.missingVm} />;
  if (query.refillPlanId === null) return <RefillNotice message={REFILL_PLAN_MESSAGES.missingPlan} />;
  if (record.status !== 'ready') return <RecordFallback state={record} what="refill plan" back={{ href: paths.refills(), label: 'Back to refill plans' }} />;
  if (!plan) return <RefillNotice message={REFILL_PLAN_MESSAGES.wrongMachine} />;

  const direct = plan.status === REFILL_PLAN_STATUS.created;
  async function confirmExecution() {
    if (!plan || !executing || busy) return;
    setBusy(true);
    try {
      await call(executeRefillPlan, {
        id: plan.id, version: plan.version,
        lines: plan.lines.map((l) => ({ coil: l.coil, loaded_quantity: Math.min(l.quantity_to_add, Number(executing[l.coil] || 0)) })),
      });
      toastSuccess(direct ? REFILL_PLAN_MESSAGES.directExecuted : REFILL_PLAN_MESSAGES.executed);
      setExecuting(null);
      record.reload();
    } catch (error) {
      toastError(error);
      record.reload();
    } finally {
      setBusy(false);
    }
  }
  const button = (id: string, label: string, variant: 'secondary' | 'danger' = 'secondary') => {
    const gate = actions[id]!;
    return gate.allowed && <Button key={id} variant={variant} className="!py-1.5" onClick={gate.run}>{label}</Button>;
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <DetailList
        title={`Refill plan ${plan.plan_id}`}
        actions={
          <>
            {button('execute.refill_plan', direct ? 'Direct execute' : 'Execute')}
            {button('in_transit.refill_plan', 'Mark in transit')}
            {button('edit.refill_plan', 'Edit')}
            {button('delete.refill_plan', 'Delete', 'danger')}
          </>
        }
        items={[
          { label: 'Status', value: <StatusBadge status={refillStatus(plan.status)} /> },
          { label: 'Execution', value: <StatusBadge status={refillExecutionStatus(plan.execution_status)} /> },
          { label: 'Machine', value: <Link href={paths.vmById(plan.VendingMachine.id)} className="text-indigo-700 hover:underline">{plan.VendingMachine.name} ({plan.VendingMachine.code})</Link> },
          { label: 'Kind', value: plan.kind },
          { label: 'Served from', value: plan.warehouse?.name ?? plan.store?.name ?? '--' },
          { label: 'Refill partner', value: plan.RefillPartner?.name ?? '--' },
          { label: 'Vehicle', value: plan.vehicle || '--' },
          { label: 'Total quantity', value: String(plan.total_quantity) },
          { label: 'Schedule time', value: formatDate(plan.scheduled_at) },
          { label: 'Executed', value: formatDate(plan.executed_at) },
          { label: 'Return order', value: plan.return_order
            ? <Link href={withQuery(paths.returnOrderView(), { vmId: plan.VendingMachine.id, returnRefillOrderId: plan.return_order.id })} className="text-indigo-700 hover:underline">{plan.return_order.return_order_id} ({returnOrderStatus(plan.return_order.status).name})</Link>
            : 'Not generated' },
          { label: 'Top-up', value: <Link href={withQuery(paths.viewTopup(plan.VendingMachine.id), { refillPlanId: plan.id })} className="text-indigo-700 hover:underline">View top-up</Link> },
          ...(plan.RefillPartner && plan.warehouse && plan.status !== REFILL_PLAN_STATUS.executed ? [{ label: 'Kit transfer', value: (
            <Link href={withQuery(paths.addKitTransfer(), { warehouseId: plan.warehouse.id, partnerId: plan.RefillPartner.id, refillPlanId: plan.id })} className="text-indigo-700 hover:underline">Make a kit with this plan</Link>
          ) }] : []),
          ...(plan.tally_order ? [{ label: 'Tally order', value: <Link href={paths.viewTallyOrder(plan.tally_order.id)} className="text-indigo-700 hover:underline">Tally order of {plan.tally_order.warehouse}</Link> }] : []),
          ...(plan.cash_collection ? [{ label: 'Cash collection', value: (
            <span className="inline-flex items-center gap-2">
              <Link href={paths.viewCashOrder(plan.cash_collection.id)} className="font-mono text-indigo-700 hover:underline">{plan.cash_collection.order_id}</Link>
              <StatusBadge status={collectionStep(plan.cash_collection.step)} />
            </span>
          ) }] : []),
          { label: 'Created by', value: person(plan.created_by) },
          { label: 'Date created', value: formatDate(plan.created_at) },
          { label: 'Last updated', value: formatDate(plan.updated_at) },
        ]}
      />
      {executing && (
        <section className="space-y-2 rounded-xl border border-indigo-200 bg-indigo-50 p-4" aria-label="Execute refill plan">
          <h2 className="font-semibold text-slate-900">What was loaded</h2>
          <p className="text-sm text-slate-600">Enter what the refill partner actually loaded into each slot. Expired units and a changed product's units go into the return order.</p>
          <div className="grid gap-2 sm:grid-cols-4">
            {plan.lines.map((l) => (
              <label key={l.coil} className="text-sm text-slate-700">
                <span className="block">Loaded, coil {l.coil} (of {l.quantity_to_add})</span>
                <input data-loaded-input inputMode="numeric" className={inputClass(Number(executing[l.coil] || 0) > l.quantity_to_add)} value={executing[l.coil] ?? ''}
                  onChange={(e) => setExecuting((all) => ({ ...all, [l.coil]: e.target.value.replace(/\D/g, '') }))} />
              </label>
            ))}
          </div>
          <div className="flex gap-2">
            <Button onClick={() => void confirmExecution()} disabled={busy}>Confirm execution</Button>
            <Button variant="secondary" onClick={() => setExecuting(null)}>Cancel</Button>
          </div>
        </section>
      )}
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Slots</h2>
        <StaticTable
          label="Refill plan slots"
          rows={plan.lines}
          columns={[
            { key: 'coil', header: 'Coil', render: (l) => <span className="font-mono">{l.coil}</span> },
            { key: 'product', header: 'Product', render: (l) => `${l.product.name} (${l.product.sku})` },
            { key: 'current', header: 'Current', render: (l) => (l.current_product ? `${l.current_product.name}: ${l.current_quantity}` : 'Empty') },
            { key: 'add', header: 'Quantity to add', align: 'right', render: (l) => String(l.quantity_to_add) },
            { key: 'runout', header: 'Runout quantity', align: 'right', render: (l) => String(l.runout_quantity) },
            { key: 'expiry', header: 'Expiry', render: (l) => l.expiry_date ?? '--' },
            { key: 'expired', header: 'Expired', render: (l) => (l.expired ? 'Yes' : 'No') },
            { key: 'loaded', header: 'Loaded', align: 'right', render: (l) => (l.loaded_quantity === null ? '--' : String(l.loaded_quantity)) },
            { key: 'removed', header: 'Taken out', align: 'right', render: (l) => (l.removed_quantity === null ? '--' : String(l.removed_quantity)) },
          ]}
        />
      </section>
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Remarks</h2>
        {plan.remarks.length ? (
          <ul className="space-y-1 text-sm text-slate-700">
            {plan.remarks.map((r) => <li key={r.id}>{r.remark} <span className="text-xs text-slate-500">{person(r.created_by)}, {formatDate(r.created_at)}</span></li>)}
          </ul>
        ) : <p className="text-sm text-slate-500">No remarks.</p>}
      </section>
      <LinkButton href={paths.refills()} variant="secondary">Back to refill plans</LinkButton>
      {deleteDialog}
    </div>
  );
}
