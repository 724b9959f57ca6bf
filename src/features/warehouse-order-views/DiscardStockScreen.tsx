/**
 * /discard-stock?warehouseId={id}: "Discard stock" — a product of a warehouse's shelves, a
 * quantity (at most what the shelves hold) and a reason; the units go to the discarded bin at
 * once, as an Executed BIN Discarded order whose overview opens next.
 */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { BIN_ORDER_MESSAGES, DISCARD_REASONS, discardStock } from '../../../contract/actions/bin-orders.ts';
import { call } from '../../api/client.ts';
import { useWarehouseOptions } from '../../platform/options.ts';
import { paths } from '../../platform/paths.ts';
import { useSaving } from '../../platform/record/useSaving.ts';
import { Button, LinkButton, Select, TextArea, TextInput } from '../../ui/index.ts';
import { StockLineFields, lineProblems, useShelfProducts, useStockLine } from './StockLineForm.tsx';

const OTHER = 'other';
const REASON_OPTIONS = [...DISCARD_REASONS.map((r) => ({ id: r, name: r })), { id: OTHER, name: 'Other reason' }];

export default function DiscardStockScreen() {
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const warehouses = useWarehouseOptions();
  const [warehouse, setWarehouse] = useState(query.get('warehouseId') ?? '');
  const [line, setLine] = useStockLine();
  const [reasonChoice, setReasonChoice] = useState('');
  const [otherReason, setOtherReason] = useState('');
  const [comments, setComments] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const { saving, save: saveWith } = useSaving();
  const products = useShelfProducts(Number(warehouse) || null);
  const reason = reasonChoice === OTHER ? otherReason.trim() : reasonChoice;
  const lineErrors = lineProblems(line, products.onShelf.get(Number(line.productId)));
  const errors = {
    warehouse: !warehouse ? BIN_ORDER_MESSAGES.chooseWarehouse : undefined,
    reason: !reason ? BIN_ORDER_MESSAGES.reasonRequired : undefined,
    ...lineErrors,
  };
  const save = () => {
    setSubmitted(true);
    if (errors.warehouse || errors.reason || lineErrors || saving) return;
    void saveWith(() => call(discardStock, {
      warehouse_id: Number(warehouse), lines: [{ product_id: Number(line.productId), quantity: Number(line.quantity), reason }], comments: comments.trim() || undefined,
    }), BIN_ORDER_MESSAGES.discarded)
      .then((r) => { if (r) navigate(paths.discardedBinOverview(r.data.id)); });
  };
  const shown: Partial<typeof errors> = submitted ? errors : {};

  return (
    <form className="mx-auto max-w-5xl space-y-4" onSubmit={(e) => { e.preventDefault(); save(); }}>
      <Select label="Warehouse" required className="w-72" options={warehouses} value={warehouse}
        onChange={(value) => { setWarehouse(value); setLine({ productId: '', quantity: line.quantity }); }} error={shown.warehouse} />
      <div className="flex flex-wrap gap-4">
        <StockLineFields line={line} onChange={setLine} products={products} errors={{ product: shown.product, quantity: shown.quantity }} />
      </div>
      <div className="flex flex-wrap gap-4">
        <Select label="Reason" required className="w-72" options={REASON_OPTIONS} value={reasonChoice} onChange={setReasonChoice}
          error={reasonChoice === OTHER ? undefined : shown.reason} />
        {reasonChoice === OTHER && (
          <TextInput label="Other reason" required className="w-96" maxLength={250} value={otherReason} onChange={setOtherReason} error={shown.reason} />
        )}
      </div>
      <TextArea label="Comments" className="max-w-2xl" maxLength={250} value={comments} onChange={setComments} />
      <div className="flex gap-2">
        <Button type="submit" variant="danger" disabled={saving}>Discard stock</Button>
        <LinkButton href={paths.warehouseOrders()} variant="secondary">Cancel</LinkButton>
      </div>
    </form>
  );
}
