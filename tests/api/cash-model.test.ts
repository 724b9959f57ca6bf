/**
 * Model-based, part 2, for cash collections: every generated path of the machine against
 * the server on a seeded database, each path on a fresh SUBMITTED collection (expected
 * ₹1,250.75). `cash.loaded` fetches it (receiving it first when the path starts RECEIVED);
 * `save.succeeded` receives the amount the dialog holds; `save.failed` sends a stale version
 * (conflict) or an amount with three decimals. After every step: the cash invariants, the
 * state against the machine, and one audit row per successful receipt.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cashCollectionMachine, type CashEvent } from '../../machines/cashCollection.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { demo, newCashCollection, type Demo } from '../model/fixtures.ts';
import { cashViolations } from '../model/invariants.ts';
import { coverage, describeCoverage, modelPaths, pathName } from '../model/paths.ts';
import { createCashModel, type CashSnapshot } from '../model/cash-model.ts';
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
  console.log(describeCoverage('cash collection against the server', coverage(cashCollectionMachine, paths as never)));
  await api.close();
});

interface Run { id: number | null; expected: number; version: number; state: string | null; audits: number }

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
  expect(r.body.data.state).toBe(snapshot.matches('received') ? 'RECEIVED' : run.state);
  expect(await auditCount(run.id)).toBe(run.audits);
}

it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
  const run: Run = { id: null, expected: 0, version: 0, state: null, audits: 0 };
  const step = (work: (snapshot: CashSnapshot, event: CashEvent) => Promise<unknown> | void) =>
    async ({ state, event }: { state: unknown; event: unknown }) => {
      await work(state as CashSnapshot, event as CashEvent);
      await afterStep(run, state as CashSnapshot);
    };
  const screenOnly = step(() => {});
  await path.test({
    events: {
      'cash.loaded': step((_s, e) => load(run, e.type === 'cash.loaded' ? e.collection.state : '')),
      'load.failed': step(async () => expect((await api.post(RM, { action: 'get.cash_in_hand_order', id: 2_147_483_647 }, token)).status).toBe(404)),
      'save.succeeded': step(async (s) => {
        const amount = Number(s.context.amount);
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
      'cash.reload': screenOnly,
      'cash.receive': screenOnly,
      'amount.change': screenOnly,
      'confirm.yes': screenOnly,
      'confirm.no': screenOnly,
    },
    states: {},
  });
});
