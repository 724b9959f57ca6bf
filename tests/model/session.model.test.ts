/**
 * Model-based: every transition of machines/session.ts, walked with `createTestModel` from
 * xstate/graph (transition-cover paths: the shortest way to each state, then each edge out
 * of it). Each path is replayed on the machine with recording effects, and after every step
 * the effects must match the spec: sign-in asks `me`, the signed-in session refreshes its
 * token and runs the idle timer, every way out clears the session and cancels timers, 402
 * opens the License Expired modal with the role's wording, and so on.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { sessionMachine, type SessionEvent, type SessionUser } from '../../machines/session.ts';
import { licenseExpiredText } from '../../src/app/LicenseExpiredModal.tsx';
import { coverage, describeCoverage, modelPaths, pathName } from './paths.ts';

const user: SessionUser = {
  id: 1, first_name: 'Aishwaryalakshmi', last_name: 'Venkataraman', email: 'admin@demo.local', mobile_number: null,
  Role: { id: 1, name: 'Company Admin', role_code: 'ROLE_COMPANY_ADMIN', permissions: ['PERM_VIEW_ZONE'] },
  Company: { id: 1, name: 'Demo Vending Co', type: 'WITH_FRANCHISE', license_ends_at: '2099-12-31T00:00:00Z' },
  Franchises: [],
};
const EXPIRES = '2099-01-01T00:00:00.000Z';

/** One event of each kind (and both 402 wordings); the graph keeps those a state takes. */
const EVENTS: SessionEvent[] = [
  { type: 'session.login', email: 'admin@demo.local', password: 'Demo@1234' },
  { type: 'session.restore' },
  { type: 'session.logout' },
  { type: 'login.succeeded', expiresAt: EXPIRES },
  { type: 'login.failed', message: 'Invalid email or password.' },
  { type: 'me.loaded', user },
  { type: 'me.failed', message: 'Error occurred, please try again!' },
  { type: 'refresh.due' },
  { type: 'refresh.succeeded', expiresAt: EXPIRES },
  { type: 'refresh.failed' },
  { type: 'activity' },
  { type: 'idle.timeout' },
  { type: 'idle.stay' },
  { type: 'idle.expired' },
  { type: 'api.unauthorized', message: 'token expired.' },
  { type: 'api.licenseExpired', roleCode: 'ROLE_COMPANY_ADMIN' },
  { type: 'api.licenseExpired', roleCode: 'ROLE_OPERATOR' },
  { type: 'license.dismiss' },
];

type Snapshot = ReturnType<typeof sessionMachine.transition>;
const serialize = (s: Snapshot) =>
  JSON.stringify({ value: s.value, signedIn: s.context.user !== null, license: s.context.licenseRole, error: s.context.error !== null });

const model = createTestModel(sessionMachine, {
  events: EVENTS,
  serializeState: (s) => serialize(s as Snapshot),
  serializeEvent: (e) => JSON.stringify(e),
});
const paths = modelPaths(model);

afterAll(() => console.log(describeCoverage('session', coverage(sessionMachine, paths as never))));

function recordingActor() {
  const effects = {
    requestLogin: vi.fn(), requestMe: vi.fn(), requestRefresh: vi.fn(), requestLogout: vi.fn(), persistSession: vi.fn(), clearSession: vi.fn(),
    scheduleRefresh: vi.fn(), startIdleTimer: vi.fn(), startLogoutTimer: vi.fn(), cancelTimers: vi.fn(), notifyError: vi.fn(),
  };
  const actor = createActor(sessionMachine.provide({ actions: effects })).start();
  return { actor, effects };
}

/** What must hold right after `event` took the session from `before` to `after`. */
function checkStep(before: Snapshot, event: SessionEvent, after: Snapshot, effects: ReturnType<typeof recordingActor>['effects']) {
  const was = (state: string) => before.matches(state as never);
  const is = (state: string) => after.matches(state as never);
  if (is('signingIn') && !was('signingIn')) expect(effects.requestLogin).toHaveBeenCalled();
  if ((is('loadingProfile') && !was('loadingProfile')) || (is('restoring') && !was('restoring'))) expect(effects.requestMe).toHaveBeenCalled();
  if (is('signedIn')) {
    expect(after.context.user).not.toBeNull();
    if (!was('signedIn')) {
      expect(effects.persistSession).toHaveBeenCalled();
      expect(effects.scheduleRefresh).toHaveBeenCalled();
      expect(effects.startIdleTimer).toHaveBeenCalled();
    }
    if (event.type === 'refresh.due') expect(effects.requestRefresh).toHaveBeenCalled();
    if (event.type === 'idle.timeout') expect(effects.startLogoutTimer).toHaveBeenCalled();
    if (event.type === 'activity') {
      // Activity restarts the idle timer, and during the warning it keeps the session (§4).
      expect(effects.startIdleTimer).toHaveBeenCalled();
      expect(after.matches({ signedIn: { idle: 'active' } } as never)).toBe(true);
    }
  }
  if (was('signedIn') && !is('signedIn')) {
    // Every way out of a session clears storage and all state, and stops the timers.
    expect(effects.cancelTimers).toHaveBeenCalled();
    expect(effects.clearSession).toHaveBeenCalled();
    expect(after.context.user).toBeNull();
    if (event.type === 'session.logout' || event.type === 'idle.expired') expect(effects.requestLogout).toHaveBeenCalled();
  }
  if (is('licenseExpired')) {
    expect(after.context.user).toBeNull();
    expect(after.context.licenseRole).not.toBeNull();
    if (event.type === 'api.licenseExpired') {
      expect(after.context.licenseRole).toBe(event.roleCode);
      expect(effects.clearSession).toHaveBeenCalled();
    }
  }
  if (is('signedOut')) expect(after.context.user).toBeNull();
  if (event.type === 'login.failed') expect(effects.notifyError).toHaveBeenCalled();
}

describe('every transition-cover path of the session machine', () => {
  it('covers 100 % of the transitions', () => {
    const c = coverage(sessionMachine, paths as never);
    expect(c.missing).toEqual([]);
    expect(c.percent).toBe(100);
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', (_name, path) => {
    const { actor, effects } = recordingActor();
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      for (const fn of Object.values(effects)) fn.mockClear();
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(serialize(after)).toBe(serialize(step.state as Snapshot));
      checkStep(before, step.event, after, effects);
    }
  });
});

describe('idle handling', () => {
  const warned = () => {
    const { actor, effects } = recordingActor();
    for (const event of [EVENTS[0], EVENTS[3], EVENTS[5]]) actor.send(event);
    actor.send({ type: 'idle.timeout' });
    expect(actor.getSnapshot().matches({ signedIn: { idle: 'warning' } })).toBe(true);
    effects.startIdleTimer.mockClear();
    return { actor, effects };
  };

  it.each([
    ['any activity', { type: 'activity' }],
    ['"Don\'t Log Out"', { type: 'idle.stay' }],
  ] as const)('%s during the warning keeps the session and starts a new idle hour', (_what, event) => {
    const { actor, effects } = warned();
    actor.send(event);
    expect(actor.getSnapshot().matches({ signedIn: { idle: 'active' } })).toBe(true);
    expect(effects.startIdleTimer).toHaveBeenCalledTimes(1);
    // The warning's logout timer, if it still fires, no longer signs the user out.
    actor.send({ type: 'idle.expired' });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(effects.requestLogout).not.toHaveBeenCalled();
  });

  it('signs out when no activity follows the warning', () => {
    const { actor, effects } = warned();
    actor.send({ type: 'idle.expired' });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(effects.requestLogout).toHaveBeenCalled();
    expect(effects.clearSession).toHaveBeenCalled();
  });
});

describe('the License Expired wording follows the role', () => {
  it('company admins are sent to an Integration Admin or Integration Partner, everyone else to a Company Admin', () => {
    const { actor } = recordingActor();
    actor.send({ type: 'session.login', email: 'solo@demo.local', password: 'x' });
    actor.send({ type: 'api.licenseExpired', roleCode: 'ROLE_COMPANY_ADMIN' });
    expect(licenseExpiredText(actor.getSnapshot().context.licenseRole)).toBe(
      'Your License has expired, Please contact your Integration Admin or Integration Partner to renew the license.',
    );
    actor.send({ type: 'license.dismiss' });
    actor.send({ type: 'session.restore' });
    actor.send({ type: 'api.licenseExpired', roleCode: 'ROLE_OPERATOR' });
    expect(licenseExpiredText(actor.getSnapshot().context.licenseRole)).toBe(
      'Your License has expired, Please contact your Company Admin to renew the license.',
    );
  });
});
