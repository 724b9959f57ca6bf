/**
 * /store-manager/{id}: one store manager with their images, Edit and "Generate new login code"
 * (buttons and palette commands). A code just generated (here or on add) is shown once.
 */
import { useState } from 'react';
import { useLocation } from 'wouter';
import { STORE_MANAGER_ACTIONS } from '../../../commands/records/store-managers.ts';
import { STORE_MANAGER_IMAGES, STORE_MANAGER_IMAGE_LABELS, STORE_MANAGER_MESSAGES, getStoreManager, regenerateStoreManagerCode } from '../../../contract/actions/store-managers.ts';
import { call } from '../../api/client.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, StatusBadge, formatDate, toastError, toastSuccess, useConfirm } from '../../ui/index.ts';
import { takeCode } from './loginCode.ts';
import { storeManagerStatus } from './status.ts';
import { useStoreManagerImages } from './useImages.ts';

export default function StoreManagerScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getStoreManager);
  const data = record.status === 'ready' ? record.data : null;
  const [code, setCode] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<number | null>(null);
  if (data && shownFor !== data.id) {
    setShownFor(data.id);
    setCode(takeCode(data.id));
  }
  const images = useStoreManagerImages(data);
  const [confirm, confirmDialog] = useConfirm();
  const actions = useRecordActions(STORE_MANAGER_ACTIONS, {
    edit: () => data && navigate(paths.editStoreManager(data.id)),
    regenerateCode: () => {
      if (!data) return;
      void confirm({ text: 'You want to generate a new login code. The old one stops working.' }).then((ok) => {
        if (!ok) return;
        call(regenerateStoreManagerCode, { id: data.id, version: data.version })
          .then((r) => { setCode(r.data.login_code ?? null); toastSuccess(STORE_MANAGER_MESSAGES.codeRegenerated); record.reload(); })
          .catch((error: unknown) => toastError(error));
      });
    },
  });
  if (!data) return <RecordFallback state={record} what="store manager" back={{ href: paths.storeManagers(), label: 'Back to store managers' }} />;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      {code && (
        <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
          <p className="text-sm text-amber-900">{STORE_MANAGER_MESSAGES.codeShownOnce}</p>
          <p className="mt-1 font-mono text-2xl tracking-widest text-slate-900" aria-label="Login code">{code}</p>
        </div>
      )}
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={actions['edit.store_manager']}>Edit</GateButton>
            <GateButton gate={actions['regenerate_code.store_manager']}>Generate new login code</GateButton>
          </>
        }
        items={[
          { label: 'Name', value: data.name },
          { label: 'Mobile', value: data.mobile_number },
          { label: 'Store', value: data.store?.name },
          { label: 'Franchise', value: data.franchise?.name },
          { label: 'Status', value: <StatusBadge status={storeManagerStatus(data.is_active)} /> },
          { label: 'Login code generated', value: data.code_generated_at ? formatDate(data.code_generated_at) : 'Never' },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last updated', value: formatDate(data.updated_at) },
        ]}
      />
      <section aria-labelledby="store-manager-images" className="rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="store-manager-images" className="mb-3 font-semibold text-slate-900">Photo and Aadhaar</h2>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {STORE_MANAGER_IMAGES.map((image) => (
            <figure key={image}>
              {images[image]
                ? <img src={images[image]} alt={STORE_MANAGER_IMAGE_LABELS[image]} className="h-40 w-40 rounded border border-slate-200 object-cover" />
                : <div className="flex h-40 w-40 items-center justify-center rounded border border-dashed border-slate-300 text-sm text-slate-500">No image</div>}
              <figcaption className="mt-1 text-sm text-slate-700">{STORE_MANAGER_IMAGE_LABELS[image]}</figcaption>
            </figure>
          ))}
        </div>
      </section>
      <LinkButton href={paths.storeManagers()} variant="secondary">Back to store managers</LinkButton>
      {confirmDialog}
    </div>
  );
}
