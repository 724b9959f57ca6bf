/**
 * The browser side of the live feeds: one WebSocket per channel (/ws/notifications,
 * /ws/vm-status), each driven by machines/connection.ts, and a dispatcher that hands
 * every JSON message `{ type, ...payload }` to the handlers registered for its type.
 */
import { createActor } from 'xstate';
import { connectionMachine } from '../../../machines/connection.ts';
import { LIVE_RECONNECT_MS } from '../../../contract/constants.ts';

export const LIVE_CHANNELS = ['notifications', 'vm-status'] as const;
export type LiveChannel = (typeof LIVE_CHANNELS)[number];

export interface LiveMessage {
  type: string;
  [key: string]: unknown;
}
export type LiveHandler = (message: LiveMessage) => void;

/** The server greets each (re)connection with HELLO: a cue to reload what may have been missed. */
export const HELLO = 'HELLO';

interface Subscription {
  channel: LiveChannel;
  type: string;
  handler: LiveHandler;
}

const subscriptions = new Set<Subscription>();

/** Registers a handler for `type` on `channel` ('*' for every type); returns its removal. */
export function subscribeLive(channel: LiveChannel, type: string, handler: LiveHandler): () => void {
  const subscription = { channel, type, handler };
  subscriptions.add(subscription);
  return () => {
    subscriptions.delete(subscription);
  };
}

export function dispatchLive(channel: LiveChannel, message: LiveMessage) {
  for (const s of [...subscriptions]) {
    if (s.channel !== channel || (s.type !== '*' && s.type !== message.type)) continue;
    try {
      s.handler(message);
    } catch (error) {
      console.error(`live handler for ${channel} ${message.type} failed:`, error);
    }
  }
}

function socketUrl(channel: LiveChannel): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/ws/${channel}`;
}

/** Starts one channel's connection; the returned function stops it for good. */
export function connectChannel(channel: LiveChannel, retryMs = LIVE_RECONNECT_MS): () => void {
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const actor = createActor(
    connectionMachine.provide({
      actions: {
        openSocket: ({ self }) => {
          const ws = new WebSocket(socketUrl(channel));
          socket = ws;
          ws.onopen = () => self.send({ type: 'socket.opened' });
          // An error is always followed by close; only close moves the machine.
          ws.onclose = () => {
            if (socket === ws) socket = null;
            self.send({ type: 'socket.closed' });
          };
          ws.onmessage = (event) => {
            let message: unknown;
            try {
              message = JSON.parse(String(event.data));
            } catch {
              return;
            }
            if (message && typeof message === 'object' && typeof (message as LiveMessage).type === 'string') {
              dispatchLive(channel, message as LiveMessage);
            }
          };
        },
        closeSocket: () => {
          if (!socket) return;
          socket.onclose = null;
          socket.close();
          socket = null;
        },
        scheduleRetry: ({ self }) => {
          retry = setTimeout(() => self.send({ type: 'retry.due' }), retryMs);
        },
        cancelRetry: () => clearTimeout(retry),
      },
    }),
  );
  actor.start();
  actor.send({ type: 'connection.start' });
  return () => {
    actor.send({ type: 'connection.stop' });
    actor.stop();
  };
}
