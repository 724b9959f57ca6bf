/**
 * `npm run archive -- --before 2024-01`: archives the history (orders and their lines, the audit
 * trail, machine events, notifications: server/db/partitions.ts) of every month before the one
 * given, by detaching its partitions (server/history-archive.ts). No row is deleted: each month becomes a plain table in the
 * `history_archive` schema, queryable there, and leaves every live list and query plan.
 * Runs on DATA_DIR (default ./data; stop the console first) or the server of DATABASE_URL.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '../server/db/client.ts';
import { parseMonth } from '../server/db/partitions.ts';
import { archiveHistory } from '../server/history-archive.ts';

const { values } = parseArgs({ options: { before: { type: 'string' } } });
const before = parseMonth(values.before ?? '');
if (!before) {
  console.error('Usage: npm run archive -- --before YYYY-MM (months before that one are archived)');
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 1 } : { dataDir: join(resolve(process.env.DATA_DIR ?? 'data'), 'pglite') });
try {
  await migrateDatabase(database);
  const archived = await archiveHistory(database.db, before);
  for (const name of archived) console.log(`archived ${name}`);
  console.log(`${archived.length} month partitions archived before ${values.before}`);
} finally {
  await database.close();
}
