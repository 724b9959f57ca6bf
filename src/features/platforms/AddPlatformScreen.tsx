/** /add-platform */
import { PlatformForm } from './PlatformForm.tsx';

export default function AddPlatformScreen() {
  return <PlatformForm />;
}
