/**
 * The add / edit purchase return form (domain.md §3): per product of the order its SKU, name,
 * total quantity received, purchase price, the return quantity (at most what it may still
 * return) and the reason. Products left at 0 are not returned.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  PURCHASE_RETURN_MESSAGES, RETURN_LINE_RULES, createPurchaseReturn, type PurchaseReturnLine, updatePurchaseReturn,
} from '../../../contract/actions/purchase-returns.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, NumberInput, TextInput, formatMoney, toastSuccess } from '../../ui/index.ts';

type Line = Infer<typeof PurchaseReturnLine>;
interface RowDraft extends Record<string, unknown> {
  quantity: string;
  reason: string;
}
interface Values extends Record<string, unknown> {
  lines: RowDraft[];
}

interface Props {
  /** The order's lines with what each may return (for an edit: with this return's own quantities). */
  lines: readonly Line[];
  orderId: number;
  /** The return being edited. */
  editing?: { id: number; version: number };
}

const th = 'px-2 py-2 text-left text-xs font-medium uppercase tracking-wide text-slate-500';

export function PurchaseReturnForm({ lines, orderId, editing }: Props) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: { lines: lines.map((l) => ({ quantity: l.return_quantity ? String(l.return_quantity) : '', reason: l.reason })) },
    rules: { rows: { lines: { quantity: [RETURN_LINE_RULES.quantity[1]!], reason: RETURN_LINE_RULES.reason } } },
    onSubmit: async (v) => {
      const chosen = v.lines
        .map((row, i) => ({ product_id: lines[i]!.product_id, quantity: Number(row.quantity || 0), reason: row.reason.trim() }))
        .filter((row) => row.quantity > 0);
      if (!chosen.length) throw new Error(PURCHASE_RETURN_MESSAGES.noLines);
      if (editing) {
        await call(updatePurchaseReturn, { id: editing.id, version: editing.version, lines: chosen });
        toastSuccess(PURCHASE_RETURN_MESSAGES.updated);
        form.leaveTo(paths.purchaseReturn(editing.id));
      } else {
        const created = await call(createPurchaseReturn, { purchase_order_id: orderId, lines: chosen });
        toastSuccess(PURCHASE_RETURN_MESSAGES.created);
        form.leaveTo(paths.purchaseReturn(created.data.id));
      }
    },
  });
  const set = (index: number, patch: Partial<RowDraft>) => form.set('lines', form.values.lines.map((r, i) => (i === index ? { ...r, ...patch } : r)));

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <table className="w-full text-sm" aria-label="Products to return">
        <thead>
          <tr>{['SKU', 'Name', 'Total quantity', 'Purchase price', 'May return', 'Return quantity', 'Reason'].map((h) => <th key={h} className={th}>{h}</th>)}</tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.product_id} className="align-top">
              <td className="px-2 py-1 pt-8 font-mono">{line.sku}</td>
              <td className="px-2 py-1 pt-8">{line.name}</td>
              <td className="px-2 py-1 pt-8 tabular-nums">{line.total_quantity}</td>
              <td className="px-2 py-1 pt-8 tabular-nums">{formatMoney(line.purchase_price)}</td>
              <td className="px-2 py-1 pt-8 tabular-nums">{line.returnable}</td>
              <td className="px-2 py-1">
                <NumberInput label={`Return quantity ${line.sku}`} max={line.returnable} hint={`At most ${line.returnable}`} disabled={line.returnable === 0}
                  value={form.values.lines[index]!.quantity} error={form.rowError('lines', index, 'quantity')} onChange={(value) => set(index, { quantity: value })} />
              </td>
              <td className="px-2 py-1">
                <TextInput label={`Reason ${line.sku}`} maxLength={255} value={form.values.lines[index]!.reason} onChange={(value) => set(index, { reason: value })} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(editing ? paths.purchaseReturn(editing.id) : paths.purchaseOrder(orderId))}>Cancel</Button>
        <Button type="submit" disabled={form.submitting}>{editing ? 'Save changes' : 'Create purchase return'}</Button>
      </div>
    </form>
  );
}
