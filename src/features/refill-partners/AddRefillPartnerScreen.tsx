/** /add-refill-partner */
import { RefillPartnerForm } from './RefillPartnerForm.tsx';

export default function AddRefillPartnerScreen() {
  return <RefillPartnerForm />;
}
