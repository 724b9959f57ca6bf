/**
 * /material-transfer-overview/{id} (also /material-transfer/manage/{id} and
 * /edit-material-transfer/{id}): the transfer's details, the status selector, the item
 * table, scan mode, Cancel and Save. It runs the transfer's flow; everything it offers comes
 * from the transfer's lifecycle and the user's permissions, through the same gate as the
 * palette's record commands (commands/records/transfer.ts).
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { TRANSFER_TARGET_STATUSES, type TransferTarget } from '../../../contract/actions/material-transfers.ts';
import { TRANSFER_STATUS, orderStatus } from '../../../contract/statuses.ts';
import { TRANSFER_COMMANDS } from '../../../commands/records/transfer.ts';
import { select } from '../../../commands/record.ts';
import { CANCEL_CONFIRM_TEXT, PARTIAL_CONFIRM_TEXT, partialReceiptErrors, type TransferEdit } from '../../../machines/flows/materialTransfer.ts';
import { transferEventFor, transferLifecycle } from '../../../machines/records/materialTransfer.ts';
import { useDirtyGuard } from '../../platform/navigation/useDirtyGuard.ts';
import { useRecordCommands } from '../../platform/commands/useRecordCommands.ts';
import { paths } from '../../platform/paths.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { Button, Checkbox, ConfirmDialog, DetailList, Select, StatusBadge, formatDate } from '../../ui/index.ts';
import { ScanBox } from './ScanBox.tsx';
import { TransferItems, type ItemsMode } from './TransferItems.tsx';
import { useTransfer } from './useTransfer.ts';
import { OrderDetailsPanel } from '../../platform/order-details/OrderDetailsPanel.tsx';

const PARTIAL = 'transfer.partiallyReceive';
const COMMAND_OF_STATUS = { 2: 'cancel.transfer', 3: 'receive.transfer', 4: 'partially_receive.transfer', 5: 'in_transit.transfer', 6: 'execute.transfer' } as const;

export default function TransferOverviewScreen() {
  const id = useIdParam();
  const [, navigate] = useLocation();
  const [saved, setSaved] = useState(false);
  const { snapshot, send, data: transfer } = useTransfer(id, () => setSaved(true));
  const edit = (e: TransferEdit) => send({ type: 'draft.edit', edit: e });
  const commands = useRecordCommands(TRANSFER_COMMANDS, { snapshot, send });

  const { context } = snapshot;
  const status = context.record?.status ?? TRANSFER_STATUS.created;
  const open = transferLifecycle.eventsFrom(status).length > 0;
  const saving = snapshot.matches({ ready: 'saving' });
  useDirtyGuard(open && context.transition !== null && !saving);
  // After a save nothing is chosen and nothing is dirty: now leave (console.md §2).
  useEffect(() => {
    if (saved && snapshot.matches({ ready: 'idle' })) navigate(paths.warehouseOrders());
  }, [saved, snapshot, navigate]);

  if (snapshot.matches('loadFailed')) {
    return (
      <div role="alert" className="mx-auto mt-16 max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
        <h2 className="text-lg font-semibold text-amber-900">Could not open this transfer order</h2>
        <p className="mt-2 text-amber-800">{context.error}</p>
        <div className="mt-4 flex justify-center gap-3">
          <Button variant="secondary" onClick={() => send({ type: 'record.reload' })}>Try again</Button>
          <Link href={paths.warehouseOrders()} className="self-center text-indigo-700 underline">Back to warehouse orders</Link>
        </div>
      </div>
    );
  }
  if (!transfer || snapshot.matches('loading')) return <p className="p-6 text-slate-500">Loading...</p>;

  const chosen = snapshot.matches({ ready: 'chosen' });
  const partial = context.transition === PARTIAL && context.draft !== null;
  const itemsMode: ItemsMode = partial ? (chosen ? 'partial' : 'partialLocked') : open && (context.transition === 'transfer.receive' || context.transition === 'transfer.execute') ? 'receiveAll' : 'view';
  const problems = context.showErrors && partial ? partialReceiptErrors(context.draft!.items) : null;
  const targetOf = (transition: string | null) => (transition ? transferLifecycle.next(TRANSFER_STATUS.created, transition) : TRANSFER_STATUS.created);
  const selected = String(targetOf(context.transition));
  const mayManage = TRANSFER_TARGET_STATUSES.some((s) => commands[COMMAND_OF_STATUS[s]]!.allowed) || context.transition !== null;
  const statusOptions = [
    // Nothing chosen: the transfer stays as it is (Created, or In Transit).
    { id: TRANSFER_STATUS.created, name: orderStatus(status).name },
    ...TRANSFER_TARGET_STATUSES.filter((s) => String(s) === selected || commands[COMMAND_OF_STATUS[s]]!.allowed).map((s) => ({ id: s, name: orderStatus(s).name })),
  ];

  return (
    <div className="space-y-4">
      <DetailList
        title={`Transfer Order ${transfer.order_id}`}
        actions={<StatusBadge status={orderStatus(transfer.state)} />}
        items={[
          { label: 'Order ID', value: transfer.order_id },
          { label: 'Source', value: transfer.source_warehouse.name },
          { label: 'Creator', value: transfer.User ? `${transfer.User.first_name} ${transfer.User.last_name}`.trim() : null },
          { label: 'Created Date', value: formatDate(transfer.created_at) },
          { label: 'Status', value: <StatusBadge status={orderStatus(transfer.state)} /> },
          { label: 'Destination', value: transfer.destination_warehouse.name },
          { label: 'Stock', value: String(transfer.stock) },
          { label: 'Last Updated', value: formatDate(transfer.updated_at) },
          ...(transfer.parent_order ? [{ label: 'Remainder of', value: <OrderLink order={transfer.parent_order} /> }] : []),
          ...(transfer.remainder_order ? [{ label: 'Remainder order', value: <OrderLink order={transfer.remainder_order} /> }] : []),
        ]}
      />
      <OrderDetailsPanel key={transfer.version} orderId={transfer.id} onChanged={() => send({ type: 'record.reload' })} />

      <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" aria-label="Receive or cancel">
        {open && mayManage ? (
          <div className="flex flex-wrap items-end gap-4">
            <Select
              label="Status"
              required
              className="w-64"
              value={selected}
              options={statusOptions}
              disabled={!snapshot.matches({ ready: 'idle' }) && !chosen}
              onChange={(value) => send(value === String(TRANSFER_STATUS.created) ? { type: 'record.reset' } : select(transferEventFor(Number(value) as TransferTarget)))}
            />
            {commands['scan.transfer_items']!.allowed && (
              <Button variant="secondary" onClick={commands['scan.transfer_items']!.run}>Scan items</Button>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-600">
            {open ? 'Your role may view this transfer order but not receive or cancel it.' : `This transfer order is ${orderStatus(transfer.state).name}; nothing more can be done with it.`}
          </p>
        )}
        {partial && chosen && context.draft!.scanning && (
          <ScanBox message={context.draft!.scanMessage} onScan={(sku) => edit({ kind: 'scanned', sku })} onStop={() => edit({ kind: 'scan.stop' })} />
        )}
        {partial && (
          <Checkbox
            label="Create a new transfer order for the remaining quantity"
            checked={context.draft!.createRemainder}
            disabled={!chosen}
            onChange={() => edit({ kind: 'remainder' })}
          />
        )}
        {problems?.general && <p role="alert" className="text-sm text-red-600">{problems.general}</p>}
        {context.error && open && <p role="alert" className="text-sm text-red-600">{context.error}</p>}
      </section>

      <TransferItems
        transfer={transfer}
        drafts={context.draft?.items ?? []}
        mode={itemsMode}
        errors={problems?.items ?? {}}
        onToggle={(productId) => edit({ kind: 'toggle', productId })}
        onQuantity={(productId, value) => edit({ kind: 'quantity', productId, value })}
      />

      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => navigate(paths.warehouseOrders())}>{open ? 'Cancel' : 'Back'}</Button>
        {open && mayManage && (
          <Button onClick={commands['save.transfer']!.run} disabled={saving || context.transition === null || !commands['save.transfer']!.allowed}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={snapshot.matches({ ready: 'confirmingChoice' })}
        options={{ text: CANCEL_CONFIRM_TEXT, confirmLabel: 'Yes', cancelLabel: 'No', tone: 'danger' }}
        onClose={(yes) => send({ type: yes ? 'confirm.yes' : 'confirm.no' })}
      />
      <ConfirmDialog
        open={snapshot.matches({ ready: 'confirmingSave' })}
        options={{ text: PARTIAL_CONFIRM_TEXT, confirmLabel: 'Yes', cancelLabel: 'No' }}
        onClose={(yes) => send({ type: yes ? 'confirm.yes' : 'confirm.no' })}
      />
    </div>
  );
}

function OrderLink({ order }: { order: { id: number; order_id: string } }) {
  return (
    <Link href={paths.materialTransferOverview(order.id)} className="font-mono text-indigo-700 hover:underline">
      {order.order_id}
    </Link>
  );
}
