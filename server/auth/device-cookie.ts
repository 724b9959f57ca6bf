/**
 * The device cookie (OWASP "device cookies"): a browser where an account's owner signed in
 * carries a signed note saying so, and is exempt from that account's lockout, which a
 * stranger's failures elsewhere can trigger (server/auth/throttle.ts signInThrottle). Without
 * it, ten wrong passwords from each of five addresses locked the owner out everywhere.
 *
 * The value is `{user id}.{issued, unix seconds}.{mac}`; the mac is an HMAC-SHA256 under SECRET
 * over the user id, the issue time and the account's password hash. The hash is in the database
 * only, so a cookie cannot be made without it even where SECRET is left at its default, and a
 * new password retires every cookie issued before it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'vc_device';
/** Only sign-in reads it: it is sent to the sign-in area and nowhere else. */
export const DEVICE_COOKIE_PATH = '/api/user-management';
export const DEVICE_COOKIE_TTL_SECONDS = 180 * 24 * 60 * 60;

interface Account {
  id: number;
  password_hash: string;
}

function macOf(secret: string, account: Account, issued: number): string {
  return createHmac('sha256', secret).update(`device\n${account.id}\n${issued}\n${account.password_hash}`).digest('base64url');
}

/** A new device cookie for the account, after its password was given right on this browser. */
export function deviceCookieFor(secret: string, account: Account, now: Date): string {
  const issued = Math.floor(now.getTime() / 1000);
  return `${account.id}.${issued}.${macOf(secret, account, issued)}`;
}

/**
 * The device's key (what its own failures count against) when the cookie was issued to this
 * account, is unexpired and signed; otherwise null: forged, another account's, or too old.
 */
export function trustedDevice(secret: string, cookie: string | null, account: Account, now: Date): string | null {
  const [id, issuedText, mac, ...rest] = (cookie ?? '').split('.');
  if (rest.length || !mac || Number(id) !== account.id || !/^\d{1,12}$/.test(issuedText ?? '')) return null;
  const issued = Number(issuedText);
  const age = now.getTime() / 1000 - issued;
  if (age < -60 || age > DEVICE_COOKIE_TTL_SECONDS) return null;
  const expected = Buffer.from(macOf(secret, account, issued));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return mac.slice(0, 22);
}
