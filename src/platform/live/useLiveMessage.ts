/**
 * `useLiveMessage(channel, type, handler)`: run `handler` for each live message of `type`
 * ('*' for all) on `channel` while the component is mounted. The latest handler is used,
 * so it may close over fresh state without re-subscribing.
 *
 *   useLiveMessage('vm-status', 'VM_STATUS', () => reload());          // /vm list
 *   useLiveMessage('notifications', 'REFILL_EXECUTE', () => reload()); // /refills list
 *
 * Channels connect only for users who may receive them (notifications: the bell's role
 * check; vm-status: PERM_VIEW_VENDING_MACHINE); otherwise the handler never runs.
 */
import { useEffect, useRef } from 'react';
import { subscribeLive, type LiveChannel, type LiveHandler } from './live-client.ts';

export function useLiveMessage(channel: LiveChannel, type: string, handler: LiveHandler) {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeLive(channel, type, (message) => latest.current(message)), [channel, type]);
}

export type { LiveChannel, LiveMessage } from './live-client.ts';
