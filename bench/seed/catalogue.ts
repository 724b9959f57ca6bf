/**
 * Products up to the requested total, named like the demo catalogue (brand, item, size)
 * in one INSERT … SELECT over generate_series.
 */
import type { Db } from '../../server/db/client.ts';
import { BRANDS, CATEGORIES, ITEMS } from '../../server/seed/demo-catalogue.ts';
import { K, intArray, pad, pick, query, scalar, textArray } from './sql.ts';

const NAMES_PER_CATEGORY = 7;
const SIZES_PER_CATEGORY = 4;

/** Per-category lookup arrays, flattened so SQL can index them with arithmetic. */
function categoryArrays() {
  const names: string[] = [];
  const sizes: number[] = [];
  for (const category of CATEGORIES) {
    const item = ITEMS[category];
    for (let i = 0; i < NAMES_PER_CATEGORY; i++) names.push(item.names[i % item.names.length]);
    for (let i = 0; i < SIZES_PER_CATEGORY; i++) sizes.push(item.sizes[i % item.sizes.length]);
  }
  return { names, sizes };
}

async function idsByName(db: Db, table: string, companyId: number, names: readonly string[]): Promise<number[]> {
  const rows = await query<{ id: number; name: string }>(db, `select id, name from ${table} where company_id = ${companyId}`);
  return names.map((name) => Number(rows.find((r) => r.name === name)!.id));
}

/** Adds products until the company has `total`; returns how many were added. */
export async function bulkProducts(db: Db, companyId: number, total: number): Promise<number> {
  const existing = await scalar(db, `select count(*) from products where company_id = ${companyId}`);
  if (total <= existing) return 0;
  const units = [...new Set(CATEGORIES.map((c) => ITEMS[c].unit))];
  const packagingNames = [...new Set(CATEGORIES.map((c) => ITEMS[c].packaging))];
  const categoryIds = await idsByName(db, 'product_categories', companyId, CATEGORIES);
  const brandIds = await idsByName(db, 'brands', companyId, BRANDS);
  const unitIds = await idsByName(db, 'product_units', companyId, units);
  const packagingIds = await idsByName(db, 'packagings', companyId, packagingNames);
  const { names, sizes } = categoryArrays();
  const c = `(i % ${CATEGORIES.length})`;
  const unitOf = textArray(CATEGORIES.map((cat) => ITEMS[cat].unit));
  const size = `(${intArray(sizes)})[1 + ${c} * ${SIZES_PER_CATEGORY} + ${pick('i', K.size, SIZES_PER_CATEGORY)}]`;
  const low = intArray(CATEGORIES.map((cat) => ITEMS[cat].mrp[0]));
  const span = intArray(CATEGORIES.map((cat) => ITEMS[cat].mrp[1] - ITEMS[cat].mrp[0] + 1));
  const brand = pick('i', K.brand, BRANDS.length);
  await query(db, `
    insert into products (company_id, sku, name, hsn, category_id, brand_id, unit_id, packaging_id, mrp, gst, cess, net_weight, status)
    select ${companyId},
      'SKU-' || ${pad('i', 5)},
      (${textArray(BRANDS)})[1 + ${brand}] || ' ' || (${textArray(names)})[1 + ${c} * ${NAMES_PER_CATEGORY} + ${pick('i', K.name, NAMES_PER_CATEGORY)}]
        || ' ' || ${size} || (${unitOf})[1 + ${c}],
      ((${intArray([1905, 2106, 2202, 1704, 1806, 2008, 3401])})[1 + ${pick('i', K.hsn, 7)}] * 100 + 10 + ${pick('i + 1', K.hsn, 90)})::text,
      (${intArray(categoryIds)})[1 + ${c}],
      (${intArray(brandIds)})[1 + ${brand}],
      (${intArray(CATEGORIES.map((cat) => unitIds[units.indexOf(ITEMS[cat].unit)]))})[1 + ${c}],
      (${intArray(CATEGORIES.map((cat) => packagingIds[packagingNames.indexOf(ITEMS[cat].packaging)]))})[1 + ${c}],
      (${low})[1 + ${c}] + ${pick('i', K.mrp, 1000)} % (${span})[1 + ${c}],
      (${intArray([5, 12, 18, 28])})[1 + ${pick('i', K.gst, 4)}],
      case when ${c} = ${CATEGORIES.indexOf('Beverages')} then 12 else 0 end,
      ${size} || ' ' || (${unitOf})[1 + ${c}],
      case when ${pick('i', K.status, 100)} < 93 then 1 else 2 end
    from generate_series(${existing + 1}, ${total}) as i`);
  return total - existing;
}
