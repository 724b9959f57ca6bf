/**
 * Every record command of the console, enumerable without mounting a screen (the docs and the
 * tests read this list; screens bind their own part of it to their flow).
 */
import type { RecordCommand } from '../record.ts';
import { CASH_COMMANDS } from './cash.ts';
import { TRANSFER_COMMANDS } from './transfer.ts';

export { CASH_COMMANDS, TRANSFER_COMMANDS };

export const RECORD_COMMANDS: readonly RecordCommand[] = [
  ...TRANSFER_COMMANDS,
  ...CASH_COMMANDS,
  // new-domain: record commands
];
