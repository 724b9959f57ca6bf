/**
 * /add-purchase-order, and /add-purchase-order?warehouseId={id}&suggest=1: the same form
 * prefilled with what the warehouse's reorder levels call for (SuggestedPurchaseOrder.tsx).
 */
import { useSearch } from 'wouter';
import { PurchaseOrderForm } from './PurchaseOrderForm.tsx';
import { SuggestedPurchaseOrder } from './SuggestedPurchaseOrder.tsx';

export default function AddPurchaseOrderScreen() {
  const query = new URLSearchParams(useSearch());
  const warehouseId = Number(query.get('warehouseId')) || null;
  if (query.get('suggest') === '1' && warehouseId) return <SuggestedPurchaseOrder key={warehouseId} warehouseId={warehouseId} />;
  return <PurchaseOrderForm />;
}
