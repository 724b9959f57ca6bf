/**
 * A kind of record as the server's pipeline knows it: its table, its kind for the audit and
 * the ledgers, who may reach which rows, how to read it for an answer, and (for records with
 * a lifecycle) its pure machine. Every get, list and mutation of the record goes through it.
 *
 *   export const supplierRecord = defineRecord({
 *     entity: 'supplier', table: suppliers, noun: 'Supplier',
 *     scope: tenancy({ company: suppliers.company_id, deletedAt: suppliers.deleted_at }),
 *     read: readSupplier,
 *   });
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityKind } from '../../contract/entities.ts';
import type { LifecycleRules } from '../../machines/lifecycle.ts';
import type { Caller } from '../context.ts';
import type { Db } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import type { ScopeCaller } from './scope.ts';

/** A table the pipeline can lock, version and stamp. */
export type RecordTable = PgTable & { id: PgColumn; version: PgColumn; updated_at: PgColumn };
export type RowOf<T extends RecordTable> = T['$inferSelect'] & { id: number; version: number };

type StatusId = string | number;

export interface RecordLifecycle<Row> {
  machine: LifecycleRules;
  /** The column that holds the status (the pipeline writes the status an event leads to). */
  column: keyof Row & string;
  /** How people call a status ("Received"). */
  statusName: (status: StatusId) => string;
  /** The 409 when the machine refuses; default "{title} is {status}; it cannot be {done} now." */
  refusal?: (row: Row, event: string) => string;
}

export interface RecordDefinition<T extends RecordTable, Shape> {
  entity: EntityKind;
  table: T;
  /** What a missing one is called: "{noun} not found." */
  noun: string;
  /** How a 409 names this row; default "This {noun}". */
  title?: (row: RowOf<T>) => string;
  scope: (caller: ScopeCaller) => SQL | undefined;
  /** The record as answers carry it (404 when out of the caller's reach). */
  read: (db: Db, caller: Caller, id: number) => Promise<Shape>;
  lifecycle?: RecordLifecycle<RowOf<T>>;
}

export interface RecordDef<T extends RecordTable = RecordTable, Shape = unknown> extends RecordDefinition<T, Shape> {
  title: (row: RowOf<T>) => string;
  /** Throws the lifecycle's 409 unless the row's status may take the event. */
  assertCan(row: RowOf<T>, event: string): void;
  /** The status the event leads to. */
  statusAfter(row: RowOf<T>, event: string): StatusId;
}

export function defineRecord<T extends RecordTable, Shape>(definition: RecordDefinition<T, Shape>): RecordDef<T, Shape> {
  const title = definition.title ?? (() => `This ${definition.noun.toLowerCase()}`);
  const lifecycleOf = () => {
    if (!definition.lifecycle) throw new Error(`${definition.entity} has no lifecycle`);
    return definition.lifecycle;
  };
  const statusOf = (row: RowOf<T>) => row[lifecycleOf().column] as StatusId;
  return {
    ...definition,
    title,
    assertCan(row, event) {
      const lifecycle = lifecycleOf();
      if (lifecycle.machine.can(statusOf(row), event)) return;
      throw conflict(lifecycle.refusal?.(row, event) ??
        `${title(row)} is ${lifecycle.statusName(statusOf(row))}; it cannot be ${lifecycle.machine.pastTense[event] ?? event} now.`);
    },
    statusAfter(row, event) {
      const next = lifecycleOf().machine.next(statusOf(row), event);
      if (next === null) throw new Error(`${definition.entity}: ${event} from ${String(statusOf(row))} has no target`);
      return next;
    },
  };
}
