/**
 * /add-request-order?warehouseId={id}: a warehouse (the requester) asks another for stock of a
 * product the other holds, with the order details (payment mode, times, invoice). Written Created;
 * the source executes it on /request-order/{id}.
 */
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { REQUEST_ORDER_MESSAGES, createRequestOrder } from '../../../contract/actions/request-orders.ts';
import { call } from '../../api/client.ts';
import { useWarehouseOptions } from '../../platform/options.ts';
import { OrderDetailsFields, EMPTY_ORDER_DETAILS, orderDetailsErrors, orderDetailsInput } from '../../platform/order-details/OrderDetailsFields.tsx';
import { paths } from '../../platform/paths.ts';
import { useSaving } from '../../platform/record/useSaving.ts';
import { Button, LinkButton, Select, TextArea } from '../../ui/index.ts';
import { StockLineFields, lineProblems, useShelfProducts, useStockLine } from './StockLineForm.tsx';

export default function AddRequestOrderScreen() {
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const warehouses = useWarehouseOptions();
  const [requester, setRequester] = useState(query.get('warehouseId') ?? '');
  const [source, setSource] = useState('');
  const [line, setLine] = useStockLine();
  const [comments, setComments] = useState('');
  const [details, setDetails] = useState(EMPTY_ORDER_DETAILS);
  const [submitted, setSubmitted] = useState(false);
  const { saving, save: saveWith } = useSaving();
  const products = useShelfProducts(Number(source) || null);
  const errors = {
    requester: !requester ? REQUEST_ORDER_MESSAGES.chooseRequester : undefined,
    source: !source ? REQUEST_ORDER_MESSAGES.chooseSource : source === requester ? REQUEST_ORDER_MESSAGES.sameWarehouse : undefined,
    ...lineProblems(line),
  };
  const detailErrors = orderDetailsErrors(details);
  const valid = !errors.requester && !errors.source && !lineProblems(line) && !Object.keys(detailErrors).length;
  const save = () => {
    setSubmitted(true);
    if (!valid || saving) return;
    void saveWith(() => call(createRequestOrder, {
      requester_warehouse_id: Number(requester), source_warehouse_id: Number(source),
      lines: [{ product_id: Number(line.productId), quantity: Number(line.quantity) }], comments: comments.trim() || undefined,
      ...orderDetailsInput(details),
    }), REQUEST_ORDER_MESSAGES.created)
      .then((r) => { if (r) navigate(paths.requestOrder(r.data.id)); });
  };
  const shown: Partial<typeof errors> = submitted ? errors : {};

  return (
    <form className="mx-auto max-w-5xl space-y-4" onSubmit={(e) => { e.preventDefault(); save(); }}>
      <div className="flex flex-wrap gap-4">
        <Select label="Requesting warehouse" required className="w-72" options={warehouses} value={requester} onChange={setRequester} error={shown.requester} />
        <Select label="Request from warehouse" required className="w-72" options={warehouses.filter((w) => String(w.id) !== requester)}
          value={source} onChange={(value) => { setSource(value); setLine({ productId: '', quantity: line.quantity }); }} error={shown.source} />
      </div>
      <div className="flex flex-wrap gap-4">
        <StockLineFields line={line} onChange={setLine} products={products} errors={{ product: shown.product, quantity: shown.quantity }} />
      </div>
      <OrderDetailsFields value={details} onChange={setDetails} errors={submitted ? detailErrors : {}} />
      <TextArea label="Comments" className="max-w-2xl" maxLength={250} value={comments} onChange={setComments} />
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>Create request order</Button>
        <LinkButton href={paths.warehouseOrders()} variant="secondary">Cancel</LinkButton>
      </div>
    </form>
  );
}
