/**
 * CSV export of a list's current filter and sort: every page of the action (2000 rows
 * per call, the protocol's limit), up to CSV_MAX_ROWS, as a UTF-8 file with a BOM so
 * spreadsheet programs read the rupee sign.
 */
import Papa from 'papaparse';
import { MAX_LIST_LIMIT } from '../../../contract/constants.ts';
import { call } from '../../api/client.ts';
import type { Column, ListSpec } from './types.ts';

export const CSV_MAX_ROWS = 100_000;

export function csvColumns<Row>(columns: Column<Row, string>[]) {
  return columns.filter((c) => c.csv !== false);
}

/**
 * The rows under the columns' headers, written by papaparse (docs/decisions.md): quoting as
 * RFC 4180 wants, CRLF line ends, and `escapeFormulae` so that a cell starting with = + - @
 * cannot run as a formula in a spreadsheet.
 */
export function toCsv<Row>(columns: Column<Row, string>[], rows: Row[]): string {
  const used = csvColumns(columns);
  const data = rows.map((row) => used.map((c) => {
    const value = typeof c.csv === 'function' ? c.csv(row) : c.value ? c.value(row) : (row as Record<string, unknown>)[c.key];
    return value === null || value === undefined ? '' : typeof value === 'string' ? value : String(value);
  }));
  return Papa.unparse({ fields: used.map((c) => c.header), data }, { escapeFormulae: true, newline: '\r\n' }) + '\r\n';
}

/** Fetches every row of the request, page by page. */
export async function fetchAllRows<Row>(spec: ListSpec, request: Record<string, unknown>, max = CSV_MAX_ROWS): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; offset < max; offset += MAX_LIST_LIMIT) {
    const limit = Math.min(MAX_LIST_LIMIT, max - offset);
    const body = await call(spec, { ...request, offset, limit } as never);
    rows.push(...(body.data as Row[]));
    if (body.data.length < limit || rows.length >= body.total) break;
  }
  return rows;
}

/** Saves text as a file; CSV starts with a BOM for spreadsheets, `bom: false` keeps a file byte for byte (a DEX audit, whose G85 covers its text). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8', bom = true) {
  const url = URL.createObjectURL(new Blob(bom ? ['\uFEFF', text] : [text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
