/** /add-request-product: a request for a product the catalogue lacks. */
import { ProductRequestForm } from './ProductRequestForm.tsx';

export default function AddProductRequestScreen() {
  return <ProductRequestForm />;
}
