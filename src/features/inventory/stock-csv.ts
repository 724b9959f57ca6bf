/**
 * Reading a bulk stock file in the browser before it is sent: the same reading as the server's
 * (contract/stock-file.ts), in slices that yield to the browser so a 10,000-row file moves the
 * progress bar and a bad header or an empty file is said at once, without a round trip.
 */
import { csvRecords, stockFileLayout, stockRow, type StockFile, type StockFileRow } from '../../../contract/stock-file.ts';

export async function readStockFile(text: string, progress: (done: number, total: number) => void = () => undefined, slice = 1_000): Promise<StockFile> {
  const records = csvRecords(text);
  const layout = stockFileLayout(records);
  if (!layout.ok) return layout;
  const rows: StockFileRow[] = [];
  const body = records.slice(1);
  for (let i = 0; i < body.length; i += slice) {
    for (const r of body.slice(i, i + slice)) rows.push(stockRow(r, layout.at));
    progress(Math.min(i + slice, body.length), body.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { ok: true, rows };
}
