/** console.md §8: the License Expired modal, worded by the role of the signed-out user. */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useSessionActor } from '../platform/session/session.ts';

export function licenseExpiredText(roleCode: string | null): string {
  const contact = roleCode === 'ROLE_COMPANY_ADMIN' ? 'Integration Admin or Integration Partner' : 'Company Admin';
  return `Your License has expired, Please contact your ${contact} to renew the license.`;
}

export function LicenseExpiredModal() {
  const actor = useSessionActor();
  const { open, role } = useSelector(actor, (s) => ({ open: s.matches('licenseExpired'), role: s.context.licenseRole }), (a, b) => a.open === b.open && a.role === b.role);
  const close = () => actor.send({ type: 'license.dismiss' });
  return (
    <Dialog open={open} onClose={close} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">License Expired</DialogTitle>
          <p className="mt-3 text-slate-700">{licenseExpiredText(role)}</p>
          <div className="mt-6 flex justify-end">
            <button type="button" autoFocus onClick={close} className="rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-500">
              OK
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
