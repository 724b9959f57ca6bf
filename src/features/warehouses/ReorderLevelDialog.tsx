/** Sets a product's reorder level at a warehouse (update.warehouse_reorder_level): 0 sets none. */
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { PURCHASE_SUGGESTION_MESSAGES, REORDER_LEVEL_RULES, setWarehouseReorderLevel } from '../../../contract/actions/purchase-suggestions.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { Button, NumberInput, toastSuccess } from '../../ui/index.ts';

interface Props {
  warehouseId: number;
  product: { product_id: number; sku: string; name: string; stock: number; reorder_level: number };
  onClose(changed: boolean): void;
}

export function ReorderLevelDialog({ warehouseId, product, onClose }: Props) {
  const form = useForm({
    initial: { reorder_level: String(product.reorder_level) },
    rules: { fields: { reorder_level: REORDER_LEVEL_RULES } },
    // The dialog is its own small step: leaving it is Cancel, not unsaved work.
    guard: false,
    onSubmit: async (v) => {
      await call(setWarehouseReorderLevel, { warehouse_id: warehouseId, product_id: product.product_id, reorder_level: Number(v.reorder_level) });
      toastSuccess(PURCHASE_SUGGESTION_MESSAGES.reorderLevelSaved);
      onClose(true);
    },
  });
  return (
    <Dialog open onClose={() => !form.submitting && onClose(false)} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold text-slate-900">Reorder level: {product.sku} · {product.name}</DialogTitle>
          <form noValidate className="mt-4 space-y-4" onSubmit={form.submit}>
            <NumberInput
              label="Reorder level"
              required
              autoFocus
              hint={`${product.stock} on the shelves. Below the level, counting units on open orders, "Suggest purchase order" proposes it; 0 sets none.`}
              {...form.field('reorder_level')}
            />
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => onClose(false)} disabled={form.submitting}>Cancel</Button>
              <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Saving...' : 'Save reorder level'}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
