/** /edit-user/{id}: the form over the user as last read (its version guards the save). */
import { useParams } from 'wouter';
import { getUser } from '../../../contract/actions/users.ts';
import { useFetch } from '../../ui/useFetch.ts';
import { NotFound } from './NotFound.tsx';
import { UserForm } from './UserForm.tsx';

export default function EditUserScreen() {
  const { id } = useParams<{ id: string }>();
  const valid = Number(id) > 0;
  const user = useFetch(getUser, { id: Number(id) }, { enabled: valid });
  if (!valid || user.error?.status === 404) return <NotFound what="user" back="/users" />;
  if (!user.data) return <p className="text-slate-500">Loading...</p>;
  return <UserForm key={`${user.data.id}:${user.data.version}`} user={user.data} />;
}
