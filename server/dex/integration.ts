/**
 * DEX integration keys (docs/dex-import.md): a `dik_…` key the company admin issues for a
 * handheld's upload software or a telemetry provider. It is the company's, not a machine's or a
 * user's: it imports audits that match any machine of the company, and nothing else. Looked up
 * on every request (a telemetry batch is a few requests a night, so no cache): a revoked key is
 * refused on its very next request on every instance.
 */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { DEX_KEY_MESSAGES as M, DEX_KEY_PREFIX, type DexIntegrationKeyRow } from '../../contract/actions/dex-integration-keys.ts';
import type { Db, Tx } from '../db/client.ts';
import { dexIntegrationKeys, users } from '../db/schema/index.ts';
import { unauthenticated } from '../http/errors.ts';
import { iso } from '../http/list.ts';
import { hashKey, newMachineKey } from '../http/machine-keys.ts';

/** Who is calling /dex: the key and its company. */
export interface DexIntegration {
  keyId: number;
  companyId: number;
  name: string;
}

/** last_used_at is kept to the minute: a write per key a minute, not per request. */
const LAST_USED_EVERY_MS = 60_000;

const K = dexIntegrationKeys;

export async function issueDexKey(tx: Tx, companyId: number, name: string, byUserId: number, now: Date) {
  const { key, hash, shown } = newMachineKey(DEX_KEY_PREFIX);
  const [row] = await tx.insert(K).values({ company_id: companyId, name: name.trim(), key_hash: hash, prefix: shown, issued_at: now, issued_by: byUserId }).returning({ id: K.id });
  return { key, id: row!.id };
}

/** The company's keys as the list shows them; `id` narrows to one. */
export async function dexKeyRows(db: Db | Tx, companyId: number, id?: number): Promise<Infer<typeof DexIntegrationKeyRow>[]> {
  const rows = await db.select({
    id: K.id, name: K.name, prefix: K.prefix, issued_at: K.issued_at, last_used_at: K.last_used_at, revoked_at: K.revoked_at,
    issued_by: sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
  }).from(K).leftJoin(users, eq(users.id, K.issued_by))
    .where(and(eq(K.company_id, companyId), id === undefined ? undefined : eq(K.id, id)))
    .orderBy(desc(K.issued_at), desc(K.id));
  return rows.map((r) => ({ ...r, issued_at: iso(r.issued_at)!, last_used_at: iso(r.last_used_at), revoked_at: iso(r.revoked_at) }));
}

/** The integration a bearer key names; 401 for no key, another kind of token, an unknown or a revoked key. */
export async function authenticateDexKey(db: Db, token: string | null, now: Date): Promise<DexIntegration> {
  if (!token) throw unauthenticated(M.keyRequired);
  if (!token.startsWith(DEX_KEY_PREFIX)) throw unauthenticated(M.userTokenOnDex);
  const [row] = await db.select({ id: K.id, company_id: K.company_id, name: K.name, revoked_at: K.revoked_at }).from(K).where(eq(K.key_hash, hashKey(token)));
  if (!row) throw unauthenticated(M.keyUnknown);
  if (row.revoked_at) throw unauthenticated(M.keyRevoked);
  const stale = new Date(now.getTime() - LAST_USED_EVERY_MS);
  await db.update(K).set({ last_used_at: now }).where(and(eq(K.id, row.id), or(isNull(K.last_used_at), lt(K.last_used_at, stale))));
  return { keyId: row.id, companyId: row.company_id, name: row.name };
}
