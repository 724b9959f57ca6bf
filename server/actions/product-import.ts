/**
 * import.products: products from the rows of a CSV file. Every row is checked with the form's
 * rules (PRODUCT_FIELD_RULES), its category, brand, unit and packaging found by name in the
 * company's lists, its SKU new to the company and to the file. "check" only reports; "all"
 * writes every row or none; "valid_only" writes the rows that pass. What is written is
 * written in one transaction, with an audit row per product.
 */
import { eq } from 'drizzle-orm';
import * as contract from '../../contract/actions/products.ts';
import { PRODUCT_FIELD_RULES, PRODUCT_MESSAGES, type ProductCsvColumn } from '../../contract/actions/products.ts';
import { firstError, rules } from '../../contract/validation.ts';
import { callerOf, handle } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { auditFields, auditMany } from '../kit/audit.ts';
import { PRODUCT_OPTION_TABLES, takenSkus, type ProductFields } from '../records/product-writes.ts';

type Row = (typeof contract.importProducts)['request']['TYPE']['rows'][number];
type Problem = { line: number; sku: string; errors: { field: string; message: string }[] };

/** The file's text columns checked with the form's rules, by the form's field. */
const TEXT_FIELDS: [ProductCsvColumn, keyof typeof PRODUCT_FIELD_RULES][] = [
  ['sku', 'sku'], ['name', 'name'], ['mrp', 'mrp'], ['hsn', 'hsn'], ['gst', 'gst'], ['cess', 'cess'],
  ['net_quantity', 'net_weight'], ['description', 'description'],
];
const OPTION_COLUMNS: [ProductCsvColumn, keyof typeof PRODUCT_OPTION_TABLES][] = [
  ['category', 'category_id'], ['brand', 'brand_id'], ['unit', 'unit_id'], ['packaging', 'packaging_id'],
];
const STATUS_BY_NAME = new Map<string, 1 | 2>(contract.PRODUCT_STATUSES.map((s) => [s.name.toLowerCase(), s.id]));
const statusRule = rules.required();
const INSERT_CHUNK = 500;

/** The company's category (brand, unit, packaging) ids by lower-cased name. */
async function optionsByName(db: Db | Tx, companyId: number) {
  const entries = await Promise.all(
    OPTION_COLUMNS.map(async ([, field]) => {
      const { table } = PRODUCT_OPTION_TABLES[field];
      const rows = await db.select({ id: table.id, name: table.name }).from(table).where(eq(table.company_id, companyId));
      return [field, new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof PRODUCT_OPTION_TABLES, Map<string, number>>;
}

/** Checks every row; returns the products to write and the rows refused, in file order. */
async function checkRows(db: Db | Tx, companyId: number, rows: readonly Row[]) {
  const options = await optionsByName(db, companyId);
  const taken = await takenSkus(db, companyId, rows.map((r) => (r.sku ?? '').trim()).filter(Boolean));
  const firstLineOf = new Map<string, number>();
  const valid: ProductFields[] = [];
  const refused: Problem[] = [];
  rows.forEach((row, index) => {
    const line = row.line ?? index + 2;
    const cell = (column: ProductCsvColumn) => (row[column] ?? '').trim();
    const errors: { field: string; message: string }[] = [];
    for (const [column, field] of TEXT_FIELDS) {
      const message = firstError(cell(column), PRODUCT_FIELD_RULES[field]);
      if (message) errors.push({ field: column, message });
    }
    const ids: Partial<Record<keyof typeof PRODUCT_OPTION_TABLES, number>> = {};
    for (const [column, field] of OPTION_COLUMNS) {
      const name = cell(column);
      const required = firstError(name, PRODUCT_FIELD_RULES[field]);
      const id = options[field].get(name.toLowerCase());
      if (required) errors.push({ field: column, message: required });
      else if (!id) errors.push({ field: column, message: PRODUCT_MESSAGES.unknownOption(PRODUCT_OPTION_TABLES[field].noun, name) });
      else ids[field] = id;
    }
    const statusName = cell('status');
    const status = STATUS_BY_NAME.get(statusName.toLowerCase());
    const statusError = statusRule(statusName) ?? (status ? null : 'Enter Active or Inactive');
    if (statusError) errors.push({ field: 'status', message: statusError });

    const sku = cell('sku');
    const key = sku.toLowerCase();
    if (sku && !errors.some((e) => e.field === 'sku')) {
      const earlier = firstLineOf.get(key);
      if (earlier !== undefined) errors.push({ field: 'sku', message: PRODUCT_MESSAGES.duplicateSkuInFile(sku, earlier) });
      else if (taken.has(key)) errors.push({ field: 'sku', message: PRODUCT_MESSAGES.duplicateSku(sku) });
    }
    if (sku && !firstLineOf.has(key)) firstLineOf.set(key, line);

    if (errors.length) {
      refused.push({ line, sku, errors });
      return;
    }
    valid.push({
      sku,
      name: cell('name'),
      category_id: ids.category_id!,
      brand_id: ids.brand_id!,
      unit_id: ids.unit_id!,
      packaging_id: ids.packaging_id!,
      mrp: Number(cell('mrp')),
      hsn: cell('hsn'),
      gst: Number(cell('gst')),
      cess: Number(cell('cess')),
      net_weight: cell('net_quantity'),
      status: status!,
      description: cell('description'),
    });
  });
  return { valid, refused };
}

export const productImportHandlers = [
  handle(contract.importProducts, async (input, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    const total = input.rows.length;
    if (input.mode === 'check') {
      const { valid, refused } = await checkRows(ctx.db, caller.company_id, input.rows);
      return { data: { total, valid: valid.length, imported: 0, refused } };
    }
    const report = await ctx.db.transaction(async (tx) => {
      const { valid, refused } = await checkRows(tx, caller.company_id, input.rows);
      if (input.mode === 'all' && refused.length > 0) {
        throw new ApiError(400, PRODUCT_MESSAGES.importHasErrors(refused.length), {
          errors: refused.flatMap((r) => r.errors.map((e) => ({ path: `rows.line_${r.line}.${e.field}`, message: e.message }))),
        });
      }
      for (let at = 0; at < valid.length; at += INSERT_CHUNK) {
        const inserted = await tx
          .insert(products)
          .values(valid.slice(at, at + INSERT_CHUNK).map((p) => ({ ...p, company_id: caller.company_id, created_at: now, updated_at: now })))
          .returning();
        await auditMany(tx, caller, inserted.map((row) => ({ action: contract.importProducts.name, entity: 'product', entity_id: row.id, after: auditFields(row) })));
      }
      return { total, valid: valid.length, imported: valid.length, refused };
    });
    return { data: report };
  }),
];
