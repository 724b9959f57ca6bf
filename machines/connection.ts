/**
 * A live feed's connection (console.md §7): connect, and after a failure or a drop try
 * again every 10 s (LIVE_RECONNECT_MS) for as long as the user is signed in. A failed
 * connection shows nothing; the feed simply resumes when the server answers again.
 *
 * Pure: the socket and the retry timer are effects supplied with `.provide()`
 * (src/app/live/LiveConnections.tsx, src/platform/live/). They report back with explicit events: `socket.opened`,
 * `socket.closed`, `retry.due`. No `after` timers, so the model tests walk it freely.
 */
import { setup } from 'xstate';

export type ConnectionEvent =
  | { type: 'connection.start' }
  | { type: 'connection.stop' }
  | { type: 'socket.opened' }
  | { type: 'socket.closed' }
  | { type: 'retry.due' };

const effect = () => {};

export const connectionMachine = setup({
  types: {
    events: {} as ConnectionEvent,
  },
  actions: {
    openSocket: effect,
    closeSocket: effect,
    scheduleRetry: effect,
    cancelRetry: effect,
  },
}).createMachine({
  id: 'connection',
  initial: 'idle',
  states: {
    idle: {
      on: { 'connection.start': 'connecting' },
    },
    connecting: {
      entry: 'openSocket',
      on: {
        'socket.opened': 'open',
        'socket.closed': 'waiting',
        'connection.stop': { target: 'idle', actions: 'closeSocket' },
      },
    },
    open: {
      on: {
        'socket.closed': 'waiting',
        'connection.stop': { target: 'idle', actions: 'closeSocket' },
      },
    },
    /** Failed or dropped: the retry timer runs; the user sees nothing. */
    waiting: {
      entry: 'scheduleRetry',
      exit: 'cancelRetry',
      on: {
        'retry.due': 'connecting',
        'connection.stop': 'idle',
      },
    },
  },
});
