/**
 * The API's JSON answers, gzipped for browsers that accept it. hono/compress piped every
 * answer through a web CompressionStream, and reading an answer back as a stream leaves the
 * Node adapter's fast path for plain bodies: together about a quarter of the server's time on
 * the /orders page under load. zlib over the whole body takes about 30 µs for a page of ten
 * orders; large answers (the palette's index of 100,000 machines) are compressed on libuv's
 * thread pool, so other requests go on meanwhile.
 */
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { answerText } from './json-text.ts';

const gzipOnPool = promisify(gzip);
/** Below this a gzip header and checksum save too little to be worth the work. */
const MIN_COMPRESSED_BYTES = 1024;
const MAX_SYNC_BYTES = 64 * 1024;
/**
 * Answers compressed on the request's own turn use zlib's fastest level: for a page of ten
 * orders (3 KB) it takes 33 µs against 45 at the default and sends 484 bytes against 458.
 * Its window is the smallest that covers the whole answer, so nothing is compressed less:
 * zlib sets up (and clears) a window's worth of state per call, and the default 32 KB
 * window for a 3 KB page doubled the call (26 → 13 µs, the same 410 bytes).
 */
function syncOptions(bytes: number) {
  return { level: 1, windowBits: Math.min(15, Math.max(9, Math.ceil(Math.log2(bytes)))) };
}

/** Whether an Accept-Encoding header accepts gzip (by name or `*`, with a q above 0). */
function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name === 'gzip') return !refused;
    if (name === '*') wildcard = !refused;
  }
  return wildcard;
}

/** `value` (or the JsonText standing for it) as a JSON answer, gzipped when it is worth it and the caller accepts it. */
export async function jsonAnswer(c: Context, value: unknown, status: ContentfulStatusCode): Promise<Response> {
  const text = answerText(value);
  const headers: Record<string, string> = { 'content-type': 'application/json', vary: 'Accept-Encoding' };
  if (text.length < MIN_COMPRESSED_BYTES || !acceptsGzip(c.req.header('accept-encoding'))) return c.body(text, status, headers);
  // zlib takes bytes: encoded once here, the window is sized on them.
  const bytes = Buffer.from(text);
  const zipped = bytes.length <= MAX_SYNC_BYTES ? gzipSync(bytes, syncOptions(bytes.length)) : await gzipOnPool(bytes);
  return c.body(new Uint8Array(zipped.buffer, zipped.byteOffset, zipped.length), status, { ...headers, 'content-encoding': 'gzip' });
}
