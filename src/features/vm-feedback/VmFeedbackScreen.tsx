/**
 * /vm-feedback/{id} (id = the machine's): what consumers and partners said about a machine. The
 * machine's name as heading (back to /vm/{id}), the summary — average on the 5-star scale, how
 * many, the count by star and by source — then the feedback itself (date, source, rating,
 * message, customer, order), paged on the server, filtered by source and rating with the filters
 * in the URL, searchable, CSV. Read-only: feedback comes from the apps and customer care.
 */
import { Link } from 'wouter';
import { getVmFeedbackSummary, listVmFeedback } from '../../../contract/actions/vm-feedback.ts';
import { paths } from '../../platform/paths.ts';
import { useIdParam } from '../../platform/record/parse-id.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import { DataTable, FEEDBACK_FILTERS, FeedbackSummary, FilterBar, LinkButton, columnsFor, feedbackColumns, feedbackFilterFields, useFilters, useListQuery } from '../../ui/index.ts';

const columns = columnsFor(listVmFeedback, [
  ...feedbackColumns(),
  {
    key: 'order',
    header: 'Order',
    render: (f) => (f.order ? <Link href={paths.order(f.order.id)} className="font-mono text-indigo-700 hover:underline">{f.order.order_id}</Link> : '--'),
    csv: (f) => f.order?.order_id ?? '',
  },
]);

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
  const filters = useFilters(FEEDBACK_FILTERS);
  const query = useListQuery(listVmFeedback, {
    defaultSort: { sortBy: 'created_at', sortDir: 'DESC' },
    filters: {
      vending_machine_id: machineId,
      ...feedbackFilterFields(filters),
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
