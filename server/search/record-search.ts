/**
 * search.records (contract/actions/record-search.ts): every kind of server/search/record-kinds.ts
 * the caller holds the list permission of, each within its list's scope; a few best hits per
 * kind (an exact number or name first, then one that starts with the query, then the newest).
 * All kinds go to the database as ONE statement (a UNION ALL of each kind's few rows): thirty
 * queries one after another cost ten times more on the embedded database's one connection.
 */
import { or, sql, type SQL } from 'drizzle-orm';
import { hasAnyPermission } from '../../contract/permissions.ts';
import { RECORD_KINDS, RECORD_KIND_KEYS, RECORD_SEARCH_PER_KIND, type RecordKind } from '../../contract/record-kinds.ts';
import { searchRecords } from '../../contract/actions/record-search.ts';
import { callerOf, handle, type RegisteredHandler } from '../context.ts';
import type { Db } from '../db/client.ts';
import { allOf, searchAcross } from '../http/list.ts';
import type { ScopeCaller } from '../kit/scope.ts';
import { SEARCH_KINDS } from './record-kinds.ts';

interface Found { k: number; id: number; title: string | null; subtitle: string | null; status: string | null; parent: number | null }

/** One kind's best few rows, its position in `kinds` as `k`; every column as text or int, so the branches unite. */
function branch(position: number, kind: RecordKind, caller: ScopeCaller, query: string): SQL {
  const k = SEARCH_KINDS[kind];
  const title: SQL = k.title ?? sql`${k.match[0]}`;
  const id = k.idOf?.(query);
  const matches = or(searchAcross(query, k.match), id ? sql`${k.id} = ${id}` : undefined);
  const lowered = query.toLowerCase();
  const order = [
    ...(id ? [sql`${k.id} = ${id} desc`] : []),
    sql`lower(${title}) = ${lowered} desc`,
    sql`strpos(lower(${title}), ${lowered}) = 1 desc`,
    sql`${k.id} desc`,
  ];
  return sql`(select ${position}::int as k, ${k.id}::int as id, (${title})::text as title, (${k.subtitle ?? sql`null`})::text as subtitle,
    (${k.status ?? sql`null`})::text as status, (${k.parent ?? sql`null`})::int as parent
    from ${k.table} where ${allOf(k.scope(caller), matches)} order by ${sql.join(order, sql`, `)} limit ${RECORD_SEARCH_PER_KIND})`;
}

/** The kinds the caller may list, of those asked for (all when none are). */
export function searchableKinds(permissions: readonly string[], asked?: readonly RecordKind[]): RecordKind[] {
  return (asked?.length ? RECORD_KIND_KEYS.filter((k) => asked.includes(k)) : RECORD_KIND_KEYS)
    .filter((kind) => hasAnyPermission(permissions, SEARCH_KINDS[kind].permissions));
}

async function search(db: Db, kinds: RecordKind[], caller: ScopeCaller, query: string) {
  if (kinds.length === 0) return [];
  const result = await db.execute(sql.join(kinds.map((kind, i) => branch(i, kind, caller, query)), sql` union all `));
  const rows = ((result as { rows?: Found[] }).rows ?? result) as Found[];
  return kinds
    .map((kind, i) => {
      const k = SEARCH_KINDS[kind];
      // UNION ALL keeps each branch's rows in its own order.
      const hits = rows.filter((row) => Number(row.k) === i).map((row) => ({
        id: Number(row.id),
        title: row.title ?? String(row.id),
        subtitle: row.subtitle || null,
        status: k.statusName && row.status !== null ? k.statusName(row.status) : null,
        path: k.path(Number(row.id), row.parent === null ? null : Number(row.parent)),
      }));
      return { kind, label: RECORD_KINDS[kind].label, hits };
    })
    .filter((group) => group.hits.length > 0);
}

export const recordSearchHandlers: RegisteredHandler[] = [
  handle(searchRecords, async (input, ctx) => {
    const caller = callerOf(ctx);
    return { groups: await search(ctx.db, searchableKinds(caller.permissions, input.kinds), caller, input.query.trim()) };
  }),
];
