/** Sets a product's reorder level at a warehouse (update.warehouse_reorder_level): 0 sets none. */
import { PURCHASE_SUGGESTION_MESSAGES, REORDER_LEVEL_RULES, setWarehouseReorderLevel } from '../../../contract/actions/purchase-suggestions.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { NumberInput, toastSuccess } from '../../ui/index.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';

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
    <FormDialog title={`Reorder level: ${product.sku} · ${product.name}`} busy={form.submitting} onCancel={() => onClose(false)} onSubmit={form.submit} submitLabel="Save reorder level">
      <NumberInput
        label="Reorder level"
        required
        autoFocus
        hint={`${product.stock} on the shelves. Below the level, counting units on open orders, "Suggest purchase order" proposes it; 0 sets none.`}
        {...form.field('reorder_level')}
      />
    </FormDialog>
  );
}
