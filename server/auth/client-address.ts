/**
 * Who is asking, for the limits on sign-in and password resets: the address of the socket,
 * or behind a trusted reverse proxy (TRUST_PROXY=1) the address that proxy saw.
 */
import { isIP } from 'node:net';

/** What Hono's node server puts in `c.env`; absent when a test calls `app.request`. */
interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/** The client when no socket is known (an in-process request): one shared name, so limits still hold. */
export const UNKNOWN_CLIENT = 'local';

export function clientAddress(env: unknown, forwardedFor: string | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) {
    // The proxy appends what it saw; anything before it is whatever the client wrote.
    const last = forwardedFor.split(',').at(-1)?.trim();
    if (last && isIP(last)) return clientKey(last);
  }
  const socketAddress = (env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  return socketAddress ? clientKey(socketAddress) : UNKNOWN_CLIENT;
}

/**
 * One key per client: IPv4 as is (also when written as ::ffff:a.b.c.d), IPv6 by its /64,
 * since anyone given one IPv6 address has the whole /64 to rotate through.
 */
export function clientKey(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail] = plain.split('::');
  const before = head ? head.split(':') : [];
  const after = tail ? tail.split(':') : [];
  const groups = tail === undefined ? before : [...before, ...Array<string>(8 - before.length - after.length).fill('0'), ...after];
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}
