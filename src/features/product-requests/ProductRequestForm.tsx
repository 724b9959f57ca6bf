/**
 * The add / edit product request form: the product wanted, who asks for it (requester type,
 * name, mobile), how urgent, the preferable time, and the machine or store it is for. The
 * contract's field rules run as typed and again on the server.
 */
import { useLocation } from 'wouter';
import type { Infer } from 'superstruct';
import {
  PREFERABLE_TIMES, PRODUCT_REQUEST_FIELD_RULES, PRODUCT_REQUEST_MESSAGES, PRODUCT_REQUEST_REMARK_MAX, ProductRequestRow, REQUEST_URGENCIES,
  REQUESTER_TYPES, createProductRequest, getProductRequestOptions, updateProductRequest,
} from '../../../contract/actions/product-requests.ts';
import { rules } from '../../../contract/validation.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, Select, TextArea, TextInput, toastSuccess } from '../../ui/index.ts';

type ProductRequest = Infer<typeof ProductRequestRow>;
type PlaceKind = 'machine' | 'store';

interface Values extends Record<string, unknown> {
  product_name: string;
  brand_name: string;
  description: string;
  requester_type: string;
  requester_name: string;
  requester_mobile: string;
  urgency: string;
  preferable_time: string;
  place_kind: PlaceKind;
  place_id: string;
}

const named = (names: readonly string[]) => names.map((name) => ({ id: name, name }));
const PLACE_KINDS = [{ id: 'machine', name: 'Vending machine' }, { id: 'store', name: 'Store' }];

export function ProductRequestForm({ productRequest: record }: { productRequest?: ProductRequest }) {
  const [, navigate] = useLocation();
  const options = useRecord(getProductRequestOptions, {});
  const form = useForm<Values>({
    initial: {
      product_name: record?.product_name ?? '',
      brand_name: record?.brand_name ?? '',
      description: record?.description ?? '',
      requester_type: record?.requester_type ?? '',
      requester_name: record?.requester_name ?? '',
      requester_mobile: record?.requester_mobile ?? '',
      urgency: record?.urgency ?? '',
      preferable_time: record?.preferable_time ?? '',
      place_kind: record?.store ? 'store' : 'machine',
      place_id: String(record?.machine?.id ?? record?.store?.id ?? ''),
    },
    rules: { fields: { ...PRODUCT_REQUEST_FIELD_RULES, place_id: [rules.required(PRODUCT_REQUEST_MESSAGES.placeRequired)] } },
    onSubmit: async (v) => {
      const place = Number(v.place_id);
      const fields = {
        product_name: v.product_name.trim(),
        brand_name: v.brand_name.trim(),
        description: v.description.trim(),
        requester_type: v.requester_type as ProductRequest['requester_type'],
        requester_name: v.requester_name.trim(),
        requester_mobile: v.requester_mobile.trim(),
        urgency: v.urgency as ProductRequest['urgency'],
        preferable_time: v.preferable_time as ProductRequest['preferable_time'],
        vending_machine_id: v.place_kind === 'machine' ? place : null,
        store_id: v.place_kind === 'store' ? place : null,
      };
      if (record) {
        await call(updateProductRequest, { ...fields, id: record.id, version: record.version });
        toastSuccess(PRODUCT_REQUEST_MESSAGES.updated);
        form.leaveTo(paths.requestProduct(record.id));
      } else {
        const created = await call(createProductRequest, fields);
        toastSuccess(PRODUCT_REQUEST_MESSAGES.created);
        form.leaveTo(paths.requestProduct(created.data.id));
      }
    },
  });
  const choices = options.status === 'ready' ? options.data : { machines: [], stores: [] };
  const places = form.values.place_kind === 'machine' ? choices.machines : choices.stores;

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-3xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput autoFocus label="Product name" required maxLength={255} {...form.field('product_name')} />
        <TextInput label="Brand" maxLength={255} {...form.field('brand_name')} />
        <Select label="Requester type" required options={named(REQUESTER_TYPES)} {...form.field('requester_type')} />
        <TextInput label="Requester name" maxLength={255} {...form.field('requester_name')} />
        <TextInput label="Requester mobile" type="tel" allowChars={/[0-9]/} maxLength={10} hint="10 digits" {...form.field('requester_mobile')} />
        <Select label="Urgency" required options={named(REQUEST_URGENCIES)} {...form.field('urgency')} />
        <Select label="Preferable time" required options={named(PREFERABLE_TIMES)} {...form.field('preferable_time')} />
        <Select
          label="Requested for"
          required
          options={PLACE_KINDS}
          placeholder=""
          value={form.values.place_kind}
          onChange={(kind) => form.setValues((v) => ({ ...v, place_kind: kind as PlaceKind, place_id: '' }))}
        />
        <Select
          label={form.values.place_kind === 'machine' ? 'Vending machine' : 'Store'}
          required
          options={places}
          placeholder={options.status === 'loading' ? 'Loading...' : 'Select'}
          {...form.field('place_id')}
        />
        <TextArea label="Description" className="sm:col-span-2" maxLength={PRODUCT_REQUEST_REMARK_MAX} rows={3} {...form.field('description')} />
      </div>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(record ? paths.requestProduct(record.id) : paths.productsRequested())}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.submitting}>
          {record ? 'Save changes' : 'Add product request'}
        </Button>
      </div>
    </form>
  );
}
