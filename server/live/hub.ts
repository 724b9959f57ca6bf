/**
 * The live hub: WebSocket feeds at /ws/notifications and /ws/vm-status. A socket is
 * tied to the signed-in user's company; `publish` reaches every socket of that
 * company on the channel.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';

export const LIVE_CHANNELS = ['notifications', 'vm-status'] as const;
export type LiveChannel = (typeof LIVE_CHANNELS)[number];

export interface LiveMessage {
  type: string;
  [key: string]: unknown;
}

interface Subscriber {
  socket: WebSocket;
  channel: LiveChannel;
  companyId: number;
  userId: number;
}

export interface LiveHub {
  publish(channel: LiveChannel, companyId: number, message: LiveMessage): void;
  /** Accepts upgrades on the node server; `authenticate` resolves the request's user or null. */
  attach(server: Server, authenticate: (req: IncomingMessage) => Promise<{ companyId: number; userId: number } | null>): void;
  subscriberCount(): number;
  close(): void;
}

export function createLiveHub(): LiveHub {
  const subscribers = new Set<Subscriber>();
  const wss = new WebSocketServer({ noServer: true });

  return {
    publish(channel, companyId, message) {
      const text = JSON.stringify(message);
      for (const s of subscribers) {
        if (s.channel === channel && s.companyId === companyId && s.socket.readyState === s.socket.OPEN) s.socket.send(text);
      }
    },
    attach(server, authenticate) {
      server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
        const path = new URL(req.url ?? '/', 'http://local').pathname;
        const channel = LIVE_CHANNELS.find((c) => path === `/ws/${c}`);
        if (!channel) {
          socket.destroy();
          return;
        }
        authenticate(req)
          .then((who) => {
            if (!who) {
              socket.write('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
              socket.destroy();
              return;
            }
            wss.handleUpgrade(req, socket, head, (ws) => {
              const subscriber = { socket: ws, channel, companyId: who.companyId, userId: who.userId };
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
      for (const s of subscribers) s.socket.terminate();
      subscribers.clear();
      wss.close();
    },
  };
}
