/**
 * search.records (contract/actions/record-search.ts): every kind of server/search/record-kinds.ts
 * the caller holds the list permission of, each within its list's scope; a few best hits per
 * kind (an exact number or name first, then one that starts with the query, then the newest).
 */
import { or, sql, type SQL } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { hasAnyPermission } from '../../contract/permissions.ts';
import { RECORD_KINDS, RECORD_KIND_KEYS, RECORD_SEARCH_PER_KIND, type RecordKind } from '../../contract/record-kinds.ts';
import { searchRecords, type RecordHit } from '../../contract/actions/record-search.ts';
import { callerOf, handle, type RegisteredHandler } from '../context.ts';
import type { Db } from '../db/client.ts';
import { allOf, searchAcross } from '../http/list.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { SEARCH_KINDS, type SearchKind } from './record-kinds.ts';

type Hit = Infer<typeof RecordHit>;
interface Found { id: number; title: string | null; subtitle: string | null; status: string | number | boolean | null; parent: number | null }

async function searchKind(db: Db, kind: SearchKind, caller: ScopeCaller, query: string): Promise<Hit[]> {
  const title: SQL = kind.title ?? sql`${kind.match[0]}`;
  const id = kind.idOf?.(query);
  const matches = or(searchAcross(query, kind.match), id ? sql`${kind.id} = ${id}` : undefined);
  const lowered = query.toLowerCase();
  const rows = await db
    .select({
      id: sql<number>`${kind.id}`.mapWith(Number),
      title: sql<string | null>`${title}`,
      subtitle: sql<string | null>`${kind.subtitle ?? sql`null`}`,
      status: sql<string | number | boolean | null>`${kind.status ?? sql`null`}`,
      parent: sql<number | null>`${kind.parent ?? sql`null`}`,
    })
    .from(kind.table)
    .where(allOf(kind.scope(caller), matches))
    .orderBy(
      ...(id ? [sql`${kind.id} = ${id} desc`] : []),
      sql`lower(${title}) = ${lowered} desc`,
      sql`strpos(lower(${title}), ${lowered}) = 1 desc`,
      sql`${kind.id} desc`,
    )
    .limit(RECORD_SEARCH_PER_KIND) as Found[];
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? String(row.id),
    subtitle: row.subtitle || null,
    status: kind.statusName && row.status !== null ? kind.statusName(row.status) : null,
    path: kind.path(row.id, row.parent === null ? null : Number(row.parent)),
  }));
}

/** The kinds the caller may list, of those asked for (all when none are). */
export function searchableKinds(permissions: readonly string[], asked?: readonly RecordKind[]): RecordKind[] {
  return (asked?.length ? RECORD_KIND_KEYS.filter((k) => asked.includes(k)) : RECORD_KIND_KEYS)
    .filter((kind) => hasAnyPermission(permissions, SEARCH_KINDS[kind].permissions));
}

export const recordSearchHandlers: RegisteredHandler[] = [
  handle(searchRecords, async (input, ctx) => {
    const caller = callerOf(ctx);
    const query = input.query.trim();
    const kinds = searchableKinds(caller.permissions, input.kinds);
    const found = await Promise.all(kinds.map((kind) => searchKind(ctx.db, SEARCH_KINDS[kind], caller, query)));
    return {
      groups: kinds
        .map((kind, i) => ({ kind, label: RECORD_KINDS[kind].label, hits: found[i] ?? [] }))
        .filter((group) => group.hits.length > 0),
    };
  }),
];
