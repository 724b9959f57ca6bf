/** The "stay or leave" confirmation shown when a dirty form would be left. */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Button } from '../../ui/Button.tsx';
import { useLeavePrompt } from '../../platform/navigation/useDirtyGuard.ts';

export const LEAVE_TITLE = 'Leave this page?';
export const LEAVE_TEXT = 'You have unsaved changes. If you leave, they will be lost.';

export function LeaveDialog() {
  const { waiting, leave, stay } = useLeavePrompt();
  return (
    <Dialog open={waiting} onClose={stay} className="fixed inset-0 z-[60]">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{LEAVE_TITLE}</DialogTitle>
          <p className="mt-3 text-slate-700">{LEAVE_TEXT}</p>
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" autoFocus onClick={stay}>
              Stay
            </Button>
            <Button variant="danger" onClick={leave}>
              Leave
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
