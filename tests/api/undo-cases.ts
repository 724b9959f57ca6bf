/**
 * How tests/api/undo-every.test.ts finds a record for each reversible action: the record's
 * table and id, and the inputs to try (the walk acts on the first one the server accepts).
 * Every soft delete is found the same way: the company's live rows, newest first.
 */
import { and, asc, desc, eq, isNotNull, isNull, notInArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { RESTORES } from '../../contract/actions/restores.ts';
import { REFILL_PLAN_STATUS } from '../../contract/statuses.ts';
import * as schema from '../../server/db/schema/index.ts';
import type { RecordTable } from '../../server/kit/record.ts';
import type { TestApi } from './harness.ts';

type Input = Record<string, unknown>;
export interface UndoCase {
  table: RecordTable;
  id: (input: Input) => number;
  candidates: (api: TestApi) => Promise<Input[]>;
  /** What else the action changes, beyond the record's row. */
  extra?: (api: TestApi, input: Input) => Promise<unknown>;
}

const COMPANY = 1;
/** Who tests/api/undo-every.test.ts signs in as. */
export const DEMO_CALLERS = ['admin@demo.local', 'technician@demo.local', 'partner@demo.local', 'operator@demo.local', 'store@demo.local'];
const byId = (input: Input) => input.id as number;
type Table = RecordTable & { company_id: PgColumn };

/** The company's rows that `where` picks, oldest first, as `{ id, version, ...more }`. */
async function rows(api: TestApi, table: Table, where: ReturnType<typeof and>, more: (row: Input) => Input = () => ({})): Promise<(Input & { id: number; version: number })[]> {
  const found = (await api.services.db.select().from(table as RecordTable).where(and(eq(table.company_id, COMPANY), where))
    .orderBy(asc(table.id)).limit(5)) as (Input & { id: number; version: number })[];
  return found.map((row) => ({ ...more(row), id: row.id, version: row.version }));
}

const liveOnly = (table: Table) => {
  const deletedAt = (table as unknown as { deleted_at?: PgColumn }).deleted_at;
  return deletedAt ? isNull(deletedAt) : undefined;
};
const statusCase = (table: Table & { status: PgColumn }, more: Input): UndoCase => ({
  table, id: byId,
  candidates: (api) => rows(api, table, and(eq(table.status, 1), liveOnly(table)), () => more),
});

const { vendingMachines: vm, vmSlots, hardwareBoards: boards, refillPlans: plans, refillPartnerMachineLinks: links, refillPartners: partners } = schema;

const DELETED: Record<string, Table> = {
  'delete.advertisement': schema.advertisements,
  'delete.board_settings_template': schema.boardSettingsTemplates,
  'delete.coupon': schema.coupons,
  'delete.delivery_partner': schema.deliveryPartners,
  'delete.delivery_person': schema.deliveryPersons,
  'delete.franchise': schema.franchises,
  'delete.negative_item': schema.negativeItems,
  'delete.planogram_template': schema.planogramTemplates,
  'delete.platform': schema.platforms,
  'delete.product_request': schema.productRequests,
  'delete.purchase_order': schema.purchaseOrders,
  'delete.retailer': schema.retailers,
  'delete.store': schema.stores,
  'delete.supplier': schema.suppliers,
  'delete.vm_template': schema.vmTemplates,
  'delete.warehouse': schema.warehouses,
  'delete.zone': schema.zones,
};

const deleteCase = (table: Table): UndoCase => ({
  table, id: byId,
  candidates: async (api) => {
    const live = await api.services.db.select().from(table as RecordTable)
      .where(and(eq(table.company_id, COMPANY), liveOnly(table))).orderBy(desc(table.id)).limit(40);
    return live.map((row) => ({ id: row.id, version: row.version }));
  },
});

export const UNDO_CASES: Record<string, UndoCase> = {
  ...Object.fromEntries([...RESTORES.map(([remove]) => remove.name), 'delete.zone'].map((name) => [name, deleteCase(DELETED[name]!)])),
  'update.vm_block_coils': {
    table: vm, id: (input) => input.vending_machine_id as number,
    candidates: async (api) => {
      const slots = await api.services.db.select({ machine: vm.id, version: vm.version, coil: vmSlots.coil }).from(vmSlots)
        .innerJoin(vm, eq(vm.id, vmSlots.vending_machine_id))
        .where(and(eq(vm.company_id, COMPANY), eq(vmSlots.motor_activated, true))).orderBy(asc(vmSlots.id)).limit(1);
      return slots.map((s) => ({ vending_machine_id: s.machine, coils: [s.coil], blocked: true, version: s.version }));
    },
    extra: (api, input) => api.services.db.select({ on: vmSlots.motor_activated }).from(vmSlots)
      .where(and(eq(vmSlots.vending_machine_id, input.vending_machine_id as number), eq(vmSlots.coil, (input.coils as string[])[0]!))),
  },
  // Not one of the demo callers the walk signed in (deactivating signs a user out).
  'change.user_status': {
    table: schema.users as never, id: byId,
    candidates: (api) => rows(api, schema.users as never, and(eq(schema.users.is_active, true), notInArray(schema.users.email, DEMO_CALLERS)), () => ({ is_active: false })),
  },
  'change_status.refill_partner': statusCase(schema.refillPartners as never, { status: 2 }),
  'update.vending_machine_status': statusCase(vm, { status: 2 }),
  'change_status.discount': statusCase(schema.offers, { status_action: 'PAUSE' }),
  'change_status.advertisement': statusCase(schema.advertisements, { status_action: 'PAUSE' }),
  'unlink.hardware_board': {
    table: boards, id: byId,
    candidates: (api) => rows(api, boards, isNotNull(boards.vending_machine_id)),
    extra: (api, input) => machineBoardName(api, input),
  },
  'link.hardware_board': {
    table: boards, id: byId,
    // A board taken off its machine first, to be linked back.
    candidates: async (api) => {
      const [board] = await rows(api, boards, isNotNull(boards.vending_machine_id), (row) => ({ vending_machine_id: row.vending_machine_id }));
      const admin = await api.login('admin@demo.local');
      await api.post('vending-machine-management', { action: 'unlink.hardware_board', id: board!.id, version: board!.version }, admin);
      return [{ ...board!, version: board!.version + 1 }];
    },
  },
  'assign_partner.refill_plan': {
    table: schema.refillPlans, id: byId,
    // Given first to an active partner linked to its machine, one it may be given back to.
    candidates: async (api) => {
      const { db } = api.services;
      const [plan] = await rows(api, plans as never, eq(plans.status, REFILL_PLAN_STATUS.created), (row) => ({ machine: row.vending_machine_id }));
      const [partner] = await rows(api, partners as never, eq(partners.status, 1));
      await db.insert(links).values({ company_id: COMPANY, refill_partner_id: partner!.id, vending_machine_id: plan!.machine as number }).onConflictDoNothing();
      const admin = await api.login('admin@demo.local');
      const given = await api.post('refill-management', { action: 'assign_partner.refill_plan', id: plan!.id, version: plan!.version, refill_partner_id: partner!.id }, admin);
      if (given.status !== 200) throw new Error(JSON.stringify(given.body));
      return [{ id: plan!.id, version: given.body.data.version, refill_partner_id: null }];
    },
  },
  // A machine and an active partner not linked to it; to unlink, linked first (not a default link, which cannot be removed).
  'link.vm_refill_partner': partnerLinkCase(false),
  'unlink.vm_refill_partner': partnerLinkCase(true),
  // A Created plan, marked in transit and put back to Created (no stock moves either way).
  'mark_in_transit.refill_plan': {
    table: schema.refillPlans, id: byId,
    candidates: (api) => rows(api, plans as never, eq(plans.status, REFILL_PLAN_STATUS.created)),
  },
  // Every seeded store still has stock, machines or managers: a new one is deleted.
  'delete.store': {
    table: schema.stores, id: byId,
    candidates: async (api) => {
      const admin = await api.login('admin@demo.local');
      const [seeded] = await rows(api, schema.stores, liveOnly(schema.stores));
      const s = (await api.post('franchise-management', { action: 'get.store', id: seeded!.id }, admin)).body.data;
      const made = await api.post('franchise-management', {
        action: 'create.store', franchise_id: s.franchise.id, name: 'Undo store', address_line_1: s.address_line_1, address_line_2: s.address_line_2,
        country: s.country, state: s.state, city: s.city, pincode: s.pincode, latitude: s.latitude, longitude: s.longitude, is_active: s.is_active,
      }, admin);
      return [{ id: made.body.data.id, version: made.body.data.version }];
    },
  },
};

/** The name a board gives its machine while linked. */
async function machineBoardName(api: TestApi, input: Input) {
  const [board] = await api.services.db.select({ machine: boards.vending_machine_id }).from(boards).where(eq(boards.id, input.id as number));
  const machineId = board?.machine;
  if (machineId == null) return null;
  return api.services.db.select({ name: vm.hardware_board_name }).from(vm).where(eq(vm.id, machineId));
}

/** A machine of the company and an active partner, linked (for an unlink) or not (for a link); `extra` is whether they are. */
function partnerLinkCase(linked: boolean): UndoCase {
  return {
    table: vm, id: byId,
    candidates: async (api) => {
      const { db } = api.services;
      const [partner] = await rows(api, partners as never, eq(partners.status, 1));
      const [machine] = await rows(api, vm, isNull(vm.deleted_at));
      const pair = and(eq(links.refill_partner_id, partner!.id), eq(links.vending_machine_id, machine!.id));
      await db.delete(links).where(pair);
      if (linked) await db.insert(links).values({ company_id: COMPANY, refill_partner_id: partner!.id, vending_machine_id: machine!.id });
      return [{ id: machine!.id, refill_partner_id: partner!.id, version: machine!.version }];
    },
    extra: (api, input) => api.services.db.select({ id: links.vending_machine_id }).from(links)
      .where(and(eq(links.refill_partner_id, input.refill_partner_id as number), eq(links.vending_machine_id, input.id as number))),
  };
}
