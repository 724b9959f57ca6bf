/**
 * What every feedback list shares (product and machine feedback, and customer feedback to
 * come): the columns date, source, rating, message and customer; the filters by source, rating
 * and date; and how those filters become the list action's request fields.
 */
import { FEEDBACK_SOURCES, type FeedbackSource } from '../../contract/actions/product-feedback.ts';
import { StarRating } from './Badges.tsx';
import { RATING_OPTIONS } from './FeedbackSummary.tsx';
import type { FilterDef } from './filters/filterState.ts';
import type { Filters } from './filters/useFilters.ts';
import { formatDate } from './format.ts';
import type { Column } from './table/types.ts';

export interface FeedbackRow {
  created_at: string;
  source: string;
  rating: number;
  message: string;
  customer_name: string;
}

/** The shared columns; a screen appends what its feedback is linked to (a machine, an order). */
export function feedbackColumns<Row extends FeedbackRow>(): Column<Row, 'created_at' | 'rating'>[] {
  return [
    { key: 'created_at', header: 'Date', sortKey: 'created_at', render: (f) => formatDate(f.created_at), csv: (f) => f.created_at },
    { key: 'source', header: 'Source' },
    { key: 'rating', header: 'Rating', sortKey: 'rating', render: (f) => <StarRating rating={f.rating} />, csv: (f) => String(f.rating) },
    { key: 'message', header: 'Message', render: (f) => f.message || '--', csv: (f) => f.message },
    { key: 'customer_name', header: 'Customer', render: (f) => f.customer_name || '--', csv: (f) => f.customer_name },
  ];
}

export const FEEDBACK_FILTERS: readonly FilterDef[] = [
  { kind: 'multi', key: 'source', label: 'Source', options: FEEDBACK_SOURCES.map((name) => ({ id: name, name })) },
  { kind: 'multi', key: 'rating', label: 'Rating', options: RATING_OPTIONS },
  { kind: 'date', key: 'given', label: 'Date' },
];

/** The request fields the feedback filters set (the list actions share their names). */
export function feedbackFilterFields(filters: Filters) {
  return {
    source: filters.strings('source') as FeedbackSource[] | undefined,
    rating: filters.numbers('rating'),
    ...filters.range('given', { from: 'from', to: 'to' }),
  };
}
