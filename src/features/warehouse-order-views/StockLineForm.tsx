/**
 * The two small forms of these views: a request for stock from another warehouse
 * (/add-request-order) and "Discard stock" (/discard-stock). Both pick a warehouse, then a
 * product its shelves hold (from the warehouse's inventory), a quantity and, for a discard, a
 * reason; the server checks the same rules (contract field rules) and says which field is wrong.
 */
import { useState } from 'react';
import { listWarehouseInventory } from '../../../contract/actions/inventory.ts';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { NumberInput, Select, type SelectOption } from '../../ui/index.ts';

/** The products a warehouse holds on its shelves, as options naming what it holds. */
export function useShelfProducts(warehouseId: number | null): { options: SelectOption[]; onShelf: Map<number, number>; loading: boolean } {
  const stock = useRecord(listWarehouseInventory, warehouseId
    ? { warehouse_id: warehouseId, in_stock_only: true, limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC' }
    : null);
  const rows = stock.data ?? [];
  return {
    options: rows.map((r) => ({ id: r.product_id, name: `${r.name} (${r.sku}) — ${r.stock} on the shelves` })),
    onShelf: new Map(rows.map((r) => [r.product_id, r.stock])),
    loading: stock.status === 'loading',
  };
}

export interface StockLine {
  productId: string;
  quantity: string;
}

export function useStockLine() {
  return useState<StockLine>({ productId: '', quantity: '' });
}

/** Product and quantity of one line; `errors` are the field messages to show. */
export function StockLineFields({ line, onChange, products, errors }: {
  line: StockLine;
  onChange: (line: StockLine) => void;
  products: ReturnType<typeof useShelfProducts>;
  errors: { product?: string; quantity?: string };
}) {
  return (
    <>
      <Select label="Product" required className="w-96" options={products.options} placeholder={products.loading ? 'Loading...' : 'Select a product'}
        value={line.productId} onChange={(productId) => onChange({ ...line, productId })} error={errors.product} />
      <NumberInput label="Quantity" required className="w-40" value={line.quantity} onChange={(quantity) => onChange({ ...line, quantity })} error={errors.quantity} />
    </>
  );
}

/** The field messages of a line, or null when it may be sent; `max` caps the quantity (a discard's shelf). */
export function lineProblems(line: StockLine, max?: number): { product?: string; quantity?: string } | null {
  const problems: { product?: string; quantity?: string } = {};
  if (!line.productId) problems.product = 'Please select a product';
  const quantity = Number(line.quantity);
  if (!line.quantity.trim()) problems.quantity = 'Value required';
  else if (!Number.isInteger(quantity) || quantity < 1) problems.quantity = 'Quantity must be greater than 0';
  else if (max !== undefined && quantity > max) problems.quantity = `Enter number smaller than or equal to ${max}`;
  return problems.product || problems.quantity ? problems : null;
}
