/** /edit-product/{id}: the form over the product as last read (its version guards the save). */
import { getProduct } from '../../../contract/actions/products.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { ProductForm } from './ProductForm.tsx';

export default function EditProductScreen() {
  const record = useRouteRecord(getProduct);
  if (record.status !== 'ready') return <RecordFallback state={record} what="product" back={{ href: paths.products(), label: 'Back to products' }} />;
  return <ProductForm key={`${record.data.id}:${record.data.version}`} product={record.data} />;
}
