/**
 * "Test vend" on /vm/{id} (issue 42): a real vend of a product the machine holds, a quantity
 * and a channel, with an optional coupon code, priced like any sale (create.test_vend). On
 * success the new order opens, with its discounted lines; a refusal says why in the toast.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { createTestVend, MAX_SALE_QUANTITY } from '../../../contract/actions/sales.ts';
import { SALE_CHANNELS, type SaleChannel } from '../../../contract/negative-items.ts';
import { TEST_VEND_TEXTS as T } from '../../../contract/sales.ts';
import { call } from '../../api/client.ts';
import { paths } from '../../platform/paths.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { NumberInput, Select, TextInput, toastError, toastSuccess } from '../../ui/index.ts';
import type { MachineDetail } from './machine-parts.tsx';

/** The products the machine can vend now: each once, with the units its stocked coils hold. */
export function vendableProducts(machine: Pick<MachineDetail, 'slots'>) {
  const byId = new Map<number, { id: number; name: string; sku: string; mrp: number | null; units: number }>();
  for (const s of machine.slots) {
    if (!s.product || s.quantity <= 0) continue;
    const seen = byId.get(s.product.id);
    if (seen) seen.units += s.quantity;
    else byId.set(s.product.id, { id: s.product.id, name: s.product.name, sku: s.product.sku, mrp: s.product.mrp, units: s.quantity });
  }
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function TestVendDialog({ machine, onClose }: { machine: MachineDetail; onClose(done: boolean): void }) {
  const [, navigate] = useLocation();
  const products = vendableProducts(machine);
  const [productId, setProductId] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [channel, setChannel] = useState('3');
  const [coupon, setCoupon] = useState('');
  const [errors, setErrors] = useState<{ product?: string; quantity?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit() {
    const qty = Number(quantity);
    const problems = {
      product: productId ? undefined : T.productRequired,
      quantity: Number.isInteger(qty) && qty >= 1 && qty <= MAX_SALE_QUANTITY ? undefined : T.quantityRange(MAX_SALE_QUANTITY),
    };
    setErrors(problems);
    if (problems.product || problems.quantity) return;
    setBusy(true);
    try {
      const { data } = await call(createTestVend, {
        vending_machine_id: machine.id, product_id: Number(productId), quantity: qty, channel: Number(channel) as SaleChannel,
        coupon_code: coupon.trim() || null,
      });
      toastSuccess(data.message);
      onClose(true);
      navigate(paths.order(data.order_db_id));
    } catch (error) {
      toastError(error);
      setBusy(false);
    }
  }

  return (
    <FormDialog
      title={T.title}
      busy={busy}
      busyLabel={T.busy}
      submitLabel={T.submit}
      onCancel={() => onClose(false)}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="text-sm text-slate-600">{T.intro}</p>
      <Select
        label={T.product}
        required
        placeholder={products.length ? T.productPlaceholder : T.noStock}
        options={products.map((p) => ({ id: String(p.id), name: `${p.name} (${p.sku})${p.mrp === null ? '' : ` · MRP ${p.mrp}`} · ${p.units} in stock` }))}
        value={productId}
        error={errors.product}
        onChange={(value) => { setProductId(value); setErrors((e) => ({ ...e, product: undefined })); }}
      />
      <NumberInput
        label={T.quantity}
        required
        min={1}
        max={MAX_SALE_QUANTITY}
        value={quantity}
        error={errors.quantity}
        onChange={(value) => { setQuantity(value); setErrors((e) => ({ ...e, quantity: undefined })); }}
      />
      <Select
        label={T.channel}
        required
        options={SALE_CHANNELS.map((c) => ({ id: String(c.id), name: c.name }))}
        value={channel}
        onChange={(value) => setChannel(value || '3')}
      />
      <TextInput label={T.coupon} value={coupon} noSpaces upperCase onChange={setCoupon} />
    </FormDialog>
  );
}
