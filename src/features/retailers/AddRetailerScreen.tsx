/** /add-retailer */
import { RetailerForm } from './RetailerForm.tsx';

export default function AddRetailerScreen() {
  return <RetailerForm />;
}
