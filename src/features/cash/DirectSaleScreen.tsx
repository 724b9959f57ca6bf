/**
 * /direct-sale: a refill partner's or a store's sale outside a machine (console.md §2
 * "Transactions"), recorded with `create.direct_sale`. Its cash goes with an open (Submitted)
 * cash collection, so the form starts there; the units leave the partner's vehicle (products
 * offered from its shelves, as counted) or a store (the catalogue's active products).
 */
import { useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { listCashInHandOrders } from '../../../contract/actions/cash-collections.ts';
import { DIRECT_SALE_MESSAGES, createDirectSale } from '../../../contract/actions/direct-sales.ts';
import { listWarehouseInventory } from '../../../contract/actions/inventory.ts';
import { listProducts } from '../../../contract/actions/products.ts';
import { listWarehouses } from '../../../contract/actions/warehouses.ts';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { call } from '../../api/client.ts';
import { useStoreOptions } from '../../platform/options.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, LinkButton, NumberInput, Select, toastError, toastSuccess } from '../../ui/index.ts';

interface Line { key: number; productId: string; quantity: string }
let nextKey = 1;
const newLine = (): Line => ({ key: nextKey++, productId: '', quantity: '' });
const SOURCES = [{ id: 'vehicle', name: "Partner's vehicle" }, { id: 'store', name: 'Store' }];

function useProductChoices(source: string, vehicleId: number | null) {
  const shelves = useRecord(listWarehouseInventory, source === 'vehicle' && vehicleId
    ? { warehouse_id: vehicleId, in_stock_only: true, limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC' }
    : null, { quiet: true });
  const catalogue = useRecord(listProducts, source === 'store' ? { limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC', status: [1] } : null, { quiet: true });
  return useMemo(() => (source === 'vehicle'
    ? (shelves.data ?? []).filter((r) => r.stock > 0).map((r) => ({ id: r.product_id, name: `${r.name} (${r.sku}) — ${r.stock} in the vehicle` }))
    : (catalogue.data ?? []).map((p) => ({ id: p.id, name: `${p.name} (${p.sku})` }))), [source, shelves.data, catalogue.data]);
}

function lineErrors(lines: readonly Line[]) {
  const seen = new Set<string>();
  return lines.map((l) => {
    const errors: { product?: string; quantity?: string } = {};
    if (!l.productId) errors.product = DIRECT_SALE_MESSAGES.linesRequired;
    else if (seen.has(l.productId)) errors.product = DIRECT_SALE_MESSAGES.duplicateProduct;
    seen.add(l.productId);
    const n = Number(l.quantity);
    if (!l.quantity.trim() || !Number.isInteger(n) || n < 1) errors.quantity = DIRECT_SALE_MESSAGES.quantityRequired;
    return errors;
  });
}

export default function DirectSaleScreen() {
  const [, navigate] = useLocation();
  const open = useRecord(listCashInHandOrders, { state: ['SUBMITTED'], limit: MAX_LIST_LIMIT, sortBy: 'created_at', sortDir: 'DESC' }, { quiet: true });
  const vehicles = useRecord(listWarehouses, { storage_type: ['Vehicle'], limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC' }, { quiet: true });
  const stores = useStoreOptions();
  const [collection, setCollection] = useState('');
  const [source, setSource] = useState('vehicle');
  const [vehicle, setVehicle] = useState('');
  const [store, setStore] = useState('');
  const [lines, setLines] = useState<Line[]>([newLine()]);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const products = useProductChoices(source, Number(vehicle) || null);
  const collections = useMemo(() => (open.data ?? []).map((c) => ({ id: c.id, name: `${c.order_id} — ${c.RefillPartner.name}, ${c.Warehouse.name}` })), [open.data]);
  const vehicleOptions = useMemo(() => (vehicles.data ?? []).map((v) => ({ id: v.id, name: v.registration_number ? `${v.name} (${v.registration_number})` : v.name })), [vehicles.data]);

  const errors = lineErrors(lines);
  const head = {
    collection: collection ? undefined : DIRECT_SALE_MESSAGES.collectionRequired,
    place: source === 'vehicle' ? (vehicle ? undefined : DIRECT_SALE_MESSAGES.vehicleRequired) : (store ? undefined : DIRECT_SALE_MESSAGES.storeRequired),
  };
  const valid = !head.collection && !head.place && errors.every((e) => !e.product && !e.quantity);
  const setLine = (key: number, change: Partial<Line>) => setLines((all) => all.map((l) => (l.key === key ? { ...l, ...change } : l)));

  const save = () => {
    setSubmitted(true);
    if (!valid || saving) return;
    setSaving(true);
    call(createDirectSale, {
      cash_collection_id: Number(collection),
      source: source as 'vehicle' | 'store',
      ...(source === 'vehicle' ? { vehicle_id: Number(vehicle) } : { store_id: Number(store) }),
      lines: lines.map((l) => ({ product_id: Number(l.productId), quantity: Number(l.quantity) })),
    })
      .then((r) => { toastSuccess(DIRECT_SALE_MESSAGES.created); navigate(paths.viewCashOrder(r.data.cash_collection.id)); })
      .catch((error: unknown) => toastError(error))
      .finally(() => setSaving(false));
  };

  return (
    <form className="mx-auto max-w-5xl space-y-4" onSubmit={(e) => { e.preventDefault(); save(); }}>
      <div className="flex flex-wrap gap-4">
        <Select label="Cash collection" required className="w-[28rem]" options={collections} placeholder={open.status === 'loading' ? 'Loading...' : 'Select an open cash collection'}
          value={collection} onChange={setCollection} error={submitted ? head.collection : undefined} />
        <Select label="Sold from" required className="w-56" options={SOURCES} value={source}
          onChange={(v) => { setSource(v); setLines([newLine()]); }} />
        {source === 'vehicle'
          ? <Select label="Vehicle" required className="w-72" options={vehicleOptions} value={vehicle}
              onChange={(v) => { setVehicle(v); setLines([newLine()]); }} error={submitted ? head.place : undefined} />
          : <Select label="Store" required className="w-72" options={stores} value={store} onChange={setStore} error={submitted ? head.place : undefined} />}
      </div>
      <fieldset className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-medium text-slate-700">Products sold (at MRP)</legend>
        {lines.map((l, index) => (
          <div key={l.key} className="flex flex-wrap items-end gap-3">
            <Select label={`Product ${index + 1}`} required className="w-96" options={products} placeholder="Select a product"
              value={l.productId} onChange={(productId) => setLine(l.key, { productId })} error={submitted ? errors[index]!.product : undefined} />
            <NumberInput label={`Quantity ${index + 1}`} required className="w-40" value={l.quantity} onChange={(quantity) => setLine(l.key, { quantity })}
              error={submitted ? errors[index]!.quantity : undefined} />
            {lines.length > 1 && <Button variant="secondary" className="!py-1.5" onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))}>Remove product {index + 1}</Button>}
          </div>
        ))}
        <Button variant="secondary" className="!py-1.5" onClick={() => setLines((all) => [...all, newLine()])}>Add product</Button>
      </fieldset>
      <div className="flex gap-2">
        <Button type="submit" disabled={saving}>Record direct sale</Button>
        <LinkButton href={paths.cashCollections()} variant="secondary">Cancel</LinkButton>
      </div>
    </form>
  );
}
