/**
 * /edit-bulk-refill/{id} or /edit-bulk-refill?bulkRefillId={id}: a Created bulk refill's name, delivery person and machines; the
 * template cannot be changed ("Template cannot be changed, please try creating new refill plan").
 */
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { BULK_REFILL_UPDATE_ACTIONS } from '../../../commands/records/bulk-refills.ts';
import { BULK_REFILL_MESSAGES, getBulkRefill, updateBulkRefill } from '../../../contract/actions/bulk-refills.ts';
import { call } from '../../api/client.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { parseId, useIdParam } from '../../platform/record/parse-id.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { toastError, toastSuccess } from '../../ui/index.ts';
import { BulkRefillForm, type BulkRefillInitial, type BulkRefillPayload } from './BulkRefillForm.tsx';

const FORM_ID = 'edit-bulk-refill-form';

export default function EditBulkRefillScreen() {
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const id = useIdParam() ?? parseId(params.get('bulkRefillId'));
  const record = useRecord(getBulkRefill, id === null ? null : { id });
  const bulk = record.status === 'ready' ? record.data : null;
  const [ready, setReady] = useState(false);
  useRecordActions(BULK_REFILL_UPDATE_ACTIONS, {
    canSave: ready,
    save: () => (document.getElementById(FORM_ID) as HTMLFormElement | null)?.requestSubmit(),
  });
  const initial = useMemo<BulkRefillInitial | null>(() => bulk && {
    name: bulk.name,
    vm_template_id: bulk.template.id,
    refill_partner_id: bulk.RefillPartner?.id ?? null,
    machines: Object.fromEntries(bulk.machines.map((m) => [m.vending_machine_id, Object.fromEntries(m.plan.lines.map((l) => [l.coil, l.quantity_to_add]))])),
  }, [bulk]);
  if (!bulk || !initial) return <RecordFallback state={record} what="bulk refill" back={{ href: paths.bulkRefills(), label: 'Back to bulk refills' }} />;
  async function save(payload: BulkRefillPayload) {
    if (!bulk) return;
    try {
      await call(updateBulkRefill, { id: bulk.id, version: bulk.version, ...payload });
      toastSuccess(BULK_REFILL_MESSAGES.updated);
      navigate(paths.bulkRefill(bulk.id));
    } catch (error) {
      toastError(error);
    }
  }
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">Edit bulk refill {bulk.bulk_refill_id}</h1>
      <BulkRefillForm key={bulk.version} initial={initial} templateLocked formId={FORM_ID} submitLabel="Save bulk refill" onSubmit={save} onReady={setReady} />
    </div>
  );
}
