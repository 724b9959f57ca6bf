/**
 * /advertisement/{id}: one advertisement — its video playing, screen type, status with Resume,
 * Pause, Suspend and Expire as its lifecycle allows (buttons and palette commands, each asking
 * first), and the machines it plays on.
 */
import { Link, useLocation } from 'wouter';
import {
  ADVERTISEMENT_MESSAGES as M, AD_STATUSES, adVideoTypeName, changeAdvertisementStatus, deleteAdvertisement, getAdvertisement, type AdStatusAction,
} from '../../../contract/actions/advertisements.ts';
import { ADVERTISEMENT_ACTIONS, type AdvertisementView } from '../../../commands/records/advertisements.ts';
import { advertisementGates } from '../../../machines/records/advertisement.ts';
import { callUndoable } from '../../platform/undo/undo.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { useSaving } from '../../platform/record/useSaving.ts';
import { DetailList, LinkButton, StaticTable, StatusBadge, formatDate, objectUrl, useConfirm } from '../../ui/index.ts';

const VERB: Record<AdStatusAction, string> = { RESUME: 'resume', PAUSE: 'pause', SUSPEND: 'suspend', EXPIRE: 'expire' };
const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

export default function AdvertisementScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getAdvertisement);
  const [confirm, confirmDialog] = useConfirm();
  const { saving, save } = useSaving();
  const [remove, deleteDialog] = useDeleteRecord(deleteAdvertisement, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: M.deleted,
    onDeleted: () => navigate(paths.advertisements()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const changeStatus = async (action: AdStatusAction) => {
    if (!data || saving) return;
    const expiring = action === 'EXPIRE';
    const ok = await confirm({
      text: `You want to ${VERB[action]} ${data.name}.${expiring ? ' An expired advertisement cannot be resumed.' : ''}`,
      confirmLabel: `Yes, ${VERB[action]} it!`,
      tone: expiring ? 'danger' : 'primary',
    });
    if (!ok) return;
    await save(() => callUndoable(changeAdvertisementStatus, { id: data.id, version: data.version, status_action: action }, { message: M.statusUpdated, onUndone: record.reload }));
    record.reload();
  };
  const view: AdvertisementView = {
    ...advertisementGates(data?.status ?? 0),
    edit: () => data && navigate(paths.editAdvertisement(data.id)),
    remove: () => data && void remove(data),
    changeStatus: (action) => void changeStatus(action),
  };
  const actions = useRecordActions(ADVERTISEMENT_ACTIONS, view);
  if (!data) return <RecordFallback state={record} what="advertisement" back={{ href: paths.advertisements(), label: 'Back to advertisements' }} />;
  const status = AD_STATUSES.find((s) => s.id === data.status) ?? AD_STATUSES[0];

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={actions['resume.advertisement']} variant="primary">Resume</GateButton>
            <GateButton gate={actions['pause.advertisement']} variant="secondary">Pause</GateButton>
            <GateButton gate={actions['suspend.advertisement']} variant="secondary">Suspend</GateButton>
            <GateButton gate={actions['expire.advertisement']} variant="danger">Expire</GateButton>
            <GateButton gate={actions['edit.advertisement']} variant="secondary">Edit</GateButton>
            <GateButton gate={actions['delete.advertisement']} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Status', value: <StatusBadge status={status} /> },
          { label: 'Screen type', value: data.screen_type },
          { label: 'Video type', value: data.video_type ? adVideoTypeName(data.video_type) : '--' },
          { label: 'Video size', value: data.video_size ? megabytes(data.video_size) : '--' },
          { label: 'Machines', value: String(data.machine_count) },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4" aria-label="Video">
        <h2 className="font-semibold text-slate-900">Video</h2>
        {data.video_key
          ? <video className="max-h-96 w-full rounded bg-black" src={objectUrl(data.video_key)} controls muted loop aria-label={`${data.name} video`} />
          : <p className="text-sm text-slate-600">No video uploaded yet: edit the advertisement to upload one.</p>}
      </section>
      <section className="space-y-2" aria-label="Linked machines">
        <h2 className="font-semibold text-slate-900">Linked machines</h2>
        <StaticTable
          label="Linked machines"
          columns={[
            { key: 'name', header: 'Name', render: (m) => <Link href={paths.vmById(m.id)} className="font-medium text-indigo-700 underline">{m.name}</Link> },
            { key: 'code', header: 'Code', render: (m) => m.code },
          ]}
          rows={data.machines}
        />
      </section>
      <LinkButton href={paths.advertisements()} variant="secondary">Back to advertisements</LinkButton>
      {confirmDialog}
      {deleteDialog}
    </div>
  );
}
