/**
 * Runs a bulk command on its rows in chunks, so the dialog shows progress as the server answers
 * (each chunk is one `bulk.{resource}` request; the server runs each record in its own transaction).
 */
import type { BulkCommand } from '../../../commands/bulk.ts';
import { BULK_LIMIT, type BulkRecordResult } from '../../../contract/actions/bulk.ts';
import { call, errorMessage } from '../../api/client.ts';
import { rowKey } from '../../ui/table/selection.ts';

export type RecordResult = BulkRecordResult;

/** Records per request: small enough to show progress, well under the server's BULK_LIMIT. */
export const BULK_CHUNK = Math.min(20, BULK_LIMIT);

/**
 * Sends the rows' ids chunk by chunk, reporting each chunk's results; stops when `stopped()`
 * says so or a request fails as a whole (the rest are reported refused with its message).
 */
export async function runBulk<Row>(command: BulkCommand<Row>, rows: readonly Row[], fields: Record<string, unknown> | undefined, report: (results: RecordResult[]) => void, stopped: () => boolean): Promise<void> {
  const ids = rows.map((row) => Number(rowKey(row)));
  for (let at = 0; at < ids.length && !stopped(); at += BULK_CHUNK) {
    const chunk = ids.slice(at, at + BULK_CHUNK);
    try {
      const body = await call(command.bulk, { target: command.target.name, ids: chunk, ...(fields ? { fields } : {}) } as never);
      report((body as { data: { results: RecordResult[] } }).data.results);
    } catch (error) {
      const message = errorMessage(error);
      report(ids.slice(at).map((id) => ({ id, status: 'refused', message })));
      return;
    }
  }
}
