/** The board settings template screen's commands: edit, clone and delete, gated by their contract actions' permissions. */
import { createBoardSettingsTemplate, deleteBoardSettingsTemplate, updateBoardSettingsTemplate } from '../../contract/actions/board-settings-templates.ts';
import { recordAction } from '../record.ts';

/** What the board settings template screen lets its commands do. */
export interface BoardSettingsTemplateScreen {
  edit(): void;
  clone(): void;
  remove(): void;
}

export const BOARD_SETTINGS_TEMPLATE_ACTIONS = [
  recordAction<BoardSettingsTemplateScreen>({
    id: 'edit.board_settings_template',
    title: 'Edit board settings template',
    keywords: ['change', 'update', 'network priority'],
    action: updateBoardSettingsTemplate,
    run: (screen) => screen.edit(),
  }),
  recordAction<BoardSettingsTemplateScreen>({
    id: 'clone.board_settings_template',
    title: 'Clone board settings template',
    keywords: ['copy', 'duplicate'],
    action: createBoardSettingsTemplate,
    run: (screen) => screen.clone(),
  }),
  recordAction<BoardSettingsTemplateScreen>({
    id: 'delete.board_settings_template',
    title: 'Delete board settings template',
    keywords: ['remove'],
    action: deleteBoardSettingsTemplate,
    run: (screen) => screen.remove(),
  }),
];
