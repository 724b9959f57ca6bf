/** Raw rows of a query on a test's database, for the DEX stock tests' checks of slots, orders and the ledger. */
import type { sql } from 'drizzle-orm';
import type { TestApi } from './harness.ts';

export async function rowsOf<T>(api: TestApi, query: ReturnType<typeof sql>): Promise<T[]> {
  const r = await api.services.db.execute(query);
  return (r as unknown as { rows?: T[] }).rows ?? (r as unknown as T[]);
}
