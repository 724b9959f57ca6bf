/**
 * /api/franchise-management franchises on the record pipeline: list, get, create, update,
 * delete. Locations are replaced as a set in the save's transaction; the refusals (a company
 * without franchises, franchise staff adding one, a franchise with stores made dependent, a
 * franchise still holding people, places or machines deleted) carry the contract's messages.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/franchises.ts';
import { FRANCHISE_MESSAGES } from '../../contract/actions/franchises.ts';
import type { Caller } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { companies, franchiseLocations, franchises } from '../db/schema/index.ts';
import { ApiError, conflict, invalid } from '../http/errors.ts';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { cleanLocations, franchiseHoldings, franchiseRecord, franchiseScope, locationsOf, replaceLocations, toFranchiseRow } from '../records/franchise.ts';

type Fields = (typeof contract.createFranchise)['request']['TYPE'];

/** The columns a save writes from the request, text trimmed. */
const columnsOf = (input: Fields) => ({
  name: input.name.trim(),
  type: input.type,
  is_active: input.is_active,
});

/** Only a company WITH_FRANCHISE has franchises (console.md §6). */
async function assertCompanyHasFranchises(tx: Tx, caller: Caller) {
  const [company] = await tx.select({ type: companies.type }).from(companies).where(eq(companies.id, caller.company_id));
  if (company?.type !== 'WITH_FRANCHISE') throw invalid([{ path: '', message: FRANCHISE_MESSAGES.withoutFranchise }], FRANCHISE_MESSAGES.withoutFranchise);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 users, 1 warehouse and 3 machines" */
function holdingsText(h: { users: number; warehouses: number; stores: number; machines: number }) {
  const parts = [
    h.users ? plural(h.users, 'user', 'users') : null,
    h.warehouses ? plural(h.warehouses, 'warehouse', 'warehouses') : null,
    h.stores ? plural(h.stores, 'store', 'stores') : null,
    h.machines ? plural(h.machines, 'machine', 'machines') : null,
  ].filter((p): p is string => p !== null);
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export const franchisesHandlers = [
  defineList(contract.listFranchises, {
    scope: franchiseScope,
    query: (db, where) => db.select().from(franchises).where(where),
    count: (db, where) => db.select({ n: countAll }).from(franchises).where(where),
    filters: {
      type: (types) => inArray(franchises.type, types),
      is_active: (active) => eq(franchises.is_active, active),
    },
    search: (search) => {
      const term = search?.trim();
      if (!term) return undefined;
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // The name, or any of its cities or states.
      return sql`(${franchises.name} ilike ${like} or exists (select 1 from ${franchiseLocations} where ${franchiseLocations.franchise_id} = ${franchises.id} and (${franchiseLocations.city} ilike ${like} or ${franchiseLocations.state} ilike ${like})))`;
    },
    sort: {
      name: franchises.name,
      type: franchises.type,
      is_active: franchises.is_active,
      created_at: franchises.created_at,
      updated_at: franchises.updated_at,
    },
    tiebreak: franchises.id,
    rows: async (page, ctx) => {
      const locations = await locationsOf(ctx.db, page.map((r) => r.id));
      return page.map((r) => toFranchiseRow(r, locations.get(r.id) ?? []));
    },
  }),

  defineGet(contract.getFranchise, franchiseRecord),

  defineCreate(contract.createFranchise, franchiseRecord, {
    values: async ({ tx, input, caller }) => {
      if (caller.franchise_id !== null) throw new ApiError(403, FRANCHISE_MESSAGES.staffCannotAdd);
      await assertCompanyHasFranchises(tx, caller);
      await cleanLocations(input.locations);
      return { company_id: caller.company_id, ...columnsOf(input) };
    },
    after: async ({ tx, input, row }) => ({ locations: await replaceLocations(tx, row.id, await cleanLocations(input.locations)) }),
  }),

  defineMutation(contract.updateFranchise, franchiseRecord, {
    apply: async ({ tx, input, row }) => {
      const locations = await cleanLocations(input.locations);
      if (input.type === 'DEPENDENT' && row.type !== 'DEPENDENT') {
        const { stores } = await franchiseHoldings(tx, row.id);
        if (stores > 0) throw conflict(FRANCHISE_MESSAGES.dependentWithStores(stores));
      }
      const before = (await locationsOf(tx, [row.id])).get(row.id) ?? [];
      await replaceLocations(tx, row.id, locations);
      return { set: columnsOf(input), audit: { locations_before: before, locations } };
    },
  }),

  defineDelete(contract.deleteFranchise, franchiseRecord, {
    apply: async ({ tx, row, now }) => {
      const holdings = await franchiseHoldings(tx, row.id);
      const text = holdingsText(holdings);
      if (text) throw conflict(FRANCHISE_MESSAGES.inUse(text));
      return { set: { deleted_at: now } };
    },
  }),
];
