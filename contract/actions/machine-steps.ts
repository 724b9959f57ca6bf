/**
 * One machine's steps that the fleet list runs on many machines at once (issue 56 "Act on many
 * rows at once"): a planogram for this machine, and a link to or from a refill partner. Each is a
 * single action on one machine, so the bulk path (contract/actions/bulk.ts) runs it once per
 * machine with its own permission, scope and audit row; the multi-machine screen and the link
 * screens keep their own whole-set actions.
 */
import { boolean, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { data, dbId, version } from '../structs.ts';
import { CHANGE_PLANOGRAM_PERMISSION } from './planogram-change.ts';

export const MACHINE_STEP_MESSAGES = {
  alreadyLinked: (partner: string, machine: string) => `${partner} is already linked to ${machine}.`,
  notLinked: (partner: string, machine: string) => `${partner} is not linked to ${machine}.`,
  unknownPartner: 'Choose a refill partner of your company.',
} as const;

export const changeMachinePlanogram = defineAction({
  area: 'vending-machine-management',
  name: 'change.vm_planogram',
  kind: 'write',
  summary:
    "Applies a planogram template to one machine, exactly as change.planogram_multiple_vms does for each of its machines " +
    '(same fit, open refill plan and serving place checks, units returned through the ledger, audit row and machine event). ' +
    '404 for a machine out of reach; 409 with the reason when the planogram cannot be applied; 400 for a template not of the company.',
  permissions: [CHANGE_PLANOGRAM_PERMISSION],
  request: object({ id: dbId(), planogram_template_id: dbId() }),
  response: data(object({ id: number(), planogram_template: object({ id: number(), name: string() }), kept: number(), returned: number() })),
});

/** `version` is the machine's: a link or unlink moves it on, so an undo can tell the machine changed since. */
const PartnerLink = object({ id: number(), refill_partner_id: number(), linked: boolean(), version: number() });
const PartnerStep = object({ id: dbId(), refill_partner_id: dbId(), version: optional(version()) });

export const linkMachineRefillPartner = defineAction({
  area: 'refill-management',
  name: 'link.vm_refill_partner',
  kind: 'write',
  summary:
    "Links one machine to a refill partner of the company (the link link.partner_machines adds). 404 for a machine out of reach, " +
    '400 for a partner not of the company, 409 when they are already linked, or when `version` is given and the machine has ' +
    "changed since (its undo sends it). Moves the machine's version on. Audited.",
  permissions: ['PERM_UPDATE_REFILL_PARTNER'],
  request: PartnerStep,
  response: data(PartnerLink),
});

export const unlinkMachineRefillPartner = defineAction({
  area: 'refill-management',
  name: 'unlink.vm_refill_partner',
  kind: 'write',
  summary:
    "Removes one machine's link to a refill partner. 404 for a machine out of reach, 400 for a partner not of the company, " +
    '409 when they are not linked, the link is a default one, or `version` is given and the machine has changed since ' +
    "(its undo sends it). Moves the machine's version on. Audited.",
  permissions: ['PERM_UPDATE_REFILL_PARTNER'],
  request: PartnerStep,
  response: data(PartnerLink),
});
