/** The device key cache (server/device/key-cache.ts): short-lived, and a forgotten board is not cached again for a life. */
import { describe, expect, it } from 'vitest';
import { cachedDevice, forgetDevice, KEY_CACHE_MS, rememberDevice } from '../../server/device/key-cache.ts';

const device = (boardId: number) => ({ keyId: boardId, boardId, machineId: boardId, companyId: 1, franchiseId: null });

describe('device key cache', () => {
  it('answers a key for its life, then looks it up again', () => {
    rememberDevice('h1', device(1), 1000);
    expect(cachedDevice('h1', 1000 + KEY_CACHE_MS - 1)).toMatchObject({ boardId: 1 });
    expect(cachedDevice('h1', 1000 + KEY_CACHE_MS)).toBeNull();
  });

  it('forgets a board at once and caches nothing of it until a life has passed', () => {
    rememberDevice('h2', device(2), 1000);
    forgetDevice({ boardId: 2 }, 1000);
    expect(cachedDevice('h2', 1001)).toBeNull();
    // A lookup that began before the revoke committed must not put the old answer back.
    rememberDevice('h2', device(2), 1002);
    expect(cachedDevice('h2', 1003)).toBeNull();
    rememberDevice('h2', device(2), 1000 + KEY_CACHE_MS + 1);
    expect(cachedDevice('h2', 1000 + KEY_CACHE_MS + 2)).toMatchObject({ boardId: 2 });
  });

  it('forgets one key by its hash', () => {
    rememberDevice('h3', device(3), 1000);
    forgetDevice({ keyHash: 'h3' }, 1000);
    expect(cachedDevice('h3', 1001)).toBeNull();
  });
});
