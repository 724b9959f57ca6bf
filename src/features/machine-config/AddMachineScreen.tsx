/** /add-vm */
import { MachineConfigForm } from './MachineConfigForm.tsx';

export default function AddMachineScreen() {
  return <MachineConfigForm />;
}
