/**
 * /api/user-management sign-in actions: login, me, refresh_token, logout; forgot and reset
 * password are in password-reset.ts. Every one of them writes an audit row.
 */
import { eq, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/session.ts';
import type { CompanyType, FranchiseType, RoleCode } from '../../contract/roles.ts';
import { callerOf, handle, type ActionContext } from '../context.ts';
import { audit } from '../kit/audit.ts';
import type { Db } from '../db/client.ts';
import { companies, franchises, roles, users } from '../db/schema/index.ts';
import { ApiError, notFound, unauthenticated } from '../http/errors.ts';
import { NO_ONES_HASH, verifyPassword } from '../auth/passwords.ts';
import { issueToken, licenseExpired, revokeToken } from '../auth/sessions.ts';
import { deviceCookieFor, trustedDevice } from '../auth/device-cookie.ts';
import { clearAttempts, releaseAttempt, reserveAttempt, signInKeyOf, signInThrottle } from '../auth/throttle.ts';
import { passwordResetHandlers } from './password-reset.ts';

const WRONG_CREDENTIALS = 'Invalid email or password.';

/**
 * What `me` answers, in one statement prepared once per database: every page load asks, and
 * selecting whole tables through the query builder each time cost more than the query.
 */
function meQuery(db: Db) {
  return db
    .select({
      user: { id: users.id, first_name: users.first_name, last_name: users.last_name, email: users.email, mobile_number: users.mobile_number },
      role: { id: roles.id, name: roles.name, role_code: roles.role_code, permissions: roles.permissions },
      company: { id: companies.id, name: companies.name, type: companies.type, license_ends_at: companies.license_ends_at, guest_password: companies.guest_password },
      franchise: { id: franchises.id, name: franchises.name, type: franchises.type },
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(companies, eq(companies.id, users.company_id))
    .leftJoin(franchises, eq(franchises.id, users.franchise_id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('me');
}
const meStatements = new WeakMap<Db, ReturnType<typeof meQuery>>();

function meStatement(db: Db) {
  let statement = meStatements.get(db);
  if (!statement) meStatements.set(db, (statement = meQuery(db)));
  return statement;
}

/** The account behind a sign-in email, with what decides whether it may sign in. */
async function accountOf(db: Db, email: string) {
  const [found] = await db
    .select({
      id: users.id, company_id: users.company_id, first_name: users.first_name, last_name: users.last_name, email: users.email,
      is_active: users.is_active, password_hash: users.password_hash, role_code: roles.role_code, license_ends_at: companies.license_ends_at,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.role_id))
    .innerJoin(companies, eq(companies.id, users.company_id))
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  return found;
}

type Account = Awaited<ReturnType<typeof accountOf>>;

/** A failed sign-in in the audit: under the account's company, or with the email when no account has it. */
async function auditFailedSignIn(ctx: ActionContext, email: string, account: Account, reason: string) {
  if (!account) {
    await audit(ctx.db, null, { action: 'login_failed', entity: 'user', entity_id: null, after: { email, client: ctx.client, reason } });
  } else {
    await audit(ctx.db, { id: null, company_id: account.company_id }, {
      action: 'login_failed', entity: 'user', entity_id: account.id, after: { client: ctx.client, reason },
    });
  }
}

export const sessionHandlers = [
  handle(contract.login, async (input, ctx) => {
    const email = input.email.trim().toLowerCase();
    const now = ctx.now();
    const account = await accountOf(ctx.db, email);
    // The owner's browser is exempt from the account's lockout (server/auth/device-cookie.ts).
    const device = account ? trustedDevice(ctx.config.secret, ctx.deviceCookie, account, now) : null;
    // Reserved before the password is checked, so parallel guesses cannot outrun the limit.
    const attempt = await reserveAttempt(ctx.db, signInThrottle(email, ctx.client, device), now);
    if (!attempt) throw new ApiError(429, contract.TOO_MANY_SIGN_INS);
    // Hashed whatever the account, against no one's hash for an unknown email, so that an
    // unknown email, a disabled account and a wrong password all take the same time.
    const passwordMatches = await verifyPassword(input.password, account?.password_hash ?? NO_ONES_HASH);
    if (!account || !account.is_active || !passwordMatches) {
      await auditFailedSignIn(ctx, email, account, !account ? 'unknown email' : account.is_active ? 'wrong password' : 'account disabled');
      throw unauthenticated(WRONG_CREDENTIALS);
    }
    // The password was right: this attempt and this client's earlier failures no longer count.
    await releaseAttempt(ctx.db, attempt);
    await clearAttempts(ctx.db, signInKeyOf(email, ctx.client));
    if (account.license_ends_at.getTime() <= now.getTime()) {
      await auditFailedSignIn(ctx, email, account, 'license expired');
      throw licenseExpired(account.role_code);
    }
    const { token, expires_at } = await ctx.db.transaction(async (tx) => {
      const issued = await issueToken(tx, account.id, now);
      await audit(tx, account, { action: 'login', entity: 'user', entity_id: account.id, after: { client: ctx.client } });
      return issued;
    });
    ctx.setSessionCookie(token);
    // This browser has signed in: from now on it is the owner's (exempt from the account's lockout).
    ctx.setDeviceCookie(deviceCookieFor(ctx.config.secret, account, now));
    const { id, first_name, last_name } = account;
    return { data: { id, first_name, last_name, email: account.email }, token, expires_at };
  }),

  handle(contract.me, async (_input, ctx) => {
    const caller = callerOf(ctx);
    const [row] = await meStatement(ctx.db).execute({ id: caller.id });
    if (!row) throw notFound('User');
    const { user, role, company, franchise } = row;
    return {
      data: {
        id: user.id,
        first_name: user.first_name,
        last_name: user.last_name,
        email: user.email,
        mobile_number: user.mobile_number,
        Role: { id: role.id, name: role.name, role_code: role.role_code as RoleCode, permissions: role.permissions },
        Company: {
          id: company.id,
          name: company.name,
          type: company.type as CompanyType,
          license_ends_at: company.license_ends_at.toISOString(),
          ...(role.permissions.includes('PERM_VIEW_PASSWORD') ? { guest_password: company.guest_password } : {}),
        },
        Franchises: franchise
          ? [{ Franchise: { id: franchise.id, name: franchise.name, type: franchise.type as FranchiseType } }]
          : [],
      },
    };
  }),

  handle(contract.refreshToken, async (_input, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    const { token, expires_at } = await ctx.db.transaction(async (tx) => {
      // Only the call that revokes the token gets a new one; parallel calls with it get 401.
      if (!(await revokeToken(tx, caller.token_id, now))) throw unauthenticated('Your session has ended. Sign in again.');
      await audit(tx, caller, { action: 'refresh_token', entity: 'user', entity_id: caller.id, after: { client: ctx.client } });
      return issueToken(tx, caller.id, now);
    });
    ctx.setSessionCookie(token);
    return { refresh_token: token, expires_at };
  }),

  handle(contract.logout, async (_input, ctx) => {
    const caller = callerOf(ctx);
    await ctx.db.transaction(async (tx) => {
      await revokeToken(tx, caller.token_id, ctx.now());
      await audit(tx, caller, { action: 'logout', entity: 'user', entity_id: caller.id, after: { client: ctx.client } });
    });
    ctx.live.disconnect({ userId: caller.id });
    ctx.setSessionCookie(null);
    return { data: null };
  }),

  ...passwordResetHandlers,
];
