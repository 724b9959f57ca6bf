/**
 * The record pipeline: every change of a record runs the same steps, in this order, and a
 * handler states only what differs.
 *
 *   1. the caller's scope for the record (404 outside it);
 *   2. one transaction; the record's row locked (FOR UPDATE);
 *   3. for a lifecycle event, the record's machine must allow it (409 naming the status);
 *   4. the version the caller read must be the row's (409);
 *   5. the handler's own checks and writes (stock and cash only through `moveStock`/`moveCash`,
 *      which lock their rows in a fixed order after the record's);
 *   6. the row written: the status the event leads to, the handler's columns, version + 1, updated_at;
 *   7. one audit row with the record before and after;
 *   8. after commit: live messages;
 *   9. the record read back once for the answer.
 *
 *   defineTransition(contract.receiveCashInHandOrder, cashRecord, {
 *     event: () => 'cash.receive',
 *     apply: async ({ row, input, moveCash }) => { …; return { set: { received_amount } } },
 *   });
 */
import { and, eq } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import type { ActionSpec } from '../../contract/action.ts';
import { callerOf, handle, type ActionContext, type Caller, type RegisteredHandler } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { notFound, staleVersion } from '../http/errors.ts';
import { publishNotification, type NotificationRow } from '../live/notify.ts';
import { moveCash, type CashMove } from '../stock/cash.ts';
import { moveStock, type BalancesBefore, type StockMove } from '../stock/ledger.ts';
import { audit, auditFields } from './audit.ts';
import type { RecordDef, RecordTable, RowOf } from './record.ts';
import { refuseUngranted } from './scope.ts';

type AnySpec = ActionSpec<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Input<A extends AnySpec> = Infer<A['request']>;
type Data<A extends AnySpec> = Infer<A['response']> extends { data: infer D } ? D : never;

/** What a handler's step sees inside the transaction. */
export interface StepContext<A extends AnySpec> {
  tx: Tx;
  input: Input<A>;
  caller: Caller;
  now: Date;
  services: ActionContext;
  /** Runs once the transaction has committed: live messages, never writes. */
  afterCommit(run: () => void): void;
}

export interface ChangeContext<A extends AnySpec, T extends RecordTable> extends StepContext<A> {
  /** The locked row as it was. */
  row: RowOf<T>;
  /** Moves stock in this transaction, booked against this record. */
  moveStock(moves: readonly StockMove[]): Promise<BalancesBefore>;
  moveCash(moves: readonly CashMove[]): Promise<void>;
}

export interface Change<T extends RecordTable> {
  /** Columns to write besides status, version and updated_at. */
  set?: Partial<T['$inferInsert']>;
  /** More for the audit's "after" (what moved, what was created alongside). */
  audit?: Record<string, unknown>;
}

export interface MutationOptions<A extends AnySpec, T extends RecordTable> {
  /** The lifecycle event this action is: checked against the record's machine, and the status it leads to is written. */
  event?: (input: Input<A>) => string;
  apply?: (ctx: ChangeContext<A, T>) => Promise<Change<T> | void>;
  /** The answer's data; default: the record read back. */
  respond?: (row: RowOf<T>, ctx: ActionContext) => Promise<Data<A>> | Data<A>;
  /** A delete: the audit keeps the record before only. */
  removes?: boolean;
  /** A delete that removes the row itself (records without a soft-delete column, whose checks say nothing refers to it). */
  erases?: boolean;
}

export function runner() {
  const afterCommit: (() => void)[] = [];
  return {
    afterCommit: (run: () => void) => void afterCommit.push(run),
    committed: () => afterCommit.forEach((run) => run()),
  };
}

/** What moveStock raised (low inventory), pushed live once the transaction has committed. */
export function publishAfter(services: ActionContext, after: { afterCommit(run: () => void): void }) {
  return (row: NotificationRow) => after.afterCommit(() => publishNotification(services, row));
}

/** A change of one existing record (`input.id`, `input.version`). */
export function defineMutation<A extends AnySpec, T extends RecordTable>(spec: A, record: RecordDef<T>, options: MutationOptions<A, T>): RegisteredHandler {
  const { table } = record;
  return handle(spec, async (input: Input<A>, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    const after = runner();
    const written = await ctx.db.transaction(async (tx) => {
      const [row] = (await tx.select().from(table as RecordTable).where(and(eq(table.id, input.id), record.scope(caller))).for('update')) as RowOf<T>[];
      if (!row) {
        await refuseUngranted(caller, async (viewer) => (await tx.select({ id: table.id }).from(table as RecordTable).where(and(eq(table.id, input.id), record.scope(viewer)))).length > 0);
        throw notFound(record.noun);
      }
      const event = options.event?.(input);
      if (event) record.assertCan(row, event);
      if (row.version !== input.version) throw staleVersion(record.title(row));
      const booked = { companyId: caller.company_id, userId: caller.id, record: { kind: record.entity, id: row.id }, now, notified: publishAfter(ctx, after) };
      const change = (await options.apply?.({
        tx, input, caller, now, services: ctx, row, afterCommit: after.afterCommit,
        moveStock: (moves) => moveStock(tx, booked, moves),
        moveCash: (moves) => moveCash(tx, booked, moves),
      })) ?? {};
      const status = event && record.lifecycle ? { [record.lifecycle.column]: record.statusAfter(row, event) } : {};
      if (options.erases) {
        await tx.delete(table as RecordTable).where(eq(table.id, row.id));
        await audit(tx, caller, { action: spec.name, entity: record.entity, entity_id: row.id, before: auditFields(row) });
        return row;
      }
      const [updated] = (await tx
        .update(table as RecordTable)
        .set({ ...status, ...change.set, version: row.version + 1, updated_at: now } as never)
        .where(eq(table.id, row.id))
        .returning()) as RowOf<T>[];
      await audit(tx, caller, {
        action: spec.name,
        entity: record.entity,
        entity_id: row.id,
        before: auditFields(row),
        after: options.removes ? undefined : { ...auditFields(updated!), ...change.audit },
      });
      return updated!;
    });
    after.committed();
    return { data: options.respond ? await options.respond(written, ctx) : await record.read(ctx.db, caller, written.id) };
  });
}

/** A lifecycle step of a record: `defineMutation` with its event. */
export function defineTransition<A extends AnySpec, T extends RecordTable>(
  spec: A, record: RecordDef<T>, options: MutationOptions<A, T> & { event: (input: Input<A>) => string },
): RegisteredHandler {
  if (!record.lifecycle) throw new Error(`${spec.name}: ${record.entity} has no lifecycle`);
  return defineMutation(spec, record, options);
}

/**
 * A removal, answered with `{ data: null }`: soft by default (the handler's `set` marks it), or
 * with `erases` the row itself goes (after `apply`'s checks that nothing refers to it).
 */
export function defineDelete<A extends AnySpec, T extends RecordTable>(spec: A, record: RecordDef<T>, options: Pick<MutationOptions<A, T>, 'apply' | 'erases'>): RegisteredHandler {
  return defineMutation(spec, record, { ...options, removes: true, respond: () => null as Data<A> });
}

export interface CreateOptions<A extends AnySpec, T extends RecordTable> {
  /** The new row's columns (checks that refuse bad input throw here). */
  values: (ctx: StepContext<A>) => Promise<T['$inferInsert']>;
  /** What is written alongside, in the same transaction (lines, stock moves). */
  after?: (ctx: StepContext<A> & { row: RowOf<T>; moveStock(moves: readonly StockMove[]): Promise<BalancesBefore> }) => Promise<Record<string, unknown> | void>;
  respond?: (row: RowOf<T>, ctx: ActionContext) => Promise<Data<A>> | Data<A>;
}

/** A new record: values, insert, what comes with it, audit, commit, read back. */
export function defineCreate<A extends AnySpec, T extends RecordTable>(spec: A, record: RecordDef<T>, options: CreateOptions<A, T>): RegisteredHandler {
  return handle(spec, async (input: Input<A>, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    const after = runner();
    const created = await ctx.db.transaction(async (tx) => {
      const step = { tx, input, caller, now, services: ctx, afterCommit: after.afterCommit };
      const values = await options.values(step);
      const [row] = (await tx.insert(record.table as RecordTable).values({ ...values, created_at: now, updated_at: now } as never).returning()) as RowOf<T>[];
      const booked = { companyId: caller.company_id, userId: caller.id, record: { kind: record.entity, id: row!.id }, now, notified: publishAfter(ctx, after) };
      const extra = (await options.after?.({ ...step, row: row!, moveStock: (moves) => moveStock(tx, booked, moves) })) ?? {};
      await audit(tx, caller, { action: spec.name, entity: record.entity, entity_id: row!.id, after: { ...auditFields(row!), ...extra } });
      return row!;
    });
    after.committed();
    return { data: options.respond ? await options.respond(created, ctx) : await record.read(ctx.db, caller, created.id) };
  });
}

/** `get.*` of a record: its read, scoped. */
export function defineGet<A extends AnySpec, T extends RecordTable>(spec: A, record: RecordDef<T>): RegisteredHandler {
  return handle(spec, async (input: Input<A>, ctx) => ({ data: await record.read(ctx.db, callerOf(ctx), input.id) }));
}
