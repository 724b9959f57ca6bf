/**
 * `/objects/*`: the pre-signed PUT of an upload and the GET of a stored object.
 *
 * A PUT is judged before its body is read: the signature, expiry, type and declared size, then
 * its claim on the upload (an upload URL works once, so a second PUT, even one racing the
 * first, is refused). The body then streams in under a hard cap of the signed size; a body
 * past it is cut off, never held whole. A refused body gives its claim back, so the file can
 * be sent again to the same URL until one is stored.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { isInlineType, looksLike } from '../../contract/file-signature.ts';
import type { Services } from '../context.ts';
import { uploads } from '../db/schema/index.ts';
import { bodyBytes } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import { tooLargeMessage } from './store.ts';

const refuse = (c: Context, message: string) => c.json({ message, code: 'INVALID_INPUT' }, 400);

export const UPLOAD_USED = 'This upload link has been used already. Ask for a new one.';

export function objectRoutes(services: Services) {
  const objects = new Hono();
  const { db } = services;

  objects.put('/:prefix/:name', async (c) => {
    const key = `${c.req.param('prefix')}/${c.req.param('name')}`;
    const declared = c.req.header('content-length');
    const verdict = services.objects.verifyPut(key, c.req.query(), c.req.header('content-type') ?? '', declared ? Number(declared) : null, services.now());
    if ('problem' in verdict) return refuse(c, verdict.problem);
    const claimed = await db.update(uploads).set({ uploaded_at: services.now() })
      .where(and(eq(uploads.key, key), isNull(uploads.uploaded_at))).returning({ id: uploads.id });
    if (!claimed.length) return refuse(c, UPLOAD_USED);
    const release = () => db.update(uploads).set({ uploaded_at: null }).where(eq(uploads.key, key));

    let body: Buffer;
    try {
      body = await bodyBytes(c, verdict.maxBytes, () => new ApiError(400, tooLargeMessage(verdict.maxBytes)));
    } catch (error) {
      await release();
      if (error instanceof ApiError) return refuse(c, error.message);
      throw error;
    }
    // verifyPut proved the header's media type is the signed one.
    const contentType = c.req.query('ct') ?? '';
    if (!looksLike(contentType, body)) {
      await release();
      return refuse(c, `The file is not a ${contentType} file: its contents do not match its type.`);
    }
    services.objects.put(key, body, contentType);
    await db.update(uploads).set({ size: body.length }).where(eq(uploads.key, key));
    return c.body(null, 204);
  });

  objects.get('/:prefix/:name', (c) => {
    // Store managers' photos and Aadhaar images are served only through get.store_manager_image (PERM_VIEW_STORE_MANAGER, scoped).
    if (c.req.param('prefix') === 'store-manager') return c.json({ message: 'File not found.', code: 'NOT_FOUND' }, 404);
    const found = services.objects.get(`${c.req.param('prefix')}/${c.req.param('name')}`);
    if (!found) return c.json({ message: 'File not found.', code: 'NOT_FOUND' }, 404);
    return c.body(new Uint8Array(found.body), 200, {
      'content-type': found.contentType,
      'cache-control': 'private, max-age=86400',
      // The browser keeps the stored type, and opens nothing but images and videos in the page.
      'x-content-type-options': 'nosniff',
      ...(isInlineType(found.contentType) ? {} : { 'content-disposition': 'attachment' }),
    });
  });
  return objects;
}
