/** /edit-board-settings-template/{id}: the form over the board settings template as last read (its version guards the save). */
import { getBoardSettingsTemplate } from '../../../contract/actions/board-settings-templates.ts';
import { paths } from '../../platform/paths.ts';
import { RecordFallback } from '../../platform/record/RecordFallback.tsx';
import { useRouteRecord } from '../../platform/record/useRecord.ts';
import { BoardSettingsTemplateForm } from './BoardSettingsTemplateForm.tsx';

export default function EditBoardSettingsTemplateScreen() {
  const record = useRouteRecord(getBoardSettingsTemplate);
  if (record.status !== 'ready') return <RecordFallback state={record} what="board settings template" back={{ href: paths.settingsVm(), label: 'Back to board settings templates' }} />;
  return <BoardSettingsTemplateForm key={`${record.data.id}:${record.data.version}`} boardSettingsTemplate={record.data} />;
}
