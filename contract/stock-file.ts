/**
 * The bulk stock file (upload.warehouse_stock), read the same way in the browser (for the
 * progress bar and an early word on a bad header) and on the server (which decides): RFC 4180
 * CSV (quoted cells, doubled quotes, CRLF or LF, a BOM), the header checked against
 * BULK_STOCK_COLUMNS in any case and order, and every row as its line number and the two
 * cells as written. papaparse is not installed here; this is the small part of it the upload
 * needs (docs/decisions.md "Inventory").
 */
import { BULK_STOCK_COLUMNS, INVENTORY_MESSAGES, MAX_UPLOAD_ROWS } from './actions/inventory.ts';

export interface StockFileRow {
  line: number;
  sku: string;
  quantity: string;
}

/** The records of a CSV text, each with the line it starts on; blank lines are left out. */
export function csvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => { cells.push(cell); records.push({ line: start, cells }); cells = []; cell = ''; };
  for (let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (c === '"') quoted = false;
      else { if (c === '\n') line++; cell += c; }
    } else if (c === '"') quoted = true;
    else if (c === ',') { cells.push(cell); cell = ''; } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      end();
      line++;
      start = line;
    } else cell += c;
  }
  if (cell !== '' || cells.length) end();
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
  const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  return [BULK_STOCK_COLUMNS.join(','), ...examples.map((e) => `${quote(e.sku)},${e.quantity}`)].join('\r\n') + '\r\n';
}
