/**
 * Which pages may open a live feed. A browser sends the session cookie with a WebSocket
 * upgrade from any site, so a page elsewhere could read a signed-in user's feeds
 * (cross-site WebSocket hijacking). Browsers always send `Origin` on an upgrade and pages
 * cannot forge it: it must be the console's public address (PUBLIC_URL) or the host the
 * request came to. An upgrade without `Origin` comes from a program, not a page, and can
 * only use a session it already holds, so it is let through to the cookie check.
 */
import type { IncomingMessage } from 'node:http';

export function liveOriginCheck(publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return (req: IncomingMessage): boolean => {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    if (origin === publicOrigin) return true;
    try {
      return new URL(origin).host === req.headers.host;
    } catch {
      return false; // "null" (a sandboxed frame, a file) or garbage
    }
  };
}
