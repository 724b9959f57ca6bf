/** /add-user */
import { UserForm } from './UserForm.tsx';

export default function AddUserScreen() {
  return <UserForm />;
}
