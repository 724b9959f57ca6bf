/**
 * A purchase order's lines in its form: products chosen from the supplier's terms, each with
 * its SKU, category, the warehouse's stock ("old stock"), MRP, the supplier's minimum quantity,
 * the quantity and price bought, and the line's total with tax. Rows are added and removed
 * with buttons (keyboard reachable); each product can be chosen once. A suggested order
 * ("Suggest purchase order") shows under each suggested product why it is there.
 */
import type { Infer } from 'superstruct';
import type { supplierTermsForPurchase } from '../../../contract/actions/purchase-orders.ts';
import type { PurchaseTaxType } from '../../../contract/procurement.ts';
import { lineAmounts } from '../../../machines/records/purchaseTotals.ts';
import { Button, NumberInput, Select, formatMoney } from '../../ui/index.ts';

export type OfferedProduct = Infer<(typeof supplierTermsForPurchase)['response']>['data'][number];

export interface LineDraft {
  product_id: string;
  quantity: string;
  price: string;
}

interface Props {
  rows: LineDraft[];
  offered: readonly OfferedProduct[];
  taxType: PurchaseTaxType;
  onChange(rows: LineDraft[]): void;
  rowError(index: number, column: keyof LineDraft): string | null;
  /** Why no product can be chosen yet (no supplier, or still loading). */
  unavailable: string | null;
  /** Why a product was suggested, by product id (a suggested purchase order only). */
  reasons?: ReadonlyMap<string, string>;
}

const th = 'px-2 py-2 text-left text-xs font-medium uppercase tracking-wide text-slate-500';
const td = 'px-2 py-1 pt-8 tabular-nums';

export function lineTotal(row: LineDraft, product: OfferedProduct | undefined, taxType: PurchaseTaxType): number | null {
  const quantity = Number(row.quantity);
  const price = Number(row.price);
  if (!product || !Number.isInteger(quantity) || quantity <= 0 || !Number.isFinite(price) || price < 0) return null;
  return lineAmounts({ quantity, price, gst_percent: product.gst, cess_percent: product.cess }, taxType).total;
}

export function PurchaseLinesEditor({ rows, offered, taxType, onChange, rowError, unavailable, reasons }: Props) {
  const set = (index: number, patch: Partial<LineDraft>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const choose = (index: number, productId: string) => {
    const product = offered.find((p) => String(p.product_id) === productId);
    set(index, { product_id: productId, price: product ? String(product.selling_price) : '', quantity: product ? String(product.min_quantity) : '' });
  };
  const takenElsewhere = (index: number) => new Set(rows.filter((_, i) => i !== index).map((r) => r.product_id));

  return (
    <section aria-label="Products" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold text-slate-900">Products</h2>
        {unavailable === null && <Button variant="secondary" onClick={() => onChange([...rows, { product_id: '', quantity: '', price: '' }])}>Add product</Button>}
      </div>
      {unavailable && <p className="text-sm text-slate-500">{unavailable}</p>}
      {rows.length > 0 && (
        <table className="w-full text-sm">
          <thead>
            <tr>
              {['Product', 'Category', 'Old stock', 'MRP', 'Minimum quantity', 'Purchased quantity', 'Purchased price', 'Total'].map((h) => <th key={h} className={th}>{h}</th>)}
              <th className={th}><span className="sr-only">Remove</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const taken = takenElsewhere(index);
              const product = offered.find((p) => String(p.product_id) === row.product_id);
              const total = lineTotal(row, product, taxType);
              const reason = reasons?.get(row.product_id);
              return (
                <tr key={index} className="align-top">
                  <td className="px-2 py-1">
                    <Select
                      label={`Product ${index + 1}`}
                      required
                      placeholder="Select product"
                      options={offered.map((p) => ({ id: p.product_id, name: `${p.sku} · ${p.name}`, disabled: taken.has(String(p.product_id)) }))}
                      value={row.product_id}
                      error={rowError(index, 'product_id')}
                      onChange={(value) => choose(index, value)}
                    />
                    {reason && <p className="mt-1 max-w-xs text-xs text-slate-600" data-testid="suggestion-reason">{reason}</p>}
                  </td>
                  <td className={td}>{product?.category ?? '--'}</td>
                  <td className={td}>{product ? product.old_stock : '--'}</td>
                  <td className={td}>{product ? formatMoney(product.mrp) : '--'}</td>
                  <td className={td}>{product ? product.min_quantity : '--'}</td>
                  <td className="px-2 py-1">
                    <NumberInput label="Purchased quantity" required value={row.quantity} error={rowError(index, 'quantity')} onChange={(value) => set(index, { quantity: value })} />
                  </td>
                  <td className="px-2 py-1">
                    <NumberInput label="Purchased price" required decimals value={row.price} error={rowError(index, 'price')} onChange={(value) => set(index, { price: value })} />
                  </td>
                  <td className={td}>{total === null ? '--' : formatMoney(total)}</td>
                  <td className="px-2 py-1 pt-7">
                    <Button variant="secondary" aria-label={`Remove product ${index + 1}`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>Remove</Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
