/**
 * The transfer's item table (console.md §2): sku, name, category, mrp, status, stock,
 * existing stock at the destination and received stock. During a partial receipt each row
 * gets a tick and, once ticked, a received quantity (digits only, 0 to the stock sent).
 */
import { NumberInput, formatMoney, orEmpty } from '../../ui/index.ts';
import type { ItemDraft } from '../../../machines/flows/materialTransfer.ts';
import type { TransferData } from './useTransfer.ts';

export type ItemsMode = 'view' | 'receiveAll' | 'partial' | 'partialLocked';

interface Props {
  transfer: TransferData;
  drafts: ItemDraft[];
  mode: ItemsMode;
  errors: Record<number, string>;
  onToggle(productId: number): void;
  onQuantity(productId: number, value: string): void;
}

const th = 'whitespace-nowrap px-3 py-2.5 font-medium';
const td = 'px-3 py-2.5';

export function TransferItems({ transfer, drafts, mode, errors, onToggle, onQuantity }: Props) {
  const partial = mode === 'partial' || mode === 'partialLocked';
  const draftOf = (productId: number) => drafts.find((d) => d.productId === productId);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table aria-label="Items" className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {partial && <th scope="col" className={th}><span className="sr-only">Receive</span></th>}
            <th scope="col" className={th}>SKU</th>
            <th scope="col" className={th}>Name</th>
            <th scope="col" className={th}>Category</th>
            <th scope="col" className={`${th} text-right`}>MRP</th>
            <th scope="col" className={th}>Status</th>
            <th scope="col" className={`${th} text-right`}>Stock</th>
            <th scope="col" className={`${th} text-right`}>Existing Stock at Destination</th>
            <th scope="col" className={`${th} text-right`}>Received Stock</th>
          </tr>
        </thead>
        <tbody>
          {transfer.ShippingDetails.map((item) => {
            const draft = draftOf(item.product_id);
            const ticked = Boolean(draft?.ticked);
            return (
              <tr key={item.id} className={`border-t border-slate-100 ${ticked ? 'bg-indigo-50/60' : ''}`} data-testid={`item-${item.Product.sku}`}>
                {partial && (
                  <td className={td}>
                    <input
                      type="checkbox"
                      aria-label={`Receive ${item.Product.sku}`}
                      className="h-4 w-4 rounded border-slate-300 accent-indigo-600"
                      checked={ticked}
                      disabled={mode === 'partialLocked'}
                      onChange={() => onToggle(item.product_id)}
                    />
                  </td>
                )}
                <td className={`${td} font-mono`}>{item.Product.sku}</td>
                <td className={td}>{item.Product.name}</td>
                <td className={td}>{item.Product.ProductCategory.name}</td>
                <td className={`${td} text-right tabular-nums`}>{formatMoney(item.Product.mrp)}</td>
                <td className={td}>{item.Product.ProductStatus.name}</td>
                <td className={`${td} text-right tabular-nums`}>{item.stock}</td>
                <td className={`${td} text-right tabular-nums`}>{item.warehouse_existing_stock}</td>
                <td className={`${td} text-right tabular-nums`}>
                  {partial && ticked && draft ? (
                    <NumberInput
                      label={`Received ${item.Product.sku}`}
                      className="ml-auto w-28 [&>label]:sr-only"
                      value={draft.received}
                      min={0}
                      max={item.stock}
                      disabled={mode === 'partialLocked'}
                      error={errors[item.product_id]}
                      onChange={(value) => onQuantity(item.product_id, value)}
                    />
                  ) : partial ? (
                    0
                  ) : mode === 'receiveAll' ? (
                    item.stock
                  ) : (
                    orEmpty(item.received_stock)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
