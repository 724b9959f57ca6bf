/**
 * `useDirtyGuard(isDirty)`: while `isDirty` is true, leaving the page (links, navigate(),
 * palette, hotkeys, back/forward, closing the tab) first asks "stay or leave"; Leave
 * completes the navigation the user asked for. Forms call it with their dirty flag:
 *
 *   const dirty = JSON.stringify(values) !== JSON.stringify(initial);
 *   useDirtyGuard(dirty && !saving);
 *
 * After a successful save, pass false before navigating away (or navigate in an effect).
 */
import { useEffect, useSyncExternalStore } from 'react';
import { addBlocker, cancelLeave, confirmLeave, pendingNavigation, subscribeGuard } from './guard.ts';

export function useDirtyGuard(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    return addBlocker();
  }, [isDirty]);
}

/** For the Leave dialog: whether a navigation waits for the user's answer. */
export function useLeavePrompt() {
  const waiting = useSyncExternalStore(subscribeGuard, () => pendingNavigation() !== null);
  return { waiting, leave: confirmLeave, stay: cancelLeave };
}
