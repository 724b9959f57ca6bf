/** /clone-vm-setting/{id}: the add form prefilled from a template; saving creates a new one. */
import { getBoardSettingsTemplate } from '../../../contract/actions/board-settings-templates.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { BoardSettingsTemplateForm } from './BoardSettingsTemplateForm.tsx';

export default function CloneBoardSettingsTemplateScreen() {
  const record = useRouteRecord(getBoardSettingsTemplate);
  if (record.status !== 'ready') return <RecordFallback state={record} what="board settings template" back={{ href: paths.settingsVm(), label: 'Back to board settings templates' }} />;
  return <BoardSettingsTemplateForm key={`clone:${record.data.id}`} cloneOf={record.data} />;
}
