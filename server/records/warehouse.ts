/** The warehouse as a record: who reaches which warehouses, and looking one up for a screen or a filter. */
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { warehouses } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { refuseUngranted, tenancy, type ScopeCaller } from '../kit/scope.ts';

/** Their company's warehouses (not deleted), and only their franchise's when they belong to one. */
export const warehouseScope = tenancy({ company: warehouses.company_id, franchise: { column: warehouses.franchise_id }, warehouses: [warehouses.id], deletedAt: warehouses.deleted_at });

/** A warehouse the caller may see, or 404. */
export async function visibleWarehouse(db: Db | Tx, caller: ScopeCaller, id: number) {
  const [row] = await db.select().from(warehouses).where(and(eq(warehouses.id, id), warehouseScope(caller)));
  if (!row) {
    await refuseUngranted(caller, async (viewer) => (await db.select({ id: warehouses.id }).from(warehouses).where(and(eq(warehouses.id, id), warehouseScope(viewer)))).length > 0);
    throw notFound('Warehouse');
  }
  return row;
}
