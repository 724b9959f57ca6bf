/**
 * /vm-feedback/{id} (id = the machine's): what consumers and partners said about a machine. The
 * machine's name as heading (back to /vm/{id}), the summary — average on the 5-star scale, how
 * many, the count by star and by source — then the feedback itself (date, source, rating,
 * message, customer, order), paged on the server, filtered by source and rating with the filters
 * in the URL, searchable, CSV. Read-only: feedback comes from the apps and customer care.
 */
import { useMemo } from 'react';
import { Link } from 'wouter';
import { FEEDBACK_SOURCES } from '../../../contract/actions/product-feedback.ts';
import { getVmFeedbackSummary, listVmFeedback } from '../../../contract/actions/vm-feedback.ts';
import { paths } from '../../platform/paths.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { DataTable, FeedbackSummary, FilterBar, LinkButton, RATING_OPTIONS, StarRating, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';

const columns = columnsFor(listVmFeedback, [
  { key: 'created_at', header: 'Date', sortKey: 'created_at', render: (f) => formatDate(f.created_at), csv: (f) => f.created_at },
  { key: 'source', header: 'Source' },
  { key: 'rating', header: 'Rating', sortKey: 'rating', render: (f) => <StarRating rating={f.rating} />, csv: (f) => String(f.rating) },
  { key: 'message', header: 'Message', render: (f) => f.message || '--', csv: (f) => f.message },
  { key: 'customer_name', header: 'Customer', render: (f) => f.customer_name || '--', csv: (f) => f.customer_name },
  {
    key: 'order',
    header: 'Order',
    render: (f) => (f.order ? <Link href={paths.order(f.order.id)} className="font-mono text-indigo-700 hover:underline">{f.order.order_id}</Link> : '--'),
    csv: (f) => f.order?.order_id ?? '',
  },
]);

const SOURCES = FEEDBACK_SOURCES.map((name) => ({ id: name, name }));

type ListInput = (typeof listVmFeedback)['request']['TYPE'];

const backToMachines = { href: paths.vm(), label: 'Back to vending machines' };

function Summary({ machineId }: { machineId: number }) {
  const summary = useRecord(getVmFeedbackSummary, { vending_machine_id: machineId });
  if (summary.status !== 'ready') return <RecordFallback state={summary} what="vending machine" back={backToMachines} />;
  const s = summary.data;
  return (
    <FeedbackSummary
      summary={s}
      heading={
        <>
          Feedback: <Link href={paths.vmById(s.machine.id)} className="text-indigo-700 hover:underline">{s.machine.name}</Link>
          <span className="ml-2 font-mono text-sm text-slate-500">{s.machine.code}</span>
        </>
      }
    />
  );
}

function FeedbackList({ machineId }: { machineId: number }) {
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'multi', key: 'source', label: 'Source', options: SOURCES },
    { kind: 'multi', key: 'rating', label: 'Rating', options: RATING_OPTIONS },
    { kind: 'date', key: 'given', label: 'Date' },
  ], []);
  const filters = useFilters(defs);
  const query = useListQuery(listVmFeedback, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: {
      vending_machine_id: machineId,
      source: filters.strings('source') as ListInput['source'],
      rating: filters.numbers('rating'),
      ...filters.range('given', { from: 'from', to: 'to' }),
    },
  });
  return (
    <>
      <FilterBar filters={filters} />
      <DataTable
        query={query}
        columns={columns}
        label="Machine feedback"
        exportName={`vm-${machineId}-feedback`}
        searchPlaceholder="Search message, customer or order"
        pager="filter-bar"
      />
    </>
  );
}

export default function VmFeedbackScreen() {
  const id = useIdParam();
  if (id === null) return <RecordFallback state={{ status: 'missing', message: 'This address does not name a vending machine.' }} what="vending machine" back={backToMachines} />;
  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <Summary machineId={id} />
      <FeedbackList machineId={id} />
      <LinkButton href={paths.vmById(id)} variant="secondary">Back to the machine</LinkButton>
    </div>
  );
}
