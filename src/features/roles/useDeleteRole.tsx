/** Delete a custom role after an "Are you sure?" confirmation. */
import { deleteRole, ROLE_MESSAGES } from '../../../contract/actions/roles.ts';
import { call } from '../../api/client.ts';
import { useConfirm } from '../../ui/ConfirmDialog.tsx';
import { toastError, toastSuccess } from '../../ui/toast.ts';

export function useDeleteRole(onDeleted: () => void) {
  const [confirm, dialog] = useConfirm();
  async function remove(role: { id: number; version: number; name: string }) {
    if (!(await confirm({ text: `You want to delete the role "${role.name}".`, confirmLabel: 'Yes, delete it!', tone: 'danger' }))) return;
    try {
      await call(deleteRole, { id: role.id, version: role.version });
      toastSuccess(ROLE_MESSAGES.deleted);
      onDeleted();
    } catch (error) {
      toastError(error);
    }
  }
  return [remove, dialog] as const;
}
