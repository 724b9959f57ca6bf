/**
 * Where the password hashing happens (issue 34, findings 5 and 6): sign-in hashes for unknown
 * emails and disabled accounts exactly as for a wrong password, so timing reveals no accounts;
 * reset_password hashes nothing until the link is known to work. Counted, not timed.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outbox, users } from '../../server/db/schema/index.ts';
import type { TestApi } from './harness.ts';
import { resetLinkIn } from './sign-in-client.ts';

/** What the server asked of the password module: the hash each check ran against, and how many hashes it made. */
const calls = vi.hoisted(() => ({ verifiedAgainst: [] as string[], hashes: 0 }));
vi.mock('../../server/auth/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/auth/passwords.ts')>();
  return {
    ...real,
    verifyPassword: (password: string, stored: string) => {
      calls.verifiedAgainst.push(stored);
      return real.verifyPassword(password, stored);
    },
    hashPassword: (password: string, salt?: Buffer) => {
      calls.hashes++;
      return real.hashPassword(password, salt);
    },
  };
});
// The api project shares modules between the files a worker runs (isolate: false, vitest.config.ts):
// a server an earlier file imported holds the real password module. So this file evaluates the
// server afresh under the mock, and afterwards drops the mock and that server for the next file.
vi.resetModules();
const passwords = await import('../../server/auth/passwords.ts');
const { startApi } = await import('./harness.ts');
afterAll(() => {
  vi.doUnmock('../../server/auth/passwords.ts');
  vi.resetModules();
});

const UM = 'user-management';
let api: TestApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());
beforeEach(() => {
  calls.verifiedAgainst = [];
  calls.hashes = 0;
});

describe('login', () => {
  it('checks a password once whether the email is unknown, the password wrong or the account disabled', async () => {
    await api.post(UM, { action: 'login', email: 'nobody@demo.local', password: 'Guess#2026' });
    expect(calls.verifiedAgainst).toEqual([passwords.NO_ONES_HASH]);

    await api.post(UM, { action: 'login', email: 'operator@demo.local', password: 'Guess#2026' });
    expect(calls.verifiedAgainst).toHaveLength(2);
    expect(calls.verifiedAgainst[1]).toMatch(/^scrypt\$/);

    await api.services.db.update(users).set({ is_active: false }).where(eq(users.email, 'technician@demo.local'));
    const disabled = await api.post(UM, { action: 'login', email: 'technician@demo.local', password: 'Demo@1234' });
    expect(disabled.status).toBe(401);
    expect(disabled.body.message).toBe('Invalid email or password.');
    expect(calls.verifiedAgainst).toHaveLength(3);
  });

  it('no password matches the hash unknown emails are checked against', async () => {
    expect(await passwords.verifyPassword('', passwords.NO_ONES_HASH)).toBe(false);
    expect(await passwords.verifyPassword('Demo@1234', passwords.NO_ONES_HASH)).toBe(false);
  });
});

describe('reset_password', () => {
  it('hashes the new password only once the link is known to work', async () => {
    await api.post(UM, { action: 'forgot_password', email: 'partner@demo.local' });
    const [mail] = await api.services.db.select().from(outbox).where(eq(outbox.to, 'partner@demo.local'));
    const link = resetLinkIn(mail!.body);

    const bogus = await api.post(UM, { action: 'reset_password', id: link.id, token: 'x'.repeat(43), new_password: 'Fresh#2026' });
    expect(bogus.status).toBe(400);
    const unknown = await api.post(UM, { action: 'reset_password', id: 999_999, token: link.token, new_password: 'Fresh#2026' });
    expect(unknown.status).toBe(400);
    expect(calls.hashes).toBe(0);

    expect((await api.post(UM, { action: 'reset_password', ...link, new_password: 'Fresh#2026' })).status).toBe(200);
    expect(calls.hashes).toBe(1);
  });
});
