/** /add-franchise */
import { FranchiseForm } from './FranchiseForm.tsx';

export default function AddFranchiseScreen() {
  return <FranchiseForm />;
}
