/** The store as a record: who reaches which stores, how one is read, and looking one up for a screen. */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { Store, StoreRow } from '../../contract/actions/stores.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { franchises, stockMovements, stores, users, vendingMachines } from '../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy, type ScopeCaller } from '../kit/scope.ts';

/**
 * Their company's stores, deleted ones left out; only their franchise's when they belong to one;
 * and a store manager (a user with a store) only their own store.
 */
export const storeScope = tenancy({
  company: stores.company_id,
  franchise: { column: stores.franchise_id },
  deletedAt: stores.deleted_at,
  also: (caller: ScopeCaller) => (caller.store_id ? eq(stores.id, caller.store_id) : undefined),
});

/** A store the caller may see, or 404. */
export async function visibleStore(db: Db | Tx, caller: ScopeCaller, id: number) {
  const [row] = await db.select().from(stores).where(and(eq(stores.id, id), storeScope(caller)));
  if (!row) throw notFound('Store');
  return row;
}

type StoreFranchise = { id: number; name: string; type: string };

export function toStoreRow(row: typeof stores.$inferSelect, franchise: StoreFranchise): Infer<typeof StoreRow> {
  return {
    id: row.id,
    name: row.name,
    franchise,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
    country: row.country,
    state: row.state,
    city: row.city,
    pincode: row.pincode,
    latitude: row.latitude,
    longitude: row.longitude,
    is_active: row.is_active,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

/** Stores with their franchise (every store has one: they are created under a franchise). */
export const selectStores = (db: Db) =>
  db.select({ store: stores, franchise: { id: franchises.id, name: franchises.name, type: franchises.type } })
    .from(stores)
    .innerJoin(franchises, eq(franchises.id, stores.franchise_id));

async function readStore(db: Db, caller: Caller, id: number): Promise<Infer<typeof Store>> {
  const [r] = await selectStores(db).where(and(eq(stores.id, id), storeScope(caller)));
  if (!r) throw notFound('Store');
  const [managers, machines] = await Promise.all([
    db.select({ id: users.id, first: users.first_name, last: users.last_name, email: users.email })
      .from(users).where(and(eq(users.store_id, id), isNull(users.deleted_at))).orderBy(asc(users.first_name), asc(users.id)),
    db.select({ id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code })
      .from(vendingMachines).where(and(eq(vendingMachines.store_id, id), isNull(vendingMachines.deleted_at))).orderBy(asc(vendingMachines.name), asc(vendingMachines.id)),
  ]);
  return {
    ...toStoreRow(r.store, r.franchise),
    managers: managers.map((m) => ({ id: m.id, name: `${m.first} ${m.last}`.trim(), email: m.email })),
    machines,
  };
}

export const storeRecord = defineRecord({
  entity: 'store',
  table: stores,
  noun: 'Store',
  title: (s) => `Store ${s.name}`,
  scope: storeScope,
  read: readStore,
});

/** Units the store holds: what the ledger moved into it less what it moved out. */
export async function storeStockUnits(db: Db | Tx, storeId: number): Promise<number> {
  const into = and(eq(stockMovements.to_kind, 'store'), eq(stockMovements.to_id, storeId));
  const [r] = await db
    .select({ units: sql<number>`coalesce(sum(case when ${into} then ${stockMovements.quantity} else -${stockMovements.quantity} end), 0)::int` })
    .from(stockMovements)
    .where(or(into, and(eq(stockMovements.from_kind, 'store'), eq(stockMovements.from_id, storeId))));
  return Number(r?.units ?? 0);
}
