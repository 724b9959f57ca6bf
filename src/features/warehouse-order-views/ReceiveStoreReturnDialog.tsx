/**
 * Receiving a store return with differences (issue 41): each line's received quantity, and for
 * a line short of what was sent, why ("Lost in transit", "Damaged in transit" or typed). The
 * rules are the machine module's `storeReturnReceipt`, run here and again by the server.
 */
import { useState } from 'react';
import type { Infer } from 'superstruct';
import { STORE_RETURN_MESSAGES, STORE_RETURN_SHORT_REASONS, StoreReturn, manageStoreReturn } from '../../../contract/actions/store-returns.ts';
import { STORE_RETURN_STATUS } from '../../../contract/statuses.ts';
import { storeReturnReceipt } from '../../../machines/records/warehouseOrderViews.ts';
import { call } from '../../api/client.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { NumberInput, TextInput, toastError, toastSuccess } from '../../ui/index.ts';

export function ReceiveStoreReturnDialog({ order, onClose }: { order: Infer<typeof StoreReturn>; onClose: (saved: boolean) => void }) {
  const [received, setReceived] = useState<Record<number, string>>(() => Object.fromEntries(order.lines.map((l) => [l.product_id, String(l.quantity)])));
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const items = order.lines.map((l) => ({
    product_id: l.product_id, received: received[l.product_id]?.trim() ? Number(received[l.product_id]) : -1, reason: reasons[l.product_id]?.trim() || undefined,
  }));
  const { problems } = storeReturnReceipt(order.lines.map((l) => ({ product_id: l.product_id, quantity: l.quantity })), items);
  const problem = (index: number, field: 'received' | 'reason') => (submitted ? problems.find((p) => p.index === index && p.field === field)?.message : undefined);

  return (
    <FormDialog
      title={`Receive ${order.order_id}`}
      busy={busy}
      submitLabel="Receive store return"
      onCancel={() => onClose(false)}
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        if (problems.length || busy) return;
        setBusy(true);
        call(manageStoreReturn, { id: order.id, version: order.version, new_status: STORE_RETURN_STATUS.received, items })
          .then(() => { toastSuccess(STORE_RETURN_MESSAGES.received); onClose(true); })
          .catch((error: unknown) => { toastError(error); setBusy(false); });
      }}
    >
      <p className="text-sm text-slate-600">Units that did not arrive are written off with the reason you give.</p>
      <datalist id="store-return-short-reasons">{STORE_RETURN_SHORT_REASONS.map((r) => <option key={r} value={r} />)}</datalist>
      {order.lines.map((l, index) => (
        <div key={l.product_id} className="grid grid-cols-2 gap-3">
          <NumberInput label={`Received of ${l.name} (sent ${l.quantity})`} required value={received[l.product_id] ?? ''}
            onChange={(v) => setReceived((all) => ({ ...all, [l.product_id]: v }))} error={problem(index, 'received')} />
          <TextInput label={`Reason for ${l.name}`} maxLength={250} list="store-return-short-reasons" value={reasons[l.product_id] ?? ''}
            onChange={(v) => setReasons((all) => ({ ...all, [l.product_id]: v }))} error={problem(index, 'reason')} />
        </div>
      ))}
    </FormDialog>
  );
}
