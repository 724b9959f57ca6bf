/**
 * Commands on a list's selected rows (issue 56), declared once at module level like the record
 * commands: each names the bulk action and its target (contract/actions/bulk.ts), whose
 * permissions gate it, and which rows it applies to: for a lifecycle step, exactly the rows whose
 * status the lifecycle `can` take the event. The palette titles it with the count
 * ("Mark in transit: 37 of 40 refill plans") and runs it on the rows it applies to.
 *
 *   export const BULK_REFILL_PLAN_COMMANDS = [
 *     bulkCommand<RefillPlanRow>({ id: 'bulk_in_transit.refill_plan', title: 'Mark in transit', bulk: bulkRefillPlans,
 *       target: markRefillPlanInTransit, lifecycle: refillPlanLifecycle, event: () => 'refillPlan.markInTransit', status: (p) => p.status }),
 *   ];
 */
import type { ActionSpec } from '../contract/action.ts';
import type { Permission } from '../contract/permissions.ts';
import type { LifecycleRules } from '../machines/lifecycle.ts';
import type { AskAnswers, AskOption, AskStep } from './ask.ts';

type StatusId = string | number;

interface BulkCommandBase {
  /** `verb.resource`, e.g. `bulk_in_transit.refill_plan`. */
  id: string;
  /** What it does, without the count: "Mark in transit". */
  title: string;
  keywords?: readonly string[];
  /** The `bulk.{resource}` action, and the single action it runs per record. */
  bulk: ActionSpec<any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  target: Pick<ActionSpec, 'name' | 'kind' | 'permissions'>;
  /** The inputs every record shares (e.g. the status an offer is set to). */
  fields?: Record<string, unknown>;
  /** What the palette asks first (which template, which partner), and the inputs the answers make. */
  ask?: BulkAsk;
  /** Asked before the run (destructive commands): the run waits for a yes. */
  confirm?: string;
}

/**
 * A bulk command's questions. A choice's options are fetched by the list (the screen's
 * `choices[step.id]`), since commands do not call the server.
 */
export interface BulkAsk {
  steps: readonly Omit<AskStep, 'options'>[];
  fields: (answers: AskAnswers) => Record<string, unknown>;
}

export type BulkChoices = Readonly<Record<string, () => Promise<readonly AskOption[]>>>;

/** The fields of one run: the fixed ones, then those the answers make. */
export function bulkFields(command: Pick<BulkCommandBase, 'fields' | 'ask'>, answers?: AskAnswers): Record<string, unknown> | undefined {
  const asked = command.ask && answers ? command.ask.fields(answers) : undefined;
  return command.fields || asked ? { ...command.fields, ...asked } : undefined;
}

/** A lifecycle step: it applies where the row's status may take the event. */
export interface LifecycleBulkDefinition<Row> extends BulkCommandBase {
  /** The record's lifecycle, with its statuses (the generated test walks every one). */
  lifecycle: LifecycleRules & { readonly statuses: Readonly<Record<string, StatusId>> };
  /** The event a row in this status would take (execute is direct from Created), or null for none. */
  event: (status: StatusId) => string | null;
  status: (row: Row) => StatusId;
}

/** Not a lifecycle step (mark read, activate): it applies where the row is not already so. */
export interface PlainBulkDefinition<Row> extends BulkCommandBase {
  applies: (row: Row) => boolean;
}

export type BulkCommandDefinition<Row> = LifecycleBulkDefinition<Row> | PlainBulkDefinition<Row>;

export type BulkCommand<Row> = BulkCommandDefinition<Row> & {
  permissions: readonly Permission[];
  /** Whether the command acts on this row: its lifecycle's `can`, or the plain check. */
  appliesTo(row: Row): boolean;
};

export function bulkCommand<Row>(definition: BulkCommandDefinition<Row>): BulkCommand<Row> {
  if (definition.target.kind !== 'write') throw new Error(`${definition.id}: ${definition.target.name} only reads`);
  const appliesTo = 'lifecycle' in definition
    ? (row: Row) => {
      const status = definition.status(row);
      const event = definition.event(status);
      return event !== null && definition.lifecycle.can(status, event);
    }
    : definition.applies;
  return { ...definition, permissions: definition.target.permissions, appliesTo };
}

/** "Mark in transit: 37 of 40 refill plans" (or "…: 1 refill plan" when one is selected). */
export function bulkTitle(title: string, applies: number, selected: number, noun: { one: string; many: string }): string {
  if (selected === 1) return `${title}: ${applies} ${noun.one}`;
  return `${title}: ${applies} of ${selected} ${noun.many}`;
}
