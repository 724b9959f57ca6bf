/**
 * /api/product-management: categories, brands, units and packagings on the record pipeline,
 * one set of handlers per kind from the same definition: list (with how many products use each),
 * get, create, rename, delete. Names are unique per company in any case; default rows are
 * neither renamed nor deleted; a row in use is not deleted. Every write is audited by the kit.
 */
import { eq, gt, sql } from 'drizzle-orm';
import { countAll } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { defineCreate, defineDelete, defineGet, defineMutation } from '../kit/mutation.ts';
import { CATALOGUE_LIST_RECORDS, toCatalogueListRow, type CatalogueListRecord } from '../records/catalogue-list.ts';
import { CATALOGUE_LISTS } from '../../contract/actions/catalogue-lists.ts';

/** Trimmed, inner runs of spaces as one: "  Healthy   Bites " is "Healthy Bites". */
const cleanName = (name: string) => name.trim().replace(/\s+/g, ' ');

function handlersOf(list: CatalogueListRecord) {
  const { table, record, count } = list;
  const actions = CATALOGUE_LISTS[list.key].actions;
  return [
    defineList(actions.list, {
      scope: record.scope,
      query: (db, where) => db.select({ row: table, count }).from(table).where(where),
      count: (db, where) => db.select({ n: countAll }).from(table).where(where),
      filters: {
        // Both chosen (or neither) filter nothing.
        usage: (usage) => (usage.length === 1 ? (usage[0] === 'used' ? gt(count, 0) : eq(count, 0)) : undefined),
        origin: (origin) => (origin.length === 1 ? eq(table.is_default, origin[0] === 'default') : undefined),
      },
      search: [table.name],
      sort: { name: sql`lower(${table.name})`, product_count: count, created_at: table.created_at, updated_at: table.updated_at },
      tiebreak: table.id,
      rows: (page) => page.map(({ row, count: n }) => toCatalogueListRow(row, n)),
    }),

    defineGet(actions.get, record),

    defineCreate(actions.create, record, {
      values: async ({ tx, input, caller }) => {
        const name = cleanName(input.name);
        await list.assertNameFree(tx, caller.company_id, name);
        return { company_id: caller.company_id, name };
      },
    }),

    defineMutation(actions.update, record, {
      apply: async ({ tx, input, caller, row }) => {
        list.assertNotDefault(row);
        const name = cleanName(input.name);
        await list.assertNameFree(tx, caller.company_id, name, row.id);
        return { set: { name } };
      },
    }),

    defineDelete(actions.remove, record, {
      erases: true,
      apply: async ({ tx, row }) => {
        list.assertNotDefault(row);
        await list.assertUnused(tx, row);
      },
    }),
  ];
}

export const catalogueListHandlers = Object.values(CATALOGUE_LIST_RECORDS).flatMap(handlersOf);
