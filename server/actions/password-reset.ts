/**
 * /api/user-management forgot_password and reset_password. Both are limited per email (or
 * link) and per client; forgot_password answers the same whether or not the email has an
 * account and sends its mail after answering; reset_password checks the link before it
 * spends time hashing the new password.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as contract from '../../contract/actions/session.ts';
import { RESET_LINK_TTL_MS } from '../../contract/constants.ts';
import { handle, type ActionContext } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import { firstRow } from '../db/first-row.ts';
import { passwordResets, users } from '../db/schema/index.ts';
import { ApiError } from '../http/errors.ts';
import { audit } from '../kit/audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeAllTokens } from '../auth/sessions.ts';
import { forgotPasswordThrottle, reserveAttempt, resetPasswordThrottle, type Throttle } from '../auth/throttle.ts';
import { hashToken, newToken } from '../auth/tokens.ts';

async function limit(ctx: ActionContext, throttle: Throttle) {
  if (!(await reserveAttempt(ctx.db, throttle, ctx.now()))) throw new ApiError(429, contract.TOO_MANY_RESETS);
}

/** Makes every link of this user that still works stop working (a newer one was sent, or one was used). */
async function revokeLinks(tx: Tx, userId: number, now: Date) {
  await tx
    .update(passwordResets)
    .set({ revoked_at: now })
    .where(and(eq(passwordResets.user_id, userId), isNull(passwordResets.used_at), isNull(passwordResets.revoked_at)));
}

type Link = typeof passwordResets.$inferSelect;

function linkWorks(link: Link | undefined, token: string, now: Date): link is Link {
  if (!link || link.used_at || link.revoked_at || link.expires_at.getTime() <= now.getTime()) return false;
  const stored = Buffer.from(link.token_hash);
  const given = Buffer.from(hashToken(token));
  return stored.length === given.length && timingSafeEqual(stored, given);
}

async function linkOf(db: Db | Tx, id: number, lock: boolean): Promise<Link | undefined> {
  const query = db.select().from(passwordResets).where(eq(passwordResets.id, id));
  const [link] = lock ? await query.for('update') : await query;
  return link;
}

function invalidLink() {
  return new ApiError(400, contract.RESET_LINK_INVALID);
}

export const passwordResetHandlers = [
  handle(contract.forgotPassword, async (input, ctx) => {
    const email = input.email.trim().toLowerCase();
    const now = ctx.now();
    await limit(ctx, forgotPasswordThrottle(email, ctx.client));
    const [user] = await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
    if (!user) {
      // Kept without a company, so no Action history shows it; it shows who probes for accounts.
      await audit(ctx.db, null, { action: 'forgot_password', entity: 'user', entity_id: null, after: { email, client: ctx.client } });
      return { data: { message: contract.FORGOT_PASSWORD_REPLY } };
    }
    await ctx.db.transaction(async (tx) => {
      // Parallel requests for one account queue here, so each revokes the link the one before made.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      await audit(tx, { id: null, company_id: user.company_id }, {
        action: 'forgot_password', entity: 'user', entity_id: user.id, after: { client: ctx.client, link_sent: user.is_active },
      });
      if (!user.is_active) return;
      await revokeLinks(tx, user.id, now);
      const token = newToken();
      const inserted = await tx
        .insert(passwordResets)
        .values({ user_id: user.id, token_hash: hashToken(token), expires_at: new Date(now.getTime() + RESET_LINK_TTL_MS) })
        .returning({ id: passwordResets.id });
      const link = `${ctx.config.publicUrl}/reset-password/${firstRow(inserted, 'the inserted password reset').id}?token=${token}`;
      await ctx.mail.queue(tx, {
        to: user.email,
        subject: 'Reset your Vending Console password',
        body: `Hello ${user.first_name},\n\nUse this link within one hour to set a new password:\n${link}\n\nIf you did not ask for it, ignore this mail.`,
      });
    });
    // Sent after answering: the time of a mail server must not tell who has an account.
    ctx.mail.flushLater(ctx.db);
    return { data: { message: contract.FORGOT_PASSWORD_REPLY } };
  }),

  handle(contract.resetPassword, async (input, ctx) => {
    const now = ctx.now();
    await limit(ctx, resetPasswordThrottle(input.id, ctx.client));
    // The link first: a bogus call must not cost the ~100 ms of hashing a password.
    const unlocked = await linkOf(ctx.db, input.id, false);
    if (!linkWorks(unlocked, input.token, now)) throw invalidLink();
    const passwordHash = await hashPassword(input.new_password);
    const userId = unlocked.user_id;
    await ctx.db.transaction(async (tx) => {
      // The user first, then the link, as forgot_password locks them: never waiting in a circle.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, unlocked.user_id)).for('update');
      // Checked again under the lock: a parallel call with the same link may have used it meanwhile.
      const link = await linkOf(tx, input.id, true);
      if (!linkWorks(link, input.token, now)) throw invalidLink();
      await tx.update(passwordResets).set({ used_at: now }).where(eq(passwordResets.id, link.id));
      await revokeLinks(tx, link.user_id, now);
      const updated = await tx
        .update(users)
        .set({ password_hash: passwordHash, updated_at: now })
        .where(eq(users.id, link.user_id))
        .returning({ id: users.id, company_id: users.company_id, email: users.email, first_name: users.first_name });
      const user = firstRow(updated, 'the user of the reset link');
      await revokeAllTokens(tx, user.id, now);
      await audit(tx, user, { action: 'reset_password', entity: 'user', entity_id: user.id, after: { client: ctx.client } });
      // ASVS 2.2.3: the owner hears of it, in case it was not them.
      await ctx.mail.queue(tx, {
        to: user.email,
        subject: 'Your Vending Console password was changed',
        body: `Hello ${user.first_name},\n\nThe password of your account was just changed with a reset link, and every session was signed out.\n\nIf this was not you, ask your administrator to lock the account.`,
      });
    });
    // Every session of the user ended: so do its live feeds.
    ctx.live.disconnect({ userId });
    ctx.mail.flushLater(ctx.db);
    return { data: { message: 'Password set successfully!' } };
  }),
];
