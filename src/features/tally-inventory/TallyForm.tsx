/**
 * The count form of /add-tally-inventory/{warehouseId} and /edit-tally-inventory/{id}: one line
 * per product the warehouse holds (and any other added with "Add product"), showing its SKU,
 * name, category, price, when its stock last changed and the shelves now, and the counted
 * quantity typed in. Keyboard-first: Tab or ↓/↑ move from line to line, Enter saves the draft.
 * Lines left empty are not counted (their stock is left alone). "Submit tally" saves, then
 * asks, then submits.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  TALLY_LINE_RULES, TALLY_MESSAGES, createTallyInventory, submitTallyInventory, updateTallyInventory, type TallyProduct,
} from '../../../contract/actions/tally-inventories.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { Button, NumberInput, Select, TextInput, formatDate, formatMoney, toastError, toastSuccess, useConfirm } from '../../ui/index.ts';

type Product = Infer<typeof TallyProduct>;
interface Values extends Record<string, unknown> {
  lines: { product_id: number; counted: string }[];
  comments: string;
}

interface Props {
  warehouseId: number;
  /** Every product the count may list (list.tally_products). */
  products: readonly Product[];
  /** Counted quantities already saved (an edit), by product. */
  counted?: ReadonlyMap<number, number>;
  comments?: string;
  editing?: { id: number; version: number };
}

const th = 'px-2 py-2 text-left text-xs font-medium uppercase tracking-wide text-slate-500';

export function TallyForm({ warehouseId, products, counted = new Map(), comments = '', editing }: Props) {
  const [, navigate] = useLocation();
  const [confirm, confirmDialog] = useConfirm();
  const mode = useRef<'draft' | 'submit'>('draft');
  const table = useRef<HTMLTableSectionElement>(null);
  const [toAdd, setToAdd] = useState('');
  const [focusLast, setFocusLast] = useState(false);
  const byId = new Map(products.map((p) => [p.product_id, p]));
  const form = useForm<Values>({
    initial: {
      lines: products.filter((p) => p.held || counted.has(p.product_id)).map((p) => ({ product_id: p.product_id, counted: counted.has(p.product_id) ? String(counted.get(p.product_id)) : '' })),
      comments,
    },
    rules: { rows: { lines: { counted: TALLY_LINE_RULES.counted.slice(1) } } },
    onSubmit: async (v) => {
      const submitting = mode.current === 'submit';
      mode.current = 'draft';
      const lines = v.lines.filter((l) => l.counted !== '').map((l) => ({ product_id: l.product_id, counted: Number(l.counted) }));
      if (!lines.length) throw new Error(TALLY_MESSAGES.noLines);
      if (submitting && !(await confirm({ title: 'Submit tally?', text: TALLY_MESSAGES.submitConfirm, confirmLabel: 'Yes, submit', cancelLabel: 'No' }))) return;
      const saved = editing
        ? (await call(updateTallyInventory, { id: editing.id, version: editing.version, lines, comments: v.comments })).data
        : (await call(createTallyInventory, { warehouse_id: warehouseId, lines, comments: v.comments })).data;
      toastSuccess(editing ? TALLY_MESSAGES.updated : TALLY_MESSAGES.created);
      if (submitting) {
        try {
          await call(submitTallyInventory, { id: saved.id, version: saved.version });
          toastSuccess(TALLY_MESSAGES.submitted);
        } catch (error) {
          toastError(error);
        }
      }
      form.leaveTo(paths.tallyInventory(saved.id));
    },
  });
  const lines = form.values.lines;
  const set = (index: number, value: string) => form.set('lines', lines.map((l, i) => (i === index ? { ...l, counted: value } : l)));
  const others = products.filter((p) => !lines.some((l) => l.product_id === p.product_id));
  const add = () => {
    const id = Number(toAdd);
    if (!id || lines.some((l) => l.product_id === id)) return;
    form.set('lines', [...lines, { product_id: id, counted: '' }]);
    setToAdd('');
    setFocusLast(true);
  };
  useEffect(() => {
    if (!focusLast) return;
    setFocusLast(false);
    const inputs = table.current?.querySelectorAll<HTMLInputElement>('input[data-count]');
    inputs?.[inputs.length - 1]?.focus();
  }, [focusLast]);
  /** ↓ and ↑ move to the next and previous line's count. */
  const move = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const inputs = [...(table.current?.querySelectorAll<HTMLInputElement>('input[data-count]') ?? [])];
    const at = inputs.indexOf(event.target as HTMLInputElement);
    if (at < 0) return;
    event.preventDefault();
    inputs[Math.min(inputs.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))]?.focus();
  };

  return (
    <form noValidate onSubmit={form.submit} className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <div role="region" aria-label="Counted products" tabIndex={-1} className="overflow-x-auto">
        <table className="w-full text-sm" aria-label="Products to count">
          <thead>
            <tr>{['SKU', 'Name', 'Category', 'Price', 'Last updated', 'Old stock', 'New stock', 'Adjusted'].map((h) => <th key={h} className={th}>{h}</th>)}</tr>
          </thead>
          <tbody ref={table} onKeyDown={move}>
            {lines.map((line, index) => {
              const p = byId.get(line.product_id)!;
              const diff = line.counted === '' ? null : Number(line.counted) - p.stock;
              return (
                <tr key={line.product_id} className="align-top">
                  <td className="px-2 py-1 pt-8 font-mono">{p.sku}</td>
                  <td className="px-2 py-1 pt-8">{p.name}{!p.active && <span className="ml-2 text-xs text-red-700" title={TALLY_MESSAGES.inactive}>(inactive)</span>}</td>
                  <td className="px-2 py-1 pt-8">{p.category}</td>
                  <td className="px-2 py-1 pt-8 tabular-nums">{formatMoney(p.price)}</td>
                  <td className="px-2 py-1 pt-8">{p.last_updated ? formatDate(p.last_updated) : '--'}</td>
                  <td className="px-2 py-1 pt-8 tabular-nums">{p.stock}</td>
                  <td className="w-36 px-2 py-1">
                    <NumberInput label={`Counted ${p.sku}`} data-count="" value={line.counted} error={form.rowError('lines', index, 'counted')} onChange={(value) => set(index, value)} />
                  </td>
                  <td className="px-2 py-1 pt-8 tabular-nums">{diff === null ? '--' : diff > 0 ? `+${diff}` : String(diff)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {lines.length === 0 && <p role="status" className="text-sm text-slate-600">This warehouse holds no products yet: add the ones you counted.</p>}
      <div className="flex flex-wrap items-end gap-3">
        <Select label="Add product" className="w-96" placeholder={others.length ? 'Choose a product to count' : 'Every product is listed'}
          options={others.map((p) => ({ id: p.product_id, name: `${p.sku} ${p.name}` }))} value={toAdd} onChange={setToAdd} />
        <Button variant="secondary" onClick={add} disabled={!toAdd}>Add product</Button>
      </div>
      <TextInput label="Comments" maxLength={500} value={form.values.comments} onChange={(value) => form.set('comments', value)} />
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(editing ? paths.tallyInventory(editing.id) : paths.tallyInventoryOverview(warehouseId))}>Cancel</Button>
        <Button variant="secondary" disabled={form.submitting} onClick={() => { mode.current = 'submit'; form.submit(); }}>Submit tally</Button>
        <Button type="submit" disabled={form.submitting}>Save draft</Button>
      </div>
      {confirmDialog}
    </form>
  );
}
