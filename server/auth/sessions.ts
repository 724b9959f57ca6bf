/** Issuing, resolving and revoking session tokens, and the license check. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SESSION_TTL_SECONDS } from '../../contract/constants.ts';
import { TOKEN_EXPIRED_MESSAGE, type ActionSpec } from '../../contract/action.ts';
import { logout } from '../../contract/actions/session.ts';
import type { RoleCode } from '../../contract/roles.ts';
import type { Db, Tx } from '../db/client.ts';
import { authTokens, companies, roles, users } from '../db/schema/index.ts';
import type { Caller } from '../context.ts';
import { ApiError, unauthenticated } from '../http/errors.ts';
import { hashToken, newToken } from './tokens.ts';
import { createCallerCache, type CallerCache } from './caller-cache.ts';

export async function issueToken(db: Db | Tx, userId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
  await db.insert(authTokens).values({ user_id: userId, token_hash: hashToken(token), expires_at: expiresAt });
  return { token, expires_at: expiresAt.toISOString() };
}

/**
 * Revokes one token; false when it was revoked already. Conditional, so of parallel calls
 * with one token exactly one wins (PostgreSQL re-checks the condition after a row lock wait).
 */
export async function revokeToken(db: Db | Tx, tokenId: number, now: Date): Promise<boolean> {
  const revoked = await db
    .update(authTokens)
    .set({ revoked_at: now })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revoked_at)))
    .returning({ id: authTokens.id });
  return revoked.length > 0;
}

export async function revokeAllTokens(db: Db | Tx, userId: number, now: Date) {
  await db.update(authTokens).set({ revoked_at: now }).where(and(eq(authTokens.user_id, userId), isNull(authTokens.revoked_at)));
}

/**
 * Whether an action needs a valid license. Signing out does not: a user whose license has
 * ended must still be able to end their session (and clear the cookie) on a shared machine.
 */
export function needsLicense(spec: ActionSpec): boolean {
  return spec !== logout;
}

export function licenseExpired(roleCode: string) {
  return new ApiError(402, 'Your License has expired.', { role_code: roleCode });
}

/**
 * The caller's session, user, role and company in one query, prepared once per database:
 * every signed-in request runs it, and building it with the query builder each time was
 * a tenth of the server's time under load.
 */
function callerQuery(db: Db) {
  return db
    .select({
      token_id: authTokens.id,
      expires_at: authTokens.expires_at,
      revoked_at: authTokens.revoked_at,
      user: {
        id: users.id,
        company_id: users.company_id,
        franchise_id: users.franchise_id,
        store_id: users.store_id,
        retailer_id: users.retailer_id,
        role_id: users.role_id,
        first_name: users.first_name,
        last_name: users.last_name,
        email: users.email,
        is_active: users.is_active,
      },
      role_code: roles.role_code,
      permissions: roles.permissions,
      license_ends_at: companies.license_ends_at,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.user_id))
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(companies, eq(companies.id, users.company_id))
    .where(eq(authTokens.token_hash, sql.placeholder('token_hash')))
    .limit(1)
    .prepare('resolve_caller');
}
type CallerRow = Awaited<ReturnType<ReturnType<typeof callerQuery>['execute']>>[number];
const perDatabase = new WeakMap<Db, { query: ReturnType<typeof callerQuery>; cache: CallerCache<CallerRow> }>();

function sessionsOf(db: Db) {
  let sessions = perDatabase.get(db);
  if (!sessions) perDatabase.set(db, (sessions = { query: callerQuery(db), cache: createCallerCache<CallerRow>() }));
  return sessions;
}

/** After an action that may have written: the next request of every session looks itself up again. */
export function forgetCallers(db: Db) {
  perDatabase.get(db)?.cache.forgetAll();
}

/**
 * Finds the caller behind a token, or throws 401 (unknown, revoked, expired) or, unless
 * `license` is false, 402 when the company's license has ended.
 */
export async function resolveCaller(db: Db, token: string, now: Date, license = true): Promise<Caller> {
  const { query, cache } = sessionsOf(db);
  const tokenHash = hashToken(token);
  const row = await cache.resolve(tokenHash, async () => (await query.execute({ token_hash: tokenHash }))[0]);
  if (!row || row.revoked_at) throw unauthenticated('Your session has ended. Sign in again.');
  if (row.expires_at.getTime() <= now.getTime()) throw unauthenticated(TOKEN_EXPIRED_MESSAGE);
  if (!row.user.is_active) throw unauthenticated('This account is disabled.');
  if (license && row.license_ends_at.getTime() <= now.getTime()) throw licenseExpired(row.role_code);
  return {
    id: row.user.id,
    company_id: row.user.company_id,
    franchise_id: row.user.franchise_id,
    store_id: row.user.store_id,
    retailer_id: row.user.retailer_id,
    role_id: row.user.role_id,
    role_code: row.role_code as RoleCode,
    permissions: row.permissions,
    first_name: row.user.first_name,
    last_name: row.user.last_name,
    email: row.user.email,
    token_id: row.token_id,
  };
}
