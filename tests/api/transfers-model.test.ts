/**
 * Model-based, part 2: the material transfer against the server's actions on a seeded
 * database (one clone per file; each path on its own fresh transfer of 5 + 3 units).
 * - The pure lifecycle: every path of machines/records/materialTransfer.ts, each event the
 *   real call; every event the lifecycle refuses in a status is refused by the server with 409.
 * - The screen's flow: every transition-cover path. Screen-only events change nothing on the
 *   server; `record.loaded` fetches the order (driving a fresh one into the path's status first),
 *   `save.succeeded` and `save.failed` make the real call (a stale version for a conflict, a bad
 *   quantity otherwise).
 * After every step: the stock invariants and the ledger, the order's status against the model's,
 * and exactly one audit row per successful change.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { TRANSFER_STATUS, orderStatus } from '../../contract/statuses.ts';
import { receivedQuantities, transferFlow } from '../../machines/flows/materialTransfer.ts';
import { transferLifecycle } from '../../machines/records/materialTransfer.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { demo, newTransfer, stockedProducts, type Demo } from '../model/fixtures.ts';
import { stockViolations, unitsPerProduct } from '../model/invariants.ts';
import { coverage, describeCoverage, modelPaths, pathName } from '../model/paths.ts';
import { SAMPLE_ITEMS, createTransferModel, type TransferFlowEvent, type TransferSnapshot } from '../model/flow-models.ts';
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
  console.log(describeCoverage('material transfer flow against the server', coverage(transferFlow, paths as never)));
  await api.close();
});

interface Run {
  id: number | null;
  version: number;
  /** Model product id (1, 2) → real product id. */
  product: Map<number, number>;
  /** The status the order has on the server as far as this path knows. */
  status: number | null;
  audits: number;
  /**
   * The flow as the save was asked for (a step's state is the one after its event, and
   * once saved the flow has put its choice away).
   */
  saving?: TransferSnapshot;
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

/** The status a chosen step leads to: what the request asks for. */
const targetOf = (snapshot: TransferSnapshot) => Number(transferLifecycle.next(TRANSFER_STATUS.created, snapshot.context.transition!));

async function save(run: Run, snapshot: TransferSnapshot) {
  const { draft } = snapshot.context;
  const target = targetOf(snapshot);
  const partial = target === 4
    ? { items: receivedQuantities(draft!.items).map((i) => ({ ...i, product_id: run.product.get(i.product_id)! })), create_partial_transfer_order: draft!.createRemainder }
    : {};
  const r = await manage(run, { new_status: target, ...partial });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect(r.body.data.state).toBe(target);
  const leftOver = target === 4 && draft!.items.some((i) => !i.ticked || Number(i.received) < i.transferred);
  expect(Boolean(r.body.data.remainder_order)).toBe(target === 4 && draft!.createRemainder && leftOver);
  run.version += 1;
  run.status = target;
  run.audits += 1;
}

async function fail(run: Run, snapshot: TransferSnapshot, conflict: boolean) {
  const target = targetOf(snapshot);
  const [first] = [...run.product.values()];
  const r = conflict
    ? await manage({ ...run, version: run.version + 1 }, { new_status: target })
    : await manage(run, { new_status: target, items: [{ product_id: first, received_stock: 6 }] });
  expect(r.status, JSON.stringify(r.body)).toBe(conflict ? 409 : 400);
}

async function afterStep(run: Run, snapshot: TransferSnapshot) {
  expect(await stockViolations(api.services.db, baseline)).toEqual([]);
  if (run.id === null) return;
  const r = await api.post(WM, { action: 'get.material_transfer', id: run.id }, token);
  expect(r.body.data.state).toBe(snapshot.context.record?.status ?? run.status);
  expect(await auditCount(run.id)).toBe(run.audits);
}

it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
  pathIndex += 1;
  const run: Run = { id: null, version: 0, product: new Map(), status: null, audits: 0 };
  const step = (work: (snapshot: TransferSnapshot, event: TransferFlowEvent) => Promise<unknown> | void) =>
    async ({ state, event }: { state: unknown; event: unknown }) => {
      await work(state as TransferSnapshot, event as TransferFlowEvent);
      await afterStep(run, state as TransferSnapshot);
    };
  const screenOnly = step(() => {});
  await path.test({
    events: {
      'record.loaded': step((_s, e) => load(run, e.type === 'record.loaded' ? e.record.status : 0)),
      'load.failed': step(async () => expect((await api.post(WM, { action: 'get.material_transfer', id: 2_147_483_647 }, token)).status).toBe(404)),
      // The step's state is the one after the event: the model's record already has the new status.
      'save.succeeded': step(() => save(run, run.saving!)),
      'save.failed': step((_s, e) => fail(run, run.saving!, e.type === 'save.failed' && e.conflict)),
      'record.reload': screenOnly,
      'record.select': screenOnly,
      'record.reset': screenOnly,
      'draft.edit': screenOnly,
      'record.save': step((s) => void (run.saving = s)),
      'confirm.yes': step((s) => void (run.saving = s)),
      'confirm.no': screenOnly,
    },
    states: {},
  });
});

describe('the pure lifecycle against the server', () => {
  const lifecyclePaths = createTestModel(transferLifecycle.machine, { events: transferLifecycle.events.map((type) => ({ type })) }).getSimplePaths();

  it.each(lifecyclePaths.map((p) => [p.steps.slice(1).map((s) => s.event.type).join(' → ') || '(new)', p] as const))('%s, then every refused event', async (_name, path) => {
    pathIndex += 1;
    const run: Run = { id: null, version: 0, product: new Map(), status: null, audits: 0 };
    await load(run, TRANSFER_STATUS.created);
    for (const step of path.steps.slice(1)) {
      const target = transferLifecycle.next(run.status!, step.event.type)!;
      const [first] = [...run.product.values()];
      const r = await manage(run, { new_status: target, ...(target === TRANSFER_STATUS.partiallyReceived ? { items: [{ product_id: first, received_stock: 2 }] } : {}) });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data.state).toBe(target);
      Object.assign(run, { status: target, version: run.version + 1 });
    }
    for (const event of transferLifecycle.events.filter((e) => !transferLifecycle.can(run.status!, e))) {
      const target = transferLifecycle.next(TRANSFER_STATUS.created, event)!;
      const r = await manage(run, { new_status: target });
      expect(r.status).toBe(409);
      expect(r.body.message).toContain(`is ${orderStatus(run.status!).name}; it cannot be ${transferLifecycle.pastTense[event]} now.`);
    }
    expect(await stockViolations(api.services.db, baseline)).toEqual([]);
  });
});
