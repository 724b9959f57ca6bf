/**
 * The column widths of DataTable. Rows are separate flex rows placed by offset (so a scroll
 * can reuse them), which rules out the browser sizing columns to their content as a table
 * does; this sizes them from the text instead, as one flex style per column that the header
 * and every row share:
 * - a column with a `width` keeps it;
 * - the others share what is left in proportion to their longest text (header included),
 *   and never get narrower than their longest word (their whole text when it must not
 *   wrap), so an email or a code is not broken;
 * - the Action column is as wide as its two icons.
 * Only the first rows are read: a 100,000-row list must not cost a pass over every row.
 */
import type { CSSProperties } from 'react';
import type { Column } from './types.ts';

export const ACTIONS_WIDTH = 96;
/** Room kept for each column without a width. */
export const FLEXIBLE_MIN_WIDTH = 100;
/** Rows read for the text lengths. */
export const SAMPLED_ROWS = 100;
/** A word longer than this may break rather than widen its column further. */
const LONGEST_WORD_CAP = 32;
/**
 * About the widest a character of the body's 14 px text gets, in px. In px, not `ch`: the
 * header row's smaller text would resolve `ch` to other widths than the body rows'.
 */
const CHAR_WIDTH = 9;
/** A cell's side padding plus a sort icon's room, in px. */
const CELL_ROOM = 28;

type SizedColumn<Row> = Pick<Column<Row, string>, 'key' | 'header' | 'value' | 'render' | 'csv' | 'width' | 'className'>;

export interface TableTracks {
  /** Each column's cell style (the Action column's last), for the header row and every body row. */
  cells: CSSProperties[];
  /** The width the table never gets narrower than, in px. */
  minWidth: number;
}

export function columnTracks<Row>(columns: SizedColumn<Row>[], rows: readonly Row[], hasActions: boolean): TableTracks {
  const sample = rows.slice(0, SAMPLED_ROWS);
  const tracks = columns.map((column) => {
    if (column.width) return fixed(column.width);
    const texts = [column.header, ...sample.map((row) => cellText(column, row))];
    const longest = Math.max(...texts.map((text) => text.length));
    const words = column.className?.includes('whitespace-nowrap') ? texts : texts.flatMap((text) => text.split(/\s+/));
    const longestWord = Math.min(LONGEST_WORD_CAP, Math.max(...words.map((word) => word.length)));
    const min = Math.max(FLEXIBLE_MIN_WIDTH, longestWord * CHAR_WIDTH + CELL_ROOM);
    // From nothing, growing by its share and never below its minimum: what a grid's
    // minmax(min, share fr) track does, the same in every row.
    return { min, style: { flex: `${Math.max(1, longest)} 0 0px`, minWidth: min } };
  });
  if (hasActions) tracks.push(fixed(ACTIONS_WIDTH));
  // Never narrower than its columns: the table scrolls sideways rather than squeeze them.
  return { cells: tracks.map((t) => t.style), minWidth: tracks.reduce((sum, t) => sum + t.min, 0) };
}

const fixed = (width: number) => ({ min: width, style: { flex: `0 0 ${width}px` } });

/** The text a cell shows; for a cell drawn as an element (a badge, a link), its CSV text. */
function cellText<Row>(column: SizedColumn<Row>, row: Row): string {
  const shown = column.render ? column.render(row) : column.value ? column.value(row) : (row as Record<string, unknown>)[column.key];
  if (typeof shown === 'string' || typeof shown === 'number') return String(shown);
  const exported = typeof column.csv === 'function' ? column.csv(row) : undefined;
  return typeof exported === 'string' || typeof exported === 'number' ? String(exported) : '';
}
