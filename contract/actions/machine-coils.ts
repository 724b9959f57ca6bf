/**
 * Blocking and unblocking a machine's coils from /vm/{id} (issue 38): sets motor_activated of
 * the named slots, audited, with one COIL_BLOCKED / COIL_UNBLOCKED machine event per coil.
 */
import { boolean, number, object, optional, size, string, array } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, data, dbId, version } from '../structs.ts';

/** The most coils one request may name (a machine has at most a few hundred slots). */
export const MAX_COILS_PER_REQUEST = 200;

export const MACHINE_COIL_MESSAGES = {
  unknownCoils: (coils: readonly string[]) =>
    `This machine has no coil ${coils.join(', ')}. Reload the machine and choose among its coils.`,
  blocked: (coils: readonly string[]) => `Coil ${coils.join(', ')} blocked.`,
  unblocked: (coils: readonly string[]) => `Coil ${coils.join(', ')} unblocked.`,
  confirmBlock: (coil: string) => `Block coil ${coil}? Its motor is switched off, so it no longer vends.`,
  confirmUnblock: (coil: string) => `Unblock coil ${coil}? Its motor is switched on, so it vends again.`,
} as const;

export const updateVmBlockCoils = defineAction({
  area: 'vending-machine-management',
  name: 'update.vm_block_coils',
  kind: 'write',
  summary:
    "Blocks (blocked: true, motor off) or unblocks a machine's coils by their labels. Every coil must be the machine's " +
    '(else 400 naming the unknown ones, nothing changed); with `version`, a stale machine is 409. Audited, and one ' +
    'COIL_BLOCKED / COIL_UNBLOCKED event per coil in vm_events.',
  permissions: ['PERM_UPDATE_VM_BLOCK_COILS'],
  request: object({
    vending_machine_id: dbId(),
    coils: size(boundedArray(size(string(), 1, 20), MAX_COILS_PER_REQUEST), 1, MAX_COILS_PER_REQUEST),
    blocked: boolean(),
    version: optional(version()),
  }),
  response: data(object({ id: number(), version: number(), coils: array(string()), blocked: boolean() })),
});
