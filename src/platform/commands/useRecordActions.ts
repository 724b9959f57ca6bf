/**
 * `useRecordActions(SUPPLIER_ACTIONS, { edit, remove })`: a view screen's record actions
 * (defined once in commands/records/) in the palette and on their hotkeys while the screen is
 * open, bound to the screen's handle; returns each one's gate for the screen's buttons.
 */
import { bindRecordActions, type RecordAction } from '../../../commands/record.ts';
import { useScreenCommands, type CommandGate } from './useScreenCommands.ts';

export function useRecordActions<Target>(actions: readonly RecordAction<Target>[], target: Target): Record<string, CommandGate> {
  return useScreenCommands(bindRecordActions(actions, () => target));
}
