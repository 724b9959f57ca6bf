/** /add-product */
import { ProductForm } from './ProductForm.tsx';

export default function AddProductScreen() {
  return <ProductForm />;
}
