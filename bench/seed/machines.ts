/**
 * Machines up to the requested total, spread over the demo's warehouses, cities and
 * sites the way the demo spreads its 240, each with a small coil grid (2 × 5) whose
 * first 8 slots always hold a product (orders are vended from those).
 */
import type { Db } from '../../server/db/client.ts';
import type { DemoCore } from '../../server/seed/demo-core.ts';
import { PLACES, SITES, WAREHOUSE_CITY } from '../../server/seed/demo-machines.ts';
import { K, intArray, pad, pick, query, scalar, textArray } from './sql.ts';

export const BULK_ROWS = 2;
export const BULK_COLUMNS = 5;
/** Slots 0..7 of a bulk machine always hold a product; 8 and 9 sometimes stand empty. */
export const SELLING_SLOTS = 8;
const SLOTS = BULK_ROWS * BULK_COLUMNS;

/** The product of slot `s` of machine `m` (SQL): the n-th product of `seed_products`. */
export const slotProductN = (machineExpr: string, slotExpr: string, products: number) =>
  `(1 + ${pick(`(${machineExpr}) * 16 + (${slotExpr})`, K.product, products)})`;

/** The products in a stable 1..P numbering, for the arithmetic picks above. */
export async function createProductNumbering(db: Db, companyId: number): Promise<number> {
  await query(db, 'drop table if exists seed_products');
  await query(db, `
    create table seed_products as
    select row_number() over (order by id)::int as n, id, sku, name, hsn, mrp, gst, cess
    from products where company_id = ${companyId}`);
  await query(db, 'alter table seed_products add primary key (n)');
  return scalar(db, 'select count(*) from seed_products');
}

export async function dropProductNumbering(db: Db) {
  await query(db, 'drop table if exists seed_products');
}

/** Adds machines until the company has `total`; returns the id range of the new ones. */
export type MachineCore = Pick<DemoCore, 'companyId' | 'warehouseIds' | 'warehouseFranchise' | 'storeIds' | 'zoneIds'>;

export async function bulkMachines(db: Db, core: MachineCore, total: number, products: number): Promise<{ first: number; last: number } | null> {
  const existing = await scalar(db, `select count(*) from vending_machines where company_id = ${core.companyId}`);
  if (total <= existing) return null;
  const cities = WAREHOUSE_CITY.length;
  // Per warehouse index (i % 6), as in the demo: its city, its sites, its franchise.
  const sites = WAREHOUSE_CITY.flatMap((city) => Array.from({ length: 6 }, (_, j) => SITES[city][j % SITES[city].length]));
  const franchiseOf = core.warehouseIds.map((id) => core.warehouseFranchise.get(id) ?? 0);
  const w = `(i % ${cities})`;
  const site = `(${textArray(sites)})[1 + ${w} * 6 + ${pick('i', K.site, 6)}]`;
  const city = `(${textArray(WAREHOUSE_CITY)})[1 + ${w}]`;
  // A third of the Delhi machines are served from the franchise's stores (as in the demo).
  const fromStore = `(${city} = 'Delhi' and (i / ${cities}) % 3 = 0)`;
  const [{ first }] = await query<{ first: number }>(db, `select coalesce(max(id), 0) + 1 as first from vending_machines`);
  await query(db, `
    insert into vending_machines (company_id, franchise_id, warehouse_id, store_id, zone_id, name, code, location, city,
      latitude, longitude, status, rows, columns, hardware_board_name)
    select ${core.companyId},
      nullif((${intArray(franchiseOf)})[1 + ${w}], 0),
      case when ${fromStore} then null else (${intArray(core.warehouseIds)})[1 + ${w}] end,
      case when ${fromStore} then (${intArray(core.storeIds)})[1 + i % ${core.storeIds.length}] end,
      (${intArray(core.zoneIds)})[1 + ${w} % ${core.zoneIds.length}],
      ${site} || ' ' || (${textArray(PLACES)})[1 + ${pick('i', K.place, PLACES.length)}] || ' ' || ${pad(`i / ${cities} + 1`, 2)},
      'VM-' || ${pad('i + 1', 5)},
      ${site} || ', ' || ${city},
      ${city},
      12 + ${pick('i', K.coordinates, 16_000_000)} / 1e6,
      72 + ${pick('i + 7', K.coordinates, 8_000_000)} / 1e6,
      case when ${pick('i', K.status, 1000)} < 820 then 1 when ${pick('i', K.status, 1000)} < 928 then 2 else 3 end,
      ${BULK_ROWS}, ${BULK_COLUMNS},
      'BRD-' || (1000 + i)::text
    from generate_series(${existing}, ${total - 1}) as i
    order by i`);
  const last = first + (total - existing) - 1;
  const added = await scalar(db, `select count(*) from vending_machines where id between ${first} and ${last}`);
  if (added !== total - existing) throw new Error(`machine ids are not contiguous (${added} of ${total - existing} in ${first}..${last})`);

  const s = 'slot';
  const max = `(${intArray([6, 8, 10, 12])})[1 + ${pick(`m * 16 + ${s}`, K.capacity, 4)}]`;
  const hasProduct = `(${s} < ${SELLING_SLOTS} or ${pick(`m * 16 + ${s}`, K.fill, 2)} = 0)`;
  await query(db, `
    insert into vm_slots (vending_machine_id, coil, "row", "column", product_id, quantity, item_layout_max, motor_activated)
    select m, (1 + ${s} / ${BULK_COLUMNS})::text || (1 + ${s} % ${BULK_COLUMNS})::text, 1 + ${s} / ${BULK_COLUMNS}, 1 + ${s} % ${BULK_COLUMNS},
      case when ${hasProduct} then p.id end,
      case when ${hasProduct} then ${pick(`m * 16 + ${s} + 3`, K.fill, 1000)} % (${max} + 1) else 0 end,
      ${max},
      ${pick(`m * 16 + ${s}`, K.motor, 100)} < 96
    from generate_series(${first}, ${last}) as m
    cross join generate_series(0, ${SLOTS - 1}) as ${s}
    join seed_products p on p.n = ${slotProductN('m', s, products)}`);
  return { first, last };
}
