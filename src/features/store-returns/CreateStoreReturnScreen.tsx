/**
 * /franchise/{franchiseId}/store/{storeId}/create-store-return: a store sends units back to a
 * warehouse (Store Return). Lines of products the store holds and quantities (at most what it
 * may send: its units less its open returns), a warehouse that may receive them, remarks. The
 * line rules are the machine module's, run here as typed and again by the server.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { STORE_RETURN_MESSAGES, createStoreReturn, getStoreReturnOptions } from '../../../contract/actions/store-returns.ts';
import { storeReturnLineProblems } from '../../../machines/records/warehouseOrderViews.ts';
import { call } from '../../api/client.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, LinkButton, NumberInput, Select, TextArea, toastError, toastSuccess } from '../../ui/index.ts';

interface Line { productId: string; quantity: string }
const emptyLine = (): Line => ({ productId: '', quantity: '' });

export default function CreateStoreReturnScreen() {
  const [, navigate] = useLocation();
  const franchiseId = useIdParam('franchiseId');
  const storeId = useIdParam('storeId');
  const options = useRecord(getStoreReturnOptions, storeId ? { store_id: storeId } : null);
  const [warehouse, setWarehouse] = useState('');
  const [lines, setLines] = useState<Line[]>([emptyLine()]);
  const [comments, setComments] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const back = franchiseId && storeId ? paths.franchiseStore(franchiseId, storeId) : paths.stores();
  if (options.status !== 'ready' || !options.data) return <RecordFallback state={options} what="store" back={{ href: back, label: 'Back to the store' }} />;
  const data = options.data;

  const held = new Map(data.products.map((p) => [p.product_id, p.stock]));
  const problems = storeReturnLineProblems(lines.map((l) => ({ product_id: Number(l.productId), quantity: l.quantity.trim() ? Number(l.quantity) : 0 })), held);
  const lineError = (index: number, field: 'product_id' | 'quantity') => {
    if (!submitted) return undefined;
    const line = lines[index]!;
    if (field === 'product_id' && !line.productId) return 'Please select a product';
    if (field === 'quantity' && !line.quantity.trim()) return 'Value required';
    return problems.find((p) => p.index === index && p.field === field)?.message;
  };
  const invalid = !warehouse || lines.some((l) => !l.productId || !l.quantity.trim()) || problems.length > 0;
  const productOptions = data.products.map((p) => ({ id: p.product_id, name: `${p.name} (${p.sku}) — ${p.stock} in the store` }));
  const setLine = (index: number, line: Line) => setLines((all) => all.map((l, i) => (i === index ? line : l)));

  const save = () => {
    setSubmitted(true);
    if (invalid || saving) return;
    setSaving(true);
    call(createStoreReturn, {
      store_id: data.store.id, warehouse_id: Number(warehouse),
      lines: lines.map((l) => ({ product_id: Number(l.productId), quantity: Number(l.quantity) })),
      comments: comments.trim() || undefined,
    })
      .then((r) => { toastSuccess(STORE_RETURN_MESSAGES.created); navigate(paths.storeReturnOrder(r.data.id)); })
      .catch((error: unknown) => toastError(error))
      .finally(() => setSaving(false));
  };

  return (
    <form className="mx-auto max-w-5xl space-y-4 rounded-xl border border-slate-200 bg-white p-6" noValidate onSubmit={(e) => { e.preventDefault(); save(); }}>
      <p className="text-sm text-slate-600">From <span className="font-medium text-slate-900">{data.store.name}</span> back to a warehouse.</p>
      <Select label="Warehouse" required className="w-96" options={data.warehouses} value={warehouse} onChange={setWarehouse}
        error={submitted && !warehouse ? STORE_RETURN_MESSAGES.chooseWarehouse : undefined} />
      <fieldset className="space-y-3">
        <legend className="mb-2 font-semibold text-slate-900">Products</legend>
        {data.products.length === 0 && <p className="text-sm text-slate-600">This store holds no stock to return.</p>}
        {lines.map((line, index) => (
          <div key={index} className="flex flex-wrap items-end gap-4">
            <Select label={`Product ${index + 1}`} required className="w-96" options={productOptions} placeholder="Select a product"
              value={line.productId} onChange={(productId) => setLine(index, { ...line, productId })} error={lineError(index, 'product_id')} />
            <NumberInput label={`Quantity ${index + 1}`} required className="w-40" value={line.quantity}
              onChange={(quantity) => setLine(index, { ...line, quantity })} error={lineError(index, 'quantity')} />
            {lines.length > 1 && (
              <Button variant="secondary" onClick={() => setLines((all) => all.filter((_, i) => i !== index))}>Remove product {index + 1}</Button>
            )}
          </div>
        ))}
        <Button variant="secondary" onClick={() => setLines((all) => [...all, emptyLine()])} disabled={lines.length >= 100}>Add product</Button>
      </fieldset>
      <TextArea label="Remarks" className="max-w-2xl" maxLength={250} value={comments} onChange={setComments} />
      <div className="flex justify-end gap-2 border-t border-slate-100 pt-4">
        <LinkButton href={back} variant="secondary">Cancel</LinkButton>
        <Button type="submit" disabled={saving}>Create store return</Button>
      </div>
    </form>
  );
}
