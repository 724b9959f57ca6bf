/** /add-board-settings-template */
import { BoardSettingsTemplateForm } from './BoardSettingsTemplateForm.tsx';

export default function AddBoardSettingsTemplateScreen() {
  return <BoardSettingsTemplateForm />;
}
