/** /api/vending-machine-management list.vending_machine_index: the palette's jump-to-machine rows. */
import { and, asc, isNull } from 'drizzle-orm';
import * as contract from '../../contract/actions/machine-index.ts';
import { callerOf, handle } from '../context.ts';
import { vendingMachines as vm } from '../db/schema/index.ts';
import { machineScope } from './vending-machines.ts';

type Status = 1 | 2 | 3;
const asStatus = (value: number): Status => (value === 1 || value === 3 ? value : 2);

export const machineIndexHandlers = [
  handle(contract.listVendingMachineIndex, async (_input, ctx) => {
    const rows = await ctx.db
      .select({ id: vm.id, name: vm.name, code: vm.code, location: vm.location, status: vm.status })
      .from(vm)
      .where(and(machineScope(callerOf(ctx)), isNull(vm.deleted_at)))
      .orderBy(asc(vm.id));
    const data = rows.map((r): [number, string, string, string, Status] => [r.id, r.name, r.code, r.location, asStatus(r.status)]);
    return { data, total: data.length };
  }),
];
