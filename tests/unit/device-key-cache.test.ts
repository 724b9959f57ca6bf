/** The device key cache (server/device/key-cache.ts): kept longer than a heartbeat interval, and a forgotten board or machine is not cached again for a quiet time. */
import { describe, expect, it } from 'vitest';
import { cachedDevice, forgetDevice, KEY_CACHE_MS, QUIET_MS, rememberDevice } from '../../server/device/key-cache.ts';

const device = (boardId: number) => ({ keyId: boardId, boardId, machineId: boardId, companyId: 1, franchiseId: null });

describe('device key cache', () => {
  it('answers a key for its life, then looks it up again', () => {
    rememberDevice('h1', device(1), 1000);
    expect(cachedDevice('h1', 1000 + KEY_CACHE_MS - 1)).toMatchObject({ boardId: 1 });
    expect(cachedDevice('h1', 1000 + KEY_CACHE_MS)).toBeNull();
  });

  it('outlives a machine sending a heartbeat a minute', () => {
    expect(KEY_CACHE_MS).toBeGreaterThan(60_000);
  });

  it('forgets a board at once and caches nothing of it until the quiet time has passed', () => {
    rememberDevice('h2', device(2), 1000);
    forgetDevice({ boardId: 2 }, 1000);
    expect(cachedDevice('h2', 1001)).toBeNull();
    // A lookup that began before the revoke committed must not put the old answer back.
    rememberDevice('h2', device(2), 1002);
    expect(cachedDevice('h2', 1003)).toBeNull();
    rememberDevice('h2', device(2), 1000 + QUIET_MS + 1);
    expect(cachedDevice('h2', 1000 + QUIET_MS + 2)).toMatchObject({ boardId: 2 });
  });

  it('forgets one key by its hash', () => {
    rememberDevice('h3', device(3), 1000);
    forgetDevice({ keyHash: 'h3' }, 1000);
    expect(cachedDevice('h3', 1001)).toBeNull();
  });

  it('forgets every key of a machine', () => {
    rememberDevice('h4', device(4), 1000);
    forgetDevice({ machineId: 4 }, 1000);
    expect(cachedDevice('h4', 1001)).toBeNull();
    rememberDevice('h4', device(4), 1002);
    expect(cachedDevice('h4', 1003)).toBeNull();
  });
});
