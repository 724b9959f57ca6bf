/**
 * /edit-request-product/{id}: the form over the request as last read (its version guards the
 * save). A request the catalogue team has decided on is no longer edited: the screen says so.
 */
import { getProductRequest } from '../../../contract/actions/product-requests.ts';
import { productRequestStatus } from '../../../contract/statuses.ts';
import { mayChangeProductRequest } from '../../../machines/records/productRequest.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { LinkButton } from '../../ui/index.ts';
import { ProductRequestForm } from './ProductRequestForm.tsx';

export default function EditProductRequestScreen() {
  const record = useRouteRecord(getProductRequest);
  if (record.status !== 'ready') return <RecordFallback state={record} what="product request" back={{ href: paths.productsRequested(), label: 'Back to requested products' }} />;
  if (!mayChangeProductRequest(record.data.status)) {
    return (
      <div role="alert" className="mx-auto mt-16 max-w-lg rounded-xl border border-amber-200 bg-amber-50 p-6 text-center">
        <p className="text-amber-900">
          This request is {productRequestStatus(record.data.status).name}: only a request still Requested or In Review can be edited.
        </p>
        <div className="mt-4">
          <LinkButton href={paths.requestProduct(record.data.id)} variant="secondary">Back to the request</LinkButton>
        </div>
      </div>
    );
  }
  return <ProductRequestForm key={`${record.data.id}:${record.data.version}`} productRequest={record.data} />;
}
