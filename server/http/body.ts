/**
 * The request body as text, refused past a size limit. Under Node it is read straight from
 * the IncomingMessage: going through the fetch Request (`c.req.text()`, hono's bodyLimit)
 * made @hono/node-server build an undici Request and a web stream for every call, about
 * a seventh of the CPU of a page of orders. Elsewhere (`app.request` in tests) it reads the
 * Request.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { ApiError } from './errors.ts';

const tooLarge = (maxBytes: number) => new ApiError(413, `The request body is larger than ${maxBytes / 1024 / 1024} MB.`);

function readIncoming(incoming: IncomingMessage, maxBytes: number): Promise<string> {
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
        reject(tooLarge(maxBytes));
      } else chunks.push(chunk);
    }
    function onEnd() {
      stop();
      resolve(Buffer.concat(chunks, size).toString('utf8'));
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

export async function bodyText(c: Context, maxBytes: number): Promise<string> {
  const declared = Number(c.req.header('content-length'));
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming) return readIncoming(incoming, maxBytes);
  const bytes = await c.req.arrayBuffer();
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes);
  return new TextDecoder().decode(bytes);
}
