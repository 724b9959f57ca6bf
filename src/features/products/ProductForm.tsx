/**
 * The add/edit product form (console.md §2 "Product Catalog", domain.md §5 "Image picker"):
 * sku, name, the category, brand, unit and packaging of the catalogue, MRP, HSN, GST and cess,
 * net quantity, status, description and an image. The contract's field rules run as typed and
 * again on the server; the image is compressed in the browser, uploaded on save, and checked
 * by the server before the product points at it.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  PRODUCT_FIELD_RULES, PRODUCT_MESSAGES, PRODUCT_STATUSES, ProductDetail, createProduct, getProductFilterOptions, updateProduct,
} from '../../../contract/actions/products.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, Checkbox, ImagePicker, NumberInput, Select, TextArea, TextInput, toastSuccess, uploadFile, type PickedImage } from '../../ui/index.ts';

type Product = Infer<typeof ProductDetail>;

interface Values extends Record<string, unknown> {
  sku: string;
  name: string;
  category_id: string;
  brand_id: string;
  unit_id: string;
  packaging_id: string;
  mrp: string;
  hsn: string;
  gst: string;
  cess: string;
  net_weight: string;
  status: string;
  description: string;
  image: PickedImage | null;
  remove_image: boolean;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));

const initialOf = (p?: Product): Values => ({
  sku: p?.sku ?? '',
  name: p?.name ?? '',
  category_id: text(p?.category.id),
  brand_id: text(p?.brand.id),
  unit_id: text(p?.unit.id),
  packaging_id: text(p?.packaging.id),
  mrp: text(p?.mrp),
  hsn: p?.hsn ?? '',
  gst: p ? String(p.gst) : '',
  cess: p ? String(p.cess) : '0',
  net_weight: p?.net_weight ?? '',
  status: String(p?.status ?? 1),
  description: p?.description ?? '',
  image: null,
  remove_image: false,
});

const NO_OPTIONS: { id: number; name: string }[] = [];

export function ProductForm({ product: record }: { product?: Product }) {
  const [, navigate] = useLocation();
  const options = useRecord(getProductFilterOptions, {}).data;
  const form = useForm<Values>({
    initial: initialOf(record),
    rules: { fields: PRODUCT_FIELD_RULES },
    onSubmit: async (v) => {
      // The image goes up first; the product names it only once the server has read it back.
      const image_key = v.image ? await uploadFile(v.image.blob, 'product', 'image/jpeg') : v.remove_image ? null : undefined;
      const fields = {
        sku: v.sku.trim(),
        name: v.name.trim(),
        category_id: Number(v.category_id),
        brand_id: Number(v.brand_id),
        unit_id: Number(v.unit_id),
        packaging_id: Number(v.packaging_id),
        mrp: Number(v.mrp),
        hsn: v.hsn.trim(),
        gst: Number(v.gst),
        cess: Number(v.cess),
        net_weight: v.net_weight.trim(),
        status: Number(v.status) as 1 | 2,
        description: v.description.trim(),
      };
      if (record) {
        await call(updateProduct, { ...fields, id: record.id, version: record.version, ...(image_key === undefined ? {} : { image_key }) });
        toastSuccess(PRODUCT_MESSAGES.updated);
        form.leaveTo(paths.product(record.id));
      } else {
        const created = await call(createProduct, { ...fields, image_key: image_key ?? null });
        toastSuccess(PRODUCT_MESSAGES.created);
        form.leaveTo(paths.product(created.data.id));
      }
    },
  });
  const { values } = form;

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-4xl space-y-6 rounded-xl border border-slate-200 bg-white p-6" aria-label={record ? `Edit ${record.name}` : 'Add product'}>
      <p className="text-xs text-slate-500">Fields marked * are required.</p>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Product</legend>
        <TextInput autoFocus label="SKU" required noSpaces maxLength={64} hint="Letters, digits, - and _" {...form.field('sku')} />
        <TextInput label="Name" required maxLength={255} {...form.field('name')} />
        <Select label="Category" required options={options?.categories ?? NO_OPTIONS} placeholder="Select category" {...form.field('category_id')} />
        <Select label="Brand" required options={options?.brands ?? NO_OPTIONS} placeholder="Select brand" {...form.field('brand_id')} />
        <Select label="Unit" required options={options?.units ?? NO_OPTIONS} placeholder="Select unit" {...form.field('unit_id')} />
        <Select label="Packaging" required options={options?.packagings ?? NO_OPTIONS} placeholder="Select packaging" {...form.field('packaging_id')} />
        <TextInput label="Net quantity" required maxLength={64} hint="e.g. 500 ml, 6 pcs" {...form.field('net_weight')} />
        <Select label="Status" required options={PRODUCT_STATUSES} placeholder="Select status" {...form.field('status')} />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-4">
        <legend className="mb-2 font-semibold text-slate-900">Price and tax</legend>
        <NumberInput label="MRP (₹)" required decimals={2} min={0} {...form.field('mrp')} />
        <TextInput label="HSN" required allowChars={/[0-9]/} maxLength={8} hint="4, 6 or 8 digits" {...form.field('hsn')} />
        <NumberInput label="GST (%)" required decimals={2} min={0} max={100} {...form.field('gst')} />
        <NumberInput label="Cess (%)" required decimals={2} min={0} max={400} {...form.field('cess')} />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Description and image</legend>
        <TextArea label="Description" maxLength={1000} {...form.field('description')} />
        <div className="space-y-2">
          <ImagePicker
            label="Product image"
            purpose="product"
            value={values.image}
            onChange={(image) => form.setValues((v) => ({ ...v, image, remove_image: image ? false : v.remove_image }))}
            currentUrl={values.remove_image ? null : record?.image_url}
            error={form.errors.image_key}
            hint="JPG or PNG, at least 10x10 pixels, under 2 MB"
          />
          {record?.image_url && !values.image && (
            <Checkbox label="Remove the current image" checked={values.remove_image} onChange={(checked) => form.set('remove_image', checked)} />
          )}
        </div>
      </fieldset>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.product(record.id) : paths.products())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add product'}
        </Button>
      </div>
    </form>
  );
}
