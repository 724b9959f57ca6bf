/**
 * /api/franchise-management stores on the record pipeline: list, get, create, update, delete.
 * A store is created under an INDEPENDENT franchise the caller reaches (domain.md §9) and stays
 * in it; it is deleted only once it holds no stock, serves no machine and has no store manager.
 */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import * as contract from '../../contract/actions/stores.ts';
import { STORE_MESSAGES } from '../../contract/actions/stores.ts';
import { callerOf, type Caller } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { franchises, stores, users, vendingMachines } from '../db/schema/index.ts';
import { conflict, invalidField } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { tenancy } from '../kit/scope.ts';
import { selectStores, storeRecord, storeScope, storeStockUnits, toStoreRow } from '../records/store.ts';

type Fields = Omit<(typeof contract.updateStore)['request']['TYPE'], 'id' | 'version'>;

/** The franchises a caller reaches: the company's, or their own for franchise staff. */
const franchiseScope = tenancy({ company: franchises.company_id, franchise: { column: franchises.id } });

/** The columns a save writes from the request, text trimmed; coordinates both or neither. */
function columnsOf(input: Fields) {
  if ((input.latitude === null) !== (input.longitude === null)) {
    throw invalidField(input.latitude === null ? 'latitude' : 'longitude', STORE_MESSAGES.bothCoordinates);
  }
  return {
    name: input.name.trim(),
    address_line_1: input.address_line_1.trim(),
    address_line_2: input.address_line_2.trim(),
    country: input.country.trim(),
    state: input.state.trim(),
    city: input.city.trim(),
    pincode: input.pincode.trim(),
    latitude: input.latitude,
    longitude: input.longitude,
    is_active: input.is_active,
  };
}

/** The INDEPENDENT franchise a new store goes under, or 400 naming franchise_id. */
async function storeFranchise(tx: Tx, caller: Caller, franchiseId: number) {
  const [franchise] = await tx.select().from(franchises).where(and(eq(franchises.id, franchiseId), franchiseScope(caller)));
  if (!franchise) throw invalidField('franchise_id', STORE_MESSAGES.unknownFranchise);
  if (franchise.type !== 'INDEPENDENT') throw invalidField('franchise_id', STORE_MESSAGES.dependentFranchise);
  return franchise;
}

export const storesHandlers = [
  defineList(contract.listStores, {
    scope: storeScope,
    query: (db, where) => selectStores(db).where(where),
    count: (db, where) => db.select({ n: countAll }).from(stores).where(where),
    filters: {
      franchise_ids: (ids) => inArray(stores.franchise_id, ids),
      city: (cities) => inArray(stores.city, cities),
      is_active: (active) => eq(stores.is_active, active),
    },
    search: [stores.name, stores.address_line_1, stores.address_line_2, stores.city, stores.state, stores.pincode],
    sort: {
      name: stores.name,
      city: stores.city,
      state: stores.state,
      pincode: stores.pincode,
      created_at: stores.created_at,
      updated_at: stores.updated_at,
    },
    tiebreak: stores.id,
    rows: (page) => page.map((r) => toStoreRow(r.store, r.franchise)),
    extra: async (_input, ctx) => ({
      franchises: await ctx.db
        .select({ id: franchises.id, name: franchises.name, type: franchises.type })
        .from(franchises)
        .where(franchiseScope(callerOf(ctx)))
        .orderBy(asc(franchises.name), asc(franchises.id)),
    }),
  }),

  defineGet(contract.getStore, storeRecord),

  defineCreate(contract.createStore, storeRecord, {
    values: async ({ tx, input, caller }) => {
      const franchise = await storeFranchise(tx, caller, input.franchise_id);
      return { company_id: caller.company_id, franchise_id: franchise.id, ...columnsOf(input) };
    },
  }),

  defineMutation(contract.updateStore, storeRecord, {
    apply: async ({ input }) => ({ set: columnsOf(input) }),
  }),

  defineDelete(contract.deleteStore, storeRecord, {
    apply: async ({ tx, row, now }) => {
      if ((await storeStockUnits(tx, row.id)) > 0) throw conflict(STORE_MESSAGES.stillHasStock);
      const [machines] = await tx.select({ n: count() }).from(vendingMachines).where(and(eq(vendingMachines.store_id, row.id), isNull(vendingMachines.deleted_at)));
      if (Number(machines?.n) > 0) throw conflict(STORE_MESSAGES.stillServesMachines);
      const [managers] = await tx.select({ n: count() }).from(users).where(and(eq(users.store_id, row.id), isNull(users.deleted_at)));
      if (Number(managers?.n) > 0) throw conflict(STORE_MESSAGES.stillHasManagers);
      return { set: { deleted_at: now } };
    },
  }),
];
