/** /add-zone */
import { ZoneForm } from './ZoneForm.tsx';

export default function AddZoneScreen() {
  return <ZoneForm />;
}
