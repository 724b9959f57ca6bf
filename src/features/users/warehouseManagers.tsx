/**
 * Warehouse managers (console.md §2 "User Management"): users with ROLE_WAREHOUSE_MANAGER, shown
 * and edited by the user screens with the role fixed. Their list is /users filtered by that role.
 */
import type { RoleCode } from '../../../contract/roles.ts';
import { paths } from '../../platform/paths.ts';
import { withQuery } from '../../platform/with-query.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';

export const WAREHOUSE_MANAGER_ROLE: RoleCode = 'ROLE_WAREHOUSE_MANAGER';

/** The users list filtered to the warehouse manager role (its id in the URL, as the Role filter writes it). */
export function warehouseManagersList(roleId?: number): string {
  return roleId ? withQuery(paths.users(), { role: roleId }) : paths.users();
}

/** /wm/{id} or /edit-wm/{id} naming a user of another role: say so, and lead to the user's own screen. */
export function NotAWarehouseManager({ id }: { id: number }) {
  return (
    <div className="mx-auto max-w-xl space-y-3 rounded-xl border border-slate-200 bg-white p-6">
      <p className="text-slate-700">This user is not a warehouse manager.</p>
      <LinkButton href={paths.user(id)} variant="secondary">Open the user</LinkButton>
    </div>
  );
}
