// @vitest-environment jsdom
/** The API client's call(): an answer aborted while it is read is an abort, not a bad answer to toast. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listNotifications } from '../../contract/actions/notifications.ts';
import { ApiCallError, call } from '../../src/api/client.ts';

// The client asks for '/api/…' as a page does; Node's Request wants the page's origin.
const NodeRequest = globalThis.Request;
beforeEach(() => vi.stubGlobal('Request', class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost').href : input, init);
  }
}));
afterEach(() => vi.unstubAllGlobals());

/** A 200 whose body cannot be read: as fetch's Response is when its request was aborted midway. */
function unreadableAnswer() {
  const body = new ReadableStream({ start: (controller) => controller.error(new DOMException('The operation was aborted.', 'AbortError')) });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('call', () => {
  it('rethrows the abort when the screen aborted the call while its answer was read', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', vi.fn(async () => {
      controller.abort();
      return unreadableAnswer();
    }));
    await expect(call(listNotifications, {}, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('still calls an unreadable answer nobody aborted a bad answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => unreadableAnswer()));
    const failure = await call(listNotifications, {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiCallError);
    expect((failure as ApiCallError).body.code).toBe('CONTRACT');
  });
});
