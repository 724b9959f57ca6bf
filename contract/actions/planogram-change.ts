/**
 * /change-planogram-multiple-vm (issue 38, domain.md §5 "Planogram change for many machines"):
 * pick machines in a checkbox table and a planogram template, and each machine takes the
 * planogram in a transaction of its own, with a result per machine (changed, or refused with
 * the reason). Units in slots whose product changes, or that the new planogram does not have,
 * go back to the warehouse or store serving the machine through the ledger (reason
 * `planogram.return`); slots that keep their product keep their units (docs/decisions.md
 * "Planogram change for many machines").
 */
import { array, enums, nullable, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, checked, data, dbId, idList, list, listFields } from '../structs.ts';
import { rules } from '../validation.ts';
import { VM_STATUS_IDS } from './vending-machines.ts';

const area = 'vending-machine-management' as const;
export const CHANGE_PLANOGRAM_PERMISSION = 'PERM_CHANGE_PLANOGRAM_FOR_MULTIPLE_VMs' as const;
/** The most machines one change may name: each is a transaction of its own. */
export const MAX_MACHINES_PER_CHANGE = 100;

/** The spec's texts (its spelling: "form"), and the reasons a machine is refused. */
export const PLANOGRAM_CHANGE_MESSAGES = {
  machineRequired: 'Please select a VM form the checkbox table',
  planogramRequired: 'Please select a Planogram from the drop down',
  changed: 'Planogram changed for Vending Machine',
  /** Some machines changed, some refused: the toast says so and the table shows why. */
  partlyChanged: (changed: number, refused: number) =>
    `Planogram changed for ${changed} Vending Machine${changed === 1 ? '' : 's'}; ${refused} refused (see the results).`,
  noneChanged: 'No Vending Machine was changed: see the reason for each in the results.',
  unknownPlanogram: 'Choose a planogram template of your company.',
  /** Per machine. */
  machineNotFound: 'This machine is not one you can change (deleted, or outside your reach).',
  /** Its open plan lists slots the change would replace. */
  openRefillPlan: (plan: string) => `This machine has an open refill plan (${plan}); execute or delete it before changing the planogram.`,
  shapeMismatch: (machine: string, planogram: string) =>
    `The machine's VM template shape (${machine}) does not match the planogram's (${planogram}).`,
  otherVmTemplate: (vmTemplate: string) =>
    `The machine is configured with VM template "${vmTemplate}"; this planogram is made for another VM template.`,
  noServingPlace: 'The machine has no serving warehouse or store to take its units back: set one on /edit-vm first.',
  confirm: (machines: number, planogram: string) =>
    `Change the planogram of ${machines} Vending Machine${machines === 1 ? '' : 's'} to "${planogram}"? ` +
    'Units in slots whose product changes go back to the serving warehouse or store.',
  /** The machine event each change writes. */
  event: (planogram: string, returned: number) =>
    `Planogram changed to "${planogram}"${returned ? `; ${returned} unit${returned === 1 ? '' : 's'} returned` : ''}.`,
} as const;

const Ref = object({ id: number(), name: string() });

/** A machine as the checkbox table lists it: what decides whether a planogram fits it. */
export const PlanogramChangeMachineRow = object({
  id: number(),
  name: string(),
  code: string(),
  city: string(),
  status: number(),
  rows: number(),
  columns: number(),
  vm_template: nullable(Ref),
  planogram_template: nullable(Ref),
  warehouse: nullable(Ref),
  store: nullable(Ref),
  /** Units now in its slots. */
  units: number(),
});

export const listPlanogramChangeMachines = defineAction({
  area,
  name: 'list.planogram_change_machines',
  kind: 'read',
  summary:
    'The checkbox table of /change-planogram-multiple-vm: live machines in reach with their shape, VM template, planogram, ' +
    'serving warehouse or store and units. Filters: status, vm_template_id, warehouse_id, store_id, and fits (a planogram ' +
    'template id: only machines it can be applied to); search matches name, code, location and city.',
  permissions: [CHANGE_PLANOGRAM_PERMISSION],
  request: object({
    ...listFields(['name', 'code', 'city', 'status'], 'name', 'ASC'),
    status: optional(boundedArray(enums(VM_STATUS_IDS), 3)),
    vm_template_id: optional(idList(50)),
    warehouse_id: optional(idList()),
    store_id: optional(idList()),
    fits: optional(dbId()),
  }),
  response: list(PlanogramChangeMachineRow),
});

export const PlanogramChoice = object({
  id: number(),
  name: string(),
  vm_template: Ref,
  rows: number(),
  columns: number(),
  /** Slots that hold a product. */
  products: number(),
});

export const getPlanogramChangeOptions = defineAction({
  area,
  name: 'get.planogram_change_options',
  kind: 'read',
  summary: "The drop down of /change-planogram-multiple-vm: the company's planogram templates with their VM template and shape.",
  permissions: [CHANGE_PLANOGRAM_PERMISSION],
  request: object({}),
  response: data(object({ planograms: array(PlanogramChoice) })),
});

export const PLANOGRAM_CHANGE_OUTCOMES = ['changed', 'refused'] as const;

export const PlanogramChangeResult = object({
  vending_machine_id: number(),
  /** Empty for a machine out of reach (nothing about it is told). */
  name: string(),
  code: string(),
  outcome: enums(PLANOGRAM_CHANGE_OUTCOMES),
  reason: nullable(string()),
  /** Units left in slots whose product stayed. */
  kept: number(),
  /** Units taken out and booked back to `returned_to`. */
  returned: number(),
  returned_to: nullable(object({ kind: enums(['warehouse', 'store'] as const), id: number(), name: string() })),
  version: nullable(number()),
});

export const changePlanogramForMultipleVms = defineAction({
  area,
  name: 'change.planogram_multiple_vms',
  kind: 'write',
  summary:
    'Applies a planogram template to each named machine, one transaction per machine (a refusal of one changes nothing of it ' +
    'and leaves the others be). A machine takes it when its VM template is the planogram\'s (or, with none, its rows × columns ' +
    'are the same); its slots are laid out afresh; a slot keeping its product keeps its units (up to the new capacity), the ' +
    'other units go back to its serving warehouse (shelf) or store through the ledger (`planogram.return`). Each change is ' +
    'audited and writes a PLANOGRAM_CHANGE machine event. Answers a result per machine; 400 when no machine or no planogram is given.',
  permissions: [CHANGE_PLANOGRAM_PERMISSION],
  request: object({
    vending_machine_ids: checked(boundedArray(dbId(), MAX_MACHINES_PER_CHANGE), rules.required(PLANOGRAM_CHANGE_MESSAGES.machineRequired)),
    planogram_template_id: checked(optional(nullable(dbId())), rules.required(PLANOGRAM_CHANGE_MESSAGES.planogramRequired)),
  }),
  response: data(object({
    planogram_template: Ref,
    changed: number(),
    refused: number(),
    results: array(PlanogramChangeResult),
  })),
});
