/** A store manager's stored images as data URLs, read through get.store_manager_image (they are not served at /objects). */
import { useEffect, useState } from 'react';
import type { Infer } from 'superstruct';
import { STORE_MANAGER_IMAGES, StoreManagerRow, getStoreManagerImage, type StoreManagerImage } from '../../../contract/actions/store-managers.ts';
import { call } from '../../api/client.ts';

export function useStoreManagerImages(manager: Infer<typeof StoreManagerRow> | null | undefined): Partial<Record<StoreManagerImage, string>> {
  const [urls, setUrls] = useState<Partial<Record<StoreManagerImage, string>>>({});
  const id = manager?.id;
  const wanted = STORE_MANAGER_IMAGES.filter((image) => manager?.[`has_${image}`]).join(',');
  useEffect(() => {
    if (!id || !wanted) { setUrls({}); return; }
    let live = true;
    void Promise.all(wanted.split(',').map(async (image) => {
      const r = await call(getStoreManagerImage, { id, image: image as StoreManagerImage }).catch(() => null);
      return [image, r?.data.data_url] as const;
    })).then((pairs) => { if (live) setUrls(Object.fromEntries(pairs.filter(([, url]) => url))); });
    return () => { live = false; };
  }, [id, wanted]);
  return urls;
}
