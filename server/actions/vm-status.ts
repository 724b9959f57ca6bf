/** /api/vending-machine-management update.vending_machine_status: status change, audit, VM_STATUS notification and live pushes. */
import { and, eq, isNull } from 'drizzle-orm';
import * as contract from '../../contract/actions/vm-status.ts';
import { audit, callerOf, handle } from '../context.ts';
import { vendingMachines as vm } from '../db/schema/index.ts';
import { notFound, staleVersion } from '../http/errors.ts';
import { publishNotification, recordNotification } from '../live/notify.ts';
import { publishMachineStatus } from '../live/vm-status.ts';
import { machineScope } from './vending-machines.ts';

export const vmStatusHandlers = [
  handle(contract.updateVendingMachineStatus, async (input, ctx) => {
    const caller = callerOf(ctx);
    const { machine, notification } = await ctx.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(vm)
        .where(and(eq(vm.id, input.id), machineScope(caller), isNull(vm.deleted_at)))
        .for('update');
      if (!before) throw notFound('Vending machine');
      if (before.version !== input.version) throw staleVersion('This machine');
      const [after] = await tx
        .update(vm)
        .set({ status: input.status, version: before.version + 1, updated_at: ctx.now() })
        .where(eq(vm.id, before.id))
        .returning();
      await audit(tx, caller, {
        action: 'update.vending_machine_status',
        entity: 'vending_machine',
        entity_id: before.id,
        before: { status: before.status, version: before.version },
        after: { status: after.status, version: after.version },
      });
      const row = await recordNotification(tx, {
        companyId: after.company_id,
        franchiseId: after.franchise_id,
        type: 'VM_STATUS',
        payload: {
          VendingMachine: { id: after.id, name: after.name, warehouse_id: after.warehouse_id },
          vending_machine_id: after.id,
          warehouse_id: after.warehouse_id,
          store_id: after.store_id,
          vm_is_active: after.status === 1,
        },
      });
      return { machine: after, notification: row };
    });
    // Pushed only once the change is committed, so a reload never reads the old status.
    publishMachineStatus(ctx, machine);
    publishNotification(ctx, notification);
    return { data: { id: machine.id, status: machine.status, version: machine.version } };
  }),
];
