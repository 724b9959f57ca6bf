/**
 * /view-topup/{id}?refillPlanId= (domain.md §2 "Refills"): the top-up a plan brings a machine,
 * {id} being the machine (as vmId is on the other refill screens): per slot what was planned,
 * loaded and taken out, and where the plan stands. Missing or mismatched parameters are said plainly.
 */
import { Link } from 'wouter';
import { REFILL_PLAN_MESSAGES, getRefillPlan } from '../../../contract/actions/refill-plans.ts';
import { refillExecutionStatus, refillStatus } from '../../../contract/statuses.ts';
import { paths } from '../../platform/paths.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate } from '../../ui/index.ts';
import { RefillNotice } from './Notice.tsx';
import { useRefillQuery } from './query.ts';

export default function TopUpViewScreen() {
  const vmId = useIdParam();
  const { refillPlanId } = useRefillQuery();
  const record = useRecord(getRefillPlan, refillPlanId === null || vmId === null ? null : { id: refillPlanId });
  if (vmId === null) return <RefillNotice message={REFILL_PLAN_MESSAGES.missingVm} />;
  if (refillPlanId === null) return <RefillNotice message={REFILL_PLAN_MESSAGES.missingPlan} />;
  if (record.status !== 'ready') return <RecordFallback state={record} what="refill plan" back={{ href: paths.refills(), label: 'Back to refill plans' }} />;
  const plan = record.data;
  if (plan.VendingMachine.id !== vmId) return <RefillNotice message={REFILL_PLAN_MESSAGES.wrongMachine} />;
  const loaded = plan.lines.reduce((sum, l) => sum + (l.loaded_quantity ?? 0), 0);

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={`Top-up ${plan.plan_id}`}
        items={[
          { label: 'Status', value: <StatusBadge status={refillStatus(plan.status)} /> },
          { label: 'Execution', value: <StatusBadge status={refillExecutionStatus(plan.execution_status)} /> },
          { label: 'Machine', value: <Link href={paths.vmById(plan.VendingMachine.id)} className="text-indigo-700 hover:underline">{plan.VendingMachine.name} ({plan.VendingMachine.code})</Link> },
          { label: 'Planned units', value: String(plan.total_quantity) },
          { label: 'Loaded units', value: plan.executed_at ? String(loaded) : '--' },
          { label: 'Executed', value: formatDate(plan.executed_at) },
          { label: 'Refill plan', value: <Link href={withQuery(paths.viewRefillPlan(), { vmId: plan.VendingMachine.id, refillPlanId: plan.id })} className="text-indigo-700 hover:underline">{plan.plan_id}</Link> },
        ]}
      />
      <StaticTable
        label="Top-up per slot"
        rows={plan.lines}
        columns={[
          { key: 'coil', header: 'Coil', render: (l) => <span className="font-mono">{l.coil}</span> },
          { key: 'product', header: 'Product', render: (l) => `${l.product.name} (${l.product.sku})` },
          { key: 'before', header: 'Before', align: 'right', render: (l) => String(l.current_quantity) },
          { key: 'planned', header: 'To add', align: 'right', render: (l) => String(l.quantity_to_add) },
          { key: 'loaded', header: 'Loaded', align: 'right', render: (l) => (l.loaded_quantity === null ? '--' : String(l.loaded_quantity)) },
          { key: 'removed', header: 'Taken out', align: 'right', render: (l) => (l.removed_quantity === null ? '--' : String(l.removed_quantity)) },
        ]}
      />
      <LinkButton href={paths.refills()} variant="secondary">Back to refill plans</LinkButton>
    </div>
  );
}
