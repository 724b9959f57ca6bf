/**
 * Model-based, part 2: every generated path of the material transfer machine run against the
 * server's actions on a seeded database (one clone per file; each path on its own fresh
 * transfer of 5 + 3 units). Screen-only events change nothing on the server; `transfer.loaded`
 * fetches the order (driving a fresh one into the path's state first), `save.succeeded` and
 * `save.failed` make the real call (a stale version for a conflict, a bad quantity otherwise).
 * After every step: the stock invariants, the order's status against the machine's state, and
 * exactly one audit row per successful change.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { materialTransferMachine, receivedQuantities, type TransferEvent } from '../../machines/materialTransfer.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { demo, newTransfer, stockedProducts, type Demo } from '../model/fixtures.ts';
import { stockViolations, unitsPerProduct } from '../model/invariants.ts';
import { coverage, describeCoverage, modelPaths, pathName } from '../model/paths.ts';
import { SAMPLE_ITEMS, createTransferModel, type TransferSnapshot } from '../model/transfer-model.ts';
import { startApi, type TestApi } from './harness.ts';

const WM = 'warehouse-management';
const paths = modelPaths(createTransferModel());
let api: TestApi;
let token: string;
let d: Demo;
let baseline: Map<number, number>;
let products: number[];
let pathIndex = 0;

beforeAll(async () => {
  api = await startApi();
  token = await api.login('warehouse@demo.local');
  d = await demo(api.services.db);
  products = await stockedProducts(api.services.db, d.warehouseIds[0], 30);
  baseline = await unitsPerProduct(api.services.db);
});
afterAll(async () => {
  console.log(describeCoverage('material transfer against the server', coverage(materialTransferMachine, paths as never)));
  await api.close();
});

const STATUS_OF: Record<string, number> = { cancelled: 2, received: 3, partiallyReceived: 4 };

interface Run {
  id: number | null;
  version: number;
  /** Model product id (1, 2) → real product id. */
  product: Map<number, number>;
  /** The status the order has on the server as far as this path knows. */
  status: number | null;
  audits: number;
}

const manage = (run: Run, fields: object) => api.post(WM, { action: 'manage.material_transfer', id: run.id, version: run.version, ...fields }, token);

async function auditCount(id: number) {
  const [{ n }] = await api.services.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)
    .where(and(eq(auditLog.entity, 'warehouse_order'), eq(auditLog.entity_id, id)));
  return n;
}

/**
 * Loads the path's order: after a failed save the same one again (it must be unchanged),
 * else a fresh transfer (5 + 3 units) driven into the given status through the API.
 */
async function load(run: Run, status: number) {
  if (run.id !== null && run.status === status) {
    const again = await api.post(WM, { action: 'get.material_transfer', id: run.id }, token);
    expect(again.body.data).toMatchObject({ state: status, version: run.version });
    return;
  }
  const pair = [products[(pathIndex * 2) % products.length], products[(pathIndex * 2 + 1) % products.length]];
  run.product = new Map(SAMPLE_ITEMS.map((item, i) => [item.productId, pair[i]]));
  run.id = await newTransfer(api.services.db, d, d.warehouseIds[0], d.warehouseIds[1], SAMPLE_ITEMS.map((item, i) => ({ productId: pair[i], stock: item.transferred })));
  run.version = 0;
  if (status !== 1) {
    const partial = status === 4 ? { items: [{ product_id: pair[0], received_stock: 2 }] } : {};
    expect((await manage(run, { new_status: status, ...partial })).status).toBe(200);
    run.version = 1;
  }
  const r = await api.post(WM, { action: 'get.material_transfer', id: run.id }, token);
  expect(r.status).toBe(200);
  expect(r.body.data.state).toBe(status);
  expect(r.body.data.version).toBe(run.version);
  run.status = status;
  run.audits = await auditCount(run.id);
}

async function save(run: Run, snapshot: TransferSnapshot) {
  const c = snapshot.context;
  const partial = c.selection === 4
    ? { items: receivedQuantities(c.items).map((i) => ({ ...i, product_id: run.product.get(i.product_id)! })), create_partial_transfer_order: c.createRemainder }
    : {};
  const r = await manage(run, { new_status: c.selection, ...partial });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.data.state).toBe(c.selection);
  const leftOver = c.selection === 4 && c.items.some((i) => !i.ticked || Number(i.received) < i.transferred);
  expect(Boolean(r.body.data.remainder_order)).toBe(c.selection === 4 && c.createRemainder && leftOver);
  run.version += 1;
  run.status = c.selection;
  run.audits += 1;
}

async function fail(run: Run, snapshot: TransferSnapshot, conflict: boolean) {
  const c = snapshot.context;
  const [first] = [...run.product.values()];
  const r = conflict
    ? await manage({ ...run, version: run.version + 1 }, { new_status: c.selection })
    : await manage(run, { new_status: c.selection, items: [{ product_id: first, received_stock: 6 }] });
  expect(r.status, JSON.stringify(r.body)).toBe(conflict ? 409 : 400);
}

async function afterStep(run: Run, snapshot: TransferSnapshot) {
  expect(await stockViolations(api.services.db, baseline)).toEqual([]);
  if (run.id === null) return;
  const r = await api.post(WM, { action: 'get.material_transfer', id: run.id }, token);
  const lifecycle = Object.keys(STATUS_OF).find((s) => snapshot.matches(s as never));
  expect(r.body.data.state).toBe(lifecycle ? STATUS_OF[lifecycle] : run.status);
  expect(await auditCount(run.id)).toBe(run.audits);
}

it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
  pathIndex += 1;
  const run: Run = { id: null, version: 0, product: new Map(), status: null, audits: 0 };
  const step = (work: (snapshot: TransferSnapshot, event: TransferEvent) => Promise<unknown> | void) =>
    async ({ state, event }: { state: unknown; event: unknown }) => {
      await work(state as TransferSnapshot, event as TransferEvent);
      await afterStep(run, state as TransferSnapshot);
    };
  const screenOnly = step(() => {});
  await path.test({
    events: {
      'transfer.loaded': step((_s, e) => load(run, e.type === 'transfer.loaded' ? e.transfer.status : 0)),
      'load.failed': step(async () => expect((await api.post(WM, { action: 'get.material_transfer', id: 2_147_483_647 }, token)).status).toBe(404)),
      'save.succeeded': step((s) => save(run, s)),
      'save.failed': step((s, e) => fail(run, s, e.type === 'save.failed' && e.conflict)),
      'transfer.reload': screenOnly,
      'transfer.cancel': screenOnly,
      'transfer.receive': screenOnly,
      'transfer.partiallyReceive': screenOnly,
      'transfer.reset': screenOnly,
      'transfer.scan': screenOnly,
      'scan.stop': screenOnly,
      'item.scanned': screenOnly,
      'item.toggle': screenOnly,
      'item.quantity': screenOnly,
      'remainder.toggle': screenOnly,
      'transfer.save': screenOnly,
      'confirm.yes': screenOnly,
      'confirm.no': screenOnly,
    },
    states: {},
  });
});
