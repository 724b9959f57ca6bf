/**
 * The shipping order form (/add-shipping, and /generate-store-order/{id} with the store's
 * proposal filled in): the shipping-create parameters (domain.md §3: source warehouse,
 * destination type Store, destination store, order type Shipping Order), an active delivery
 * partner and one of its active persons, lines of products and quantities checked against
 * the source's shelves — here as typed, and again by the server — and the order details.
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { listWarehouseInventory } from '../../../contract/actions/inventory.ts';
import { SHIPPING_MESSAGES, SHIPPING_ORDER_TYPE, createShipping } from '../../../contract/actions/shipping.ts';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { call } from '../../api/client.ts';
import { useDeliveryPartnerOptions, useDeliveryPersonOptions, useStoreOptions, useWarehouseOptions } from '../../platform/options.ts';
import { paths } from '../../platform/paths.ts';
import { OrderDetailsFields, EMPTY_ORDER_DETAILS, orderDetailsErrors, orderDetailsInput } from '../../platform/order-details/OrderDetailsFields.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, LinkButton, NumberInput, Select, TextArea, TextInput, toastError, toastSuccess } from '../../ui/index.ts';

export interface Line { key: number; productId: string; quantity: string }
let nextKey = 1;
export const newLine = (productId = '', quantity = ''): Line => ({ key: nextKey++, productId, quantity });

function useShelves(warehouseId: number | null) {
  const stock = useRecord(listWarehouseInventory, warehouseId
    ? { warehouse_id: warehouseId, in_stock_only: true, limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC' }
    : null);
  return useMemo(() => {
    const rows = (stock.data ?? []).filter((r) => r.stock > 0);
    return {
      options: rows.map((r) => ({ id: r.product_id, name: `${r.name} (${r.sku}) — ${r.stock} on the shelves` })),
      onShelf: new Map(rows.map((r) => [r.product_id, r.stock])),
      loading: stock.status === 'loading',
    };
  }, [stock.data, stock.status]);
}

function lineErrors(lines: readonly Line[], onShelf: Map<number, number>) {
  const seen = new Set<string>();
  return lines.map((l) => {
    const errors: { product?: string; quantity?: string } = {};
    if (!l.productId) errors.product = SHIPPING_MESSAGES.chooseProduct;
    else if (seen.has(l.productId)) errors.product = SHIPPING_MESSAGES.twice;
    seen.add(l.productId);
    const n = Number(l.quantity);
    if (!l.quantity.trim() || !Number.isInteger(n) || n < 1) errors.quantity = SHIPPING_MESSAGES.quantity;
    else if (l.productId && n > (onShelf.get(Number(l.productId)) ?? 0)) errors.quantity = SHIPPING_MESSAGES.notOnShelves(onShelf.get(Number(l.productId)) ?? 0);
    return errors;
  });
}

export function ShippingForm({ initial }: { initial?: { storeId?: string; warehouseId?: string; lines?: Line[]; onWarehouse?: (id: string) => void } }) {
  const [, navigate] = useLocation();
  const warehouses = useWarehouseOptions();
  const stores = useStoreOptions();
  const partners = useDeliveryPartnerOptions();
  const [source, setSource] = useState(initial?.warehouseId ?? '');
  const [store, setStore] = useState(initial?.storeId ?? '');
  const [partner, setPartner] = useState('');
  const [person, setPerson] = useState('');
  const persons = useDeliveryPersonOptions(partner ? Number(partner) : null);
  const [lines, setLines] = useState<Line[]>(initial?.lines?.length ? initial.lines : [newLine()]);
  const [comments, setComments] = useState('');
  const [details, setDetails] = useState(EMPTY_ORDER_DETAILS);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const shelves = useShelves(Number(source) || null);
  const errors = lineErrors(lines, shelves.onShelf);
  const headErrors = { source: !source ? SHIPPING_MESSAGES.chooseSource : undefined, store: !store ? SHIPPING_MESSAGES.chooseDestination : undefined };
  const detailErrors = orderDetailsErrors(details);
  const valid = !headErrors.source && !headErrors.store && errors.every((e) => !e.product && !e.quantity) && !Object.keys(detailErrors).length;
  const setLine = (key: number, change: Partial<Line>) => setLines((all) => all.map((l) => (l.key === key ? { ...l, ...change } : l)));

  const save = () => {
    setSubmitted(true);
    if (!valid || saving) return;
    setSaving(true);
    call(createShipping, {
      sources: [Number(source)], destination_types: ['store'], destinations: [Number(store)], order_type: SHIPPING_ORDER_TYPE,
      delivery_partner_id: partner ? Number(partner) : null, delivery_person_id: person ? Number(person) : null,
      lines: lines.map((l) => ({ product_id: Number(l.productId), quantity: Number(l.quantity) })),
      comments: comments.trim() || undefined,
      ...orderDetailsInput(details),
    })
      .then((r) => { toastSuccess(SHIPPING_MESSAGES.created); navigate(paths.shipping(r.data.id)); })
      .catch((error: unknown) => toastError(error))
      .finally(() => setSaving(false));
  };
  const shown = submitted;

  return (
    <form className="mx-auto max-w-5xl space-y-4" onSubmit={(e) => { e.preventDefault(); save(); }}>
      <div className="flex flex-wrap gap-4">
        <Select label="Source warehouse" required className="w-72" options={warehouses} value={source}
          onChange={(v) => { setSource(v); initial?.onWarehouse?.(v); }} error={shown ? headErrors.source : undefined} />
        <TextInput label="Destination type" className="w-40" value="Store" onChange={() => undefined} disabled />
        <Select label="Destination store" required className="w-72" options={stores} value={store} onChange={setStore} error={shown ? headErrors.store : undefined} />
        <TextInput label="Order type" className="w-48" value="Shipping Order" onChange={() => undefined} disabled />
      </div>
      <div className="flex flex-wrap gap-4">
        <Select label="Delivery partner" className="w-72" options={partners} placeholder="No delivery partner (own transport)" value={partner}
          onChange={(v) => { setPartner(v); setPerson(''); }} />
        <Select label="Delivery person" className="w-72" options={persons} disabled={!partner} value={person} onChange={setPerson} />
      </div>
      <fieldset className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-medium text-slate-700">Products</legend>
        {lines.map((l, index) => (
          <div key={l.key} className="flex flex-wrap items-end gap-3">
            <Select label={`Product ${index + 1}`} required className="w-96" options={shelves.options} placeholder={shelves.loading ? 'Loading...' : 'Select a product'}
              value={l.productId} onChange={(productId) => setLine(l.key, { productId })} error={shown ? errors[index]!.product : undefined} />
            <NumberInput label={`Quantity ${index + 1}`} required className="w-40" value={l.quantity} onChange={(quantity) => setLine(l.key, { quantity })}
              error={shown ? errors[index]!.quantity : undefined} />
            {lines.length > 1 && <Button variant="secondary" className="!py-1.5" onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))}>Remove product {index + 1}</Button>}
          </div>
        ))}
        <Button variant="secondary" className="!py-1.5" onClick={() => setLines((all) => [...all, newLine()])}>Add product</Button>
      </fieldset>
      <OrderDetailsFields value={details} onChange={setDetails} errors={shown ? detailErrors : {}} />
      <TextArea label="Comments" className="max-w-2xl" maxLength={250} value={comments} onChange={setComments} />
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>Create shipping order</Button>
        <LinkButton href={paths.shippings()} variant="secondary">Cancel</LinkButton>
      </div>
    </form>
  );
}
