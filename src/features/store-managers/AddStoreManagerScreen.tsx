/** /add-store-manager */
import { StoreManagerForm } from './StoreManagerForm.tsx';

export default function AddStoreManagerScreen() {
  return <StoreManagerForm />;
}
