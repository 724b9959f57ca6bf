/** /api/user-management sign-in actions: login, me, refresh_token, logout, forgot/reset password. */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/session.ts';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS, RESET_LINK_TTL_MS } from '../../contract/constants.ts';
import type { CompanyType, FranchiseType, RoleCode } from '../../contract/roles.ts';
import { callerOf, handle } from '../context.ts';
import { audit } from '../kit/audit.ts';
import type { Db } from '../db/client.ts';
import { firstRow } from '../db/first-row.ts';
import { companies, franchises, loginFailures, passwordResets, roles, users } from '../db/schema/index.ts';
import { ApiError, notFound, unauthenticated } from '../http/errors.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { issueToken, licenseExpired, revokeAllTokens, revokeToken } from '../auth/sessions.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

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

export const sessionHandlers = [
  handle(contract.login, async (input, ctx) => {
    const email = input.email.trim().toLowerCase();
    const now = ctx.now();
    const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
    const recent = await ctx.db
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.email, email), gt(loginFailures.at, windowStart)));
    const { failures } = firstRow(recent, 'the count of recent failed sign-ins');
    if (failures >= LOGIN_FAILURE_LIMIT) {
      throw new ApiError(429, 'Too many failed sign-in attempts. Please try again in 15 minutes.');
    }
    const [found] = await ctx.db
      .select({ user: users, role_code: roles.role_code, license_ends_at: companies.license_ends_at })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.role_id))
      .innerJoin(companies, eq(companies.id, users.company_id))
      .where(sql`lower(${users.email}) = ${email}`)
      .limit(1);
    if (!found || !found.user.is_active || !(await verifyPassword(input.password, found.user.password_hash))) {
      await ctx.db.insert(loginFailures).values({ email, at: now });
      throw unauthenticated(WRONG_CREDENTIALS);
    }
    if (found.license_ends_at.getTime() <= now.getTime()) throw licenseExpired(found.role_code);
    await ctx.db.delete(loginFailures).where(eq(loginFailures.email, email));
    const { token, expires_at } = await issueToken(ctx.db, found.user.id, now);
    ctx.setSessionCookie(token);
    const { id, first_name, last_name } = found.user;
    return { data: { id, first_name, last_name, email: found.user.email }, token, expires_at };
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
      await revokeToken(tx, caller.token_id, now);
      return issueToken(tx, caller.id, now);
    });
    ctx.setSessionCookie(token);
    return { refresh_token: token, expires_at };
  }),

  handle(contract.logout, async (_input, ctx) => {
    await revokeToken(ctx.db, callerOf(ctx).token_id, ctx.now());
    ctx.live.disconnect({ userId: callerOf(ctx).id });
    ctx.setSessionCookie(null);
    return { data: null };
  }),

  handle(contract.forgotPassword, async (input, ctx) => {
    const email = input.email.trim().toLowerCase();
    const [user] = await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (user?.is_active) {
      const token = newToken();
      const expiresAt = new Date(ctx.now().getTime() + RESET_LINK_TTL_MS);
      await ctx.db.transaction(async (tx) => {
        const inserted = await tx
          .insert(passwordResets)
          .values({ user_id: user.id, token_hash: hashToken(token), expires_at: expiresAt })
          .returning({ id: passwordResets.id });
        const reset = firstRow(inserted, 'the inserted password reset');
        const link = `${ctx.origin}/reset-password/${reset.id}?token=${token}`;
        await ctx.mail.queue(tx, {
          to: user.email,
          subject: 'Reset your Vending Console password',
          body: `Hello ${user.first_name},\n\nUse this link within one hour to set a new password:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
        });
      });
      await ctx.mail.flush(ctx.db);
    }
    return { data: { message: contract.FORGOT_PASSWORD_REPLY } };
  }),

  handle(contract.resetPassword, async (input, ctx) => {
    const now = ctx.now();
    const passwordHash = await hashPassword(input.new_password);
    await ctx.db.transaction(async (tx) => {
      const [reset] = await tx.select().from(passwordResets).where(eq(passwordResets.id, input.id)).for('update');
      const valid = reset && !reset.used_at && reset.expires_at.getTime() > now.getTime() && reset.token_hash === hashToken(input.token);
      if (!valid) throw new ApiError(400, 'This reset link is invalid or has expired. Ask for a new one.');
      await tx.update(passwordResets).set({ used_at: now }).where(eq(passwordResets.id, reset.id));
      await tx.update(users).set({ password_hash: passwordHash, updated_at: now }).where(eq(users.id, reset.user_id));
      await revokeAllTokens(tx, reset.user_id, now);
      ctx.live.disconnect({ userId: reset.user_id });
      await audit(tx, null, { action: 'reset_password', entity: 'user', entity_id: reset.user_id });
    });
    return { data: { message: 'Password set successfully!' } };
  }),
];
