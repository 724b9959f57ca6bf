/**
 * /generate-store-order/{storeId}: a store's order generated from its runout and max quantities
 * (PERM_UPDATE_STORE_RUNOUT_AND_MAX_QTY sets them on /store-inventory/{id}): every product at or
 * below its runout, proposed up to its max and no more than the chosen warehouse's shelves
 * hold, as a shipping order the user edits and saves.
 */
import { useState } from 'react';
import { useParams } from 'wouter';
import { SHIPPING_MESSAGES, proposeStoreOrder } from '../../../contract/actions/shipping.ts';
import { useWarehouseOptions } from '../../platform/options.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { LinkButton, Select, StaticTable } from '../../ui/index.ts';
import { ShippingForm, newLine } from './ShippingForm.tsx';

export default function GenerateStoreOrderScreen() {
  const storeId = Number(useParams<{ id: string }>().id);
  const warehouses = useWarehouseOptions();
  const [warehouse, setWarehouse] = useState('');
  const proposal = useRecord(proposeStoreOrder, Number.isInteger(storeId) && storeId > 0
    ? { store_id: storeId, warehouse_id: warehouse ? Number(warehouse) : undefined } : null);
  if (proposal.status === 'failed' || proposal.status === 'missing') {
    return (
      <div className="mx-auto max-w-3xl space-y-4">
        <p role="alert" className="text-sm text-slate-700">This store was not found, or you may not order for it.</p>
        <LinkButton href={paths.shippings()} variant="secondary">Back to shipping orders</LinkButton>
      </div>
    );
  }
  const data = proposal.data;
  if (!data) return <p className="text-sm text-slate-500">Loading...</p>;
  const lines = data.lines
    .map((l) => ({ ...l, quantity: warehouse ? Math.min(l.proposed, l.warehouse_stock) : l.proposed }))
    .filter((l) => l.quantity > 0);

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Store order for {data.store.name}</h2>
      <Select label="Ship from warehouse" required className="w-72" options={warehouses} value={warehouse} onChange={setWarehouse}
        hint="The proposal is capped by what its shelves hold" />
      {data.lines.length === 0 ? (
        <p role="status" className="text-sm text-slate-600">{SHIPPING_MESSAGES.nothingToOrder}</p>
      ) : (
        <StaticTable
          label="What the store lacks"
          rows={data.lines.map((l) => ({ ...l, id: l.product_id }))}
          columns={[
            { key: 'sku', header: 'SKU', render: (l) => <span className="font-mono">{l.sku}</span> },
            { key: 'name', header: 'Name', render: (l) => l.name },
            { key: 'store_stock', header: 'Store stock', align: 'right', render: (l) => String(l.store_stock) },
            { key: 'runout_quantity', header: 'Runout', align: 'right', render: (l) => String(l.runout_quantity) },
            { key: 'max_quantity', header: 'Max', align: 'right', render: (l) => String(l.max_quantity) },
            { key: 'proposed', header: 'Proposed', align: 'right', render: (l) => String(l.proposed) },
            { key: 'warehouse_stock', header: 'Warehouse stock', align: 'right', render: (l) => (warehouse ? String(l.warehouse_stock) : '--') },
          ]}
        />
      )}
      {warehouse && (
        <ShippingForm
          key={warehouse}
          initial={{ storeId: String(storeId), warehouseId: warehouse, lines: lines.map((l) => newLine(String(l.product_id), String(l.quantity))), onWarehouse: setWarehouse }}
        />
      )}
    </div>
  );
}
