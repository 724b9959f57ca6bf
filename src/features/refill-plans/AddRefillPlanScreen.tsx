/**
 * /add-refill-plan?vmId=&warehouseId= (or storeId): a new plan for one machine. Without a
 * machine, or for a machine whose location is not set, the screen says so (with the way to the
 * machine's edit screen) instead of showing a form.
 */
import { useLocation } from 'wouter';
import { REFILL_PLAN_CREATE_ACTIONS } from '../../../commands/records/refill-plans.ts';
import { REFILL_PLAN_MESSAGES, createRefillPlan, getRefillPlanDraft } from '../../../contract/actions/refill-plans.ts';
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
import { useSuggestQuantities } from './SuggestQuantities.tsx';

const FORM_ID = 'add-refill-plan-form';

export default function AddRefillPlanScreen() {
  const [, navigate] = useLocation();
  const query = useRefillQuery();
  const draft = useRecord(getRefillPlanDraft, query.vmId === null ? null : { vending_machine_id: query.vmId });
  const ready = draft.status === 'ready' && !draft.data.problem;
  useRecordActions(REFILL_PLAN_CREATE_ACTIONS, {
    canSave: ready,
    save: () => (document.getElementById(FORM_ID) as HTMLFormElement | null)?.requestSubmit(),
  });
  const suggestion = useSuggestQuantities(query.vmId ?? 0, ready);
  if (query.vmId === null) return <RefillNotice message={REFILL_PLAN_MESSAGES.missingVm} />;
  if (draft.status !== 'ready') return <RecordFallback state={draft} what="vending machine" back={{ href: paths.refills(), label: 'Back to refill plans' }} />;
  const { VendingMachine: machine, warehouse, store, problem } = draft.data;
  if (problem) {
    return (
      <RefillNotice message={problem}>
        <LinkButton href={paths.editVm(machine.id)}>Edit machine</LinkButton>
      </RefillNotice>
    );
  }

  async function save(payload: RefillPlanPayload) {
    try {
      const { data } = await call(createRefillPlan, {
        vending_machine_id: machine.id,
        ...(query.warehouseId ? { warehouse_id: query.warehouseId } : query.storeId ? { store_id: query.storeId } : {}),
        ...payload,
      });
      toastSuccess(REFILL_PLAN_MESSAGES.created);
      navigate(withQuery(paths.viewRefillPlan(), { vmId: machine.id, refillPlanId: data.id }));
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <DetailList
        title={`Add refill plan: ${machine.name}`}
        items={[
          { label: 'Machine', value: `${machine.name} (${machine.code})` },
          { label: 'Location', value: machine.location || '--' },
          { label: 'Served from', value: warehouse?.name ?? store?.name ?? '--' },
        ]}
      />
      {suggestion.control}
      <RefillPlanForm draft={draft.data} formId={FORM_ID} submitLabel="Create refill plan" onSubmit={save} suggested={suggestion.suggested} />
    </div>
  );
}
