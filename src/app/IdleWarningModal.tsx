/**
 * console.md §4 "Idle handling": after an hour without activity, "Ideal State Warning"
 * (the spec's spelling) asks the user to stay; five more minutes without activity sign them
 * out. "Don't Log Out", like any activity (a key, the mouse, a scroll), keeps the session
 * (docs/decisions.md).
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import { useSessionActor } from '../platform/session/session.ts';

export const IDLE_TITLE = 'Ideal State Warning';
export const IDLE_TEXT = 'You will be logged out soon.';
export const IDLE_BUTTON = "Don't Log Out";

export function IdleWarningModal() {
  const actor = useSessionActor();
  const open = useSelector(actor, (s) => s.matches({ signedIn: { idle: 'warning' } }));
  return (
    <Dialog open={open} onClose={() => {}} className="fixed inset-0 z-[70]">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-xl bg-white p-6 text-center shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{IDLE_TITLE}</DialogTitle>
          <p className="mt-3 text-slate-700">{IDLE_TEXT}</p>
          <button
            type="button"
            autoFocus
            onClick={() => actor.send({ type: 'idle.stay' })}
            className="mt-6 rounded-md bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-500"
          >
            {IDLE_BUTTON}
          </button>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
