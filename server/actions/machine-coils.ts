/**
 * update.vm_block_coils: sets motor_activated of the named coils of one machine, in one
 * transaction with the machine locked, its version bumped, one audit row and one machine
 * event per coil. Unknown coils refuse the whole request (400, nothing changed).
 */
import { and, eq, inArray } from 'drizzle-orm';
import * as contract from '../../contract/actions/machine-coils.ts';
import { callerOf, handle } from '../context.ts';
import { vendingMachines as vm, vmSlots } from '../db/schema/index.ts';
import { invalidField, notFound, staleVersion } from '../http/errors.ts';
import { audit } from '../kit/audit.ts';
import { markConfigChanged } from '../device/config-version.ts';
import { recordMachineEvents } from '../records/machine-events.ts';
import { machineRecord } from '../records/vending-machine.ts';

export const machineCoilHandlers = [
  handle(contract.updateVmBlockCoils, async (input, ctx) => {
    const caller = callerOf(ctx);
    const now = ctx.now();
    const coils = [...new Set(input.coils)];
    const written = await ctx.db.transaction(async (tx) => {
      const [machine] = await tx.select().from(vm).where(and(eq(vm.id, input.vending_machine_id), machineRecord.scope(caller))).for('update');
      if (!machine) throw notFound('Vending machine');
      if (input.version !== undefined && machine.version !== input.version) throw staleVersion('This machine');
      const slots = await tx
        .select({ id: vmSlots.id, coil: vmSlots.coil, motor_activated: vmSlots.motor_activated })
        .from(vmSlots)
        .where(and(eq(vmSlots.vending_machine_id, machine.id), inArray(vmSlots.coil, coils)));
      const known = new Set(slots.map((s) => s.coil));
      const unknown = coils.filter((c) => !known.has(c));
      if (unknown.length) throw invalidField('coils', contract.MACHINE_COIL_MESSAGES.unknownCoils(unknown));
      const motorActivated = !input.blocked;
      await tx.update(vmSlots).set({ motor_activated: motorActivated }).where(inArray(vmSlots.id, slots.map((s) => s.id)));
      const [updated] = await tx.update(vm).set({ version: machine.version + 1, updated_at: now }).where(eq(vm.id, machine.id)).returning();
      await markConfigChanged(tx, [machine.id], now);
      await recordMachineEvents(tx, machine, coils.map((coil) => ({
        type: input.blocked ? 'COIL_BLOCKED' : 'COIL_UNBLOCKED',
        coil,
        detail: contract.MACHINE_COIL_MESSAGES[input.blocked ? 'blocked' : 'unblocked']([coil]),
      })), now);
      await audit(tx, caller, {
        action: contract.updateVmBlockCoils.name,
        entity: machineRecord.entity,
        entity_id: machine.id,
        before: { version: machine.version, coils: Object.fromEntries(slots.map((s) => [s.coil, { motor_activated: s.motor_activated }])) },
        after: { version: updated!.version, coils: Object.fromEntries(slots.map((s) => [s.coil, { motor_activated: motorActivated }])) },
      });
      return updated!;
    });
    return { data: { id: written.id, version: written.version, coils, blocked: input.blocked } };
  }),
];
