/**
 * Limits on sign-in and password-reset attempts, atomic on PGlite and PostgreSQL alike.
 *
 * An attempt is reserved before any work is done: under a transaction-scoped advisory lock
 * per key, the attempts within the window are counted and, below every limit, one row per
 * key is written. Parallel requests queue on the lock and each counts those before it.
 * (Counting, checking the password and then recording the failure let 29 of 50 parallel
 * wrong passwords through on PostgreSQL against a limit of 10.)
 */
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import {
  LOGIN_ACCOUNT_FAILURE_LIMIT, LOGIN_CLIENT_FAILURE_LIMIT, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS,
  PASSWORD_RESET_CLIENT_LIMIT, PASSWORD_RESET_EMAIL_LIMIT, PASSWORD_RESET_WINDOW_MS,
} from '../../contract/constants.ts';
import type { Db } from '../db/client.ts';
import { authAttempts } from '../db/schema/index.ts';

export interface Limit {
  key: string;
  max: number;
}

export interface Throttle {
  limits: Limit[];
  windowMs: number;
}

/** The attempt rows one request holds. */
export type Reservation = number[];

/** Rows older than the longest window count against nothing. */
const KEEP_MS = Math.max(LOGIN_FAILURE_WINDOW_MS, PASSWORD_RESET_WINDOW_MS);
/** Old rows removed per attempt: enough to keep up, never a long statement. */
const PRUNE_BATCH = 500;

/**
 * Sign-in, counting failures: per account and client (the owner elsewhere is not locked out
 * by a stranger), per account from anywhere (a ceiling on guessing from many addresses), and
 * per client across accounts (one password tried on many emails). A browser with the account's
 * device cookie (server/auth/device-cookie.ts, `device` its key) counts against its own limit
 * instead of the account's ceiling, which strangers' failures can fill; the limits per client
 * still apply to it.
 */
export function signInThrottle(email: string, client: string, device: string | null = null): Throttle {
  return {
    windowMs: LOGIN_FAILURE_WINDOW_MS,
    limits: [
      { key: signInKeyOf(email, client), max: LOGIN_FAILURE_LIMIT },
      device ? { key: `sign-in:device:${device}`, max: LOGIN_FAILURE_LIMIT } : { key: `sign-in:account:${email}`, max: LOGIN_ACCOUNT_FAILURE_LIMIT },
      { key: `sign-in:client:${client}`, max: LOGIN_CLIENT_FAILURE_LIMIT },
    ],
  };
}

/** The failures a successful sign-in forgives: this account's from this client. */
export function signInKeyOf(email: string, client: string): string {
  return `sign-in:account-client:${email} ${client}`;
}

/** forgot_password, counting every call: per email and per client. */
export function forgotPasswordThrottle(email: string, client: string): Throttle {
  return {
    windowMs: PASSWORD_RESET_WINDOW_MS,
    limits: [
      { key: `forgot-password:email:${email}`, max: PASSWORD_RESET_EMAIL_LIMIT },
      { key: `forgot-password:client:${client}`, max: PASSWORD_RESET_CLIENT_LIMIT },
    ],
  };
}

/** reset_password, counting every call: per link (the one account it names) and per client. */
export function resetPasswordThrottle(linkId: number, client: string): Throttle {
  return {
    windowMs: PASSWORD_RESET_WINDOW_MS,
    limits: [
      { key: `reset-password:link:${linkId}`, max: PASSWORD_RESET_EMAIL_LIMIT },
      { key: `reset-password:client:${client}`, max: PASSWORD_RESET_CLIENT_LIMIT },
    ],
  };
}

/** Reserves one attempt against every limit, or null when any of them is used up. */
export async function reserveAttempt(db: Db, throttle: Throttle, now: Date): Promise<Reservation | null> {
  const keys = [...new Set(throttle.limits.map((limit) => limit.key))].sort();
  const since = new Date(now.getTime() - throttle.windowMs);
  const reserved = await db.transaction(async (tx) => {
    // Always in the same order, so two requests sharing keys never wait on each other in a circle.
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const counts = await tx
      .select({ key: authAttempts.key, n: count() })
      .from(authAttempts)
      .where(and(inArray(authAttempts.key, keys), gt(authAttempts.at, since)))
      .groupBy(authAttempts.key);
    const used = new Map(counts.map((row) => [row.key, row.n]));
    if (throttle.limits.some((limit) => (used.get(limit.key) ?? 0) >= limit.max)) return null;
    const rows = await tx.insert(authAttempts).values(keys.map((key) => ({ key, at: now }))).returning({ id: authAttempts.id });
    return rows.map((row) => row.id);
  });
  await pruneAttempts(db, now);
  return reserved;
}

/** Takes back a reservation that turned out not to count (a correct password). */
export async function releaseAttempt(db: Db, reservation: Reservation): Promise<void> {
  if (reservation.length > 0) await db.delete(authAttempts).where(inArray(authAttempts.id, reservation));
}

/** Forgets every attempt counted under one key. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.delete(authAttempts).where(eq(authAttempts.key, key));
}

/** Removes a batch of rows past every window; rows another request is removing are skipped. */
async function pruneAttempts(db: Db, now: Date): Promise<void> {
  const old = db
    .select({ id: authAttempts.id })
    .from(authAttempts)
    .where(lt(authAttempts.at, new Date(now.getTime() - KEEP_MS)))
    .limit(PRUNE_BATCH)
    .for('update', { skipLocked: true });
  await db.delete(authAttempts).where(inArray(authAttempts.id, old));
}
