/**
 * The unsaved-changes guard (console.md §4): while any mounted form is dirty, leaving the
 * page asks to stay or leave, and "Leave" completes the navigation the user asked for.
 * It covers every way out: wouter links and navigate() (through the Router's aroundNav,
 * which the palette and hotkeys use too), the browser's back/forward buttons (popstate,
 * undone and replayed), and closing or reloading the tab (beforeunload).
 */
import { onSessionReset } from '../session/app-state.ts';

type Listener = () => void;

interface PendingNavigation {
  proceed: () => void;
}

const blockers = new Set<symbol>();
const listeners = new Set<Listener>();
let pending: PendingNavigation | null = null;
/** Set while a confirmed navigation runs, so the guard lets it through. */
let bypass = false;
/** How many of our own history.go() popstates to let pass unguarded. */
let ownPops = 0;

const emit = () => {
  for (const listener of listeners) listener();
};

export function isBlocked(): boolean {
  return blockers.size > 0 && !bypass;
}

/** Adds a dirty form; returns its removal. */
export function addBlocker(): () => void {
  const token = Symbol('dirty form');
  blockers.add(token);
  return () => {
    blockers.delete(token);
  };
}

/** Runs `navigate` now, or holds it until the user chooses Leave. */
export function requestNavigation(navigate: () => void) {
  if (!isBlocked()) {
    navigate();
    return;
  }
  pending = { proceed: navigate };
  emit();
}

export function pendingNavigation(): PendingNavigation | null {
  return pending;
}

/** "Leave": run the held navigation past the guard. */
export function confirmLeave() {
  const held = pending;
  pending = null;
  emit();
  if (!held) return;
  bypass = true;
  try {
    held.proceed();
  } finally {
    bypass = false;
  }
}

/** "Stay": drop the held navigation. */
export function cancelLeave() {
  pending = null;
  emit();
}

export function subscribeGuard(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets every form and held navigation (sign-out resets all application state). */
export function resetGuard() {
  blockers.clear();
  pending = null;
  emit();
}

// --- history positions, so a back/forward press can be undone and replayed -------------

const INDEX_KEY = '__vcIndex';
let currentIndex = 0;

function indexOf(state: unknown): number | null {
  const value = (state as Record<string, unknown> | null)?.[INDEX_KEY];
  return typeof value === 'number' ? value : null;
}

/** The location hook's navigate: push/replace with our history position in the state. */
export function navigateWithIndex(to: string, options: { replace?: boolean; state?: unknown } = {}) {
  const base = options.state && typeof options.state === 'object' ? (options.state as Record<string, unknown>) : {};
  if (options.replace) {
    history.replaceState({ ...base, [INDEX_KEY]: currentIndex }, '', to);
  } else {
    currentIndex += 1;
    history.pushState({ ...base, [INDEX_KEY]: currentIndex }, '', to);
  }
}

function onPopState(event: PopStateEvent) {
  if (ownPops > 0) {
    ownPops -= 1;
    currentIndex = indexOf(event.state) ?? currentIndex;
    // Undoing a blocked back press: the screen never saw it leave, so nobody else needs to hear it.
    if (pending) event.stopImmediatePropagation();
    return;
  }
  const target = indexOf(event.state);
  if (!isBlocked()) {
    currentIndex = target ?? currentIndex;
    return;
  }
  // The URL already changed: keep the screen as it is (wouter must not hear this one),
  // step back to where we were, and replay the same step if the user chooses Leave.
  event.stopImmediatePropagation();
  const delta = target === null ? -1 : target - currentIndex;
  ownPops += 1;
  history.go(-delta);
  pending = {
    proceed: () => {
      ownPops += 1;
      history.go(delta);
    },
  };
  emit();
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (!isBlocked()) return;
  event.preventDefault();
  // Older Chromium needs returnValue set to show its own "Leave site?" prompt.
  event.returnValue = '';
}

onSessionReset(resetGuard);

if (typeof window !== 'undefined') {
  currentIndex = indexOf(history.state) ?? 0;
  if (indexOf(history.state) === null) history.replaceState({ ...(history.state ?? {}), [INDEX_KEY]: 0 }, '');
  // Added when this module loads, before wouter subscribes, so it runs first.
  window.addEventListener('popstate', onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
}
