/** /add-purchase-order */
import { PurchaseOrderForm } from './PurchaseOrderForm.tsx';

export default function AddPurchaseOrderScreen() {
  return <PurchaseOrderForm />;
}
