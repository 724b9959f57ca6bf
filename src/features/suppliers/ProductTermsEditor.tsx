/**
 * The supplier's product terms in its form: one row per product of the catalogue, with the
 * selling price, the minimum quantity to be bought and the price per quantity. Rows are added
 * and removed with buttons (keyboard reachable); each product can be chosen once.
 */
import { listProducts } from '../../../contract/actions/products.ts';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, NumberInput, Select, formatMoney } from '../../ui/index.ts';

export interface TermDraft {
  product_id: string;
  selling_price: string;
  min_quantity: string;
  price_per_quantity: string;
}

export const emptyTerm = (): TermDraft => ({ product_id: '', selling_price: '', min_quantity: '1', price_per_quantity: '' });

interface Props {
  rows: TermDraft[];
  onChange(rows: TermDraft[]): void;
  rowError(index: number, column: keyof TermDraft): string | null;
}

const th = 'px-2 py-2 text-left text-xs font-medium uppercase tracking-wide text-slate-500';

export function ProductTermsEditor({ rows, onChange, rowError }: Props) {
  const products = useRecord(listProducts, { limit: MAX_LIST_LIMIT, sortBy: 'name', sortDir: 'ASC' });
  const catalogue = products.data ?? [];
  const set = (index: number, patch: Partial<TermDraft>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const chosenElsewhere = (index: number) => new Set(rows.filter((_, i) => i !== index).map((r) => r.product_id));

  return (
    <section aria-label="Product terms" className="space-y-3">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold text-slate-900">Product terms</h2>
        <Button variant="secondary" onClick={() => onChange([...rows, emptyTerm()])}>Add product</Button>
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">No products yet: add the products this supplier sells, with its prices and minimum quantities.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th className={th}>Product</th>
              <th className={th}>MRP</th>
              <th className={th}>Selling price</th>
              <th className={th}>Minimum quantity to be bought</th>
              <th className={th}>Price per quantity</th>
              <th className={th}><span className="sr-only">Remove</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const taken = chosenElsewhere(index);
              const product = catalogue.find((p) => String(p.id) === row.product_id);
              return (
                <tr key={index} className="align-top">
                  <td className="px-2 py-1">
                    <Select
                      label={`Product ${index + 1}`}
                      required
                      placeholder={products.status === 'loading' ? 'Loading...' : 'Select product'}
                      options={catalogue.map((p) => ({ id: p.id, name: `${p.sku} · ${p.name}`, disabled: taken.has(String(p.id)) }))}
                      value={row.product_id}
                      error={rowError(index, 'product_id')}
                      onChange={(value) => set(index, { product_id: value })}
                    />
                  </td>
                  <td className="px-2 py-1 pt-8 tabular-nums">{product ? formatMoney(product.mrp) : '--'}</td>
                  <td className="px-2 py-1">
                    <NumberInput label="Selling price" required decimals value={row.selling_price} error={rowError(index, 'selling_price')}
                      onChange={(value) => set(index, { selling_price: value })} />
                  </td>
                  <td className="px-2 py-1">
                    <NumberInput label="Minimum quantity" required value={row.min_quantity} error={rowError(index, 'min_quantity')}
                      onChange={(value) => set(index, { min_quantity: value })} />
                  </td>
                  <td className="px-2 py-1">
                    <NumberInput label="Price per quantity" required decimals value={row.price_per_quantity} error={rowError(index, 'price_per_quantity')}
                      onChange={(value) => set(index, { price_per_quantity: value })} />
                  </td>
                  <td className="px-2 py-1 pt-7">
                    <Button variant="secondary" aria-label={`Remove product ${index + 1}`} onClick={() => onChange(rows.filter((_, i) => i !== index))}>
                      Remove
                    </Button>
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
