/** /edit-user/{id}: the form over the user as last read (its version guards the save). */
import { getUser } from '../../../contract/actions/users.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { UserForm } from './UserForm.tsx';

export default function EditUserScreen() {
  const user = useRouteRecord(getUser);
  if (user.status !== 'ready') return <RecordFallback state={user} what="user" back={{ href: paths.users(), label: 'Back to users' }} />;
  return <UserForm key={`${user.data.id}:${user.data.version}`} user={user.data} />;
}
