/** /edit-wm/{id}: the user form over a warehouse manager as last read (update.user; the role stays Warehouse Manager). */
import { getUser } from '../../../contract/actions/users.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { UserForm } from './UserForm.tsx';
import { NotAWarehouseManager, WAREHOUSE_MANAGER_ROLE, warehouseManagersList } from './warehouseManagers.tsx';

export default function EditWarehouseManagerScreen() {
  const user = useRouteRecord(getUser);
  if (user.status !== 'ready') return <RecordFallback state={user} what="warehouse manager" back={{ href: warehouseManagersList(), label: 'Back to warehouse managers' }} />;
  if (user.data.Role.role_code !== WAREHOUSE_MANAGER_ROLE) return <NotAWarehouseManager id={user.data.id} />;
  return <UserForm key={`${user.data.id}:${user.data.version}`} user={user.data} fixedRole={WAREHOUSE_MANAGER_ROLE} viewOf={paths.wm} />;
}
