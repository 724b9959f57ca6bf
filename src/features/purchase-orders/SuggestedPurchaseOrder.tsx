/**
 * /add-purchase-order?warehouseId={id}&suggest=1 ("Suggest purchase order" on a warehouse's
 * view): the products below their reorder level there, proposed per supplier who sells them,
 * the best supplier's lines prefilled in the usual form with each line's reason. The clerk
 * edits them and saves a draft (or creates the order) as on any new purchase order.
 */
import { useMemo } from 'react';
import { PURCHASE_SUGGESTION_MESSAGES, suggestPurchaseOrder } from '../../../contract/actions/purchase-suggestions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { LinkButton, formatMoney } from '../../ui/index.ts';
import { PurchaseOrderForm, type SuggestedStart } from './PurchaseOrderForm.tsx';

export function SuggestedPurchaseOrder({ warehouseId }: { warehouseId: number }) {
  const suggestion = useRecord(suggestPurchaseOrder, { warehouse_id: warehouseId });
  const s = suggestion.status === 'ready' ? suggestion.data : null;
  const start = useMemo((): SuggestedStart | null => {
    const best = s?.suppliers[0];
    if (!s || !best) return null;
    const bySupplier = new Map(s.suppliers.map((p) => [String(p.supplier.id), p.lines]));
    const reasons = new Map(s.suppliers.flatMap((p) => p.lines.map((l) => [String(l.product_id), l.reason] as const)));
    return {
      warehouse_id: s.warehouse.id,
      supplier_id: best.supplier.id,
      linesFor: (supplierId) => (bySupplier.get(supplierId) ?? []).map((l) => ({ product_id: String(l.product_id), quantity: String(l.quantity), price: String(l.price) })),
      reasons,
    };
  }, [s]);
  if (!s) return <RecordFallback state={suggestion} what="warehouse" back={{ href: paths.warehouse(warehouseId), label: 'Back to the warehouse' }} />;

  return (
    <div className="space-y-4">
      <section aria-label="Suggestion" className="mx-auto max-w-6xl space-y-2 rounded-xl border border-slate-200 bg-white p-6 text-sm text-slate-700">
        <h2 className="font-semibold text-slate-900">{PURCHASE_SUGGESTION_MESSAGES.suggest}: {s.warehouse.name}</h2>
        {s.due === 0 ? <p>{PURCHASE_SUGGESTION_MESSAGES.nothingDue}</p>
          : !start ? <p>{PURCHASE_SUGGESTION_MESSAGES.noSupplier}</p>
            : (
              <>
                <p>
                  {s.due} {s.due === 1 ? 'product is' : 'products are'} below the reorder level, counting units on open orders. Quantities cover
                  {' '}{s.cover_days} days at the rate of the last {s.outflow_days} days, at least each supplier's minimum.
                  {' '}{PURCHASE_SUGGESTION_MESSAGES.prefilled}
                </p>
                <ul aria-label="Suppliers suggested" className="list-inside list-disc">
                  {s.suppliers.map((p, i) => (
                    <li key={p.supplier.id}>
                      {p.supplier.name}: {p.lines.length} {p.lines.length === 1 ? 'product' : 'products'}, {formatMoney(p.amount)} before tax
                      {i === 0 ? ' (prefilled: the most products, then the lowest amount)' : ''}
                    </li>
                  ))}
                </ul>
              </>
            )}
        {s.unsourced.length > 0 && (
          <div>
            <p className="font-medium">Not sold by any supplier:</p>
            <ul aria-label="Products no supplier sells" className="list-inside list-disc">
              {s.unsourced.map((u) => <li key={u.product_id}>{u.sku} · {u.name}</li>)}
            </ul>
          </div>
        )}
        {!start && <LinkButton href={paths.warehouseStock(warehouseId)} variant="secondary">Warehouse stock</LinkButton>}
      </section>
      {start && <PurchaseOrderForm suggested={start} />}
    </div>
  );
}
