/**
 * Runs machines/session.ts with the browser's effects: API calls, timers, storage,
 * toasts. Every effect reports back to the machine as an event.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { createActor } from 'xstate';
import { toast } from 'sonner';
import { sessionMachine } from '../../../machines/session.ts';
import { login, logout, me, refreshToken } from '../../../contract/actions/session.ts';
import { ACTIVITY_DEBOUNCE_MS, TOKEN_REFRESH_BEFORE_EXPIRY_MS } from '../../../contract/constants.ts';
import type { RoleCode } from '../../../contract/roles.ts';
import { ApiCallError, call, errorMessage, onApiError } from '../../api/client.ts';
import { clientConfig } from '../config.ts';
import { resetApplicationState } from '../../platform/session/app-state.ts';
import { SessionContext } from '../../platform/session/session.ts';
import { readStoredSession, wipeStorage, writeStoredSession } from './storage.ts';

function createSessionActor() {
  const timers = new Map<'refresh' | 'idle' | 'logout', ReturnType<typeof setTimeout>>();
  const setTimer = (name: 'refresh' | 'idle' | 'logout', ms: number, fire: () => void) => {
    clearTimeout(timers.get(name));
    // setTimeout overflows past ~24.8 days; a 23 h token never gets close.
    timers.set(name, setTimeout(fire, Math.max(0, Math.min(ms, 2_147_000_000))));
  };

  const machine = sessionMachine.provide({
    actions: {
      requestLogin: ({ event, self }) => {
        if (event.type !== 'session.login') return;
        call(login, { email: event.email, password: event.password })
          .then((r) => self.send({ type: 'login.succeeded', expiresAt: r.expires_at }))
          .catch((error) => {
            // 402 is handled by the global listener; anything else is a failed sign-in.
            if (!(error instanceof ApiCallError && error.status === 402)) self.send({ type: 'login.failed', message: errorMessage(error) });
          });
      },
      requestMe: ({ self }) => {
        call(me)
          .then((r) => self.send({ type: 'me.loaded', user: r.data }))
          .catch((error) => {
            if (error instanceof ApiCallError && (error.status === 401 || error.status === 402)) return;
            self.send({ type: 'me.failed', message: errorMessage(error) });
          });
      },
      requestRefresh: ({ self }) => {
        call(refreshToken)
          .then((r) => self.send({ type: 'refresh.succeeded', expiresAt: r.expires_at }))
          .catch(() => self.send({ type: 'refresh.failed' }));
      },
      requestLogout: () => {
        call(logout).catch(() => undefined);
      },
      persistSession: ({ context }) => {
        if (!context.user || !context.expiresAt) return;
        writeStoredSession({ userId: context.user.id, expiresAt: context.expiresAt, permissions: context.user.Role.permissions });
      },
      clearSession: () => {
        wipeStorage();
        resetApplicationState();
      },
      scheduleRefresh: ({ context, self }) => {
        if (!context.expiresAt) return;
        const due = Date.parse(context.expiresAt) - TOKEN_REFRESH_BEFORE_EXPIRY_MS - Date.now();
        setTimer('refresh', due, () => self.send({ type: 'refresh.due' }));
      },
      startIdleTimer: ({ self }) => setTimer('idle', clientConfig.idleWarningMs, () => self.send({ type: 'idle.timeout' })),
      startLogoutTimer: ({ self }) =>
        setTimer('logout', clientConfig.idleLogoutAfterWarningMs, () => self.send({ type: 'idle.expired' })),
      cancelTimers: () => {
        for (const timer of timers.values()) clearTimeout(timer);
        timers.clear();
      },
      notifyError: ({ context }) => {
        if (context.error) toast.error(context.error);
      },
    },
  });

  const stored = readStoredSession();
  const actor = createActor(machine);
  actor.start();
  if (stored) {
    // The expiry is known from storage; `me` tells whether the cookie still works.
    actor.send({ type: 'session.restore' });
  }
  return { actor, stored };
}

// One session per page; StrictMode's double render must not start a second one.
let pageSession: ReturnType<typeof createSessionActor> | null = null;

export function SessionProvider({ children }: { children: ReactNode }) {
  const actor = useMemo(() => (pageSession ??= createSessionActor()).actor, []);

  useEffect(() => {
    return onApiError((error) => {
      if (error.spec.access === 'public' && error.status !== 402) return;
      if (error.status === 401) actor.send({ type: 'api.unauthorized', message: error.body.message });
      if (error.status === 402) {
        const role = (error.body.role_code ?? actor.getSnapshot().context.user?.Role.role_code ?? 'ROLE_OPERATOR') as RoleCode;
        actor.send({ type: 'api.licenseExpired', roleCode: role });
      }
    });
  }, [actor]);

  // Activity keeps the idle timer from firing and, during the warning, the session (console.md
  // §4: logged out only "if no activity follows"); debounced as the spec says.
  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < ACTIVITY_DEBOUNCE_MS) return;
      last = now;
      if (actor.getSnapshot().matches('signedIn')) actor.send({ type: 'activity' });
    };
    const events = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
    for (const name of events) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      for (const name of events) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [actor]);

  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}
