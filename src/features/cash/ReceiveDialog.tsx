/**
 * The Receive dialog: the amount counted at the warehouse (starting at the total cash
 * declared), with the expected amount and the over/short it would record.
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { receivedAmountError } from '../../../machines/flows/cashCollection.ts';
import { Button, NumberInput, formatMoney } from '../../ui/index.ts';
import { DifferenceText } from './DifferenceText.tsx';

interface Props {
  open: boolean;
  saving: boolean;
  amount: string;
  showErrors: boolean;
  expected: number;
  submitted: number;
  onAmount(value: string): void;
  onConfirm(): void;
  onCancel(): void;
}

export function ReceiveDialog({ open, saving, amount, showErrors, expected, submitted, onAmount, onConfirm, onCancel }: Props) {
  const error = receivedAmountError(amount);
  const valid = error === null;
  return (
    <Dialog open={open} onClose={() => !saving && onCancel()} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">Receive cash</DialogTitle>
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              onConfirm();
            }}
          >
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <dt className="text-slate-500">Total cash</dt>
              <dd className="text-right tabular-nums">{formatMoney(submitted)}</dd>
              <dt className="text-slate-500">Expected amount</dt>
              <dd className="text-right tabular-nums">{formatMoney(expected)}</dd>
            </dl>
            <NumberInput
              label="Received amount"
              required
              autoFocus
              decimals
              value={amount}
              disabled={saving}
              error={showErrors ? error : null}
              onChange={onAmount}
            />
            <p className="text-sm" data-testid="receive-difference">
              {valid ? <DifferenceText difference={Math.round(Number(amount) * 100) / 100 - expected} /> : ' '}
            </p>
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={onCancel} disabled={saving}>Cancel</Button>
              <Button type="submit" disabled={saving}>{saving ? 'Receiving...' : 'Receive'}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
