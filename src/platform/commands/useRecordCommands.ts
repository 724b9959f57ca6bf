/**
 * `useRecordCommands(TRANSFER_COMMANDS, flow)`: a record screen's commands (defined once in
 * commands/records/) in the palette and on their hotkeys while the screen is open, bound to
 * its flow; returns each command's gate for the screen's buttons, so a button shows exactly
 * when the palette offers the command.
 */
import { bindRecordCommands, type FlowTarget, type RecordCommand } from '../../../commands/record.ts';
import { useScreenCommands, type CommandGate } from './useScreenCommands.ts';

export function useRecordCommands(commands: readonly RecordCommand[], flow: FlowTarget): Record<string, CommandGate> {
  return useScreenCommands(bindRecordCommands(commands, () => flow));
}
