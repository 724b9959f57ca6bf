/**
 * Undo (issue 56): the one table of reversible actions, each with the action and input that
 * reverse it on the record as it left it, and `undo.action`, which runs that inverse on the
 * server (audited like any change, its audit row marked `undo_of`). The inverse carries the
 * version the action left, so a record that moved on since is refused with UNDO_MESSAGES.movedOn
 * and nothing changes. A bulk run undoes per record by calling `undo.action` once per result.
 */
import { object, record, string, unknown } from 'superstruct';
import { defineAction, type ActionSpec, type InputOf } from '../action.ts';
import type { EntityKind } from '../entities.ts';
import type { Permission } from '../permissions.ts';
import { data, requiredText, version } from '../structs.ts';
import { updateVmBlockCoils } from './machine-coils.ts';
import { changeRefillPartnerStatus } from './refill-partners.ts';
import { returnRefillPlanToCreated } from './refill-plan-undo.ts';
import { markRefillPlanInTransit } from './refill-plans.ts';
import { deleteZone, restoreZone } from './zones.ts';
import { UNDO2_ROWS } from './undo-rows.ts';

/** How long after an action the console offers to undo it (its toast, Ctrl+Z). */
export const UNDO_WINDOW_MS = 10_000;

export const UNDO_MESSAGES = {
  movedOn: (noun: string) => `This ${noun} has changed since, so it can no longer be undone. Reload it to see what changed.`,
  notUndoable: (name: string) => `"${name.slice(0, 60)}" cannot be undone.`,
  undone: 'Undone.',
} as const;

type AnySpec = ActionSpec<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Answer<A extends AnySpec> = A['response']['TYPE'];

export interface Inverse<A extends AnySpec = AnySpec> {
  action: A;
  /** The action that reverses it (often the same one with the opposite value). */
  inverse: AnySpec;
  /** The record, as the refusal names it: "machine", "refill partner". */
  noun: string;
  /** The version the action left the record at: the answer's by default. */
  versionAfter?: (input: InputOf<A>, answer: Answer<A>) => number;
  /**
   * The inverse's input, from the action's input, the version it left and, for an inverse that
   * puts back what the input does not carry (a previous status, partner or machine), the record
   * as the action found it (`before`: its audit row's, read by the server). Null: this call has
   * no inverse (a resume from Paused whose undo would need Suspended → Paused).
   */
  input: (input: InputOf<A>, version: number, before: Record<string, unknown>) => Record<string, unknown> | null;
  /** The inverse needs the record as the action found it (see `input`): its kind, as its audit rows name it (the input has its `id`). */
  beforeOf?: EntityKind;
  /** Whether this call can be undone at all (an Expire cannot); default yes. The toast asks it too. */
  when?: (input: InputOf<A>) => boolean;
}

const reverse = <A extends AnySpec>(entry: Inverse<A>): Inverse => entry as unknown as Inverse;

/** Every reversible action: one row each, for the toast, Ctrl+Z, the server and a bulk run alike. */
export const UNDOABLE: readonly Inverse[] = [
  reverse({
    action: updateVmBlockCoils,
    inverse: updateVmBlockCoils,
    noun: 'machine',
    input: (input, version) => ({ vending_machine_id: input.vending_machine_id, coils: input.coils, blocked: !input.blocked, version }),
  }),
  reverse({
    action: changeRefillPartnerStatus,
    inverse: changeRefillPartnerStatus,
    noun: 'refill partner',
    input: (input, version) => ({ id: input.id, status: input.status === 1 ? 2 : 1, version }),
  }),
  // A soft delete answers no record: it left the version it was given, plus one.
  reverse({ action: deleteZone, inverse: restoreZone, noun: 'zone', versionAfter: (input) => input.version + 1, input: (input, version) => ({ id: input.id, version }) }),
  // undo2: status changes, a board's link, a plan's partner and every soft delete (docs/decisions.md "Undo for every reversible action").
  ...UNDO2_ROWS,

  // journey: a plan marked in transit goes back to Created while it is still as the mark left it.
  reverse({ action: markRefillPlanInTransit, inverse: returnRefillPlanToCreated, noun: 'refill plan', input: (input, version) => ({ id: input.id, version }) }),
];

export function inverseOf(name: string): Inverse | undefined {
  return UNDOABLE.find((entry) => entry.action.name === name);
}

/** The row that undoes this call, if it can be undone (the toast's and the server's one test). */
export function inverseOfCall(name: string, input: Record<string, unknown>): Inverse | undefined {
  const entry = inverseOf(name);
  return entry && entry.when?.(input as never) !== false ? entry : undefined;
}

/** The version to undo from: what the action's answer says, or its entry's rule. */
export function versionAfter(entry: Inverse, input: Record<string, unknown>, answer: unknown): number {
  if (entry.versionAfter) return entry.versionAfter(input as never, answer as never);
  return (answer as { data: { version: number } }).data.version;
}

export const undoAction = defineAction({
  area: 'user-management',
  name: 'undo.action',
  kind: 'write',
  summary:
    'Reverses one reversible action (the UNDOABLE table: `of` names it, `input` is what it was called with, `version` the ' +
    "version it left the record at) by running its inverse with the caller's own permissions and scope. Refused with 409 " +
    'when the record has changed since, 400 for an action that cannot be undone. Audited as the inverse, marked `undo_of`.',
  // Any inverse's permission lets the caller in; the inverse's own is checked once `of` is known.
  permissions: [...new Set(UNDOABLE.flatMap((entry) => entry.inverse.permissions as Permission[]))],
  request: object({
    of: requiredText(100),
    input: record(string(), unknown()),
    version: version(),
  }),
  response: data(object({ action: string(), message: string() })),
});
