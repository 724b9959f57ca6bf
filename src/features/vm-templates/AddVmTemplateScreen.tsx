/** /add-vm-template */
import { VmTemplateForm } from './VmTemplateForm.tsx';

export default function AddVmTemplateScreen() {
  return <VmTemplateForm />;
}
