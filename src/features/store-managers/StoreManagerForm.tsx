/**
 * The add/edit store manager form (domain.md §3 "Store manager", §5): name, mobile, store
 * ("Please select a store"), status, and the photo and Aadhaar front and back through the
 * image picker (JPG or PNG under 2 MB, uploaded on save). The contract's field rules run as
 * typed and again on the server. A new manager's login code is shown once on their screen.
 */
import type { Infer } from 'superstruct';
import { useLocation } from 'wouter';
import {
  STORE_MANAGER_FIELD_RULES, STORE_MANAGER_IMAGES, STORE_MANAGER_IMAGE_LABELS, STORE_MANAGER_MESSAGES, StoreManagerRow,
  createStoreManager, updateStoreManager, type StoreManagerImage,
} from '../../../contract/actions/store-managers.ts';
import { listStores } from '../../../contract/actions/stores.ts';
import { call } from '../../api/client.ts';
import { useForm } from '../../platform/form/useForm.ts';
import { paths } from '../../platform/paths.ts';
import { useRecord } from '../../platform/record/useRecord.ts';
import { Button, Checkbox, ImagePicker, Select, TextInput, toastSuccess, uploadFile, type PickedImage } from '../../ui/index.ts';
import { STORE_MANAGER_STATUSES } from './status.ts';
import { rememberCode } from './loginCode.ts';
import { useStoreManagerImages } from './useImages.ts';

type Row = Infer<typeof StoreManagerRow>;

interface Values extends Record<string, unknown> {
  first_name: string;
  last_name: string;
  mobile_number: string;
  store_id: string;
  status: string;
  images: Partial<Record<StoreManagerImage, PickedImage | null>>;
  removed: Partial<Record<StoreManagerImage, boolean>>;
}

const has = (row: Row | undefined, image: StoreManagerImage) => Boolean(row && row[`has_${image}`]);

export function StoreManagerForm({ manager }: { manager?: Row }) {
  const [, navigate] = useLocation();
  const stores = useRecord(listStores, { limit: 200, sortBy: 'name', sortDir: 'ASC' });
  const current = useStoreManagerImages(manager);
  const form = useForm<Values>({
    initial: {
      first_name: manager?.first_name ?? '',
      last_name: manager?.last_name ?? '',
      mobile_number: manager?.mobile_number ?? '',
      store_id: manager?.store ? String(manager.store.id) : '',
      status: manager && !manager.is_active ? 'inactive' : 'active',
      images: {},
      removed: {},
    },
    rules: { fields: STORE_MANAGER_FIELD_RULES },
    onSubmit: async (v) => {
      const keys: Record<string, string | null | undefined> = {};
      for (const image of STORE_MANAGER_IMAGES) {
        const picked = v.images[image];
        keys[`${image}_key`] = picked ? await uploadFile(picked.blob, 'store-manager', 'image/jpeg') : v.removed[image] ? null : undefined;
      }
      const details = {
        first_name: v.first_name.trim(), last_name: v.last_name.trim(), mobile_number: v.mobile_number.trim(),
        store_id: Number(v.store_id), is_active: v.status === 'active', ...keys,
      };
      if (manager) {
        await call(updateStoreManager, { ...details, id: manager.id, version: manager.version });
        toastSuccess(STORE_MANAGER_MESSAGES.updated);
        form.leaveTo(paths.storeManager(manager.id));
      } else {
        const created = await call(createStoreManager, details);
        rememberCode(created.data.id, created.data.login_code);
        toastSuccess(STORE_MANAGER_MESSAGES.created);
        form.leaveTo(paths.storeManager(created.data.id));
      }
    },
  });
  const { values } = form;

  return (
    <form noValidate onSubmit={form.submit} className="mx-auto max-w-5xl space-y-6 rounded-xl border border-slate-200 bg-white p-6">
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold text-slate-900">Store manager</legend>
        <TextInput autoFocus label="First name" required maxLength={50} {...form.field('first_name')} />
        <TextInput label="Last name" maxLength={50} {...form.field('last_name')} />
        <TextInput label="Mobile number" required type="tel" allowChars={/[0-9]/} maxLength={10} hint="10 digits" {...form.field('mobile_number')} />
        <Select label="Store" required options={(stores.data ?? []).map((s) => ({ id: s.id, name: s.name }))} placeholder="Select a store"
          value={values.store_id} onChange={(v) => form.set('store_id', v)} error={form.errors.store_id} />
        <Select label="Status" required options={[...STORE_MANAGER_STATUSES]} value={values.status} onChange={(v) => form.set('status', v)} />
      </fieldset>
      <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <legend className="mb-2 font-semibold text-slate-900">Photo and Aadhaar</legend>
        {STORE_MANAGER_IMAGES.map((image) => (
          <div key={image} className="space-y-2">
            <ImagePicker
              label={STORE_MANAGER_IMAGE_LABELS[image]}
              purpose="store-manager"
              value={values.images[image] ?? null}
              onChange={(picked) => form.setValues((v) => ({ ...v, images: { ...v.images, [image]: picked }, removed: { ...v.removed, [image]: picked ? false : v.removed[image] } }))}
              currentUrl={values.removed[image] ? null : current[image]}
              error={form.errors[`${image}_key`]}
            />
            {has(manager, image) && !values.images[image] && (
              <Checkbox label={`Remove the ${STORE_MANAGER_IMAGE_LABELS[image].toLowerCase()}`} checked={Boolean(values.removed[image])}
                onChange={(checked) => form.set('removed', { ...values.removed, [image]: checked })} />
            )}
          </div>
        ))}
      </fieldset>
      <div className="flex justify-end gap-3 border-t border-slate-100 pt-4">
        <Button variant="secondary" onClick={() => navigate(manager ? paths.storeManager(manager.id) : paths.storeManagers())}>Cancel</Button>
        <Button type="submit" disabled={form.submitting}>{manager ? 'Save changes' : 'Add store manager'}</Button>
      </div>
    </form>
  );
}
