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
import { STAR_SCALE } from '../../../contract/constants.ts';
import { paths } from '../../platform/paths.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { DataTable, FilterBar, LinkButton, StarRating, columnsFor, formatDate, useFilters, useListQuery, type FilterDef } from '../../ui/index.ts';

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
const RATINGS = Array.from({ length: STAR_SCALE }, (_, i) => STAR_SCALE - i).map((stars) => ({ id: stars, name: `${stars} star${stars === 1 ? '' : 's'}` }));

type ListInput = (typeof listVmFeedback)['request']['TYPE'];

const backToMachines = { href: paths.vm(), label: 'Back to vending machines' };

function Summary({ machineId }: { machineId: number }) {
  const summary = useRecord(getVmFeedbackSummary, { vending_machine_id: machineId });
  if (summary.status !== 'ready') return <RecordFallback state={summary} what="vending machine" back={backToMachines} />;
  const s = summary.data;
  const most = Math.max(1, ...s.by_star.map((b) => b.count));
  return (
    <section aria-labelledby="feedback-summary" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="feedback-summary" className="text-lg font-semibold text-slate-900">
          Feedback: <Link href={paths.vmById(s.machine.id)} className="text-indigo-700 hover:underline">{s.machine.name}</Link>
          <span className="ml-2 font-mono text-sm text-slate-500">{s.machine.code}</span>
        </h1>
      </div>
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-3">
        <div data-testid="feedback-average">
          <p className="text-4xl font-semibold tabular-nums text-slate-900">{s.average === null ? 'N/A' : s.average.toFixed(1)}</p>
          <StarRating rating={s.average} />
          <p className="mt-1 text-sm text-slate-600">{s.count === 1 ? '1 rating' : `${s.count} ratings`}</p>
        </div>
        <table className="text-sm sm:col-span-1" aria-label="Ratings by star">
          <tbody>
            {s.by_star.map((b) => (
              <tr key={b.stars}>
                <th scope="row" className="pr-2 text-left font-normal text-slate-600">{b.stars} ★</th>
                <td className="w-full py-0.5">
                  <div className="h-2 rounded bg-slate-100" aria-hidden>
                    <div className="h-2 rounded bg-amber-400" style={{ width: `${(b.count / most) * 100}%` }} />
                  </div>
                </td>
                <td className="pl-2 text-right tabular-nums">{b.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="text-sm" aria-label="Feedback by source">
          <tbody>
            {s.by_source.map((b) => (
              <tr key={b.source}>
                <th scope="row" className="pr-2 text-left font-normal text-slate-600">{b.source}</th>
                <td className="text-right tabular-nums">{b.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function FeedbackList({ machineId }: { machineId: number }) {
  const defs = useMemo<FilterDef[]>(() => [
    { kind: 'multi', key: 'source', label: 'Source', options: SOURCES },
    { kind: 'multi', key: 'rating', label: 'Rating', options: RATINGS },
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
