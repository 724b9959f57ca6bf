/**
 * The pieces shared by the keys machines call the console with: a device key on /device
 * (server/device/identity.ts) and a DEX integration key on /dex (server/dex/integration.ts).
 * A key is random, shown once, kept only as its SHA-256 and known in lists by its first
 * characters; it is read from the Authorization header only (never a cookie), and each key has
 * its own request budget.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { ApiError } from './errors.ts';
import { fixedWindowLimiter } from './rate-limit.ts';

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key `<prefix><40 characters>`, its hash, and the 8 characters after the prefix lists show. */
export function newMachineKey(prefix: string) {
  const key = `${prefix}${randomBytes(30).toString('base64url')}`;
  return { key, hash: hashKey(key), shown: key.slice(prefix.length, prefix.length + 8) };
}

/** The bearer of a machine's request: the header only (a browser's session cookie never counts here). */
export function headerBearer(c: Context): string | null {
  const header = c.req.header('authorization');
  return header?.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() || null : null;
}

/** At most `limit` requests per key in `windowMs`; past it a 429 whose Retry-After says how long to wait. */
export function perKeyLimit(limit: number, windowMs: number, message: string) {
  const limiter = fixedWindowLimiter(limit, windowMs);
  return (c: Context, keyId: number, now: Date) => {
    const wait = limiter.take(String(keyId), now);
    if (!wait) return;
    // Set on the context, so the error answer built from it carries the header too.
    c.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    throw new ApiError(429, message);
  };
}
