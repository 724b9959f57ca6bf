/**
 * A DEX integration key (issue 54, docs/dex-import.md): issued Active, revoked for good (a sender
 * that needs to import again gets a new key). The status is read from `revoked_at`.
 *
 *   Active ──key.revoke──▶ Revoked
 */
import { defineLifecycle } from '../lifecycle.ts';

export const DEX_KEY_STATUS = { active: 'active', revoked: 'revoked' } as const;

export const dexIntegrationKeyLifecycle = defineLifecycle({
  id: 'dexIntegrationKey',
  statuses: DEX_KEY_STATUS,
  initial: 'active',
  transitions: {
    active: { 'key.revoke': 'revoked' },
  },
  pastTense: { 'key.revoke': 'revoked' },
});

export const dexKeyStatusOf = (key: { revoked_at: Date | string | null }) => (key.revoked_at ? DEX_KEY_STATUS.revoked : DEX_KEY_STATUS.active);
