/** /add-supplier */
import { SupplierForm } from './SupplierForm.tsx';

export default function AddSupplierScreen() {
  return <SupplierForm />;
}
