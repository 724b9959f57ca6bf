/** /edit-refill-plan?vmId=&refillPlanId=: a Created plan's slots, partner, schedule and new remarks. */
import { useLocation } from 'wouter';
import { REFILL_PLAN_UPDATE_ACTIONS } from '../../../commands/records/refill-plans.ts';
import { REFILL_PLAN_MESSAGES, getRefillPlan, getRefillPlanDraft, updateRefillPlan } from '../../../contract/actions/refill-plans.ts';
import { refillStatus } from '../../../contract/statuses.ts';
import { mayEditPlan } from '../../../machines/records/refillPlan.ts';
import { call } from '../../api/client.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { withQuery } from '../../platform/with-query.ts';
import { DetailList, LinkButton, toastError, toastSuccess } from '../../ui/index.ts';
import { RefillNotice } from './Notice.tsx';
import { RefillPlanForm, type RefillPlanPayload } from './RefillPlanForm.tsx';
import { useRefillQuery } from './query.ts';

const FORM_ID = 'edit-refill-plan-form';

export default function EditRefillPlanScreen() {
  const [, navigate] = useLocation();
  const query = useRefillQuery();
  const plan = useRecord(getRefillPlan, query.refillPlanId === null || query.vmId === null ? null : { id: query.refillPlanId });
  const draft = useRecord(getRefillPlanDraft, query.vmId === null ? null : { vending_machine_id: query.vmId });
  const editable = plan.status === 'ready' && draft.status === 'ready' && mayEditPlan(plan.data.status) && plan.data.VendingMachine.id === query.vmId;
  useRecordActions(REFILL_PLAN_UPDATE_ACTIONS, {
    canSave: editable,
    save: () => (document.getElementById(FORM_ID) as HTMLFormElement | null)?.requestSubmit(),
  });
  if (query.vmId === null) return <RefillNotice message={REFILL_PLAN_MESSAGES.missingVm} />;
  if (query.refillPlanId === null) return <RefillNotice message={REFILL_PLAN_MESSAGES.missingPlan} />;
  if (plan.status !== 'ready') return <RecordFallback state={plan} what="refill plan" back={{ href: paths.refills(), label: 'Back to refill plans' }} />;
  if (draft.status !== 'ready') return <RecordFallback state={draft} what="vending machine" back={{ href: paths.refills(), label: 'Back to refill plans' }} />;
  const current = plan.data;
  const view = withQuery(paths.viewRefillPlan(), { vmId: current.VendingMachine.id, refillPlanId: current.id });
  if (current.VendingMachine.id !== query.vmId) return <RefillNotice message={REFILL_PLAN_MESSAGES.wrongMachine} />;
  if (!mayEditPlan(current.status)) {
    return (
      <RefillNotice message={`Refill plan ${current.plan_id} is ${refillStatus(current.status).name}; only a Created plan can be edited.`}>
        <LinkButton href={view}>Open the plan</LinkButton>
      </RefillNotice>
    );
  }

  async function save(payload: RefillPlanPayload) {
    try {
      await call(updateRefillPlan, { id: current.id, version: current.version, ...payload });
      toastSuccess(REFILL_PLAN_MESSAGES.updated);
      navigate(view);
    } catch (error) {
      toastError(error);
      plan.reload();
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <DetailList
        title={`Edit refill plan ${current.plan_id}`}
        items={[
          { label: 'Machine', value: `${current.VendingMachine.name} (${current.VendingMachine.code})` },
          { label: 'Served from', value: current.warehouse?.name ?? current.store?.name ?? '--' },
        ]}
      />
      <RefillPlanForm key={current.version} draft={draft.data} plan={current} formId={FORM_ID} submitLabel="Save refill plan" onSubmit={save} />
    </div>
  );
}
