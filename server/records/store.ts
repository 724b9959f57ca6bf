/** The store as a record: who reaches which stores, and looking one up for a screen. */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { stores } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { tenancy, type ScopeCaller } from '../kit/scope.ts';

/** Their company's stores, and only their franchise's when they belong to one. */
export const storeScope = tenancy({ company: stores.company_id, franchise: { column: stores.franchise_id } });

/** A store the caller may see, or 404. */
export async function visibleStore(db: Db | Tx, caller: ScopeCaller, id: number) {
  const [row] = await db.select().from(stores).where(and(eq(stores.id, id), storeScope(caller)));
  if (!row) throw notFound('Store');
  return row;
}
