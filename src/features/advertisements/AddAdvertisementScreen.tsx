/** /add-advertisement */
import { AdvertisementForm } from './AdvertisementForm.tsx';

export default function AddAdvertisementScreen() {
  return <AdvertisementForm />;
}
