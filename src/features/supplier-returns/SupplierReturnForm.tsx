/**
 * The add / edit supplier return form: per product of the supplier that the warehouse holds,
 * its SKU, name, the supplier's price, what may go back and the quantity to return. Products left
 * empty are not returned.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  SUPPLIER_RETURN_LINE_RULES, SUPPLIER_RETURN_MESSAGES, createSupplierReturn, type SupplierReturnLine, updateSupplierReturn,
} from '../../../contract/actions/supplier-returns.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, NumberInput, TextInput, formatMoney, toastSuccess } from '../../ui/index.ts';

type Line = Infer<typeof SupplierReturnLine>;
interface Values extends Record<string, unknown> {
  lines: { quantity: string }[];
  comments: string;
}

interface Props {
  /** What may go back, per product (for an edit: with this return's own quantities). */
  lines: readonly Line[];
  warehouseId: number;
  supplierId: number;
  comments?: string;
  /** The return being edited. */
  editing?: { id: number; version: number };
}

const th = 'px-2 py-2 text-left text-xs font-medium uppercase tracking-wide text-slate-500';

export function SupplierReturnForm({ lines, warehouseId, supplierId, comments = '', editing }: Props) {
  const [, navigate] = useLocation();
  const form = useForm<Values>({
    initial: { lines: lines.map((l) => ({ quantity: l.quantity ? String(l.quantity) : '' })), comments },
    rules: { rows: { lines: { quantity: [SUPPLIER_RETURN_LINE_RULES.quantity[1]!] } } },
    onSubmit: async (v) => {
      const chosen = v.lines
        .map((row, i) => ({ product_id: lines[i]!.product_id, quantity: Number(row.quantity || 0) }))
        .filter((row) => row.quantity > 0);
      if (!chosen.length) throw new Error(SUPPLIER_RETURN_MESSAGES.noLines);
      if (editing) {
        await call(updateSupplierReturn, { id: editing.id, version: editing.version, lines: chosen, comments: v.comments });
        toastSuccess(SUPPLIER_RETURN_MESSAGES.updated);
        form.leaveTo(paths.supplierReturnOverview(editing.id));
      } else {
        const created = await call(createSupplierReturn, { warehouse_id: warehouseId, supplier_id: supplierId, lines: chosen, comments: v.comments });
        toastSuccess(SUPPLIER_RETURN_MESSAGES.created);
        form.leaveTo(paths.supplierReturnOverview(created.data.id));
      }
    },
  });
  const set = (index: number, quantity: string) => form.set('lines', form.values.lines.map((r, i) => (i === index ? { quantity } : r)));

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <table className="w-full text-sm" aria-label="Products to return">
        <thead>
          <tr>{['SKU', 'Name', 'Price', 'May return', 'Return quantity'].map((h) => <th key={h} className={th}>{h}</th>)}</tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.product_id} className="align-top">
              <td className="px-2 py-1 pt-8 font-mono">{line.sku}</td>
              <td className="px-2 py-1 pt-8">{line.name}</td>
              <td className="px-2 py-1 pt-8 tabular-nums">{formatMoney(line.price)}</td>
              <td className="px-2 py-1 pt-8 tabular-nums">{line.available}</td>
              <td className="px-2 py-1">
                <NumberInput label={`Return quantity ${line.sku}`} max={line.available} hint={`At most ${line.available}`} disabled={line.available === 0}
                  value={form.values.lines[index]!.quantity} error={form.rowError('lines', index, 'quantity')} onChange={(value) => set(index, value)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <TextInput label="Comments" maxLength={500} value={form.values.comments} onChange={(value) => form.set('comments', value)} />
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(editing ? paths.supplierReturnOverview(editing.id) : paths.warehouseOrders())}>Cancel</Button>
        <Button type="submit" disabled={form.submitting}>{editing ? 'Save changes' : 'Create supplier return'}</Button>
      </div>
    </form>
  );
}
