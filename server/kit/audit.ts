/**
 * The audit row every mutation writes in its own transaction: who, which action, which kind
 * of record (one of contract/entities.ts) and its id, and the record before and after. The
 * Action history screen reads them; secrets are dropped here and redacted again on reading.
 */
import type { EntityKind } from '../../contract/entities.ts';
import type { Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

export interface AuditEntry {
  action: string;
  entity: EntityKind;
  entity_id: number | null;
  before?: unknown;
  after?: unknown;
}

/**
 * Who did it: the caller, or for what happens before sign-in (a failed sign-in, a reset
 * link asked for) only the company of the account concerned, or nothing for an unknown email.
 */
export type AuditActor = Pick<Caller, 'id' | 'company_id' | 'undo_of'> | { id: null; company_id: number } | null;

export async function audit(tx: Tx | Db, caller: AuditActor, entry: AuditEntry) {
  await tx.insert(auditLog).values({
    company_id: caller?.company_id ?? null,
    user_id: caller?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entity_id,
    before: entry.before ?? null,
    after: undone(caller, entry.after),
  });
}

/** An undo's audit row says which action it undid (`undo.action` marks the caller). */
function undone(caller: AuditActor, after: unknown): unknown {
  const of = caller && 'undo_of' in caller ? caller.undo_of : undefined;
  if (!of) return after ?? null;
  return { ...(typeof after === 'object' && after !== null ? after : {}), undo_of: of };
}

/** Many audit rows of one caller at once (a bulk import: one row per record created). */
export async function auditMany(tx: Tx | Db, caller: NonNullable<AuditActor>, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      company_id: caller.company_id,
      user_id: caller.id,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entity_id,
      before: entry.before ?? null,
      after: entry.after ?? null,
    })),
  );
}

/** Columns never kept in the audit: secrets, and text the database derives for searching. */
const LEFT_OUT = new Set(['password_hash', 'pin_hash', 'key_hash', 'search_text']);

/** A row as the audit keeps it. */
export function auditFields(row: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !LEFT_OUT.has(key)));
}
