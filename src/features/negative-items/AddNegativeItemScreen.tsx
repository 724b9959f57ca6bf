/** /add-negative-item */
import { NegativeItemForm } from './NegativeItemForm.tsx';

export default function AddNegativeItemScreen() {
  return <NegativeItemForm />;
}
