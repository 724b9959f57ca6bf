/**
 * Model-based, part 2, for cash collections: every transition-cover path of the screen's flow
 * against the server on a seeded database, each path on a fresh SUBMITTED collection (expected
 * ₹1,250.75). `record.loaded` fetches it (receiving it first when the path starts RECEIVED);
 * `save.succeeded` receives the amount the dialog holds; `save.failed` sends a stale version
 * (conflict) or an amount with three decimals. After every step: the cash invariants and the
 * cash ledger, the status against the model's, and one audit row per successful receipt. The
 * pure lifecycle's receipt is refused a second time with 409.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cashFlow } from '../../machines/flows/cashCollection.ts';
import { cashLifecycle } from '../../machines/records/cashCollection.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { demo, newCashCollection, type Demo } from '../model/fixtures.ts';
import { cashViolations } from '../model/invariants.ts';
import { coverage, describeCoverage, modelPaths, pathName } from '../model/paths.ts';
import { createCashModel, type CashFlowEvent, type CashSnapshot } from '../model/flow-models.ts';
import { startApi, type TestApi } from './harness.ts';

const RM = 'refill-management';
const paths = modelPaths(createCashModel());
let api: TestApi;
let token: string;
let d: Demo;

beforeAll(async () => {
  api = await startApi();
  token = await api.login('warehouse@demo.local');
  d = await demo(api.services.db);
});
afterAll(async () => {
  console.log(describeCoverage('cash collection against the server', coverage(cashFlow, paths as never)));
  await api.close();
});

interface Run { id: number | null; expected: number; version: number; state: string | null; audits: number; saving?: CashSnapshot }

const receive = (run: Run, receive_amt: unknown, version = run.version) =>
  api.post(RM, { action: 'receive.cash_in_hand_order', id: run.id, receive_amt, version }, token);

async function auditCount(id: number) {
  const [{ n }] = await api.services.db.select({ n: sql<number>`count(*)::int` }).from(auditLog)
    .where(and(eq(auditLog.entity, 'cash_collection'), eq(auditLog.entity_id, id)));
  return n;
}

async function load(run: Run, state: string) {
  if (run.id === null || run.state !== state) {
    const fresh = await newCashCollection(api.services.db, d);
    Object.assign(run, { id: fresh.id, expected: fresh.expected, version: 0 });
    if (state === 'RECEIVED') {
      expect((await receive(run, 1250.75)).status).toBe(200);
      run.version = 1;
    }
    run.audits = await auditCount(fresh.id);
  }
  const r = await api.post(RM, { action: 'get.cash_in_hand_order', id: run.id }, token);
  expect(r.body.data).toMatchObject({ state, version: run.version });
  run.state = state;
}

async function afterStep(run: Run, snapshot: CashSnapshot) {
  expect(await cashViolations(api.services.db)).toEqual([]);
  if (run.id === null) return;
  const r = await api.post(RM, { action: 'get.cash_in_hand_order', id: run.id }, token);
  expect(r.body.data.state).toBe(snapshot.context.record?.status ?? run.state);
  expect(await auditCount(run.id)).toBe(run.audits);
}

it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
  const run: Run = { id: null, expected: 0, version: 0, state: null, audits: 0 };
  const step = (work: (snapshot: CashSnapshot, event: CashFlowEvent) => Promise<unknown> | void) =>
    async ({ state, event }: { state: unknown; event: unknown }) => {
      await work(state as CashSnapshot, event as CashFlowEvent);
      await afterStep(run, state as CashSnapshot);
    };
  const screenOnly = step(() => {});
  await path.test({
    events: {
      'record.loaded': step((_s, e) => load(run, e.type === 'record.loaded' ? e.record.status : '')),
      'load.failed': step(async () => expect((await api.post(RM, { action: 'get.cash_in_hand_order', id: 2_147_483_647 }, token)).status).toBe(404)),
      'save.succeeded': step(async () => {
        // The flow as the save was asked for: once saved it has put its draft away.
        const amount = Number(run.saving!.context.draft!.amount);
        const r = await receive(run, amount);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(Math.round(r.body.data.difference * 100)).toBe(Math.round(amount * 100) - Math.round(run.expected * 100));
        run.version += 1;
        run.state = 'RECEIVED';
        run.audits += 1;
      }),
      'save.failed': step(async (_s, e) => {
        const conflict = e.type === 'save.failed' && e.conflict;
        const r = conflict ? await receive(run, 10, run.version + 1) : await receive(run, 10.555);
        expect(r.status).toBe(conflict ? 409 : 400);
      }),
      'record.reload': screenOnly,
      'record.select': screenOnly,
      'record.reset': screenOnly,
      'draft.edit': screenOnly,
      'record.save': step((s) => void (run.saving = s)),
    },
    states: {},
  });
});

it('the lifecycle: a collection is received once; the second receipt is refused naming its state', async () => {
  const run: Run = { id: null, expected: 0, version: 0, state: null, audits: 0 };
  await load(run, cashLifecycle.statusOf('submitted'));
  expect((await receive(run, 1250.75)).status).toBe(200);
  expect(cashLifecycle.can('RECEIVED', 'cash.receive')).toBe(false);
  const again = await receive(run, 1250.75, 1);
  expect(again.status).toBe(409);
  expect(again.body.message).toContain('is already RECEIVED');
});
