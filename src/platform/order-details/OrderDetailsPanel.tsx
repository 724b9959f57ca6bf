/**
 * An order's details on its overview (domain.md §3 "Orders"): payment mode, total cost, start and
 * end time, schedule time, order expiry, invoice no and date, read with get.warehouse_order, and
 * "Edit order details" (button and palette command) for those who may change inventory while the
 * order is not cancelled.
 * Shown only to those who read warehouses or inventory (the total cost is an amount).
 */
import { useState } from 'react';
import { WAREHOUSE_READ_PERMISSIONS } from '../../../contract/access.ts';
import { paymentModeName } from '../../../contract/actions/order-details.ts';
import { getWarehouseOrder, updateWarehouseOrder } from '../../../contract/actions/warehouse-orders.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { TRANSFER_STATUS } from '../../../contract/statuses.ts';
import { ApiCallError, call } from '../../api/client.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { Button, DetailList, formatDate, formatDay, formatMoney, toastError, toastSuccess } from '../../ui/index.ts';
import { ORDER_DETAILS_ACTIONS } from '../../../commands/records/warehouse-order-views.ts';
import { useRecordActions } from '../commands/useRecordActions.ts';
import { useRecord } from '../record/useRecord.ts';
import { usePermissions } from '../session/session.ts';
import { OrderDetailsFields, draftOf, orderDetailsErrors, orderDetailsInput, type OrderDetailsDraft } from './OrderDetailsFields.tsx';

/** Ours: the spec gives no text for this edit. */
export const ORDER_DETAILS_UPDATED = 'Order details updated successfully';

/**
 * `onChanged` reloads the screen's own record after an edit (its version moved); give the panel
 * `key={record.version}` so a step on the screen reloads the panel in turn.
 */
export function OrderDetailsPanel({ orderId, onChanged }: { orderId: number; onChanged?: () => void }) {
  const permissions = usePermissions();
  const readable = hasAnyPermission(permissions, WAREHOUSE_READ_PERMISSIONS);
  const record = useRecord(getWarehouseOrder, readable ? { id: orderId } : null, { quiet: true });
  const [draft, setDraft] = useState<OrderDetailsDraft | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof OrderDetailsDraft, string>>>({});
  const order = record.status === 'ready' ? record.data : null;
  const open = () => { if (order) { setDraft(draftOf(order)); setSubmitted(false); setServerErrors({}); } };
  const gates = useRecordActions(ORDER_DETAILS_ACTIONS, { canEdit: order !== null && order.status !== TRANSFER_STATUS.cancelled, edit: open });
  if (!readable || !order) return null;
  const editable = gates['update.warehouse_order']?.allowed ?? false;
  const errors = draft ? { ...orderDetailsErrors(draft), ...serverErrors } : {};

  const save = () => {
    setSubmitted(true);
    if (!draft || saving || Object.keys(orderDetailsErrors(draft)).length) return;
    setSaving(true);
    call(updateWarehouseOrder, { id: order.id, version: order.version, ...orderDetailsInput(draft) })
      .then(() => { toastSuccess(ORDER_DETAILS_UPDATED); setDraft(null); if (onChanged) onChanged(); else record.reload(); })
      .catch((error: unknown) => {
        if (error instanceof ApiCallError && error.body.errors?.length) {
          setServerErrors(Object.fromEntries(error.body.errors.map((e) => [e.path, e.message])));
        } else toastError(error);
      })
      .finally(() => setSaving(false));
  };

  return (
    <>
      <DetailList
        title="Order details"
        actions={editable && (
          <Button variant="secondary" onClick={open}>Edit order details</Button>
        )}
        items={[
          { label: 'Payment mode', value: paymentModeName(order.payment_mode) },
          { label: 'Total cost', value: formatMoney(order.total_cost) },
          { label: 'Start time', value: formatDate(order.start_time) },
          { label: 'End time', value: formatDate(order.end_time) },
          { label: 'Schedule time', value: formatDate(order.schedule_time) },
          { label: 'Order expiry', value: formatDate(order.order_expiry) },
          { label: 'Invoice no', value: order.invoice_no ?? '' },
          { label: 'Invoice date', value: formatDay(order.invoice_date) },
        ]}
      />
      {draft && (
        <FormDialog title={`Edit order details of ${order.order_id}`} busy={saving} onCancel={() => setDraft(null)} submitLabel="Save"
          onSubmit={(e) => { e.preventDefault(); save(); }}>
          <OrderDetailsFields value={draft} onChange={(next) => { setDraft(next); setServerErrors({}); }} errors={submitted ? errors : {}} disabled={saving} />
        </FormDialog>
      )}
    </>
  );
}
