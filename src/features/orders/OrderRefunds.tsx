/**
 * The order view's refunds (issue 42): the refund records (kind, amount, status Pending /
 * Refund Success / Failure, UTR, reason, who and when) and the commands — Initiate refund for a
 * failed or partial line with something left to refund, Check refund status and Mark refund
 * failed for the pending one — as buttons and palette commands (commands/records/refunds.ts).
 */
import { useState } from 'react';
import type { Infer } from 'superstruct';
import { ORDER_REFUND_ACTIONS, type OrderRefundView } from '../../../commands/records/refunds.ts';
import type { OrderDetail } from '../../../contract/actions/orders.ts';
import {
  REFUND_FIELD_RULES, REFUND_MESSAGES, checkRefund, failRefund, initiateRefund, listOrderRefunds, mayRefund, type RefundRow,
} from '../../../contract/actions/refunds.ts';
import { refundRecordStatus, vendStatus } from '../../../contract/statuses.ts';
import { firstError } from '../../../contract/validation.ts';
import { orderRefundGates, refundGates } from '../../../machines/records/refund.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { useCurrentUser } from '../../platform/session/session.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { NumberInput, Select, StatusBadge, TextInput, formatDate, formatMoney, toastError, toastSuccess } from '../../ui/index.ts';
import { StaticTable, type StaticColumn } from '../../ui/table/StaticTable.tsx';

type Order = Infer<typeof OrderDetail>;
type Refund = Infer<typeof RefundRow>;

const COLUMNS: StaticColumn<Refund>[] = [
  { key: 'id', header: 'Refund' },
  { key: 'product_name', header: 'Item', render: (r) => `${r.sku} · ${r.product_name}` },
  { key: 'kind', header: 'Type', render: (r) => (r.kind === 'AUTO' ? 'Auto' : 'Manual') },
  { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatMoney(r.amount) },
  { key: 'status', header: 'Refund Status', render: (r) => <StatusBadge status={refundRecordStatus(r.status)} /> },
  { key: 'utr_id', header: 'UTR ID', render: (r) => (r.utr_id ? <span className="font-mono">{r.utr_id}</span> : null) },
  { key: 'reason', header: 'Reason' },
  { key: 'created_by', header: 'By', render: (r) => r.created_by?.name ?? 'Device' },
  { key: 'created_at', header: 'Date', render: (r) => formatDate(r.created_at) },
];

function RefundDialog({ order, lines, onDone, onCancel }: {
  order: Order;
  lines: { order_line_id: number; refundable: number }[];
  onDone(): void;
  onCancel(): void;
}) {
  const choices = lines.filter((l) => l.refundable > 0).map((l) => {
    const line = order.lines.find((x) => x.id === l.order_line_id)!;
    return { id: l.order_line_id, name: `${line.sku} · ${line.name} (${vendStatus(line.vend_status).name}, up to ${formatMoney(l.refundable)})`, max: l.refundable };
  });
  const [lineId, setLineId] = useState(String(choices[0]?.id ?? ''));
  const chosen = choices.find((c) => String(c.id) === lineId);
  const [amount, setAmount] = useState(chosen ? String(chosen.max) : '');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const amountError = firstError(amount, REFUND_FIELD_RULES.amount)
    ?? (chosen && Number(amount) > chosen.max ? REFUND_MESSAGES.overRefund(chosen.max) : null);
  const lineError = chosen ? null : REFUND_MESSAGES.lineRequired;
  return (
    <FormDialog
      title={`Initiate refund: order ${order.order_id}`}
      busy={busy}
      submitLabel="Initiate refund"
      onCancel={onCancel}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (amountError || lineError || !chosen) return;
        setBusy(true);
        call(initiateRefund, { order_id: order.id, order_line_id: chosen.id, amount: Number(amount), reason: reason.trim() || undefined })
          .then(() => { toastSuccess(REFUND_MESSAGES.initiated); onDone(); })
          .catch((error) => { toastError(error); setBusy(false); });
      }}
    >
      <Select label="Item" required options={choices} value={lineId} placeholder="Choose the item" error={tried ? lineError : null}
        onChange={(v) => { setLineId(v); const c = choices.find((x) => String(x.id) === v); if (c) setAmount(String(c.max)); }} />
      <NumberInput label="Refund amount (₹)" required decimals={2} value={amount} onChange={setAmount} error={tried ? amountError : null} autoFocus />
      <TextInput label="Reason" maxLength={255} value={reason} onChange={setReason} />
    </FormDialog>
  );
}

function FailDialog({ refund, onDone, onCancel }: { refund: Refund; onDone(): void; onCancel(): void }) {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const error = reason.trim() ? null : REFUND_MESSAGES.reasonRequired;
  return (
    <FormDialog
      title={`Mark refund ${refund.id} failed`}
      busy={busy}
      submitLabel="Mark failed"
      onCancel={onCancel}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (error) return;
        setBusy(true);
        call(failRefund, { id: refund.id, version: refund.version, reason: reason.trim() })
          .then(() => { toastSuccess(REFUND_MESSAGES.failed); onDone(); })
          .catch((e2) => { toastError(e2); setBusy(false); });
      }}
    >
      <TextInput label="Reason" required autoFocus maxLength={255} value={reason} onChange={setReason} error={tried ? error : null} />
    </FormDialog>
  );
}

export function OrderRefunds({ order, onChanged }: { order: Order; onChanged(): void }) {
  const state = useRecord(listOrderRefunds, { order_id: order.id });
  const roleCode = useCurrentUser()?.Role.role_code;
  const [dialog, setDialog] = useState<'initiate' | 'fail' | null>(null);
  const data = state.status === 'ready' ? state.data : null;
  const pending = data?.refunds.filter((r) => refundGates(r.status).canSettle).at(-1) ?? null;
  const may = mayRefund(roleCode);
  const refundable = new Map(data?.lines.map((l) => [l.order_line_id, l.refundable]) ?? []);
  const gates = orderRefundGates({ payment_status: order.payment_status, lines: order.lines.map((l) => ({ ...l, refundable: refundable.get(l.id) ?? 0 })) });
  const reload = () => { setDialog(null); state.reload(); onChanged(); };
  const view: OrderRefundView = {
    canInitiateRefund: may && data !== null && gates.canInitiateRefund,
    canCheckRefund: may && pending !== null,
    canFailRefund: may && pending !== null,
    initiateRefund: () => setDialog('initiate'),
    checkRefund: () => {
      if (!pending) return;
      call(checkRefund, { id: pending.id, version: pending.version })
        .then(() => { toastSuccess(REFUND_MESSAGES.settled); reload(); })
        .catch((error) => { toastError(error); state.reload(); });
    },
    failRefund: () => setDialog('fail'),
  };
  const actions = useRecordActions(ORDER_REFUND_ACTIONS, view);

  return (
    <section className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Refunds</h2>
        <div className="flex gap-2">
          <GateButton gate={actions['initiate.refund']} variant="primary">Initiate refund</GateButton>
          <GateButton gate={actions['check.refund']}>Check refund status</GateButton>
          <GateButton gate={actions['fail.refund']} variant="danger">Mark refund failed</GateButton>
        </div>
      </div>
      <StaticTable label="Refunds" columns={COLUMNS} rows={data?.refunds ?? []} />
      {dialog === 'initiate' && data && <RefundDialog order={order} lines={data.lines} onDone={reload} onCancel={() => setDialog(null)} />}
      {dialog === 'fail' && pending && <FailDialog refund={pending} onDone={reload} onCancel={() => setDialog(null)} />}
    </section>
  );
}
