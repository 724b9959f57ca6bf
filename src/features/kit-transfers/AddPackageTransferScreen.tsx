/**
 * /add-package-transfer: a hand-chosen set of products and quantities from the source
 * warehouse's stock, moved to a vehicle or another warehouse (a material transfer).
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PACKAGE_TRANSFER_CREATE_ACTIONS, type KitTransferFormView } from '../../../commands/records/kit-transfers.ts';
import { KIT_TRANSFER_MESSAGES, createPackageTransfer } from '../../../contract/actions/kit-transfers.ts';
import { listWarehouseStock } from '../../../contract/actions/warehouses.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, NumberInput, Select, TextArea, toastError, toastSuccess } from '../../ui/index.ts';
import { Ends } from './parts.tsx';

interface Line { key: number; product: string; quantity: string }

export default function AddPackageTransferScreen() {
  const [, navigate] = useLocation();
  const [source, setSource] = useState('');
  const [destination, setDestination] = useState('');
  const [lines, setLines] = useState<Line[]>([{ key: 1, product: '', quantity: '' }]);
  const [comments, setComments] = useState('');
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);
  const stock = useRecord(listWarehouseStock, source ? { warehouse_id: Number(source), in_stock_only: true, limit: 2000 } : null);
  const products = stock.status === 'ready' ? stock.data.map((s) => ({ id: s.product_id, name: `${s.name} (${s.sku}) — ${s.stock} on shelf` })) : [];
  const chosen = lines.filter((l) => l.product && Number(l.quantity) > 0);
  const problem = !source || !destination ? 'Choose the source and the destination' : source === destination ? KIT_TRANSFER_MESSAGES.sameWarehouse
    : !chosen.length ? KIT_TRANSFER_MESSAGES.noLines
      : new Set(chosen.map((l) => l.product)).size !== chosen.length ? KIT_TRANSFER_MESSAGES.productTwice : null;
  const edit = (key: number, patch: Partial<Line>) => setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const view: KitTransferFormView = {
    canSave: !busy,
    save: () => {
      setShown(true);
      if (problem) return;
      setBusy(true);
      call(createPackageTransfer, {
        source_warehouse_id: Number(source), destination_warehouse_id: Number(destination), comments,
        lines: chosen.map((l) => ({ product_id: Number(l.product), quantity: Number(l.quantity) })),
      })
        .then((r) => { toastSuccess(KIT_TRANSFER_MESSAGES.packageCreated); navigate(paths.packageTransfer(r.data.transfer.id)); })
        .catch((error: unknown) => { toastError(error); setBusy(false); });
    },
  };
  const actions = useRecordActions(PACKAGE_TRANSFER_CREATE_ACTIONS, view);

  return (
    <form className="mx-auto max-w-4xl space-y-4 rounded-xl border border-slate-200 bg-white p-6" onSubmit={(e) => { e.preventDefault(); view.save(); }}>
      <h1 className="text-lg font-semibold text-slate-900">Add package transfer</h1>
      <Ends source={source} destination={destination} onSource={(v) => { setSource(v); setLines([{ key: 1, product: '', quantity: '' }]); }} onDestination={setDestination} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">Products</legend>
        {lines.map((l, i) => (
          <div key={l.key} className="grid gap-2 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
            <Select label={`Product ${i + 1}`} value={l.product} onChange={(v) => edit(l.key, { product: v })} options={products} />
            <NumberInput label={`Quantity ${i + 1}`} value={l.quantity} onChange={(v) => edit(l.key, { quantity: v })} min={1} />
            <Button variant="secondary" onClick={() => setLines((all) => (all.length > 1 ? all.filter((x) => x.key !== l.key) : all))}>Remove</Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => setLines((all) => [...all, { key: Math.max(...all.map((x) => x.key)) + 1, product: '', quantity: '' }])}>Add product</Button>
      </fieldset>
      <TextArea label="Comments" value={comments} onChange={setComments} maxLength={250} />
      {shown && problem && <p role="alert" className="text-sm text-red-700">{problem}</p>}
      <div className="flex gap-2">
        <GateButton gate={actions['create.package_transfer']} variant="primary">Create package transfer</GateButton>
      </div>
    </form>
  );
}
