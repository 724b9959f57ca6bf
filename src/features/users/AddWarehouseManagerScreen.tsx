/** /add-wm: the user form giving the Warehouse Manager role (create.user, like /add-user). */
import { paths } from '../../platform/paths.ts';
import { UserForm } from './UserForm.tsx';
import { WAREHOUSE_MANAGER_ROLE, warehouseManagersList } from './warehouseManagers.tsx';

export default function AddWarehouseManagerScreen() {
  return <UserForm fixedRole={WAREHOUSE_MANAGER_ROLE} viewOf={paths.wm} back={warehouseManagersList()} submitLabel="Add warehouse manager" />;
}
