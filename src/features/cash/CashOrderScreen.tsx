/**
 * /view-cash-order/{id} (also /cash-collection/{id}): the cash-in-hand order overview of
 * console.md §2 — order id, source (refill partner), created date, status, destination
 * warehouse (a link), last updated, total cash; the cash collection orders and direct
 * sales; Receive unless RECEIVED. Receive goes through the cash machine and the same gate
 * as the palette's "Receive cash order".
 */
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { cashCollectionState } from '../../../contract/statuses.ts';
import { CASH_COMMANDS } from '../../../commands/records/cash.ts';
import { useRecordCommands } from '../../platform/commands/useRecordCommands.ts';
import { paths } from '../../platform/paths.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { Button, DetailList, StatusBadge, formatDate, formatMoney } from '../../ui/index.ts';
import { StaticTable } from '../../ui/table/StaticTable.tsx';
import { DifferenceText } from './DifferenceText.tsx';
import { useCashCollection } from './useCashCollection.ts';

// The dialog (and its library) loads when Receive is pressed, not with the screen (bench/results.md).
const ReceiveDialog = lazy(() => import('./ReceiveDialog.tsx').then((m) => ({ default: m.ReceiveDialog })));

export default function CashOrderScreen() {
  const id = useIdParam();
  const { snapshot, send, data: collection } = useCashCollection(id);
  const commands = useRecordCommands(CASH_COMMANDS, { snapshot, send });

  if (snapshot.matches('loadFailed')) {
    return (
      <div role="alert" className="mx-auto mt-16 max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
        <h2 className="text-lg font-semibold text-amber-900">Could not open this cash order</h2>
        <p className="mt-2 text-amber-800">{snapshot.context.error}</p>
        <div className="mt-4 flex justify-center gap-3">
          <Button variant="secondary" onClick={() => send({ type: 'record.reload' })}>Try again</Button>
          <Link href={paths.cashCollections()} className="self-center text-indigo-700 underline">Back to cash collections</Link>
        </div>
      </div>
    );
  }
  if (!collection || snapshot.matches('loading')) return <p className="p-6 text-slate-500">Loading...</p>;

  const received = collection.state === 'RECEIVED';
  const receive = commands['receive.cash_order']!;
  return (
    <div className="space-y-4">
      <DetailList
        title={`Cash Order ${collection.order_id}`}
        actions={!received && receive.allowed ? <Button onClick={receive.run}>Receive</Button> : undefined}
        items={[
          { label: 'Order ID', value: collection.order_id },
          { label: 'Source', value: collection.RefillPartner.name },
          { label: 'Created Date', value: formatDate(collection.created_at) },
          { label: 'Status', value: <StatusBadge status={cashCollectionState(collection.state)} /> },
          {
            label: 'Destination',
            value: (
              <Link href={paths.warehouse(collection.Warehouse.id)} className="text-indigo-700 hover:underline">
                {collection.Warehouse.name}
              </Link>
            ),
          },
          { label: 'Last Updated', value: formatDate(collection.updated_at) },
          { label: 'Total Cash', value: formatMoney(collection.submitted_amount) },
          { label: 'Expected Amount', value: formatMoney(collection.expected_amount) },
          ...(received
            ? [
                { label: 'Received Amount', value: formatMoney(collection.received_amount) },
                { label: 'Over / Short', value: <DifferenceText difference={collection.difference ?? 0} /> },
                { label: 'Received By', value: collection.ReceivedBy ? `${collection.ReceivedBy.first_name} ${collection.ReceivedBy.last_name}`.trim() : null },
                { label: 'Received At', value: formatDate(collection.received_at) },
              ]
            : []),
        ]}
      />
      {!received && !receive.allowed && (
        <p className="text-sm text-slate-600">Your role may view this cash order but not receive it.</p>
      )}

      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Cash Collection Orders</h2>
        <StaticTable
          label="Cash collection orders"
          rows={collection.CashCollectionOrders}
          columns={[
            {
              key: 'order_id',
              header: 'Order ID',
              render: (line) => (
                <Link href={paths.viewCashOrder(collection.id)} className="font-mono text-indigo-700 hover:underline">
                  {line.order_id}
                </Link>
              ),
            },
            { key: 'machine', header: 'Vending Machine', render: (line) => line.VendingMachine.name },
            { key: 'expected_amount', header: 'Expected Amount', align: 'right', render: (line) => formatMoney(line.expected_amount) },
            { key: 'picked_up_amount', header: 'Picked-up Amount', align: 'right', render: (line) => formatMoney(line.picked_up_amount) },
          ]}
        />
      </section>

      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Direct Sales</h2>
        <StaticTable
          label="Direct sales"
          rows={collection.SaleOrders}
          columns={[
            { key: 'order_id', header: 'Order ID', render: (sale) => <Link href={paths.saleOrder(sale.id)} className="font-mono text-indigo-700 hover:underline">{sale.order_id}</Link> },
            { key: 'amount', header: 'Amount', align: 'right', render: (sale) => formatMoney(sale.amount) },
            { key: 'refund_amount', header: 'Refund Amount', align: 'right', render: (sale) => formatMoney(sale.refund_amount) },
            { key: 'created_at', header: 'Date', render: (sale) => formatDate(sale.created_at) },
          ]}
        />
      </section>

      {(snapshot.matches({ ready: 'chosen' }) || snapshot.matches({ ready: 'saving' })) && (
        <Suspense fallback={null}>
          <ReceiveDialog
            open
            saving={snapshot.matches({ ready: 'saving' })}
            amount={snapshot.context.draft?.amount ?? ''}
            showErrors={snapshot.context.showErrors}
            expected={collection.expected_amount}
            submitted={collection.submitted_amount}
            onAmount={(value) => send({ type: 'draft.edit', edit: { kind: 'amount', value } })}
            onConfirm={() => send({ type: 'record.save' })}
            onCancel={() => send({ type: 'record.reset' })}
          />
        </Suspense>
      )}
    </div>
  );
}
