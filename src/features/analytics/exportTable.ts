/**
 * Downloads of an analytics table: CSV through papaparse (formulas escaped, like every CSV
 * export) and a spreadsheet through write-excel-file, loaded only when asked for.
 */
import Papa from 'papaparse';
import { downloadText } from '../../ui/table/csv.ts';

export interface ExportTable {
  headers: string[];
  rows: (string | number)[][];
}

export function downloadCsv(fileName: string, table: ExportTable) {
  downloadText(`${fileName}.csv`, Papa.unparse({ fields: table.headers, data: table.rows }, { escapeFormulae: true, newline: '\r\n' }) + '\r\n');
}

export async function downloadXlsx(fileName: string, table: ExportTable) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const header = table.headers.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = table.rows.map((row) => row.map((value) => ({ value })));
  await writeXlsxFile([header, ...body]).toFile(`${fileName}.xlsx`);
}
