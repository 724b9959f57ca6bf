/**
 * The whole session life (console.md §4): signed out → signing in → signed in, token
 * refresh 20 s before expiry, idle warning and auto-logout, and the two ways a session
 * ends by force (401 "token expired." and 402 license expired).
 *
 * The machine is pure: every effect (HTTP calls, timers, storage, toasts) is a named
 * action that does nothing here and is supplied with `.provide()` by the app (see
 * src/app/session/). Effects report back with explicit events (`login.succeeded`,
 * `refresh.due`, `idle.timeout`, …), so tests and `xstate/graph` walk the machine
 * without clocks or network.
 */
import { assign, setup } from 'xstate';
import type { Infer } from 'superstruct';
import type { Me } from '../contract/actions/session.ts';
import type { RoleCode } from '../contract/roles.ts';

export type SessionUser = Infer<typeof Me>;

export interface SessionContext {
  user: SessionUser | null;
  expiresAt: string | null;
  /** Role of the user whose license expired: picks the License Expired wording. */
  licenseRole: RoleCode | null;
  error: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; email: string; password: string }
  | { type: 'session.restore' }
  | { type: 'session.logout' }
  | { type: 'login.succeeded'; expiresAt: string }
  | { type: 'login.failed'; message: string }
  | { type: 'me.loaded'; user: SessionUser }
  | { type: 'me.failed'; message: string }
  | { type: 'refresh.due' }
  | { type: 'refresh.succeeded'; expiresAt: string }
  | { type: 'refresh.failed' }
  | { type: 'activity' }
  | { type: 'idle.timeout' }
  | { type: 'idle.stay' }
  | { type: 'idle.expired' }
  | { type: 'api.unauthorized'; message: string }
  | { type: 'api.licenseExpired'; roleCode: RoleCode }
  | { type: 'license.dismiss' };

/** Effects: no-ops here, supplied by the app. */
const effect = () => {};

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actions: {
    requestLogin: effect,
    requestMe: effect,
    requestRefresh: effect,
    requestLogout: effect,
    persistSession: effect,
    clearSession: effect,
    scheduleRefresh: effect,
    startIdleTimer: effect,
    startLogoutTimer: effect,
    cancelTimers: effect,
    notifyError: effect,
    assignExpiry: assign({
      expiresAt: ({ event }) => ('expiresAt' in event ? event.expiresAt : null),
    }),
    assignUser: assign({ user: ({ event }) => (event.type === 'me.loaded' ? event.user : null), error: null }),
    assignError: assign({ error: ({ event }) => ('message' in event ? event.message : null) }),
    forget: assign({ user: null, expiresAt: null }),
    assignLicenseRole: assign({
      licenseRole: ({ event, context }) =>
        event.type === 'api.licenseExpired' ? event.roleCode : (context.user?.Role.role_code ?? null),
    }),
    clearLicenseRole: assign({ licenseRole: null }),
  },
}).createMachine({
  id: 'session',
  initial: 'signedOut',
  context: { user: null, expiresAt: null, licenseRole: null, error: null },
  on: {
    'api.licenseExpired': { target: '.licenseExpired', actions: ['assignLicenseRole', 'cancelTimers', 'clearSession', 'forget'] },
  },
  states: {
    signedOut: {
      on: {
        'session.login': { target: 'signingIn', actions: { type: 'assignError' } },
        'session.restore': 'restoring',
      },
    },
    signingIn: {
      entry: 'requestLogin',
      on: {
        'login.succeeded': { target: 'loadingProfile', actions: 'assignExpiry' },
        'login.failed': { target: 'signedOut', actions: ['assignError', 'notifyError'] },
      },
    },
    /** After sign-in: fetch `me` for the role's permissions. */
    loadingProfile: {
      entry: 'requestMe',
      on: {
        'me.loaded': { target: 'signedIn', actions: ['assignUser', 'persistSession'] },
        'me.failed': { target: 'signedOut', actions: ['assignError', 'notifyError', 'clearSession', 'forget'] },
        'api.unauthorized': { target: 'signedOut', actions: ['assignError', 'clearSession', 'forget'] },
      },
    },
    /** On load with a stored session: the cookie may still be good, so ask `me`. */
    restoring: {
      entry: 'requestMe',
      on: {
        'me.loaded': { target: 'signedIn', actions: ['assignUser', 'persistSession'] },
        'me.failed': { target: 'signedOut', actions: ['clearSession', 'forget'] },
        'api.unauthorized': { target: 'signedOut', actions: ['clearSession', 'forget'] },
      },
    },
    signedIn: {
      type: 'parallel',
      exit: 'cancelTimers',
      on: {
        'session.logout': { target: 'signedOut', actions: ['requestLogout', 'clearSession', 'forget'] },
        'api.unauthorized': { target: 'signedOut', actions: ['assignError', 'notifyError', 'clearSession', 'forget'] },
        'me.loaded': { actions: ['assignUser', 'persistSession'] },
      },
      states: {
        token: {
          initial: 'waiting',
          states: {
            waiting: {
              entry: 'scheduleRefresh',
              on: { 'refresh.due': 'refreshing' },
            },
            refreshing: {
              entry: 'requestRefresh',
              on: {
                'refresh.succeeded': { target: 'waiting', actions: ['assignExpiry', 'persistSession'] },
                // A failed refresh leaves the token as it is; an expired one then answers 401.
                'refresh.failed': 'waiting',
              },
            },
          },
        },
        idle: {
          initial: 'active',
          states: {
            active: {
              entry: 'startIdleTimer',
              on: {
                activity: { target: 'active', reenter: true },
                'idle.timeout': 'warning',
              },
            },
            /**
             * "Ideal State Warning": the user is logged out only "if no activity follows" (console.md
             * §4), so any activity keeps the session, as "Don't Log Out" does.
             */
            warning: {
              entry: 'startLogoutTimer',
              on: {
                activity: 'active',
                'idle.stay': 'active',
                'idle.expired': { target: '#session.signedOut', actions: ['requestLogout', 'clearSession', 'forget'] },
              },
            },
          },
        },
      },
    },
    /** The License Expired modal is open; its wording depends on licenseRole. */
    licenseExpired: {
      on: {
        'license.dismiss': { target: 'signedOut', actions: 'clearLicenseRole' },
        'session.login': { target: 'signingIn', actions: 'clearLicenseRole' },
      },
    },
  },
});
