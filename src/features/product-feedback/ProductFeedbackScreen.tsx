/**
 * /product-feedback/{id} (id = the product's): what customers and partners said about a
 * product. The summary — average on the 5-star scale, how many, the count by star and by
 * source — then the feedback itself (date, source, rating, message, customer, machine), paged
 * on the server, filtered by source and rating with the filters in the URL, searchable, CSV.
 */
import { Link } from 'wouter';
import { getProductFeedbackSummary, listProductFeedback } from '../../../contract/actions/product-feedback.ts';
import { paths } from '../../platform/paths.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { DataTable, FEEDBACK_FILTERS, FeedbackSummary, FilterBar, LinkButton, columnsFor, feedbackColumns, feedbackFilterFields, useFilters, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listProductFeedback, [
  ...feedbackColumns(),
  { key: 'machine', header: 'Vending Machine', render: (f) => f.machine?.name ?? '--', csv: (f) => f.machine?.name ?? '' },
]);

function Summary({ productId }: { productId: number }) {
  const summary = useRecord(getProductFeedbackSummary, { product_id: productId });
  if (summary.status !== 'ready') return <RecordFallback state={summary} what="product" back={{ href: paths.products(), label: 'Back to products' }} />;
  const s = summary.data;
  return (
    <FeedbackSummary
      summary={s}
      heading={
        <>
          Feedback: <Link href={paths.product(s.product.id)} className="text-indigo-700 hover:underline">{s.product.name}</Link>
          <span className="ml-2 font-mono text-sm text-slate-500">{s.product.sku}</span>
        </>
      }
    />
  );
}

function FeedbackList({ productId }: { productId: number }) {
  const filters = useFilters(FEEDBACK_FILTERS);
  const query = useListQuery(listProductFeedback, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: {
      product_id: productId,
      ...feedbackFilterFields(filters),
    },
  });
  return (
    <>
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Product feedback"
        exportName={`product-${productId}-feedback`}
        searchPlaceholder="Search message or customer"
        pager="filter-bar"
      />
    </>
  );
}

export default function ProductFeedbackScreen() {
  const id = useIdParam();
  if (id === null) return <RecordFallback state={{ status: 'missing', message: 'This address does not name a product.' }} what="product" back={{ href: paths.products(), label: 'Back to products' }} />;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Summary productId={id} />
      <FeedbackList productId={id} />
      <LinkButton href={paths.product(id)} variant="secondary">Back to the product</LinkButton>
    </div>
  );
}
