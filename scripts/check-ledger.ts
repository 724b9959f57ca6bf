/**
 * `npm run check:ledger`: proves the books add up on any data — the embedded database in
 * DATA_DIR (default ./data; stop the console first, PGlite is one process) or the PostgreSQL
 * server of DATABASE_URL. Prints every place whose stock is not the sum of its movements and
 * every received cash collection whose amount is not what its cash movements add up to, and
 * every machine stock total that is not its slots' sum; exits 1 when there is any.
 */
import { resolve } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { cashLedgerViolations, machineTotalsViolations, stockLedgerViolations } from '../server/stock/check.ts';

const databaseUrl = process.env.DATABASE_URL || undefined;
const database = await openDatabase(databaseUrl ? { databaseUrl, poolSize: 2 } : { dataDir: resolve(process.env.DATA_DIR ?? 'data') });
try {
  const began = performance.now();
  const [stock, cash, machines] = await Promise.all([stockLedgerViolations(database.db), cashLedgerViolations(database.db), machineTotalsViolations(database.db)]);
  const took = Math.round(performance.now() - began);
  for (const line of [...stock, ...cash, ...machines]) console.log(line);
  console.log(`stock: ${stock.length} places off; cash: ${cash.length} collections off; machine totals: ${machines.length} off (${took} ms)`);
  process.exitCode = stock.length || cash.length || machines.length ? 1 : 0;
} finally {
  await database.close();
}
