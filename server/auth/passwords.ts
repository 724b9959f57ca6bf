/** Password hashing with Node's scrypt: `scrypt$<salt>$<hash>`, both base64url. */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, createHash } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

export async function hashPassword(password: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const hash = await scrypt(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

/** The seed uses a salt derived from the email so that it writes the same rows every time. */
export function deterministicSalt(email: string): Buffer {
  return createHash('sha256').update(`seed:${email}`).digest().subarray(0, 16);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * What a sign-in for an unknown email is checked against: scrypt runs on it exactly as on a
 * real hash, so an unknown email takes as long as a known one and timing reveals no accounts.
 * It is random, not derived from any password, so no password matches it.
 */
export const NO_ONES_HASH = `scrypt$${randomBytes(16).toString('base64url')}$${randomBytes(KEY_LENGTH).toString('base64url')}`;
