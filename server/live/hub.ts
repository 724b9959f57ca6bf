/**
 * The live hub: WebSocket feeds at /ws/notifications and /ws/vm-status. A socket belongs
 * to a signed-in user; `publish` reaches the sockets of the message's audience (its
 * company, narrowed to a franchise or one user when given).
 *
 * Who may open a channel: notifications only for roles passing the bell's role check
 * (contract/actions/notifications.ts), vm-status only with PERM_VIEW_VENDING_MACHINE.
 *
 * Several API instances (DATABASE_URL, behind a load balancer) share messages through a
 * fan-out transport, Postgres LISTEN/NOTIFY (fanout.ts): every publish is delivered here
 * at once and announced to the other instances, which deliver it to their own sockets.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { receivesNotifications } from '../../contract/actions/notifications.ts';
import type { FanoutTransport } from './fanout.ts';

export const LIVE_CHANNELS = ['notifications', 'vm-status'] as const;
export type LiveChannel = (typeof LIVE_CHANNELS)[number];

export interface LiveMessage {
  type: string;
  [key: string]: unknown;
}

/** Narrows a company-wide message: to one franchise's users (and company-level users), or to one user. */
export interface LiveAudience {
  franchiseId?: number | null;
  userId?: number | null;
  /** The machine the message is about: a retailer's staff get only messages about their machines. */
  machineId?: number | null;
}

/** Who opened a socket (from the session cookie). */
export interface LiveIdentity {
  companyId: number;
  userId: number;
  roleId?: number;
  franchiseId?: number | null;
  roleCode?: string;
  permissions?: readonly string[];
  /** A retailer's staff: their retailer's machines when the socket opened (docs/roles.md "What each role reaches"). */
  machineIds?: ReadonlySet<number>;
}

/** Whose sockets to close: one user's, or those of everyone holding a role. */
export type LiveTarget = { userId: number } | { roleId: number };

/** The close code a socket gets when its session ended or its rights changed. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

interface Subscriber extends LiveIdentity {
  socket: WebSocket;
  channel: LiveChannel;
}

export interface LiveHub {
  publish(channel: LiveChannel, companyId: number, message: LiveMessage, audience?: LiveAudience): void;
  /**
   * Closes the sockets of a user whose session ended (logout, password reset, deactivation)
   * or whose rights changed (their role, or the role's permissions), on every instance. A
   * client that is still signed in reconnects and is checked again.
   */
  disconnect(target: LiveTarget): void;
  /**
   * Accepts upgrades on the node server: `allowOrigin` refuses other sites' pages (403),
   * `authenticate` resolves the request's user or null (401).
   */
  attach(server: Server, authenticate: (req: IncomingMessage) => Promise<LiveIdentity | null>, allowOrigin: (req: IncomingMessage) => boolean): void;
  subscriberCount(): number;
  close(): void;
}

/** Whether a user may open a channel at all. */
export function mayOpenChannel(channel: LiveChannel, who: LiveIdentity): boolean {
  if (channel === 'notifications') return who.roleCode === undefined || receivesNotifications(who.roleCode);
  return who.permissions === undefined || who.permissions.includes('PERM_VIEW_VENDING_MACHINE');
}

/** Whether a message for (company, audience) reaches this user. */
export function reaches(who: LiveIdentity, companyId: number, audience: LiveAudience = {}): boolean {
  if (who.companyId !== companyId) return false;
  if (audience.userId != null) return who.userId === audience.userId;
  if (who.machineIds && !(audience.machineId != null && who.machineIds.has(audience.machineId))) return false;
  // Company-level users see every franchise; a franchise's users see only their own.
  if (who.franchiseId != null) return audience.franchiseId === who.franchiseId;
  return true;
}

/** What goes between instances: a message to deliver, or sockets to close. */
type Envelope =
  | { origin: string; channel: LiveChannel; companyId: number; audience: LiveAudience; message: LiveMessage }
  | { origin: string; disconnect: LiveTarget };

const isTarget = (who: Subscriber, target: LiveTarget) => ('userId' in target ? who.userId === target.userId : who.roleId === target.roleId);

export function createLiveHub(options: { transport?: FanoutTransport | null } = {}): LiveHub {
  const subscribers = new Set<Subscriber>();
  const wss = new WebSocketServer({ noServer: true });
  const origin = randomUUID();
  let stopListening: (() => Promise<void>) | null = null;
  let closed = false;

  const deliver = (channel: LiveChannel, companyId: number, message: LiveMessage, audience: LiveAudience) => {
    const text = JSON.stringify(message);
    for (const s of subscribers) {
      if (s.channel === channel && reaches(s, companyId, audience) && s.socket.readyState === s.socket.OPEN) s.socket.send(text);
    }
  };

  const closeSockets = (target: LiveTarget) => {
    for (const s of subscribers) {
      if (!isTarget(s, target)) continue;
      subscribers.delete(s);
      s.socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended or changed');
    }
  };

  const transport = options.transport ?? null;
  const announce = (envelope: Envelope) => {
    if (!transport || closed) return;
    transport.send(JSON.stringify(envelope)).catch((error: Error) => console.error('live fan-out: cannot announce:', error.message));
  };
  if (transport) {
    transport
      .listen((payload) => {
        let envelope: Envelope;
        try {
          envelope = JSON.parse(payload) as Envelope;
        } catch {
          return;
        }
        // Our own messages were delivered when published.
        if (envelope.origin === origin) return;
        if ('disconnect' in envelope) closeSockets(envelope.disconnect);
        else if (LIVE_CHANNELS.includes(envelope.channel)) deliver(envelope.channel, envelope.companyId, envelope.message, envelope.audience ?? {});
      })
      .then((stop) => {
        if (closed) void stop().catch(() => undefined);
        else stopListening = stop;
      })
      .catch((error: Error) => console.error('live fan-out: cannot listen:', error.message));
  }

  return {
    publish(channel, companyId, message, audience = {}) {
      deliver(channel, companyId, message, audience);
      announce({ origin, channel, companyId, audience, message });
    },
    disconnect(target) {
      closeSockets(target);
      announce({ origin, disconnect: target });
    },
    attach(server, authenticate, allowOrigin) {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const path = new URL(req.url ?? '/', 'http://local').pathname;
        const channel = LIVE_CHANNELS.find((c) => path === `/ws/${c}`);
        if (!channel) {
          socket.destroy();
          return;
        }
        if (!allowOrigin(req)) {
          socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
          socket.destroy();
          return;
        }
        authenticate(req)
          .then((who) => {
            if (!who || !mayOpenChannel(channel, who)) {
              socket.write(`HTTP/1.1 ${who ? '403 Forbidden' : '401 Unauthorized'}\r\nConnection: close\r\n\r\n`);
              socket.destroy();
              return;
            }
            wss.handleUpgrade(req, socket, head, (ws) => {
              const subscriber: Subscriber = { ...who, socket: ws, channel };
              subscribers.add(subscriber);
              ws.on('close', () => subscribers.delete(subscriber));
              ws.on('error', () => subscribers.delete(subscriber));
              ws.send(JSON.stringify({ type: 'HELLO', channel }));
            });
          })
          .catch(() => socket.destroy());
      });
    },
    subscriberCount: () => subscribers.size,
    close() {
      closed = true;
      for (const s of subscribers) s.socket.terminate();
      subscribers.clear();
      wss.close();
      if (stopListening) void stopListening().catch(() => undefined);
    },
  };
}
