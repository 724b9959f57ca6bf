/**
 * The catalogue's four reference lists (categories, brands, units, packagings) as records of
 * the pipeline: one definition per kind over the same shape of table (server/db/schema/catalogue.ts
 * `lookupTable`). The catalogue is the company's: every user of the company reaches all of it.
 */
import { and, eq, getTableName, ne, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { CATALOGUE_LISTS, catalogueListMessages, type CatalogueListKey, type CatalogueListKind, type CatalogueListRow } from '../../contract/actions/catalogue-lists.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { brands, packagings, productCategories, productUnits, products } from '../db/schema/index.ts';
import { conflict, invalidField, notFound } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { defineRecord } from '../kit/record.ts';
import { tenancy } from '../kit/scope.ts';

export type CatalogueTable = typeof productCategories;
type Row = CatalogueTable['$inferSelect'];

const TABLES: Record<CatalogueListKey, CatalogueTable> = { category: productCategories, brand: brands, unit: productUnits, packaging: packagings };

/**
 * How many of the company's products use the row (a correlated count, for lists and reads). The
 * row's id is named with its table: a select from one table writes its columns bare, and a bare
 * "id" inside the subquery would be the product's.
 */
export function productCount(kind: CatalogueListKind, table: CatalogueTable): SQL<number> {
  const rowId = sql`${sql.identifier(getTableName(table))}.${sql.identifier(table.id.name)}`;
  return sql<number>`(select count(*)::int from ${products} where ${products[kind.productColumn]} = ${rowId})`.mapWith(Number);
}

export function toCatalogueListRow(row: Row, count: number): Infer<typeof CatalogueListRow> {
  return {
    id: row.id,
    name: row.name,
    is_default: row.is_default,
    product_count: count,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    version: row.version,
  };
}

function defineCatalogueListRecord(key: CatalogueListKey) {
  const { kind } = CATALOGUE_LISTS[key];
  const table = TABLES[key];
  const messages = catalogueListMessages(kind);
  const scope = tenancy({ company: table.company_id });
  const count = productCount(kind, table);

  async function read(db: Db, caller: Caller, id: number) {
    const [found] = await db.select({ row: table, count }).from(table).where(and(eq(table.id, id), scope(caller)));
    if (!found) throw notFound(kind.noun);
    return toCatalogueListRow(found.row, found.count);
  }

  return {
    key,
    kind,
    table,
    messages,
    count,
    record: defineRecord({ entity: kind.entity, table, noun: kind.noun, title: (r) => `${kind.noun} "${r.name}"`, scope, read }),
    /** A default row is the company's own baseline: never renamed or deleted (409). */
    assertNotDefault(row: Row) {
      if (row.is_default) throw conflict(messages.isDefault(row.name));
    },
    /** 400 on `name` when another row of the company has the name in any case. */
    async assertNameFree(tx: Tx, companyId: number, name: string, exceptId?: number) {
      const [taken] = await tx
        .select({ name: table.name })
        .from(table)
        .where(and(eq(table.company_id, companyId), sql`lower(${table.name}) = lower(${name})`, exceptId === undefined ? undefined : ne(table.id, exceptId)));
      if (taken) throw invalidField('name', messages.duplicate(taken.name));
    },
    /** 409 naming how many products use the row. */
    async assertUnused(tx: Tx, row: Row) {
      const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products[kind.productColumn], row.id));
      if (used && used.n > 0) throw conflict(messages.inUse(row.name, used.n));
    },
  };
}

export const CATALOGUE_LIST_RECORDS = {
  category: defineCatalogueListRecord('category'),
  brand: defineCatalogueListRecord('brand'),
  unit: defineCatalogueListRecord('unit'),
  packaging: defineCatalogueListRecord('packaging'),
};
export type CatalogueListRecord = (typeof CATALOGUE_LIST_RECORDS)[CatalogueListKey];
