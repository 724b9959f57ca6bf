/** /add-warehouse */
import { WarehouseForm } from './WarehouseForm.tsx';

export default function AddWarehouseScreen() {
  return <WarehouseForm />;
}
