/**
 * /bulk-refill/{id}: a bulk refill with, per machine, its plan (quantity, status, delivery
 * person) and the result of the last execution (executed, or refused with the reason). Edit,
 * Mark in transit, Execute and Delete as buttons and palette commands, as its lifecycle allows.
 */
import { Link, useLocation } from 'wouter';
import { BULK_REFILL_ACTIONS, bulkRefillGates, type BulkRefillView } from '../../../commands/records/bulk-refills.ts';
import {
  BULK_REFILL_MESSAGES, BULK_REFILL_STATUS, bulkRefillStatus, deleteBulkRefill, executeBulkRefill, getBulkRefill, markBulkRefillInTransit,
} from '../../../contract/actions/bulk-refills.ts';
import { refillStatus } from '../../../contract/statuses.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate, toastError, toastSuccess } from '../../ui/index.ts';

export default function BulkRefillScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getBulkRefill);
  const bulk = record.status === 'ready' ? record.data : null;
  const [remove, deleteDialog] = useDeleteRecord(deleteBulkRefill, {
    text: (b: { bulk_refill_id: string }) => `You want to delete bulk refill ${b.bulk_refill_id}. ${BULK_REFILL_MESSAGES.deleteConfirm}`,
    success: BULK_REFILL_MESSAGES.deleted,
    onDeleted: () => navigate(paths.bulkRefills()),
  });
  const step = (spec: typeof markBulkRefillInTransit | typeof executeBulkRefill, message: string) => {
    if (!bulk) return;
    call(spec, { id: bulk.id, version: bulk.version })
      .then(() => { toastSuccess(message); record.reload(); })
      .catch((error: unknown) => { toastError(error); record.reload(); });
  };
  const view: BulkRefillView = {
    ...bulkRefillGates(bulk?.status ?? BULK_REFILL_STATUS.deleted),
    edit: () => bulk && navigate(paths.editBulkRefillById(bulk.id)),
    markInTransit: () => step(markBulkRefillInTransit, BULK_REFILL_MESSAGES.inTransit),
    execute: () => step(executeBulkRefill, BULK_REFILL_MESSAGES.executed),
    remove: () => bulk && remove(bulk),
  };
  const actions = useRecordActions(BULK_REFILL_ACTIONS, view);
  if (!bulk) return <RecordFallback state={record} what="bulk refill" back={{ href: paths.bulkRefills(), label: 'Back to bulk refills' }} />;
  const button = (id: string, label: string, variant: 'secondary' | 'danger' = 'secondary') => <GateButton key={id} gate={actions[id]} variant={variant}>{label}</GateButton>;

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <DetailList
        title={`Bulk refill ${bulk.bulk_refill_id}`}
        actions={
          <>
            {button('execute.bulk_refill', 'Execute')}
            {button('in_transit.bulk_refill', 'Mark in transit')}
            {button('edit.bulk_refill', 'Edit')}
            {button('delete.bulk_refill', 'Delete', 'danger')}
          </>
        }
        items={[
          { label: 'Name', value: bulk.name },
          { label: 'Machine template', value: <Link href={paths.templatesVmById(bulk.template.id)} className="text-indigo-700 hover:underline">{bulk.template.name}</Link> },
          { label: 'Refill status', value: <StatusBadge status={bulkRefillStatus(bulk.status)} /> },
          { label: 'Delivery person', value: bulk.RefillPartner?.name ?? '--' },
          { label: 'Machines', value: String(bulk.machines.length) },
          { label: 'Schedule time', value: formatDate(bulk.scheduled_at) },
          { label: 'Executed', value: formatDate(bulk.executed_at) },
          { label: 'Last updated', value: formatDate(bulk.updated_at) },
        ]}
      />
      <section className="space-y-2">
        <h2 className="font-semibold text-slate-900">Machines</h2>
        <StaticTable
          label="Bulk refill machines"
          rows={bulk.machines.map((m) => ({ ...m, id: m.vending_machine_id }))}
          columns={[
            { key: 'machine', header: 'Machine', render: (m) => <Link href={paths.vmById(m.VendingMachine.id)} className="text-indigo-700 hover:underline">{m.VendingMachine.name} ({m.VendingMachine.code})</Link> },
            {
              key: 'plan', header: 'Refill details',
              render: (m) => <Link href={withQuery(paths.viewRefillPlan(), { vmId: m.VendingMachine.id, refillPlanId: m.plan.id })} className="font-mono text-indigo-700 hover:underline">{m.plan.plan_id}</Link>,
            },
            { key: 'slots', header: 'Slots', align: 'right', render: (m) => String(m.plan.lines.length) },
            { key: 'quantity', header: 'Quantity', align: 'right', render: (m) => String(m.plan.total_quantity) },
            { key: 'status', header: 'Status', render: (m) => <StatusBadge status={refillStatus(m.plan.status)} /> },
            { key: 'partner', header: 'Delivery person', render: (m) => m.plan.RefillPartner?.name ?? '--' },
            { key: 'result', header: 'Result', render: (m) => (m.result === null ? '--' : m.result === 'executed' ? 'Executed' : `Refused: ${m.reason ?? ''}`) },
          ]}
        />
      </section>
      <LinkButton href={paths.bulkRefills()} variant="secondary">Back to bulk refills</LinkButton>
      {deleteDialog}
    </div>
  );
}
