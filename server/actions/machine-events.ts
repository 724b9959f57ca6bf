/** list.vm_events: one machine's events, newest first, for holders of PERM_VIEW_VM_EVENTS who reach the machine. */
import { eq, gte, ilike, inArray, lt, or } from 'drizzle-orm';
import * as contract from '../../contract/actions/machine-events.ts';
import { callerOf } from '../context.ts';
import { vmEvents } from '../db/schema/index.ts';
import { countAll, iso } from '../http/list.ts';
import { defineList } from '../kit/list.ts';
import { tenancy } from '../kit/scope.ts';
import { findMachine } from '../records/vending-machine.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export const machineEventHandlers = [
  defineList(contract.listVmEvents, {
    // The company's events; the machine itself (and a franchise user's reach) is checked first.
    scope: tenancy({ company: vmEvents.company_id }),
    check: async (input, ctx) => void (await findMachine(ctx.db, callerOf(ctx), input.vending_machine_id)),
    query: (db, where) => db.select().from(vmEvents).where(where),
    count: (db, where) => db.select({ n: countAll }).from(vmEvents).where(where),
    filters: {
      vending_machine_id: (id) => eq(vmEvents.vending_machine_id, id),
      type: (types) => inArray(vmEvents.type, [...types]),
      from: (from) => gte(vmEvents.created_at, new Date(from)),
      to: (to) => lt(vmEvents.created_at, new Date(to)),
    },
    search: (search) => {
      const term = search?.trim();
      if (!term) return undefined;
      const like = `%${escapeLike(term)}%`;
      return or(ilike(vmEvents.coil, like), ilike(vmEvents.detail, like));
    },
    sort: { created_at: vmEvents.created_at },
    tiebreak: vmEvents.id,
    rows: (page) => page.map((e) => ({
      id: e.id,
      vending_machine_id: e.vending_machine_id,
      type: e.type as contract.VmEventType,
      coil: e.coil,
      detail: e.detail,
      created_at: iso(e.created_at)!,
    })),
  }),
];
