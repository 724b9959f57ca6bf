/**
 * The dialog of a status step of a product request: a remark (the reason, required to decline)
 * and, to mark it added, the catalogue product that answers it (products whose name or SKU
 * matches the request's product name; optional).
 */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { PRODUCT_REQUEST_MESSAGES, PRODUCT_REQUEST_REMARK_MAX } from '../../../contract/actions/product-requests.ts';
import { listProducts } from '../../../contract/actions/products.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, Select, TextInput } from '../../ui/index.ts';

export type StatusStep = 'review' | 'markAdded' | 'decline' | 'reopen';

const TITLES: Record<StatusStep, { title: string; confirm: string; remark: string }> = {
  review: { title: 'Take the request into review', confirm: 'Review', remark: 'Remark' },
  markAdded: { title: 'Mark as added to the catalogue', confirm: 'Mark added', remark: 'Remark' },
  decline: { title: 'Decline the request', confirm: 'Decline', remark: 'Reason' },
  reopen: { title: 'Reopen the request', confirm: 'Reopen', remark: 'Remark' },
};

interface Props {
  step: StatusStep;
  productName: string;
  saving: boolean;
  /** Whether the user may read the catalogue (to name the product that answers the request). */
  canPickProduct: boolean;
  onConfirm(values: { remark: string; product_id: number | null }): void;
  onCancel(): void;
}

function ProductChoice({ productName, value, onChange }: { productName: string; value: string; onChange(value: string): void }) {
  const matches = useRecord(listProducts, { search: productName.split(' ')[0] ?? '', offset: 0, limit: 50, sortBy: 'name', sortDir: 'ASC' });
  const options = matches.status === 'ready' ? matches.data.map((p) => ({ id: p.id, name: `${p.sku} · ${p.name}` })) : [];
  return <Select label="Catalogue product" hint="Optional: the product that answers the request" options={options} placeholder="None" value={value} onChange={onChange} />;
}

export function StatusDialog({ step, productName, saving, canPickProduct, onConfirm, onCancel }: Props) {
  const [remark, setRemark] = useState('');
  const [productId, setProductId] = useState('');
  const [tried, setTried] = useState(false);
  const text = TITLES[step];
  const error = step === 'decline' && !remark.trim() ? PRODUCT_REQUEST_MESSAGES.declineReasonRequired : null;
  return (
    <Dialog open onClose={() => !saving && onCancel()} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">{text.title}</DialogTitle>
          <p className="mt-1 text-sm text-slate-600">{productName}</p>
          <form
            noValidate
            className="mt-4 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              setTried(true);
              if (!error) onConfirm({ remark: remark.trim(), product_id: productId ? Number(productId) : null });
            }}
          >
            {step === 'markAdded' && canPickProduct && <ProductChoice productName={productName} value={productId} onChange={setProductId} />}
            <TextInput
              autoFocus
              label={text.remark}
              required={step === 'decline'}
              maxLength={PRODUCT_REQUEST_REMARK_MAX}
              value={remark}
              error={tried ? error : null}
              onChange={setRemark}
            />
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={onCancel} disabled={saving}>Cancel</Button>
              <Button type="submit" variant={step === 'decline' ? 'danger' : 'primary'} disabled={saving}>{text.confirm}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
