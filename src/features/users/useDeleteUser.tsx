/** Delete a user after an "Are you sure?" confirmation; shared by the list and the view screen. */
import { deleteUser, USER_MESSAGES } from '../../../contract/actions/users.ts';
import { call } from '../../api/client.ts';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { toastError, toastSuccess } from '../../ui/toast.ts';
import { fullName } from './userAccess.ts';

export function useDeleteUser(onDeleted: () => void) {
  const [confirm, dialog] = useConfirm();
  async function remove(user: { id: number; version: number; first_name: string; last_name: string }) {
    const yes = await confirm({
      text: `You want to delete ${fullName(user)}. They are signed out and can no longer sign in.`,
      confirmLabel: 'Yes, delete it!',
      tone: 'danger',
    });
    if (!yes) return;
    try {
      await call(deleteUser, { id: user.id, version: user.version });
      toastSuccess(USER_MESSAGES.deleted);
      onDeleted();
    } catch (error) {
      toastError(error);
    }
  }
  return [remove, dialog] as const;
}
