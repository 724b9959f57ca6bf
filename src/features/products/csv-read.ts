/**
 * Reading the product import file with papaparse (the pick of LIBRARIES.md: RFC 4180 quoting,
 * line breaks inside quotes, CRLF or LF, a BOM). Rows come one at a time; every few thousand
 * the parser pauses so the browser can paint the progress bar, and each row keeps the line it
 * starts on in the file, which the report of refused rows names.
 */
import Papa from 'papaparse';
import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '../../../contract/actions/products.ts';

/** Rows of cells, each with its first line in the file (1-based). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

const ROWS_PER_PAUSE = 2000;

export function readCsv(text: string, onProgress?: (fraction: number) => void): Promise<CsvRecord[]> {
  // One line ending throughout: papaparse takes the first it meets for the whole file.
  const body = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  const records: CsvRecord[] = [];
  let line = 1;
  let cursor = 0;
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(body, {
      newline: '\n',
      step: (result, parser) => {
        records.push({ line, cells: result.data });
        // The cursor stands past the row's line break: the next row starts after every break read.
        const end = result.meta.cursor;
        for (let i = cursor; i < end; i++) if (body.charCodeAt(i) === 10) line += 1;
        cursor = end;
        if (records.length % ROWS_PER_PAUSE === 0) {
          parser.pause();
          onProgress?.(end / body.length);
          setTimeout(() => parser.resume(), 0);
        }
      },
      complete: () => {
        onProgress?.(1);
        resolve(records.filter((r) => !(r.cells.length === 1 && r.cells[0] === '')));
      },
      error: (error: Error) => reject(error),
    });
  });
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

/** A CSV of the given rows under the import's header (the sample file, the refused rows). */
export function productCsv(rows: Partial<Record<ProductCsvColumn | 'problems', string>>[], extra: 'problems' | null = null): string {
  const columns: (ProductCsvColumn | 'problems')[] = extra ? [...PRODUCT_CSV_COLUMNS, extra] : [...PRODUCT_CSV_COLUMNS];
  return Papa.unparse({ fields: columns, data: rows.map((r) => columns.map((c) => r[c] ?? '')) }, { newline: '\r\n' }) + '\r\n';
}
