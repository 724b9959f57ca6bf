/** /add-delivery-person */
import { DeliveryPersonForm } from './DeliveryPersonForm.tsx';

export default function AddDeliveryPersonScreen() {
  return <DeliveryPersonForm />;
}
