/**
 * change.user_status: update.user's is_active alone, with its rules (reach over the user's role,
 * not yourself, deactivating signs out), so /users can activate or deactivate many at once.
 */
import { USER_STATUS_MESSAGES, changeUserStatus } from '../../contract/actions/user-status.ts';
import { revokeAllTokens } from '../auth/sessions.ts';
import { invalidField } from '../http/errors.ts';
import { defineMutation } from '../kit/mutation.ts';
import { assertVerbOnUser, userRecord } from '../records/user.ts';

export const userStatusHandlers = [
  defineMutation(changeUserStatus, userRecord, {
    apply: async ({ tx, row: user, input, caller, now, services, afterCommit }) => {
      await assertVerbOnUser(tx, caller, user, 'UPDATE');
      if (user.id === caller.id && !input.is_active) throw invalidField('is_active', USER_STATUS_MESSAGES.notYourself);
      if (user.is_active && !input.is_active) {
        await revokeAllTokens(tx, user.id, now);
        afterCommit(() => services.live.disconnect({ userId: user.id }));
      }
      return { set: { is_active: input.is_active } };
    },
  }),
];
