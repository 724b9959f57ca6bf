/**
 * /api/vending-machine-management: configuring a machine (/add-vm, /edit-vm/{id}) on the record
 * pipeline. The machine's slots come from its planogram template in the same transaction; its
 * zone follows the warehouse serving it.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Infer } from 'superstruct';
import { BOARD_TYPES } from '../../contract/actions/board-settings-templates.ts';
import * as contract from '../../contract/actions/machine-config.ts';
import { PLANOGRAM_CHANGE_MESSAGES } from '../../contract/actions/planogram-change.ts';
import { callerOf, handle, type Caller } from '../context.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  boardSettingsTemplates, franchises, hardwareBoards, planogramTemplateSlots, planogramTemplates, stores, vendingMachines as vm, vmSlots,
  vmTemplates, warehouses, zones,
} from '../db/schema/index.ts';
import { conflict, forbidden, invalidField, notFound } from '../http/errors.ts';
import { identityChanged } from '../device/identity-changes.ts';
import { defineCreate, defineGet, defineMutation } from '../kit/mutation.ts';
import { defineRecord } from '../kit/record.ts';
import { markConfigChanged } from '../device/config-version.ts';
import { hardwareBoardScope } from '../records/hardware-board.ts';
import { storeScope } from '../records/store.ts';
import { openRefillPlanOf } from '../records/refill-plan.ts';
import { machineScope } from '../records/vending-machine.ts';
import { warehouseScope } from '../records/warehouse.ts';

const M = contract.MACHINE_CONFIG_MESSAGES;
const ref = (r: { id: number | null; name: string | null } | null) => (r?.id ? { id: r.id, name: r.name ?? '' } : null);

/** A live machine's configuration as get.vending_machine_config answers (and a save reads back). */
async function readConfig(db: Db, caller: Caller, id: number): Promise<Infer<typeof contract.MachineConfig>> {
  const [r] = await db
    .select({
      machine: vm,
      warehouse: { id: warehouses.id, name: warehouses.name },
      store: { id: stores.id, name: stores.name },
      zone: { id: zones.id, name: zones.name },
      franchise: { id: franchises.id, name: franchises.name },
      vm_template: { id: vmTemplates.id, name: vmTemplates.name },
      planogram_template: { id: planogramTemplates.id, name: planogramTemplates.name },
      board_settings_template: { id: boardSettingsTemplates.id, name: boardSettingsTemplates.name },
      hardware_board: { id: hardwareBoards.id, name: hardwareBoards.serial, board_type: hardwareBoards.board_type },
      slot_count: sql<number>`(select count(*)::int from ${vmSlots} where ${vmSlots.vending_machine_id} = ${vm.id})`,
    })
    .from(vm)
    .leftJoin(warehouses, eq(warehouses.id, vm.warehouse_id))
    .leftJoin(stores, eq(stores.id, vm.store_id))
    .leftJoin(zones, eq(zones.id, vm.zone_id))
    .leftJoin(franchises, eq(franchises.id, vm.franchise_id))
    .leftJoin(vmTemplates, eq(vmTemplates.id, vm.vm_template_id))
    .leftJoin(planogramTemplates, eq(planogramTemplates.id, vm.planogram_template_id))
    .leftJoin(boardSettingsTemplates, eq(boardSettingsTemplates.id, vm.board_settings_template_id))
    .leftJoin(hardwareBoards, eq(hardwareBoards.vending_machine_id, vm.id))
    .where(and(eq(vm.id, id), machineScope(caller), isNull(vm.deleted_at)));
  if (!r) throw notFound('Vending machine');
  const m = r.machine;
  return {
    id: m.id,
    name: m.name,
    code: m.code,
    location: m.location,
    city: m.city,
    latitude: m.latitude,
    longitude: m.longitude,
    status: m.status,
    warehouse: ref(r.warehouse),
    store: ref(r.store),
    zone: ref(r.zone),
    franchise: ref(r.franchise),
    vm_template: ref(r.vm_template),
    planogram_template: ref(r.planogram_template),
    board_settings_template: ref(r.board_settings_template),
    hardware_board: r.hardware_board?.id ? { id: r.hardware_board.id, name: r.hardware_board.name ?? '', board_type: r.hardware_board.board_type ?? 1 } : null,
    rows: m.rows,
    columns: m.columns,
    slot_count: Number(r.slot_count),
    version: m.version,
  };
}

export const machineConfigRecord = defineRecord({
  entity: 'vending_machine',
  table: vm,
  noun: 'Vending machine',
  title: (m) => `Machine ${m.code}`,
  scope: (caller) => and(machineScope(caller), isNull(vm.deleted_at)),
  read: readConfig,
});

type Details = Omit<(typeof contract.updateVendingMachine)['request']['TYPE'], 'id' | 'version'>;

/** The warehouse or store serving the machine, and the zone it takes from the warehouse. */
async function servedBy(tx: Tx, caller: Caller, input: Details) {
  if ((input.warehouse_id === null) === (input.store_id === null)) throw invalidField('warehouse_id', M.servedByOne);
  if (input.store_id !== null) {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(and(eq(stores.id, input.store_id), storeScope(caller)));
    if (!store) throw invalidField('store_id', M.unknownStore);
    return { warehouse_id: null, store_id: store.id, zone_id: null };
  }
  const [warehouse] = await tx
    .select({ id: warehouses.id, zone_id: warehouses.zone_id })
    .from(warehouses)
    .where(and(eq(warehouses.id, input.warehouse_id!), warehouseScope(caller)));
  if (!warehouse) throw invalidField('warehouse_id', M.unknownWarehouse);
  // domain.md §5 "Machine configuration": the company admin can fix it, a franchise admin asks them.
  if (warehouse.zone_id === null) {
    throw invalidField('warehouse_id', caller.franchise_id === null ? M.warehouseWithoutZoneCompany : M.warehouseWithoutZoneFranchise);
  }
  return { warehouse_id: warehouse.id, store_id: null, zone_id: warehouse.zone_id };
}

/** The VM template (its shape), the planogram template made for it, and the board settings template, all the company's. */
async function templatesOf(tx: Tx, caller: Caller, input: Details) {
  const [shape] = await tx
    .select({ id: vmTemplates.id, rows: vmTemplates.rows, columns: vmTemplates.columns })
    .from(vmTemplates)
    .where(and(eq(vmTemplates.id, input.vm_template_id), eq(vmTemplates.company_id, caller.company_id), isNull(vmTemplates.deleted_at)))
    .for('share');
  if (!shape) throw invalidField('vm_template_id', M.unknownVmTemplate);
  const [planogram] = await tx
    .select({ id: planogramTemplates.id, vm_template_id: planogramTemplates.vm_template_id })
    .from(planogramTemplates)
    .where(and(eq(planogramTemplates.id, input.planogram_template_id), eq(planogramTemplates.company_id, caller.company_id), isNull(planogramTemplates.deleted_at)))
    .for('share');
  if (!planogram) throw invalidField('planogram_template_id', M.unknownPlanogram);
  if (planogram.vm_template_id !== shape.id) throw invalidField('planogram_template_id', M.planogramNotForVmTemplate);
  if (input.board_settings_template_id !== null) {
    const [board] = await tx
      .select({ id: boardSettingsTemplates.id })
      .from(boardSettingsTemplates)
      .where(and(eq(boardSettingsTemplates.id, input.board_settings_template_id), eq(boardSettingsTemplates.company_id, caller.company_id), isNull(boardSettingsTemplates.deleted_at)))
      .for('share');
    if (!board) throw invalidField('board_settings_template_id', M.unknownBoardSettings);
  }
  return { vm_template_id: shape.id, rows: shape.rows, columns: shape.columns, planogram_template_id: planogram.id, board_settings_template_id: input.board_settings_template_id };
}

/** Franchise staff: always theirs; company staff: a franchise of their company, or none. */
async function franchiseFor(tx: Tx, caller: Caller, requested: number | null | undefined): Promise<number | null> {
  if (caller.franchise_id !== null) {
    if (requested !== undefined && requested !== caller.franchise_id) throw invalidField('franchise_id', M.ownFranchiseOnly);
    return caller.franchise_id;
  }
  if (requested === undefined || requested === null) return null;
  const [found] = await tx.select({ id: franchises.id }).from(franchises).where(and(eq(franchises.id, requested), eq(franchises.company_id, caller.company_id)));
  if (!found) throw invalidField('franchise_id', M.unknownFranchise);
  return found.id;
}

/** The code is the company's own (a deleted machine keeps its code). */
async function assertCodeFree(tx: Tx, caller: Caller, code: string, machineId?: number) {
  const [taken] = await tx
    .select({ id: vm.id })
    .from(vm)
    .where(and(eq(vm.company_id, caller.company_id), eq(vm.code, code), machineId === undefined ? undefined : ne(vm.id, machineId)));
  if (taken) throw invalidField('code', M.codeTaken);
}

async function columnsOf(tx: Tx, caller: Caller, input: Details, machineId?: number) {
  if ((input.latitude === null) !== (input.longitude === null)) {
    throw invalidField(input.latitude === null ? 'latitude' : 'longitude', M.locationPair);
  }
  const code = input.code.trim();
  await assertCodeFree(tx, caller, code, machineId);
  return {
    name: input.name.trim(),
    code,
    location: input.location.trim(),
    city: input.city.trim(),
    latitude: input.latitude,
    longitude: input.longitude,
    status: input.status,
    ...(await servedBy(tx, caller, input)),
    ...(await templatesOf(tx, caller, input)),
  };
}

/** What one slot of a planogram template lays out on a machine. */
export interface LaidSlot { coil: string; product_id: number; item_layout_max: number }

/**
 * The machine's slots from the planogram template: its coils and products, capacity as
 * item_layout_max, motors on, and empty unless `quantityOf` says what a slot keeps (a
 * planogram change for many machines keeps the units of slots whose product stays).
 */
export async function writeSlots(tx: Tx, machineId: number, planogramId: number, quantityOf: (slot: LaidSlot) => number = () => 0) {
  const slots = await tx
    .select()
    .from(planogramTemplateSlots)
    .where(eq(planogramTemplateSlots.planogram_template_id, planogramId))
    .orderBy(asc(planogramTemplateSlots.row), asc(planogramTemplateSlots.column));
  if (slots.length) {
    await tx.insert(vmSlots).values(slots.map((s) => ({
      vending_machine_id: machineId,
      coil: s.coil,
      row: s.row,
      column: s.column,
      product_id: s.product_id,
      item_layout_max: s.item_layout_max,
      quantity: quantityOf(s),
      motor_activated: true,
    })));
  }
  return { slots: slots.map((s) => ({ coil: s.coil, product_id: s.product_id, item_layout_max: s.item_layout_max })) };
}

type ChosenBoard = { id: number; serial: string; board_type: number };
const boardTypeName = (id: number) => BOARD_TYPES.find((t) => t.id === id)?.name ?? `type ${id}`;

/**
 * The board the form chose, locked: undefined when the field is left out (no change), null for
 * none. Changing the machine's board needs MACHINE_BOARD_PERMISSION; the board must be in the
 * caller's reach (hardwareBoardScope), on the shelf or already in this machine, and of the board
 * settings template's type. Returns the board the machine has now too.
 */
async function chosenBoard(tx: Tx, caller: Caller, input: Details, machineId: number | null) {
  const current: ChosenBoard | null = machineId === null ? null : ((await tx
    .select({ id: hardwareBoards.id, serial: hardwareBoards.serial, board_type: hardwareBoards.board_type })
    .from(hardwareBoards)
    .where(eq(hardwareBoards.vending_machine_id, machineId))
    .for('update'))[0] ?? null);
  const wanted = input.hardware_board_id;
  if (wanted === undefined) return { current, chosen: undefined };
  if (wanted !== (current?.id ?? null) && !caller.permissions.includes(contract.MACHINE_BOARD_PERMISSION)) {
    throw forbidden([contract.MACHINE_BOARD_PERMISSION]);
  }
  if (wanted === null) return { current, chosen: null };
  const [board] = await tx
    .select({ id: hardwareBoards.id, serial: hardwareBoards.serial, board_type: hardwareBoards.board_type, vending_machine_id: hardwareBoards.vending_machine_id })
    .from(hardwareBoards)
    .where(and(eq(hardwareBoards.id, wanted), hardwareBoardScope(caller)))
    .for('update');
  if (!board) throw invalidField('hardware_board_id', M.unknownHardwareBoard);
  if (board.vending_machine_id !== null && board.vending_machine_id !== machineId) {
    const [holder] = await tx.select({ name: vm.name, code: vm.code }).from(vm).where(eq(vm.id, board.vending_machine_id));
    throw conflict(M.hardwareBoardTaken(board.serial, holder ? `${holder.name} (${holder.code})` : `machine #${board.vending_machine_id}`));
  }
  if (input.board_settings_template_id !== null) {
    const [template] = await tx.select({ board_type: boardSettingsTemplates.board_type }).from(boardSettingsTemplates).where(eq(boardSettingsTemplates.id, input.board_settings_template_id));
    if (template && template.board_type !== board.board_type) {
      throw invalidField('hardware_board_id', M.hardwareBoardType(boardTypeName(board.board_type), boardTypeName(template.board_type)));
    }
  }
  return { current, chosen: { id: board.id, serial: board.serial, board_type: board.board_type } };
}

/**
 * Moves the link from the machine's board to the chosen one (the old board first, so the unique
 * index never sees two boards in the machine); each board changed gets a new version. Answers the
 * machine's hardware_board_name, or undefined when nothing changed.
 */
async function linkBoard(tx: Tx, machineId: number, current: ChosenBoard | null, chosen: ChosenBoard | null | undefined, now: Date) {
  if (chosen === undefined || (chosen?.id ?? null) === (current?.id ?? null)) return undefined;
  const bump = { version: sql`${hardwareBoards.version} + 1`, updated_at: now };
  // The boards' device keys are looked up again: the old board's stops reaching this machine at once.
  await identityChanged(tx, ...[current, chosen].flatMap((board) => (board ? [{ boardId: board.id }] : [])));
  if (current) await tx.update(hardwareBoards).set({ vending_machine_id: null, ...bump }).where(eq(hardwareBoards.id, current.id));
  if (chosen) await tx.update(hardwareBoards).set({ vending_machine_id: machineId, ...bump }).where(eq(hardwareBoards.id, chosen.id));
  return chosen?.serial ?? '';
}

const boardAudit = (board: ChosenBoard | null) => ({ hardware_board: board ? { id: board.id, serial: board.serial } : null });

/** Live machines configured from a VM or board settings template (deleting the template is refused while any are). */
export async function machinesUsingTemplate(tx: Tx, column: 'vm_template_id' | 'planogram_template_id' | 'board_settings_template_id', templateId: number) {
  const [r] = await tx.select({ n: sql<number>`count(*)::int` }).from(vm).where(and(eq(vm[column], templateId), isNull(vm.deleted_at)));
  return Number(r?.n ?? 0);
}

export const machineConfigHandlers = [
  handle(contract.getMachineFormOptions, async (_input, ctx) => {
    const caller = callerOf(ctx);
    const db = ctx.db;
    const byName = <T extends { name: string; id: number }>(rows: T[]) => rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    const [warehouseRows, storeRows, vmRows, planogramRows, boardRows, franchiseRows] = await Promise.all([
      db.select({ id: warehouses.id, name: warehouses.name, zone: { id: zones.id, name: zones.name } })
        .from(warehouses).leftJoin(zones, eq(zones.id, warehouses.zone_id)).where(warehouseScope(caller)),
      db.select({ id: stores.id, name: stores.name }).from(stores).where(storeScope(caller)),
      db.select({ id: vmTemplates.id, name: vmTemplates.name, rows: vmTemplates.rows, columns: vmTemplates.columns })
        .from(vmTemplates).where(and(eq(vmTemplates.company_id, caller.company_id), isNull(vmTemplates.deleted_at))),
      db.select({ id: planogramTemplates.id, name: planogramTemplates.name, vm_template_id: planogramTemplates.vm_template_id })
        .from(planogramTemplates).where(and(eq(planogramTemplates.company_id, caller.company_id), isNull(planogramTemplates.deleted_at))),
      db.select({ id: boardSettingsTemplates.id, name: boardSettingsTemplates.name, board_type: boardSettingsTemplates.board_type })
        .from(boardSettingsTemplates).where(and(eq(boardSettingsTemplates.company_id, caller.company_id), isNull(boardSettingsTemplates.deleted_at))),
      caller.franchise_id === null
        ? db.select({ id: franchises.id, name: franchises.name }).from(franchises).where(eq(franchises.company_id, caller.company_id))
        : Promise.resolve([]),
    ]);
    // Boards on the shelf, for those who may link them.
    const shelfBoards = caller.permissions.includes(contract.MACHINE_BOARD_PERMISSION)
      ? await db.select({ id: hardwareBoards.id, name: hardwareBoards.serial, board_type: hardwareBoards.board_type })
        .from(hardwareBoards).where(and(hardwareBoardScope(caller), isNull(hardwareBoards.vending_machine_id)))
      : [];
    return {
      data: {
        warehouses: byName(warehouseRows.map((w) => ({ id: w.id, name: w.name, zone: ref(w.zone) }))),
        stores: byName(storeRows),
        vm_templates: byName(vmRows),
        planogram_templates: byName(planogramRows),
        board_settings_templates: byName(boardRows),
        franchises: byName(franchiseRows),
        hardware_boards: byName(shelfBoards),
      },
    };
  }),

  defineGet(contract.getMachineConfig, machineConfigRecord),

  defineCreate(contract.createVendingMachine, machineConfigRecord, {
    values: async ({ tx, input, caller }) => ({
      company_id: caller.company_id,
      ...(await columnsOf(tx, caller, input)),
      franchise_id: await franchiseFor(tx, caller, input.franchise_id),
    }),
    after: async ({ tx, row, input, caller, now }) => {
      const slots = await writeSlots(tx, row.id, row.planogram_template_id!);
      const { chosen } = await chosenBoard(tx, caller, input, row.id);
      const name = await linkBoard(tx, row.id, null, chosen, now);
      if (name !== undefined) await tx.update(vm).set({ hardware_board_name: name }).where(eq(vm.id, row.id));
      await markConfigChanged(tx, [row.id], now);
      return { ...slots, ...boardAudit(chosen ?? null) };
    },
  }),

  defineMutation(contract.updateVendingMachine, machineConfigRecord, {
    apply: async ({ tx, input, caller, row, now }) => {
      const board = await chosenBoard(tx, caller, input, row.id);
      const boardName = await linkBoard(tx, row.id, board.current, board.chosen, now);
      const set = {
        ...(await columnsOf(tx, caller, input, row.id)),
        franchise_id: input.franchise_id === undefined ? row.franchise_id : await franchiseFor(tx, caller, input.franchise_id),
        ...(boardName === undefined ? {} : { hardware_board_name: boardName }),
      };
      const boardChange = boardName === undefined ? {} : boardAudit(board.chosen ?? null);
      // Its device answers for the machine's franchise (what its events reach): look its key up again.
      if (set.franchise_id !== row.franchise_id) await identityChanged(tx, { machineId: row.id });
      // Its name, templates or planogram: what its device is told.
      await markConfigChanged(tx, [row.id], now);
      if (set.planogram_template_id === row.planogram_template_id) return { set, audit: boardChange };
      // A new planogram: an empty machine takes its slots; one with stock goes through /change-planogram-multiple-vm.
      const [held] = await tx
        .select({ units: sql<number>`coalesce(sum(${vmSlots.quantity}), 0)::int` })
        .from(vmSlots)
        .where(eq(vmSlots.vending_machine_id, row.id));
      const units = Number(held?.units ?? 0);
      if (units > 0) throw conflict(M.planogramChangeWithStock(units));
      const openPlan = await openRefillPlanOf(tx, row.id);
      if (openPlan) throw conflict(PLANOGRAM_CHANGE_MESSAGES.openRefillPlan(openPlan));
      await tx.delete(vmSlots).where(eq(vmSlots.vending_machine_id, row.id));
      return { set, audit: { ...(await writeSlots(tx, row.id, set.planogram_template_id)), ...boardChange } };
    },
  }),
];
