/** /add-bulk-refill: a new bulk refill of one VM template ("Bulk Refill plan created successfully"). */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { BULK_REFILL_CREATE_ACTIONS } from '../../../commands/records/bulk-refills.ts';
import { BULK_REFILL_MESSAGES, createBulkRefill } from '../../../contract/actions/bulk-refills.ts';
import { call } from '../../api/client.ts';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { toastError, toastSuccess } from '../../ui/index.ts';
import { BulkRefillForm, type BulkRefillPayload } from './BulkRefillForm.tsx';

const FORM_ID = 'add-bulk-refill-form';
const EMPTY = { name: '', vm_template_id: null, refill_partner_id: null, machines: {} };

export default function AddBulkRefillScreen() {
  const [, navigate] = useLocation();
  const [ready, setReady] = useState(false);
  useRecordActions(BULK_REFILL_CREATE_ACTIONS, {
    canSave: ready,
    save: () => (document.getElementById(FORM_ID) as HTMLFormElement | null)?.requestSubmit(),
  });
  async function save(payload: BulkRefillPayload) {
    try {
      const { data } = await call(createBulkRefill, payload);
      toastSuccess(BULK_REFILL_MESSAGES.created);
      navigate(paths.bulkRefill(data.id));
    } catch (error) {
      toastError(error);
    }
  }
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <h1 className="text-xl font-semibold text-slate-900">Add bulk refill</h1>
      <BulkRefillForm initial={EMPTY} templateLocked={false} formId={FORM_ID} submitLabel="Create bulk refill" onSubmit={save} onReady={setReady} />
    </div>
  );
}
