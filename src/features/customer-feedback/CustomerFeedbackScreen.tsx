/**
 * /customer-feedback: every feedback customers and partners gave, about a machine or a product —
 * the summary of what the filters choose (average on the 5-star scale, count by star and by
 * source, as on /vm-feedback), then the feedback itself (date, source, rating, message, customer,
 * about, order, machine, product), paged on the server, filtered by source, rating, date, about,
 * machine and product with the filters in the URL, searchable, CSV. A row opens its feedback.
 * "Email report" asks for the machines' feedback report over the dates shown.
 */
import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import {
  FEEDBACK_ABOUT, getCustomerFeedbackOptions, getCustomerFeedbackSummary, listCustomerFeedback, type FeedbackAbout,
} from '../../../contract/actions/customer-feedback.ts';
import { requestFeedbackReport } from '../../../contract/actions/report-requests.ts';
import { paths } from '../../platform/paths.ts';
import { useEmailReport } from '../../platform/reports/EmailReport.tsx';
import { useRecord } from '../../platform/record/useRecord.ts';
import {
  Button, DataTable, FEEDBACK_FILTERS, FeedbackSummary, FilterBar, columnsFor, feedbackColumns, feedbackFilterFields, useFilters, useListQuery,
  type FilterDef,
} from '../../ui/index.ts';

export const ABOUT_NAMES: Record<FeedbackAbout, string> = { machine: 'Machine', product: 'Product' };

const columns = columnsFor(listCustomerFeedback, [
  ...feedbackColumns(),
  { key: 'about', header: 'About', render: (f) => ABOUT_NAMES[f.about], csv: (f) => ABOUT_NAMES[f.about] },
  {
    key: 'order',
    header: 'Order',
    render: (f) => (f.order ? <Link href={paths.order(f.order.id)} className="font-mono text-indigo-700 hover:underline">{f.order.order_id}</Link> : '--'),
    csv: (f) => f.order?.order_id ?? '',
  },
  { key: 'machine', header: 'Machine', render: (f) => f.machine?.name ?? '--', csv: (f) => f.machine?.name ?? '' },
  { key: 'product', header: 'Product', render: (f) => f.product?.name ?? '--', csv: (f) => f.product?.name ?? '' },
]);

type ListInput = (typeof listCustomerFeedback)['request']['TYPE'];

export default function CustomerFeedbackScreen() {
  const [, navigate] = useLocation();
  const options = useRecord(getCustomerFeedbackOptions, {}, { quiet: true }).data;
  const defs = useMemo<FilterDef[]>(() => [
    ...FEEDBACK_FILTERS,
    { kind: 'multi', key: 'about', label: 'About', options: FEEDBACK_ABOUT.map((id) => ({ id, name: ABOUT_NAMES[id] })) },
    { kind: 'multi', key: 'machine', label: 'Vending Machine', options: options?.machines.map((m) => ({ id: m.id, name: `${m.name} (${m.code})` })) ?? [] },
    { kind: 'multi', key: 'product', label: 'Product', options: options?.products.map((p) => ({ id: p.id, name: `${p.name} (${p.sku})` })) ?? [] },
  ], [options]);
  const filters = useFilters(defs);
  const chosen = {
    ...feedbackFilterFields(filters),
    about: filters.strings('about') as ListInput['about'],
    vending_machine_id: filters.numbers('machine'),
    product_id: filters.numbers('product'),
  };
  // The summary follows the same filters (useRecord asks again when they change).
  const summary = useRecord(getCustomerFeedbackSummary, chosen);
  const query = useListQuery(listCustomerFeedback, { defaultSort: { sortBy: 'created_at', sortDir: 'DESC' }, filters: chosen });
  // The emailed feedback report is the machines' feedback over the dates shown (contract/report-requests.ts).
  const email = useEmailReport('feedback', requestFeedbackReport, filters.range('given', { from: 'from', to: 'to' }));
  return (
    <div className="space-y-4">
      {summary.data && <FeedbackSummary summary={summary.data} heading="Customer feedback" />}
      <FilterBar filters={filters} />
      {email.gate.allowed && <div className="flex justify-end"><Button variant="secondary" onClick={email.gate.run}>Email report</Button></div>}
      {email.dialog}
      <DataTable
        query={query}
        columns={columns}
        label="Customer feedback"
        exportName="customer-feedback"
        searchPlaceholder="Search message, customer, order, machine or product"
        pager="filter-bar"
        onOpen={(f) => navigate(paths.customerFeedbackById(f.key))}
      />
    </div>
  );
}
