/** Sets a store's runout and max quantity of a product (update.store_stock_limits): whole numbers, max ≥ runout ≥ 0. */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import {
  INVENTORY_MESSAGES, MAX_QTY_RULES, RUNOUT_RULES, stockLimitsProblem, updateStoreStockLimits,
} from '../../../contract/actions/inventory.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { Button, NumberInput, toastSuccess } from '../../ui/index.ts';

interface Props {
  storeId: number;
  product: { product_id: number; sku: string; name: string; stock: number; runout_quantity: number | null; max_quantity: number | null };
  onClose(changed: boolean): void;
}

const text = (n: number | null) => (n === null ? '' : String(n));

export function StockLimitsDialog({ storeId, product, onClose }: Props) {
  const form = useForm({
    initial: { runout_quantity: text(product.runout_quantity), max_quantity: text(product.max_quantity) },
    // The max is checked against the runout typed beside it (max ≥ runout), as the server does.
    rules: (v) => ({
      fields: {
        runout_quantity: RUNOUT_RULES,
        max_quantity: [...MAX_QTY_RULES, (value) => stockLimitsProblem(Number(v.runout_quantity), Number(value))],
      },
    }),
    guard: false,
    onSubmit: async (v) => {
      await call(updateStoreStockLimits, {
        store_id: storeId, product_id: product.product_id, runout_quantity: Number(v.runout_quantity), max_quantity: Number(v.max_quantity),
      });
      toastSuccess(INVENTORY_MESSAGES.limitsSaved);
      onClose(true);
    },
  });
  return (
    <Dialog open onClose={() => !form.submitting && onClose(false)} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">Runout and max quantity: {product.sku} · {product.name}</DialogTitle>
          <form noValidate className="mt-4 space-y-4" onSubmit={form.submit}>
            <NumberInput label="Runout quantity" required autoFocus hint={`${product.stock} at the store. At or below this the store is due for stock.`} {...form.field('runout_quantity')} />
            <NumberInput label="Max quantity" required hint="The most the store should hold; at least the runout quantity." {...form.field('max_quantity')} />
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => onClose(false)} disabled={form.submitting}>Cancel</Button>
              <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Saving...' : 'Save'}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
