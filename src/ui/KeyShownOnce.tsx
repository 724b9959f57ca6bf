/**
 * The dialog that shows a new secret key once (a board's device key, a DEX integration key): the
 * warning that it will not be shown again, the key selectable in a field, Copy and Done; closing
 * it leaves only the key's prefix. Imported from its file, not the ui index, so headlessui stays
 * out of the first bundle.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { Button } from './Button.tsx';

interface Props {
  title: string;
  /** The field's label ("Device key"); its id is derived from it. */
  label: string;
  value: string;
  warning: string;
  onClose(): void;
}

export function KeyShownOnce({ title, label, value, warning, onClose }: Props) {
  const [copied, setCopied] = useState(false);
  const id = `${label.toLowerCase().replace(/\W+/g, '-')}-value`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // Without clipboard access the key is still selectable in the field.
      setCopied(false);
    }
  };
  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
          <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="alert">{warning}</p>
          <label className="mt-4 block text-sm font-medium text-slate-700" htmlFor={id}>{label}</label>
          <input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm text-slate-900" />
          <div className="mt-6 flex justify-end gap-3">
            <Button variant="secondary" autoFocus onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</Button>
            <Button onClick={onClose}>Done</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
