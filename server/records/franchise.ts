/**
 * The franchise as a record of the pipeline: who reaches which (the company's; franchise staff
 * only their own), how it is read (with its locations, and for the view its admins,
 * warehouses, stores and machines), and its locations replaced as a set.
 */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import {
  FRANCHISE_MESSAGES, FRANCHISE_VIEW_MACHINES, type FranchiseDetail, type FranchiseLocation, type FranchiseRow, type FranchiseType,
} from '../../contract/actions/franchises.ts';
import { FRANCHISE_ROLE_CODES } from '../../contract/actions/users.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { companies, franchiseLocations, franchises, roles, stores, users, vendingMachines, warehouses } from '../db/schema/index.ts';
import { invalid, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';
import { stateCodeOf } from './places.ts';

type Location = Infer<typeof FranchiseLocation>;

/** The company's franchises, deleted ones left out; franchise staff reach only their own. */
export const franchiseScope = tenancy({ company: franchises.company_id, deletedAt: franchises.deleted_at, franchise: { column: franchises.id } });

/** Each franchise's locations, by state then city. */
export async function locationsOf(db: Db | Tx, ids: readonly number[]): Promise<Map<number, Location[]>> {
  const byFranchise = new Map<number, Location[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byFranchise;
  const rows = await db
    .select()
    .from(franchiseLocations)
    .where(inArray(franchiseLocations.franchise_id, [...ids]))
    .orderBy(asc(franchiseLocations.state), asc(franchiseLocations.city), asc(franchiseLocations.id));
  for (const r of rows) byFranchise.get(r.franchise_id)?.push({ country: r.country, state_id: await stateCodeOf(r.country, r.state), state: r.state, city: r.city });
  return byFranchise;
}

export function toFranchiseRow(row: typeof franchises.$inferSelect, locations: Location[]): Infer<typeof FranchiseRow> {
  return {
    id: row.id,
    name: row.name,
    type: row.type as FranchiseType,
    is_active: row.is_active,
    locations,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

/** How many users, warehouses, stores and live machines belong to the franchise. */
export async function franchiseHoldings(db: Db | Tx, franchiseId: number) {
  const [[u], [w], [s], [m]] = await Promise.all([
    db.select({ n: count() }).from(users).where(and(eq(users.franchise_id, franchiseId), isNull(users.deleted_at))),
    db.select({ n: count() }).from(warehouses).where(eq(warehouses.franchise_id, franchiseId)),
    db.select({ n: count() }).from(stores).where(and(eq(stores.franchise_id, franchiseId), isNull(stores.deleted_at))),
    db.select({ n: count() }).from(vendingMachines).where(and(eq(vendingMachines.franchise_id, franchiseId), isNull(vendingMachines.deleted_at))),
  ]);
  return { users: u?.n ?? 0, warehouses: w?.n ?? 0, stores: s?.n ?? 0, machines: m?.n ?? 0 };
}

async function readFranchise(db: Db, caller: Caller, id: number): Promise<Infer<typeof FranchiseDetail>> {
  const [found] = await db
    .select({ row: franchises, company: { id: companies.id, name: companies.name } })
    .from(franchises)
    .innerJoin(companies, eq(companies.id, franchises.company_id))
    .where(and(eq(franchises.id, id), franchiseScope(caller)));
  if (!found) throw notFound('Franchise');
  const { row } = found;
  const [locations, admins, warehouseRows, storeRows, machineRows, holdings] = await Promise.all([
    locationsOf(db, [row.id]),
    db
      .select({
        id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email,
        role_code: roles.role_code, role_name: roles.name, is_active: users.is_active,
      })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .where(and(eq(users.franchise_id, row.id), isNull(users.deleted_at), inArray(roles.role_code, [...FRANCHISE_ROLE_CODES])))
      .orderBy(asc(users.first_name), asc(users.id)),
    db
      .select({ id: warehouses.id, name: warehouses.name, city: warehouses.city, state: warehouses.state })
      .from(warehouses)
      .where(eq(warehouses.franchise_id, row.id))
      .orderBy(asc(warehouses.name)),
    row.type === 'DEPENDENT'
      ? Promise.resolve([])
      : db.select({ id: stores.id, name: stores.name, city: stores.city }).from(stores).where(and(eq(stores.franchise_id, row.id), isNull(stores.deleted_at))).orderBy(asc(stores.name)),
    db
      .select({ id: vendingMachines.id, name: vendingMachines.name, code: vendingMachines.code, city: vendingMachines.city })
      .from(vendingMachines)
      .where(and(eq(vendingMachines.franchise_id, row.id), isNull(vendingMachines.deleted_at)))
      .orderBy(asc(vendingMachines.name), asc(vendingMachines.id))
      .limit(FRANCHISE_VIEW_MACHINES),
    franchiseHoldings(db, row.id),
  ]);
  return {
    ...toFranchiseRow(row, locations.get(row.id) ?? []),
    admins,
    warehouses: warehouseRows,
    stores: storeRows,
    machine_count: holdings.machines,
    machines: machineRows,
    user_count: holdings.users,
    company: found.company,
  };
}

export const franchiseRecord = defineRecord({
  entity: 'franchise',
  table: franchises,
  noun: 'Franchise',
  title: (f) => `Franchise ${f.name}`,
  scope: franchiseScope,
  read: readFranchise,
});

/** A location as a request gives it: its state's code is optional. */
type LocationInput = Omit<Location, 'state_id'> & { state_id?: string | null };

/**
 * The locations trimmed, each city listed once, each with its state's code; a code sent must be
 * the named state's (400 naming the row otherwise).
 */
export async function cleanLocations(locations: readonly LocationInput[]): Promise<Location[]> {
  const seen = new Set<string>();
  const clean = await Promise.all(locations.map(async (l, i) => {
    const trimmed = { country: l.country.trim() || 'India', state: l.state.trim(), city: l.city.trim() };
    const stateId = await stateCodeOf(trimmed.country, trimmed.state);
    const sent = l.state_id?.trim().toUpperCase();
    if (sent && sent !== stateId) {
      const message = FRANCHISE_MESSAGES.stateIdMismatch(sent, trimmed.state);
      throw invalid([{ path: `locations.${i}.state_id`, message }], message);
    }
    return { ...trimmed, state_id: stateId };
  }));
  return clean.map((clean, i) => {
    const key = `${clean.country}\u0000${clean.state}\u0000${clean.city}`.toLowerCase();
    if (seen.has(key)) {
      const message = FRANCHISE_MESSAGES.duplicateLocation(clean.city, clean.state);
      throw invalid([{ path: `locations.${i}.city`, message }], message);
    }
    seen.add(key);
    return clean;
  });
}

/** Makes the franchise's locations exactly these, in the caller's transaction. */
export async function replaceLocations(tx: Tx, franchiseId: number, locations: readonly Location[]) {
  await tx.delete(franchiseLocations).where(eq(franchiseLocations.franchise_id, franchiseId));
  // The state's code is not stored: it is read off the state's name, so the two never disagree.
  if (locations.length) await tx.insert(franchiseLocations).values(locations.map(({ state_id: _code, ...l }) => ({ franchise_id: franchiseId, ...l })));
  return locations;
}
