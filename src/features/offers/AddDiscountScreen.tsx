/** /add-discount: a new discount (Active from its start date). */
import { DiscountForm } from './DiscountForm.tsx';

export default function AddDiscountScreen() {
  return <DiscountForm mode="add" />;
}
