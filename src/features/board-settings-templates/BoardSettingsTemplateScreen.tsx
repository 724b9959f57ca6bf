/** /setting-vm/{id}: one board settings template with its network priority in order; Edit, Clone and Delete as buttons and palette commands. */
import { useLocation } from 'wouter';
import {
  BOARD_SETTINGS_TEMPLATE_MESSAGES, BOARD_TYPES, EXPIRY_DISPLAYS, NETWORKS, NON_AVAILABLE_DISPLAYS, choiceName,
  deleteBoardSettingsTemplate, getBoardSettingsTemplate,
} from '../../../contract/actions/board-settings-templates.ts';
import { BOARD_SETTINGS_TEMPLATE_ACTIONS } from '../../../commands/records/board-settings-templates.ts';
import { GateButton } from '../../platform/commands/GateButton.tsx';
import { useRecordActions } from '../../platform/commands/useRecordActions.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useDeleteRecord } from '../../platform/record/useDeleteRecord.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { DetailList, LinkButton, formatDate } from '../../ui/index.ts';

export default function BoardSettingsTemplateScreen() {
  const [, navigate] = useLocation();
  const record = useRouteRecord(getBoardSettingsTemplate);
  const [remove, deleteDialog] = useDeleteRecord(deleteBoardSettingsTemplate, {
    text: (r: { name: string }) => `You want to delete ${r.name}.`,
    success: BOARD_SETTINGS_TEMPLATE_MESSAGES.deleted,
    onDeleted: () => navigate(paths.settingsVm()),
  });
  const data = record.status === 'ready' ? record.data : null;
  const actions = useRecordActions(BOARD_SETTINGS_TEMPLATE_ACTIONS, {
    edit: () => data && navigate(paths.editVmSetting(data.id)),
    clone: () => data && navigate(paths.cloneVmSetting(data.id)),
    remove: () => data && void remove(data),
  });
  if (!data) return <RecordFallback state={record} what="board settings template" back={{ href: paths.settingsVm(), label: 'Back to board settings templates' }} />;
  const edit = actions['edit.board_settings_template']!;
  const clone = actions['clone.board_settings_template']!;
  const del = actions['delete.board_settings_template']!;

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <DetailList
        title={data.name}
        actions={
          <>
            <GateButton gate={edit}>Edit</GateButton>
            <GateButton gate={clone}>Clone</GateButton>
            <GateButton gate={del} variant="danger">Delete</GateButton>
          </>
        }
        items={[
          { label: 'Name', value: data.name },
          { label: 'VM brand and model', value: data.vm_brand_model },
          { label: 'Carrier board', value: data.carrier_board },
          { label: 'Board type', value: choiceName(BOARD_TYPES, data.board_type) },
          { label: 'Expiry display', value: choiceName(EXPIRY_DISPLAYS, data.expiry_display) },
          { label: 'Non-available product display', value: choiceName(NON_AVAILABLE_DISPLAYS, data.non_available_display) },
          { label: 'Created', value: formatDate(data.created_at) },
          { label: 'Last Updated', value: formatDate(data.updated_at) },
        ]}
      />
      <section className="rounded-xl border border-slate-200 bg-white p-6" aria-labelledby="network-priority-title">
        <h2 id="network-priority-title" className="text-base font-semibold text-slate-900">Network priority</h2>
        <ol aria-label="Network priority" className="mt-3 list-decimal space-y-1 pl-6 text-sm text-slate-800">
          {data.network_priority.map((n) => <li key={n}>{choiceName(NETWORKS, n)}</li>)}
        </ol>
      </section>
      <LinkButton href={paths.settingsVm()} variant="secondary">Back to board settings templates</LinkButton>
      {deleteDialog}
    </div>
  );
}
