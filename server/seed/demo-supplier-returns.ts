/**
 * Demo supplier returns (warehouse → supplier orders) in every state, written through the
 * console's own actions: Created ones hold their units in transit, Executed ones handed them to
 * the supplier, Cancelled ones put them back on the shelves; the ledger shows each move.
 */
import { createSupplierReturn, manageSupplierReturn } from '../../contract/actions/supplier-returns.ts';
import { SUPPLIER_RETURN_STATUS } from '../../contract/statuses.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import { supplierProductTerms } from '../db/schema/index.ts';
import { returnableStock } from '../records/supplier-return.ts';
import type { SeedContext } from './index.ts';

const DAY = 86_400_000;
const ENDS = [
  SUPPLIER_RETURN_STATUS.created, SUPPLIER_RETURN_STATUS.executed, SUPPLIER_RETURN_STATUS.cancelled, SUPPLIER_RETURN_STATUS.executed,
  SUPPLIER_RETURN_STATUS.created, SUPPLIER_RETURN_STATUS.executed, SUPPLIER_RETURN_STATUS.cancelled, SUPPLIER_RETURN_STATUS.created,
];
const COMMENTS = ['Damaged packaging', 'Near expiry', 'Recalled batch', 'Wrong variant delivered'];

export async function seedSupplierReturns({ db, core }: SeedContext) {
  const admin = await callerByEmail(db, 'admin@demo.local');
  const supplierIds = [...new Set((await db.select({ id: supplierProductTerms.supplier_id }).from(supplierProductTerms)).map((t) => t.id))].sort((a, b) => a - b);
  let made = 0;
  for (let i = 0; made < ENDS.length && i < supplierIds.length * core.warehouseIds.length; i++) {
    const supplierId = supplierIds[i % supplierIds.length]!;
    const warehouseId = core.warehouseIds[i % core.warehouseIds.length]!;
    const held = (await returnableStock(db, warehouseId, supplierId)).filter((r) => r.on_shelf >= 4).slice(0, 1 + (i % 3));
    if (!held.length) continue;
    const end = ENDS[made]!;
    const when = new Date(Date.now() - (ENDS.length - made) * 3 * DAY);
    const lines = held.map((r) => ({ product_id: r.product_id, quantity: Math.min(6, Math.floor(r.on_shelf / 4)) }));
    const ret = (await runAs({ db }, admin, createSupplierReturn, { warehouse_id: warehouseId, supplier_id: supplierId, lines, comments: COMMENTS[made % COMMENTS.length] }, when)).data;
    if (end !== SUPPLIER_RETURN_STATUS.created) {
      await runAs({ db }, admin, manageSupplierReturn, { id: ret.id, version: ret.version, new_status: end }, new Date(when.getTime() + DAY / 2));
    }
    made++;
  }
  if (made < ENDS.length) throw new Error(`only ${made} demo supplier returns could be written`);
}
