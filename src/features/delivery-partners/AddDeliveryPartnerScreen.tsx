/** /add-delivery-partner */
import { DeliveryPartnerForm } from './DeliveryPartnerForm.tsx';

export default function AddDeliveryPartnerScreen() {
  return <DeliveryPartnerForm />;
}
