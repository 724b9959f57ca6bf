/**
 * The request body, refused past a size limit while it streams in: a body over the limit is
 * never held whole (a declared Content-Length over it is refused before a byte is read). Under
 * Node it is read straight from the IncomingMessage: going through the fetch Request
 * (`c.req.text()`, hono's bodyLimit) made @hono/node-server build an undici Request and a web
 * stream for every call, about a seventh of the CPU of a page of orders. Elsewhere
 * (`app.request` in tests) it reads the Request's stream.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { ApiError } from './errors.ts';

const tooLarge = (maxBytes: number) => new ApiError(413, `The request body is larger than ${maxBytes / 1024 / 1024} MB.`);

function readIncoming(incoming: IncomingMessage, maxBytes: number, overLimit: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      incoming.off('data', onData).off('end', onEnd).off('error', onError).off('aborted', onAborted);
      // Whatever else arrives is dropped; Node finishes the request after the answer.
      incoming.resume();
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size > maxBytes) {
        stop();
        reject(overLimit());
      } else chunks.push(chunk);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks, size));
    }
    function onError(error: Error) {
      stop();
      reject(error);
    }
    function onAborted() {
      stop();
      reject(new ApiError(400, 'The request body was cut short.'));
    }
    incoming.on('data', onData).on('end', onEnd).on('error', onError).on('aborted', onAborted);
  });
}

async function readStream(body: ReadableStream<Uint8Array> | null, maxBytes: number, overLimit: () => Error): Promise<Buffer> {
  if (!body) return Buffer.alloc(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks, size);
    size += value.length;
    if (size > maxBytes) {
      // The rest is never pulled.
      await reader.cancel();
      throw overLimit();
    }
    chunks.push(value);
  }
}

/** The body's bytes; `overLimit` is what a body over `maxBytes` (declared or sent) throws. */
export function bodyBytes(c: Context, maxBytes: number, overLimit: () => Error = () => tooLarge(maxBytes)): Promise<Buffer> {
  const declared = Number(c.req.header('content-length'));
  if (declared > maxBytes) return Promise.reject(overLimit());
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) return readIncoming(incoming, maxBytes, overLimit);
  return readStream(c.req.raw.body, maxBytes, overLimit);
}

export async function bodyText(c: Context, maxBytes: number): Promise<string> {
  return (await bodyBytes(c, maxBytes)).toString('utf8');
}

/** Deeper than any request of the contract; checking or printing a value nested thousands deep overflows the stack. */
export const MAX_BODY_DEPTH = 100;

/** Whether a JSON text nests lists and objects deeper than MAX_BODY_DEPTH (brackets inside texts do not count). */
export function nestedTooDeep(json: string): boolean {
  // Each level takes at least two characters: short bodies, the usual ones, are not scanned.
  if (json.length <= 2 * MAX_BODY_DEPTH) return false;
  let depth = 0;
  let inText = false;
  for (let i = 0; i < json.length; i++) {
    const code = json.charCodeAt(i);
    if (inText) {
      if (code === 0x5c) i++; // a backslash escapes the next character
      else if (code === 0x22) inText = false;
    } else if (code === 0x22) inText = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > MAX_BODY_DEPTH) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}
