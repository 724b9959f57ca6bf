/**
 * /material-transfer-overview/{id} (also /material-transfer/manage/{id} and
 * /edit-material-transfer/{id}): the transfer's details, the status selector, the item
 * table, scan mode, Cancel and Save. Everything it offers comes from the transfer machine
 * (`snapshot.can`) and the user's permissions, through the same gate as the palette's
 * "Receive transfer", "Partially receive transfer", "Cancel transfer" and "Scan items".
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Permission } from '../../../contract/permissions.ts';
import { orderStatus } from '../../../contract/statuses.ts';
import {
  CANCEL_CONFIRM_TEXT, PARTIAL_CONFIRM_TEXT, partialReceiptErrors, type TransferEvent,
} from '../../../machines/materialTransfer.ts';
import { useDirtyGuard } from '../../platform/navigation/useDirtyGuard.ts';
import { useScreenCommands } from '../../platform/commands/useScreenCommands.ts';
import { paths } from '../../platform/paths.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { Button, Checkbox, ConfirmDialog, DetailList, Select, StatusBadge, formatDate } from '../../ui/index.ts';
import { ScanBox } from './ScanBox.tsx';
import { TransferItems, type ItemsMode } from './TransferItems.tsx';
import { useTransfer } from './useTransfer.ts';

const MANAGE: Permission[] = ['PERM_UPDATE_INVENTORY'];
const SELECT_EVENT: Record<string, TransferEvent['type']> = {
  '1': 'transfer.reset', '2': 'transfer.cancel', '3': 'transfer.receive', '4': 'transfer.partiallyReceive',
};

export default function TransferOverviewScreen() {
  const id = useIdParam();
  const [, navigate] = useLocation();
  const [saved, setSaved] = useState(false);
  const { actor, snapshot, transfer } = useTransfer(id, () => setSaved(true));
  const send = (type: TransferEvent['type']) => actor.send({ type } as TransferEvent);
  const can = (type: TransferEvent['type']) => snapshot.can({ type } as TransferEvent);

  const commands = useScreenCommands([
    { id: 'receive.transfer', title: 'Receive transfer', keywords: ['material transfer', 'receive all'], permissions: MANAGE,
      available: () => can('transfer.receive'), run: () => { send('transfer.receive'); send('transfer.save'); } },
    { id: 'partially_receive.transfer', title: 'Partially receive transfer', keywords: ['partial', 'material transfer'], permissions: MANAGE,
      available: () => can('transfer.partiallyReceive'), run: () => send('transfer.partiallyReceive') },
    { id: 'cancel.transfer', title: 'Cancel transfer', keywords: ['material transfer'], permissions: MANAGE,
      available: () => can('transfer.cancel'), run: () => send('transfer.cancel') },
    { id: 'scan.transfer_items', title: 'Scan items', keywords: ['barcode', 'sku', 'scanner'], permissions: MANAGE,
      available: () => can('transfer.scan'), run: () => send('transfer.scan') },
    { id: 'save.transfer', title: 'Save transfer', keywords: ['material transfer'], permissions: MANAGE,
      available: () => can('transfer.save'), run: () => send('transfer.save') },
  ]);

  const open = snapshot.matches('created');
  const { context } = snapshot;
  useDirtyGuard(open && context.selection !== 1 && !snapshot.matches({ created: 'saving' }));
  // After a save the machine is final and nothing is dirty: now leave (console.md §2).
  useEffect(() => {
    if (saved && snapshot.status === 'done') navigate(paths.warehouseOrders());
  }, [saved, snapshot.status, navigate]);

  if (snapshot.matches('loadFailed')) {
    return (
      <div role="alert" className="mx-auto mt-16 max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
        <h2 className="text-lg font-semibold text-amber-900">Could not open this transfer order</h2>
        <p className="mt-2 text-amber-800">{context.error}</p>
        <div className="mt-4 flex justify-center gap-3">
          <Button variant="secondary" onClick={() => send('transfer.reload')}>Try again</Button>
          <Link href={paths.warehouseOrders()} className="self-center text-indigo-700 underline">Back to warehouse orders</Link>
        </div>
      </div>
    );
  }
  if (!transfer || snapshot.matches('loading')) return <p className="p-6 text-slate-500">Loading...</p>;

  const partial = snapshot.matches({ created: 'partialSelected' }) || snapshot.matches({ created: 'confirmingPartial' }) || (snapshot.matches({ created: 'saving' }) && context.selection === 4);
  const itemsMode: ItemsMode = partial ? (snapshot.matches({ created: 'partialSelected' }) ? 'partial' : 'partialLocked')
    : open && context.selection === 3 ? 'receiveAll' : 'view';
  const problems = context.showErrors ? partialReceiptErrors(context.items) : null;
  const saving = snapshot.matches({ created: 'saving' });
  const selected = snapshot.matches({ created: 'confirmingCancel' }) ? '2' : String(context.selection);
  const gate = { '2': commands['cancel.transfer'], '3': commands['receive.transfer'], '4': commands['partially_receive.transfer'] };
  const mayManage = Object.values(gate).some((g) => g.allowed) || context.selection !== 1;
  const statusOptions = [
    { id: 1, name: 'Created' },
    ...([2, 3, 4] as const).filter((s) => String(s) === selected || gate[s].allowed).map((s) => ({ id: s, name: orderStatus(s).name })),
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

      <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4" aria-label="Receive or cancel">
        {open && mayManage ? (
          <div className="flex flex-wrap items-end gap-4">
            <Select
              label="Status"
              required
              className="w-64"
              value={selected}
              options={statusOptions}
              disabled={!snapshot.matches({ created: 'idle' }) && !snapshot.matches({ created: 'cancelSelected' }) && !snapshot.matches({ created: 'receiveSelected' }) && !snapshot.matches({ created: 'partialSelected' })}
              onChange={(value) => send(SELECT_EVENT[value] ?? 'transfer.reset')}
            />
            {commands['scan.transfer_items'].allowed && (
              <Button variant="secondary" onClick={commands['scan.transfer_items'].run}>Scan items</Button>
            )}
          </div>
        ) : (
          <p className="text-sm text-slate-600">
            {open ? 'Your role may view this transfer order but not receive or cancel it.' : `This transfer order is ${orderStatus(transfer.state).name}; nothing more can be done with it.`}
          </p>
        )}
        {snapshot.matches({ created: { partialSelected: 'scanning' } }) && (
          <ScanBox message={context.scanMessage} onScan={(sku) => actor.send({ type: 'item.scanned', sku })} onStop={() => send('scan.stop')} />
        )}
        {partial && (
          <Checkbox
            label="Create a new transfer order for the remaining quantity"
            checked={context.createRemainder}
            disabled={!snapshot.matches({ created: 'partialSelected' })}
            onChange={() => send('remainder.toggle')}
          />
        )}
        {problems?.general && <p role="alert" className="text-sm text-red-600">{problems.general}</p>}
        {context.error && open && <p role="alert" className="text-sm text-red-600">{context.error}</p>}
      </section>

      <TransferItems
        transfer={transfer}
        drafts={context.items}
        mode={itemsMode}
        errors={problems?.items ?? {}}
        onToggle={(productId) => actor.send({ type: 'item.toggle', productId })}
        onQuantity={(productId, value) => actor.send({ type: 'item.quantity', productId, value })}
      />

      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => navigate(paths.warehouseOrders())}>{open ? 'Cancel' : 'Back'}</Button>
        {open && mayManage && (
          <Button onClick={commands['save.transfer'].run} disabled={saving || context.selection === 1 || !commands['save.transfer'].allowed}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={snapshot.matches({ created: 'confirmingCancel' })}
        options={{ text: CANCEL_CONFIRM_TEXT, confirmLabel: 'Yes', cancelLabel: 'No', tone: 'danger' }}
        onClose={(yes) => send(yes ? 'confirm.yes' : 'confirm.no')}
      />
      <ConfirmDialog
        open={snapshot.matches({ created: 'confirmingPartial' })}
        options={{ text: PARTIAL_CONFIRM_TEXT, confirmLabel: 'Yes', cancelLabel: 'No' }}
        onClose={(yes) => send(yes ? 'confirm.yes' : 'confirm.no')}
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
