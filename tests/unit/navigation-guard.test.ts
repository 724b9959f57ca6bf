// @vitest-environment jsdom
/**
 * The unsaved-changes guard (src/platform/navigation/guard.ts): while a form is dirty, a
 * navigation waits for "stay or leave", Leave completes it, the back button is undone
 * and replayed, and closing the tab asks the browser's own question.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addBlocker, cancelLeave, confirmLeave, navigateWithIndex, pendingNavigation, requestNavigation, resetGuard, subscribeGuard,
} from '../../src/platform/navigation/guard.ts';

afterEach(() => resetGuard());

/** Waits until `condition` holds (history traversal in jsdom is asynchronous). */
async function until(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}

describe('the unsaved-changes guard', () => {
  it('lets navigation through when no form is dirty', () => {
    const go = vi.fn();
    requestNavigation(go);
    expect(go).toHaveBeenCalledTimes(1);
    expect(pendingNavigation()).toBeNull();
  });

  it('holds the navigation while a form is dirty; Stay drops it, Leave completes the one asked for', () => {
    const remove = addBlocker();
    const listener = vi.fn();
    const unsubscribe = subscribeGuard(listener);
    const first = vi.fn();
    requestNavigation(first);
    expect(first).not.toHaveBeenCalled();
    expect(pendingNavigation()).not.toBeNull();
    expect(listener).toHaveBeenCalled();
    cancelLeave();
    expect(pendingNavigation()).toBeNull();
    expect(first).not.toHaveBeenCalled();

    const second = vi.fn();
    requestNavigation(second);
    confirmLeave();
    expect(second).toHaveBeenCalledTimes(1);
    expect(pendingNavigation()).toBeNull();
    remove();
    unsubscribe();
  });

  it('lets navigation through again once the form is clean (saved or unmounted)', () => {
    const remove = addBlocker();
    remove();
    const go = vi.fn();
    requestNavigation(go);
    expect(go).toHaveBeenCalled();
  });

  it('asks before the tab closes or reloads', () => {
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    const remove = addBlocker();
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
    remove();
  });

  it('undoes a back-button press while dirty and replays it on Leave', async () => {
    navigateWithIndex('/orders');
    navigateWithIndex('/edit-user/7');
    const remove = addBlocker();
    const heardByRouter = vi.fn();
    window.addEventListener('popstate', heardByRouter);

    history.back();
    // The back press is undone at once: the URL returns and the question waits.
    await until(() => pendingNavigation() !== null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location.pathname).toBe('/edit-user/7');
    // The screen never saw itself leave.
    expect(heardByRouter).not.toHaveBeenCalled();

    confirmLeave();
    await until(() => location.pathname === '/orders');
    expect(heardByRouter).toHaveBeenCalledTimes(1);
    window.removeEventListener('popstate', heardByRouter);
    remove();
  });
});
