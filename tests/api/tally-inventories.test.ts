/**
 * Tally inventories through the API: the demo's tallies in every state, a count saved as a
 * Draft (nothing moves), edited, then submitted: each line measured against the shelves at
 * submission and sorted into a bucket, the warehouse holding exactly the counted quantities and
 * the ledger balanced; cancel moves nothing; the lifecycle, the input checks and the roles refuse
 * the rest; every write audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TALLY_MESSAGES } from '../../contract/actions/tally-inventories.ts';
import { TALLY_STATUS } from '../../contract/statuses.ts';
import { auditLog, products, stockMovements, warehouseStock } from '../../server/db/schema/index.ts';
import { stockLedgerViolations } from '../../server/stock/check.ts';
import { moveStock } from '../../server/stock/ledger.ts';
import { place } from '../../server/stock/places.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'warehouse-management';
let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

const shelf = async (warehouseId: number, productId: number) => {
  const [row] = await api.services.db.select().from(warehouseStock).where(and(eq(warehouseStock.warehouse_id, warehouseId), eq(warehouseStock.product_id, productId)));
  return row?.stock ?? 0;
};

type Product = { product_id: number; stock: number; held: boolean };
/** A warehouse with four held active products of 5 or more units, and one product it does not hold. */
async function countable() {
  const warehouses = (await post({ action: 'list.warehouses', limit: 20 })).body.data as { id: number }[];
  const inactive = new Set((await api.services.db.select({ id: products.id }).from(products).where(eq(products.status, 2))).map((p) => p.id));
  for (const w of warehouses) {
    const all = (await post({ action: 'list.tally_products', warehouse_id: w.id })).body.data as Product[];
    const held = all.filter((p) => p.held && p.stock >= 5 && !inactive.has(p.product_id));
    const other = all.find((p) => !p.held);
    if (held.length >= 4 && other) return { warehouseId: w.id, held, other, inactive: [...inactive] };
  }
  throw new Error('no warehouse holds four products');
}

describe('tally inventories', () => {
  it('the demo has tallies in every state; submitted ones have lines in every bucket', async () => {
    for (const status of Object.values(TALLY_STATUS)) {
      expect((await post({ action: 'list.tally_inventories', status: [status] })).body.total, status).toBeGreaterThan(0);
    }
    const submitted = (await post({ action: 'list.tally_inventories', status: [TALLY_STATUS.submitted], limit: 20 })).body.data as { id: number; buckets: Record<string, number> }[];
    for (const bucket of ['increased', 'decreased', 'failed', 'no_change']) expect(submitted.some((t) => t.buckets[bucket]! > 0), bucket).toBe(true);
    const one = (await post({ action: 'get.tally_inventory', id: submitted.find((t) => t.buckets.failed! > 0)!.id })).body.data;
    expect(one.reference).toMatch(/^TI-\d{6}$/);
    expect(new Set((one.lines_detail as { result: string }[]).map((l) => l.result))).toEqual(new Set(['INCREASED', 'DECREASED', 'NO_CHANGE', 'FAILED']));
  });

  it('a draft moves nothing; submitting sets the shelves to the count, measured at submission, and sorts the lines', async () => {
    const { warehouseId, held: [up, down, same, moving], other, inactive } = await countable();
    const failing = inactive[0]!;
    const before = { failing: await shelf(warehouseId, failing) };
    const lines = [
      { product_id: up!.product_id, counted: up!.stock + 3 },
      { product_id: down!.product_id, counted: down!.stock - 2 },
      { product_id: same!.product_id, counted: same!.stock },
      { product_id: moving!.product_id, counted: moving!.stock },
      { product_id: other.product_id, counted: 4 },
      { product_id: failing, counted: 7 },
    ];
    const created = await post({ action: 'create.tally_inventory', warehouse_id: warehouseId, lines, comments: 'Monthly count' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ status: TALLY_STATUS.draft, lines: 6, comments: 'Monthly count', buckets: { increased: 0, decreased: 0, failed: 0, no_change: 0 } });
    expect(await shelf(warehouseId, up!.product_id)).toBe(up!.stock);

    const edited = await post({ action: 'update.tally_inventory', id: created.body.data.id, version: created.body.data.version, lines });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    // Stock moves while the count is under way: a unit of `moving` leaves the shelves before submission.
    const [{ company }] = await api.services.db.select({ company: products.company_id }).from(products).where(eq(products.id, moving!.product_id));
    await api.services.db.transaction((tx) => moveStock(tx, { companyId: company, userId: null, record: null, now: new Date() },
      [{ productId: moving!.product_id, from: place.shelf(warehouseId), to: place.bin, quantity: 1, reason: 'test.meanwhile' }]));
    const moved = true;
    const atSubmission = await shelf(warehouseId, moving!.product_id);

    const submitted = await post({ action: 'submit.tally_inventory', id: created.body.data.id, version: edited.body.data.version });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const t = submitted.body.data;
    expect(t.status).toBe(TALLY_STATUS.submitted);
    const byProduct = new Map((t.lines_detail as { product_id: number }[]).map((l) => [l.product_id, l]));
    expect(byProduct.get(up!.product_id)).toMatchObject({ old_stock: up!.stock, new_stock: up!.stock + 3, adjusted: 3, result: 'INCREASED' });
    expect(byProduct.get(down!.product_id)).toMatchObject({ old_stock: down!.stock, adjusted: -2, result: 'DECREASED' });
    expect(byProduct.get(same!.product_id)).toMatchObject({ adjusted: 0, result: 'NO_CHANGE' });
    expect(byProduct.get(moving!.product_id)).toMatchObject({ old_stock: atSubmission, new_stock: moving!.stock, adjusted: moving!.stock - atSubmission, result: moved ? 'INCREASED' : 'NO_CHANGE' });
    expect(byProduct.get(other.product_id)).toMatchObject({ old_stock: 0, adjusted: 4, result: 'INCREASED' });
    expect(byProduct.get(failing)).toMatchObject({ adjusted: 0, result: 'FAILED', note: TALLY_MESSAGES.inactive });
    expect(t.buckets).toEqual({ increased: moved ? 3 : 2, decreased: 1, failed: 1, no_change: moved ? 1 : 2 });

    // Conservation: the warehouse holds exactly the counted quantities, the failed line is untouched, the books balance.
    for (const l of lines.filter((x) => x.product_id !== failing)) expect(await shelf(warehouseId, l.product_id)).toBe(l.counted);
    expect(await shelf(warehouseId, failing)).toBe(before.failing);
    expect(await stockLedgerViolations(api.services.db)).toEqual([]);
    const moves = await api.services.db.select().from(stockMovements).where(and(eq(stockMovements.record_kind, 'tally_inventory'), eq(stockMovements.record_id, t.id)));
    expect(moves.map((m) => [m.product_id, m.reason, m.quantity, m.from_kind, m.to_kind]).sort()).toEqual([
      [up!.product_id, 'tally.increase', 3, 'outside', 'shelf'],
      [down!.product_id, 'tally.decrease', 2, 'shelf', 'outside'],
      [other.product_id, 'tally.increase', 4, 'outside', 'shelf'],
      ...(moved ? [[moving!.product_id, 'tally.increase', moving!.stock - atSubmission, 'outside', 'shelf']] : []),
    ].sort());
    const audits = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'tally_inventory'), eq(auditLog.entity_id, t.id))).orderBy(auditLog.id);
    expect(audits.map((r) => r.action)).toEqual(['create.tally_inventory', 'update.tally_inventory', 'submit.tally_inventory']);

    // Final: no second submission, no edit, no cancel.
    expect((await post({ action: 'submit.tally_inventory', id: t.id, version: t.version })).status).toBe(409);
    expect((await post({ action: 'cancel.tally_inventory', id: t.id, version: t.version })).status).toBe(409);
    const edit = await post({ action: 'update.tally_inventory', id: t.id, version: t.version, lines });
    expect(edit.status).toBe(409);
  });

  it('cancelling moves nothing; a stale version is refused', async () => {
    const { warehouseId, held: [a] } = await countable();
    const created = (await post({ action: 'create.tally_inventory', warehouse_id: warehouseId, lines: [{ product_id: a!.product_id, counted: 0 }] })).body.data;
    expect((await post({ action: 'submit.tally_inventory', id: created.id, version: created.version + 1 })).status).toBe(409);
    const cancelled = await post({ action: 'cancel.tally_inventory', id: created.id, version: created.version });
    expect(cancelled.body.data.status).toBe(TALLY_STATUS.cancelled);
    expect(await shelf(warehouseId, a!.product_id)).toBe(a!.stock);
    const audits = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'tally_inventory'), eq(auditLog.entity_id, created.id))).orderBy(auditLog.id);
    expect(audits.map((r) => r.action)).toEqual(['create.tally_inventory', 'cancel.tally_inventory']);
  });

  it('refuses bad lines, unknown warehouses and tallies with 400 and 404', async () => {
    const { warehouseId, held: [a] } = await countable();
    const twice = await post({ action: 'create.tally_inventory', warehouse_id: warehouseId, lines: [{ product_id: a!.product_id, counted: 1 }, { product_id: a!.product_id, counted: 2 }] });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual([{ path: 'lines.1.product_id', message: TALLY_MESSAGES.listedTwice }]);
    const unknown = await post({ action: 'create.tally_inventory', warehouse_id: warehouseId, lines: [{ product_id: 999_999, counted: 1 }] });
    expect(unknown.body.errors).toEqual([{ path: 'lines.0.product_id', message: TALLY_MESSAGES.unknownProduct }]);
    const negative = await post({ action: 'create.tally_inventory', warehouse_id: warehouseId, lines: [{ product_id: a!.product_id, counted: -1 }] });
    expect(negative.status).toBe(400);
    expect(negative.body.errors[0]).toMatchObject({ path: 'lines.0.counted', message: 'Enter only numbers' });
    expect((await post({ action: 'create.tally_inventory', warehouse_id: warehouseId, lines: [] })).status).toBe(400);
    expect((await post({ action: 'create.tally_inventory', warehouse_id: 999_999, lines: [{ product_id: a!.product_id, counted: 1 }] })).status).toBe(404);
    expect((await post({ action: 'get.tally_inventory', id: 999_999 })).status).toBe(404);
    expect((await post({ action: 'list.tally_products', warehouse_id: 999_999 })).status).toBe(404);
  });

  it('roles: a warehouse manager counts and submits; a technician may neither read nor write', async () => {
    const { warehouseId, held: [a] } = await countable();
    const manager = await api.login('warehouse@demo.local');
    const created = await post({ action: 'create.tally_inventory', warehouse_id: warehouseId, lines: [{ product_id: a!.product_id, counted: a!.stock }] }, manager);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.created_by).toBe('Meena Joshi');
    const technician = await api.login('technician@demo.local');
    expect((await post({ action: 'list.tally_inventories' }, technician)).status).toBe(403);
    expect((await post({ action: 'create.tally_inventory', warehouse_id: warehouseId, lines: [{ product_id: 1, counted: 1 }] }, technician)).status).toBe(403);
    expect((await post({ action: 'submit.tally_inventory', id: created.body.data.id, version: created.body.data.version }, technician)).status).toBe(403);
  });

  it('tenancy: franchise staff see and count only their franchise\'s warehouses', async () => {
    const franchise = await api.login('franchise@demo.local');
    const theirs = new Set(((await post({ action: 'list.warehouses', limit: 100 }, franchise)).body.data as { id: number }[]).map((w) => w.id));
    const all = (await post({ action: 'list.warehouses', limit: 100 })).body.data as { id: number }[];
    const other = all.find((w) => !theirs.has(w.id))!;
    expect(other).toBeDefined();
    const seen = (await post({ action: 'list.tally_inventories', limit: 100 }, franchise)).body.data as { warehouse: { id: number } }[];
    expect(seen.every((t) => theirs.has(t.warehouse.id))).toBe(true);
    const foreign = (await post({ action: 'list.tally_inventories', warehouse_id: other.id, limit: 1 })).body.data[0];
    if (foreign) expect((await post({ action: 'get.tally_inventory', id: foreign.id }, franchise)).status).toBe(404);
    const product = ((await post({ action: 'list.tally_products', warehouse_id: other.id })).body.data as Product[])[0]!;
    expect((await post({ action: 'create.tally_inventory', warehouse_id: other.id, lines: [{ product_id: product.product_id, counted: 1 }] }, franchise)).status).toBe(404);
  });
});
