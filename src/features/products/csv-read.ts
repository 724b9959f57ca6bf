/**
 * Reading the product import file. papaparse (the pick of LIBRARIES.md) is not installed in
 * this checkout, so this is a small RFC 4180 reader: quoted cells with "" escapes, commas
 * and line breaks inside quotes, CRLF or LF, a UTF-8 BOM. It reads in slices and yields to
 * the browser between them, reporting progress, so a large file keeps the page responsive.
 */
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '../../../contract/actions/products.ts';

/** Rows of cells, each with its first line in the file (1-based). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

const SLICE = 64 * 1024;
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function readCsv(text: string, onProgress?: (fraction: number) => void): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let sliceEnd = i + SLICE;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
  };
  while (i < text.length) {
    if (i >= sliceEnd) {
      onProgress?.(i / text.length);
      await pause();
      sliceEnd = i + SLICE;
    }
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') { cell += '"'; i += 2; continue; }
        quoted = false;
      } else {
        if (ch === '\n') line += 1;
        cell += ch;
      }
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') { cells.push(cell); cell = ''; }
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else cell += ch;
    i += 1;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  onProgress?.(1);
  return records;
}

const ALIASES: Record<string, ProductCsvColumn> = { net_weight: 'net_quantity', netquantity: 'net_quantity', product_name: 'name' };
const headerKey = (h: string) => {
  const key = h.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return ALIASES[key] ?? key;
};

export type ProductCsvRow = Partial<Record<ProductCsvColumn, string>> & { line: number };

/** The file's rows by column name (the header row names them, in any order); blank lines dropped. */
export function productRows(records: CsvRecord[]): { rows: ProductCsvRow[]; missing: ProductCsvColumn[] } {
  const [header, ...body] = records;
  const positions = new Map<ProductCsvColumn, number>();
  (header?.cells ?? []).forEach((h, index) => {
    const key = headerKey(h) as ProductCsvColumn;
    if ((PRODUCT_CSV_COLUMNS as readonly string[]).includes(key) && !positions.has(key)) positions.set(key, index);
  });
  const missing = PRODUCT_CSV_COLUMNS.filter((c) => c !== 'description' && !positions.has(c));
  const rows = body
    .filter((r) => r.cells.some((c) => c.trim() !== ''))
    .map((r) => {
      const row: ProductCsvRow = { line: r.line };
      for (const [column, index] of positions) row[column] = (r.cells[index] ?? '').slice(0, 1000);
      return row;
    });
  return { rows, missing };
}

const quote = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** A CSV of the given rows under the import's header (the sample file, the refused rows). */
export function productCsv(rows: Partial<Record<ProductCsvColumn | 'problems', string>>[], extra: 'problems' | null = null): string {
  const columns: (ProductCsvColumn | 'problems')[] = extra ? [...PRODUCT_CSV_COLUMNS, extra] : [...PRODUCT_CSV_COLUMNS];
  return [columns.join(','), ...rows.map((r) => columns.map((c) => quote(r[c] ?? '')).join(','))].join('\r\n') + '\r\n';
}
