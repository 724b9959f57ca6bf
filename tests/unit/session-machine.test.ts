import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine, type SessionUser } from '../../machines/session.ts';

const user = {
  id: 1, first_name: 'A', last_name: 'B', email: 'a@b.co', mobile_number: null,
  Role: { id: 1, name: 'Company Admin', role_code: 'ROLE_COMPANY_ADMIN', permissions: ['PERM_VIEW_ZONE'] },
  Company: { id: 1, name: 'C', type: 'WITH_FRANCHISE', license_ends_at: '2099-01-01T00:00:00Z' },
  Franchises: [],
} satisfies SessionUser;

function start() {
  const effects = {
    requestLogin: vi.fn(), requestMe: vi.fn(), requestLogout: vi.fn(), clearSession: vi.fn(), persistSession: vi.fn(),
    scheduleRefresh: vi.fn(), requestRefresh: vi.fn(), startIdleTimer: vi.fn(), startLogoutTimer: vi.fn(), cancelTimers: vi.fn(), notifyError: vi.fn(),
  };
  const actor = createActor(sessionMachine.provide({ actions: effects })).start();
  return { actor, effects };
}

function signIn() {
  const s = start();
  s.actor.send({ type: 'session.login', email: 'a@b.co', password: 'x' });
  s.actor.send({ type: 'login.succeeded', expiresAt: '2099-01-01T00:00:00Z' });
  s.actor.send({ type: 'me.loaded', user });
  return s;
}

describe('session machine', () => {
  it('signs in: login, then me, then signed in with refresh scheduled and the idle timer running', () => {
    const { actor, effects } = signIn();
    expect(effects.requestLogin).toHaveBeenCalledTimes(1);
    expect(effects.requestMe).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ signedIn: { token: 'waiting', idle: 'active' } })).toBe(true);
    expect(effects.scheduleRefresh).toHaveBeenCalled();
    expect(effects.startIdleTimer).toHaveBeenCalled();
    expect(actor.getSnapshot().context.user?.email).toBe('a@b.co');
  });

  it('a failed login returns to signed out with the message', () => {
    const { actor, effects } = start();
    actor.send({ type: 'session.login', email: 'a@b.co', password: 'x' });
    actor.send({ type: 'login.failed', message: 'Invalid email or password.' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password.');
    expect(effects.notifyError).toHaveBeenCalled();
  });

  it('402 at sign-in opens the license modal with the role; dismissing signs out', () => {
    const { actor } = start();
    actor.send({ type: 'session.login', email: 'a@b.co', password: 'x' });
    actor.send({ type: 'api.licenseExpired', roleCode: 'ROLE_COMPANY_ADMIN' });
    expect(actor.getSnapshot().value).toBe('licenseExpired');
    expect(actor.getSnapshot().context.licenseRole).toBe('ROLE_COMPANY_ADMIN');
    actor.send({ type: 'license.dismiss' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  it('401 while signed in clears the session and all state', () => {
    const { actor, effects } = signIn();
    actor.send({ type: 'api.unauthorized', message: 'token expired.' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.clearSession).toHaveBeenCalled();
    expect(effects.cancelTimers).toHaveBeenCalled();
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('idle: warning after the timeout, "Don\'t Log Out" keeps the session, expiry signs out', () => {
    const { actor, effects } = signIn();
    actor.send({ type: 'idle.timeout' });
    expect(actor.getSnapshot().matches({ signedIn: { idle: 'warning' } })).toBe(true);
    expect(effects.startLogoutTimer).toHaveBeenCalledTimes(1);
    actor.send({ type: 'idle.stay' });
    expect(actor.getSnapshot().matches({ signedIn: { idle: 'active' } })).toBe(true);
    actor.send({ type: 'idle.timeout' });
    actor.send({ type: 'idle.expired' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(effects.requestLogout).toHaveBeenCalled();
  });

  it('refreshes the token when due and stores the new expiry', () => {
    const { actor, effects } = signIn();
    actor.send({ type: 'refresh.due' });
    expect(effects.requestRefresh).toHaveBeenCalledTimes(1);
    actor.send({ type: 'refresh.succeeded', expiresAt: '2099-06-01T00:00:00Z' });
    expect(actor.getSnapshot().context.expiresAt).toBe('2099-06-01T00:00:00Z');
    expect(actor.getSnapshot().matches({ signedIn: { token: 'waiting' } })).toBe(true);
  });
});
