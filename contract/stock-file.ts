/**
 * The bulk stock file (upload.warehouse_stock), read the same way in the browser (for the
 * progress bar and an early word on a bad header) and on the server (which decides): RFC 4180
 * CSV (quoted cells, doubled quotes, CRLF or LF, a BOM), the header checked against
 * BULK_STOCK_COLUMNS in any case and order, and every row as its line number and the two
 * cells as written, by papaparse (docs/decisions.md "Inventory").
 */
import Papa from 'papaparse';
import { BULK_STOCK_COLUMNS, INVENTORY_MESSAGES, MAX_UPLOAD_ROWS } from './actions/inventory.ts';

export interface StockFileRow {
  line: number;
  sku: string;
  quantity: string;
}

/** The records of a CSV text (read by papaparse), each with the line it starts on; blank lines are left out. */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  // One line ending throughout: papaparse keeps the first it meets for the whole text.
  const body = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  const records: { line: number; cells: string[] }[] = [];
  let line = 1;
  let cursor = 0;
  Papa.parse<string[]>(body, {
    newline: '\n',
    step: (result) => {
      records.push({ line, cells: result.data });
      // The cursor stands past the row's line break: the next row starts after every break read.
      for (let i = cursor; i < result.meta.cursor; i++) if (body.charCodeAt(i) === 10) line += 1;
      cursor = result.meta.cursor;
    },
  });
  return records.filter((r) => r.cells.some((c) => c.trim() !== ''));
}

export type StockFile = { ok: true; rows: StockFileRow[] } | { ok: false; message: string };

/** Where the two columns are, or why the file cannot be read. */
export function stockFileLayout(records: { cells: string[] }[]): { ok: true; at: [number, number] } | { ok: false; message: string } {
  const names = records[0]?.cells.map((c) => c.trim().toLowerCase()) ?? [];
  const at = BULK_STOCK_COLUMNS.map((column) => names.indexOf(column));
  if (!records.length || at.some((index) => index < 0)) return { ok: false, message: INVENTORY_MESSAGES.badHeader };
  if (records.length === 1) return { ok: false, message: INVENTORY_MESSAGES.emptyFile };
  if (records.length - 1 > MAX_UPLOAD_ROWS) return { ok: false, message: INVENTORY_MESSAGES.tooManyRows };
  return { ok: true, at: [at[0]!, at[1]!] };
}

export const stockRow = (r: { line: number; cells: string[] }, at: [number, number]): StockFileRow =>
  ({ line: r.line, sku: r.cells[at[0]] ?? '', quantity: r.cells[at[1]] ?? '' });

/** The whole file at once (the server's reading). */
export function parseStockFile(text: string): StockFile {
  const records = csvRecords(text);
  const layout = stockFileLayout(records);
  if (!layout.ok) return layout;
  return { ok: true, rows: records.slice(1).map((r) => stockRow(r, layout.at)) };
}

/** The sample file: the header and a row per given product (its SKU and a quantity to set). */
export function sampleStockFile(examples: readonly { sku: string; quantity: number }[]): string {
  return Papa.unparse({ fields: [...BULK_STOCK_COLUMNS], data: examples.map((e) => [e.sku, String(e.quantity)]) }, { newline: '\r\n' }) + '\r\n';
}
