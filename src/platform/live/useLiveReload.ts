/**
 * `useLiveReload(subscriptions, reload, everyMs)`: reload a screen when any of these live
 * messages arrives, at most once per `everyMs`. A busy fleet sells many times a second; a list
 * that reloaded on each sale would ask the server as often, so the messages are coalesced.
 *
 *   useLiveReload([['notifications', 'VEND_SUCCESS']], query.reload, 2000);
 */
import { useEffect, useRef } from 'react';
import { subscribeLive, type LiveChannel, type LiveMessage } from './live-client.ts';

export type LiveSubscription = readonly [LiveChannel, string];

/** The sales a machine reports (server/sim/vend.ts, the device gateway's vend). */
export const SALE_MESSAGES: readonly LiveSubscription[] = [
  ['notifications', 'VEND_SUCCESS'], ['notifications', 'PARTIAL_VEND_FAILURE'], ['notifications', 'VEND_FAILURE'],
];

export function useLiveReload(subscriptions: readonly LiveSubscription[], reload: () => void, everyMs: number, accept: (message: LiveMessage) => boolean = () => true) {
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ reload, accept, everyMs });
  useEffect(() => {
    latest.current = { reload, accept, everyMs };
  });
  useEffect(() => {
    const poke = (message: LiveMessage) => {
      if (timer.current || !latest.current.accept(message)) return;
      const wait = Math.max(0, last.current + latest.current.everyMs - Date.now());
      timer.current = setTimeout(() => { timer.current = null; last.current = Date.now(); latest.current.reload(); }, wait);
    };
    const removals = subscriptions.map(([channel, type]) => subscribeLive(channel, type, poke));
    return () => {
      for (const remove of removals) remove();
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
    };
  }, [subscriptions]);
}
