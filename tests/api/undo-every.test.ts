/**
 * Every row of the UNDOABLE table (issue 56), walked from the table itself: a row without a way
 * here to find a record for it fails. For each: act, a caller without the inverse's permission is
 * refused, undo puts the record back as it was (all but its version and stamp) with an audit row
 * marked `undo_of`; then act again on the undone record, and an undo of the first act is refused
 * with "has changed since" and changes nothing.
 */
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDOABLE, UNDO_MESSAGES, versionAfter, type Inverse } from '../../contract/actions/undo.ts';
import * as schema from '../../server/db/schema/index.ts';
import type { RecordTable } from '../../server/kit/record.ts';
import { startApi, type TestApi } from './harness.ts';
import { DEMO_CALLERS, UNDO_CASES, type UndoCase } from './undo-cases.ts';

let api: TestApi;
let admin: string;
/** Demo callers, each with the permissions their role gives. */
let callers: { token: string; permissions: string[] }[];

beforeAll(async () => {
  api = await startApi();
  admin = await api.login(DEMO_CALLERS[0]!);
  callers = await Promise.all(DEMO_CALLERS.slice(1).map(async (email) => {
    const token = await api.login(email);
    const me = await api.post('user-management', { action: 'me' }, token);
    return { token, permissions: me.body.data.Role.permissions as string[] };
  }));
});
afterAll(() => api.close());

type Input = Record<string, unknown>;
const act = (entry: Inverse, input: Input) => api.post(entry.action.area, { action: entry.action.name, ...input }, admin);
const undo = (entry: Inverse, input: Input, version: number, token = admin) =>
  api.post('user-management', { action: 'undo.action', of: entry.action.name, input, version }, token);

async function rowOf(c: UndoCase, input: Input) {
  const table = c.table as RecordTable;
  const [row] = await api.services.db.select().from(table).where(eq(table.id, c.id(input)));
  return { row: row as Record<string, unknown>, extra: await c.extra?.(api, input) };
}
/** The record as a user would see it again after an undo: all but its version and stamp. */
const unstamped = ({ row, extra }: Awaited<ReturnType<typeof rowOf>>) => ({ row: { ...row, version: undefined, updated_at: undefined }, extra });
const audits = async () => (await api.services.db.select({ n: count() }).from(schema.auditLog))[0]!.n;

/** The first candidate the action accepts (a delete refuses a record still in use: that changes nothing). */
async function actOnFirst(entry: Inverse, c: UndoCase) {
  for (const input of await c.candidates(api)) {
    const before = await rowOf(c, input);
    const done = await act(entry, input);
    if (done.status < 300) return { input, before, done };
  }
  throw new Error(`no record that ${entry.action.name} accepts`);
}

describe('undo.action, for every row of UNDOABLE', () => {
  it('has a way to find a record for every row', () => {
    expect(UNDOABLE.map((e) => e.action.name).filter((name) => !UNDO_CASES[name])).toEqual([]);
  });

  for (const entry of UNDOABLE) {
    const name = entry.action.name;
    it(`${name}: undone by ${entry.inverse.name}, refused without its permission and once the record moved on`, async () => {
      const c = UNDO_CASES[name]!;
      const { input, before, done } = await actOnFirst(entry, c);
      const left = versionAfter(entry, input, done.body);
      const acted = await rowOf(c, input);

      const stranger = callers.find((k) => !entry.inverse.permissions.some((p) => k.permissions.includes(p)));
      const refused = await undo(entry, input, left, stranger!.token);
      expect(refused.status, JSON.stringify(refused.body)).toBe(403);
      expect(await rowOf(c, input)).toEqual(acted);

      const undone = await undo(entry, input, left);
      expect(undone.status, JSON.stringify(undone.body)).toBe(200);
      expect(undone.body.data).toEqual({ action: entry.inverse.name, message: UNDO_MESSAGES.undone });
      expect(unstamped(await rowOf(c, input))).toEqual(unstamped(before));
      const [row] = await api.services.db.select().from(schema.auditLog)
        .where(eq(schema.auditLog.entity_id, c.id(input))).orderBy(desc(schema.auditLog.id)).limit(1);
      expect(row).toMatchObject({ action: entry.inverse.name, after: { undo_of: name } });

      // Acted on again (at the version the undo left): the first act's undo is out of date.
      const again = await act(entry, { ...input, version: (await rowOf(c, input)).row.version });
      expect(again.status, JSON.stringify(again.body)).toBeLessThan(300);
      const moved = await rowOf(c, input);
      const n = await audits();
      const stale = await undo(entry, input, left);
      expect(stale.status, JSON.stringify(stale.body)).toBe(409);
      expect(stale.body.message).toBe(UNDO_MESSAGES.movedOn(entry.noun));
      expect(await rowOf(c, input)).toEqual(moved);
      expect(await audits()).toBe(n);
    });
  }
});
