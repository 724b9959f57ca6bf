/** Sets a store's runout and max quantity of a product (update.store_stock_limits): whole numbers, max ≥ runout ≥ 0. */
import {
  INVENTORY_MESSAGES, MAX_QTY_RULES, RUNOUT_RULES, stockLimitsProblem, updateStoreStockLimits,
} from '../../../contract/actions/inventory.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { NumberInput, toastSuccess } from '../../ui/index.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';

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
    <FormDialog title={`Runout and max quantity: ${product.sku} · ${product.name}`} busy={form.submitting} onCancel={() => onClose(false)} onSubmit={form.submit} submitLabel="Save">
      <NumberInput label="Runout quantity" required autoFocus hint={`${product.stock} at the store. At or below this the store is due for stock.`} {...form.field('runout_quantity')} />
      <NumberInput label="Max quantity" required hint="The most the store should hold; at least the runout quantity." {...form.field('max_quantity')} />
    </FormDialog>
  );
}
