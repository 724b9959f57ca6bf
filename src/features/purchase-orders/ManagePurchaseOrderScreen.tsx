/**
 * /purchase-order/manage/{id} (domain.md §4): pick the next status among those the order's
 * lifecycle allows; a partial receipt asks for the quantity received per line (never more than
 * is outstanding); the invoice number and date, with "Save & Generate Invoice"; cancelling asks
 * "Are you sure?". Everything offered comes through the same gate as the palette's commands.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { PURCHASE_ORDER_COMMANDS } from '../../../commands/records/purchase-orders.ts';
import { select } from '../../../commands/record.ts';
import { PURCHASE_ORDER_MESSAGES } from '../../../contract/actions/purchase-orders.ts';
import { purchaseOrderStatus } from '../../../contract/statuses.ts';
import { CANCEL_CONFIRM_TEXT, CANCEL_YES, purchaseDraftProblems, type PurchaseEdit } from '../../../machines/flows/purchaseOrder.ts';
import { purchaseOrderLifecycle } from '../../../machines/records/purchaseOrder.ts';
import { useRecordCommands } from '../../platform/commands/useRecordCommands.ts';
import { useDirtyGuard } from '../../platform/navigation/useDirtyGuard.ts';
import { paths } from '../../platform/paths.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { Button, ConfirmDialog, NumberInput, Select, StaticTable, StatusBadge, TextInput } from '../../ui/index.ts';
import { usePurchaseOrderFlow } from './usePurchaseOrderFlow.ts';

const COMMAND_OF_EVENT: Record<string, string> = {
  'purchaseOrder.create': 'submit.purchase_order',
  'purchaseOrder.ship': 'ship.purchase_order',
  'purchaseOrder.receivePartially': 'partially_receive.purchase_order',
  'purchaseOrder.receive': 'receive.purchase_order',
  'purchaseOrder.execute': 'execute.purchase_order',
  'purchaseOrder.cancel': 'cancel.purchase_order',
};

export default function ManagePurchaseOrderScreen() {
  const id = useIdParam();
  const [, navigate] = useLocation();
  const [saved, setSaved] = useState(false);
  const { snapshot, send, data: order } = usePurchaseOrderFlow(id, () => setSaved(true));
  const commands = useRecordCommands(PURCHASE_ORDER_COMMANDS, { snapshot, send });
  const edit = (e: PurchaseEdit) => send({ type: 'draft.edit', edit: e });
  const { context } = snapshot;
  const chosen = snapshot.matches({ ready: 'chosen' });
  const saving = snapshot.matches({ ready: 'saving' });
  useDirtyGuard(context.transition !== null && !saving);
  useEffect(() => {
    if (saved && snapshot.matches({ ready: 'idle' }) && order) navigate(paths.purchaseOrder(order.id));
  }, [saved, snapshot, navigate, order]);

  if (snapshot.matches('loadFailed')) return <p role="alert" className="mx-auto mt-8 max-w-xl text-amber-800">Could not open this purchase order: {context.error}</p>;
  if (!order || !context.record) return <p className="p-6 text-slate-500">Loading...</p>;

  const status = context.record.status;
  const transition = context.transition;
  // The step chosen stays on show while it is confirmed or saved (the commands are not offered then).
  const events = purchaseOrderLifecycle.eventsFrom(status).filter((e) => e === transition || commands[COMMAND_OF_EVENT[e]!]?.allowed);
  const draft = context.draft;
  const problems = context.showErrors && draft && transition ? purchaseDraftProblems(draft, transition, context.record) : null;
  const partial = transition === 'purchaseOrder.receivePartially' && draft !== null;
  const save = (generateInvoice: boolean) => {
    edit({ kind: 'generateInvoice', on: generateInvoice });
    send({ type: 'record.save' });
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex items-center justify-between">
        <h1 className="text-lg font-semibold text-slate-900">Manage purchase order {order.reference}</h1>
        <StatusBadge status={purchaseOrderStatus(order.status)} />
      </div>
      <section aria-label="Next status" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4">
        {events.length === 0 ? (
          <p className="text-sm text-slate-600">This purchase order is {purchaseOrderStatus(status).name}; there is no next status you may choose.</p>
        ) : (
          <Select
            label="Next status"
            required
            className="w-72"
            value={transition ? String(purchaseOrderLifecycle.next(status, transition)) : ''}
            placeholder="Choose the next status"
            disabled={saving}
            options={events.map((e) => {
              const next = String(purchaseOrderLifecycle.next(status, e));
              return { id: next, name: purchaseOrderStatus(next).name };
            })}
            onChange={(value) => {
              const event = events.find((e) => String(purchaseOrderLifecycle.next(status, e)) === value);
              send(event ? select(event) : { type: 'record.reset' });
            }}
          />
        )}
        {draft && (chosen || saving) && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextInput label="Invoice number" maxLength={64} disabled={saving} value={draft.invoiceNumber} error={problems?.invoiceNumber ?? null} onChange={(value) => edit({ kind: 'invoiceNumber', value })} />
            <TextInput label="Invoice date" type="date" disabled={saving} value={draft.invoiceDate} error={problems?.invoiceDate ?? null} onChange={(value) => edit({ kind: 'invoiceDate', value })} />
          </div>
        )}
        {context.record.awaitingApproval && <p className="text-sm text-amber-800">{PURCHASE_ORDER_MESSAGES.awaitingApproval}</p>}
        {problems?.general && <p role="alert" className="text-sm text-red-600">{problems.general}</p>}
        {context.error && <p role="alert" className="text-sm text-red-600">{context.error}</p>}
      </section>
      <StaticTable
        label="Products"
        rows={order.lines.map((l) => ({ ...l, id: l.product_id }))}
        columns={[
          { key: 'sku', header: 'SKU', render: (l) => <span className="font-mono">{l.sku}</span> },
          { key: 'name', header: 'Name', render: (l) => l.name },
          { key: 'purchased', header: 'Purchased', align: 'right', render: (l) => String(l.purchased_quantity) },
          { key: 'received', header: 'Received', align: 'right', render: (l) => String(l.received_quantity) },
          {
            key: 'now',
            header: 'Receive now',
            render: (l) => (partial ? (
              <NumberInput
                label={`Receive now ${l.sku}`}
                value={draft.quantities[l.product_id] ?? ''}
                error={problems?.quantities[l.product_id] ?? null}
                disabled={!chosen}
                onChange={(value) => edit({ kind: 'quantity', productId: l.product_id, value })}
              />
            ) : transition === 'purchaseOrder.receive' ? String(l.purchased_quantity - l.received_quantity) : '--'),
          },
        ]}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => navigate(paths.purchaseOrder(order.id))}>Back</Button>
        {events.length > 0 && (
          <>
            <Button variant="secondary" disabled={saving || !transition} onClick={() => save(true)}>Save &amp; Generate Invoice</Button>
            <Button disabled={saving || !transition || !commands['save.purchase_order']!.allowed} onClick={() => save(false)}>{saving ? 'Saving...' : 'Save'}</Button>
          </>
        )}
      </div>
      <ConfirmDialog
        open={snapshot.matches({ ready: 'confirmingChoice' })}
        options={{
          title: CANCEL_CONFIRM_TEXT,
          text: `You want to cancel purchase order ${order.reference}. ${PURCHASE_ORDER_MESSAGES.cancelDetail}`,
          confirmLabel: CANCEL_YES,
          cancelLabel: 'No',
          tone: 'danger',
        }}
        onClose={(yes) => send({ type: yes ? 'confirm.yes' : 'confirm.no' })}
      />
    </div>
  );
}
