/** The confirmation's dialog itself (headlessui), loaded by ConfirmDialog when it first opens. */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { CONFIRM_DEFAULTS, type ConfirmOptions } from './ConfirmDialog.tsx';

export function ConfirmDialogPanel({ open, options, onClose }: { open: boolean; options: ConfirmOptions; onClose(confirmed: boolean): void }) {
  const { title = CONFIRM_DEFAULTS.title, text, confirmLabel = CONFIRM_DEFAULTS.confirmLabel, cancelLabel = CONFIRM_DEFAULTS.cancelLabel, tone = 'primary' } = options;
  const confirmClass = tone === 'danger' ? 'bg-red-600 hover:bg-red-500' : 'bg-indigo-600 hover:bg-indigo-500';
  return (
    <Dialog open={open} onClose={() => onClose(false)} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-sm rounded-xl bg-white p-6 text-center shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          {text && <div className="mt-2 text-sm text-slate-600">{text}</div>}
          <div className="mt-6 flex justify-center gap-3">
            <button type="button" onClick={() => onClose(false)} className="rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50">
              {cancelLabel}
            </button>
            <button type="button" autoFocus onClick={() => onClose(true)} className={`rounded-md px-4 py-2 text-sm font-medium text-white ${confirmClass}`}>
              {confirmLabel}
            </button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
