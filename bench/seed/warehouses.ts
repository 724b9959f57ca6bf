/**
 * Warehouses up to the requested total (a large operator runs about 2 per 100 machines), each
 * a depot in one of the demo warehouses' cities with that warehouse's state, zone and franchise,
 * as the console's create.warehouse writes them, and each stocked by an opening delivery of
 * some of the catalogue written to the stock ledger (bookShelves puts it on the shelves).
 */
import type { Db } from '../../server/db/client.ts';
import { NONE, auditRecords, reserveIds, type Span } from './records.ts';
import { K, intArray, pad, pick, query, scalar } from './sql.ts';

/** Products and units of each new warehouse's opening delivery. */
const OPENING_PRODUCTS = 40;
const OPENING_UNITS = 300;

export async function bulkWarehouses(db: Db, core: { companyId: number; warehouseIds: number[]; adminId: number }, total: number, span: Span) {
  const existing = await scalar(db, `select count(*) from warehouses where company_id = ${core.companyId}`);
  if (total <= existing) return NONE;
  const count = total - existing;
  const ids = await reserveIds(db, 'warehouses', count);
  const models = core.warehouseIds.slice(0, 6);
  const createdAt = `to_timestamp(${span.startSec - 2 * 86_400} + (w - ${ids.first}) * 60)`;
  await query(db, `
    insert into warehouses (id, company_id, franchise_id, zone_id, name, address_line_1, city, state, country, pincode, latitude, longitude, created_at, updated_at)
    select w, d.company_id, d.franchise_id, d.zone_id, d.city || ' Depot ' || ${pad(`w - ${ids.first} + 1`, 4)},
      'Unit ' || (1 + ${pick('w', K.place, 90)}) || ', Logistics Park', d.city, d.state, d.country, ${pad(`560000 + ${pick('w', K.site, 9000)}`, 6)},
      d.latitude + (${pick('w', K.coordinates, 2000)} - 1000) / 1e4, d.longitude + (${pick('w + 1', K.coordinates, 2000)} - 1000) / 1e4,
      ${createdAt}, ${createdAt}
    from generate_series(${ids.first}, ${ids.last}) as w
    join warehouses d on d.id = (${intArray(models)})[1 + w % ${models.length}]`);
  const products = await scalar(db, 'select count(*) from seed_products');
  await query(db, `
    insert into stock_movements (company_id, product_id, from_kind, from_id, to_kind, to_id, quantity, reason, user_id, at)
    select ${core.companyId}, sp.id, 'outside', null, 'shelf', w, ${OPENING_UNITS}, 'opening', ${core.adminId}, to_timestamp(${span.startSec - 86_400})
    from generate_series(${ids.first}, ${ids.last}) as w
    cross join generate_series(0, ${Math.min(OPENING_PRODUCTS, products) - 1}) as j
    join seed_products sp on sp.n = 1 + (${pick('w', K.product, products)} + j) % ${products}`);
  await auditRecords(db, { table: 'warehouses', action: 'create.warehouse', entity: 'warehouse', ids, userId: core.adminId, at: 'r.created_at' });
  return ids;
}
