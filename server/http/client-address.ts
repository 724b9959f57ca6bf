/**
 * The address a request came from, for limits per client. It is the socket's peer, unless
 * TRUST_PROXY=1 says a proxy in front writes X-Forwarded-For: then the last hop, the one that
 * proxy added (earlier hops are whatever the client chose to send). An IPv6 client usually
 * holds a whole /64, so it counts as that prefix. `app.request` in tests has no socket: all
 * its requests come from "local".
 */
import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import type { Context } from 'hono';

/** The first four groups of an IPv6 address (its /64), written out in full. */
function ipv6Prefix(address: string): string {
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0');
  const groups = tail === undefined ? headGroups : [...headGroups, ...zeros, ...tailGroups];
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().padStart(4, '0')).join(':')}::/64`;
}

export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  return isIPv6(address) ? ipv6Prefix(address) : address;
}

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const lastHop = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (lastHop) return normaliseAddress(lastHop);
  }
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const peer = incoming?.socket?.remoteAddress;
  return peer ? normaliseAddress(peer) : 'local';
}
