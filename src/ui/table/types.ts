/** Types shared by the table pieces: a list action of the contract, its row and sort keys. */
import type { ReactNode } from 'react';
import type { Infer, Struct } from 'superstruct';
import type { ActionSpec, InputOf } from '../../../contract/action.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ListSpec = ActionSpec<any, { data: any[]; total: number }>;
export type RowOf<A extends ListSpec> = Infer<A['response']>['data'][number];
export type SortKeyOf<A extends ListSpec> = InputOf<A> extends { sortBy?: infer K } ? Extract<K, string> : never;
/** The list's request without the paging fields the table owns. */
export type FiltersOf<A extends ListSpec> = Partial<Omit<InputOf<A>, 'offset' | 'limit' | 'sortBy' | 'sortDir' | 'search'>>;

export interface Column<Row, SortKey extends string = string> {
  key: string;
  header: string;
  /** The raw value (for display, CSV and "--"); defaults to `row[key]`. */
  value?: (row: Row) => unknown;
  /**
   * A custom cell; defaults to the value as text, "--" when empty. A scroll hands row
   * elements, and the components in them, from one row to another: a cell keeps no state
   * of its own about its row.
   */
  render?: (row: Row) => ReactNode;
  /** Makes the header sortable by this `sortBy` value of the action. */
  sortKey?: SortKey;
  /** CSV cell; defaults to the value. `false` leaves the column out of the export. */
  csv?: ((row: Row) => string | number | boolean | null | undefined) | false;
  align?: 'left' | 'right' | 'center';
  className?: string;
  /** Width in px. Columns without one share what is left by their text (column-tracks.ts). */
  width?: number;
  /** In the CSV export only, not on the screen (where another cell shows it and there is no room). */
  exportOnly?: boolean;
}

/** Identity helper so a screen's columns get the row and sort key types of its action. */
export function columnsFor<A extends ListSpec>(_spec: A, columns: Column<RowOf<A>, SortKeyOf<A>>[]) {
  return columns;
}

/** The sortBy values a list action accepts (from its superstruct request schema). */
export function sortKeysOf(spec: ListSpec): string[] {
  const schema = (spec.request as Struct<unknown, Record<string, Struct<unknown, unknown>>>).schema;
  const sortBy = schema && typeof schema === 'object' ? (schema as Record<string, { schema?: unknown }>).sortBy : undefined;
  const values = sortBy?.schema;
  return values && typeof values === 'object' ? Object.keys(values as object) : [];
}
