/**
 * A local object store with pre-signed PUT URLs (the S3 shape): the API hands out a
 * URL signed with HMAC that allows one content type and a size cap until it expires;
 * the browser PUTs the file there. Files live under DATA_DIR/objects.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PresignedUpload {
  key: string;
  url: string;
  expires_at: string;
}

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

export interface ObjectStore {
  presignPut(prefix: string, contentType: string, maxBytes: number, now: Date): PresignedUpload;
  /**
   * Checks a PUT's URL and headers against its signature before any of its body is read:
   * answers why it is refused, or the most bytes its body may have.
   */
  verifyPut(key: string, query: Record<string, string | undefined>, contentType: string, declaredSize: number | null, now: Date): { problem: string } | { maxBytes: number };
  put(key: string, body: Buffer, contentType: string): void;
  get(key: string): StoredObject | null;
  exists(key: string): boolean;
}

/** What a PUT larger than its signed size is told, whether it said so up front or not. */
export const tooLargeMessage = (maxBytes: number) => `The file is larger than ${Math.round(maxBytes / 1024)} KB.`;

const UPLOAD_TTL_MS = 15 * 60_000;
const KEY_PATTERN = /^[a-z0-9-]+\/[A-Za-z0-9_-]{16,64}$/;

export function createObjectStore(options: { dir: string; secret: string }): ObjectStore {
  const sign = (key: string, contentType: string, maxBytes: number, expires: number) =>
    createHmac('sha256', options.secret).update(`${key}\n${contentType}\n${maxBytes}\n${expires}`).digest('base64url');
  const pathOf = (key: string) => join(options.dir, key.replace('/', '__'));

  return {
    presignPut(prefix, contentType, maxBytes, now) {
      const key = `${prefix}/${randomBytes(18).toString('base64url')}`;
      const expires = now.getTime() + UPLOAD_TTL_MS;
      const query = new URLSearchParams({
        ct: contentType,
        max: String(maxBytes),
        expires: String(expires),
        sig: sign(key, contentType, maxBytes, expires),
      });
      return { key, url: `/objects/${key}?${query}`, expires_at: new Date(expires).toISOString() };
    },
    verifyPut(key, query, contentType, declaredSize, now) {
      const refuse = (problem: string) => ({ problem });
      if (!KEY_PATTERN.test(key)) return refuse('Unknown upload key.');
      const { ct = '', max = '', expires = '', sig = '' } = query;
      const expected = Buffer.from(sign(key, ct, Number(max), Number(expires)));
      const given = Buffer.from(sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return refuse('The upload link is not valid.');
      if (Number(expires) < now.getTime()) return refuse('The upload link has expired.');
      // split always yields at least one part: the media type before any parameters.
      if (contentType.split(';')[0]!.trim() !== ct) return refuse(`The file must be of type ${ct}.`);
      if (declaredSize !== null && declaredSize > Number(max)) return refuse(tooLargeMessage(Number(max)));
      return { maxBytes: Number(max) };
    },
    put(key, body, contentType) {
      mkdirSync(options.dir, { recursive: true });
      writeFileSync(pathOf(key), body);
      writeFileSync(`${pathOf(key)}.type`, contentType);
    },
    get(key) {
      if (!KEY_PATTERN.test(key) || !existsSync(pathOf(key))) return null;
      return { body: readFileSync(pathOf(key)), contentType: readFileSync(`${pathOf(key)}.type`, 'utf8') };
    },
    exists(key) {
      return KEY_PATTERN.test(key) && existsSync(pathOf(key));
    },
  };
}
