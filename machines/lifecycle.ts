/**
 * A record's lifecycle as a pure machine: its states are the contract's statuses, its events
 * the record's transitions, and nothing else (no context, no effects, no timers), so the
 * server, the screens' flows, the commands and the model-based tests all ask the same thing
 * and `xstate/graph` can walk it.
 *
 *   export const transferLifecycle = defineLifecycle({
 *     id: 'materialTransfer',
 *     statuses: { created: 1, cancelled: 2, received: 3, partiallyReceived: 4 },
 *     initial: 'created',
 *     transitions: { created: { 'transfer.cancel': 'cancelled', 'transfer.receive': 'received' } },
 *     pastTense: { 'transfer.cancel': 'cancelled', 'transfer.receive': 'received' },
 *   });
 *   transferLifecycle.can(1, 'transfer.receive')        // true
 *   transferLifecycle.eventFor(1, 3)                     // 'transfer.receive'
 *
 * Every status↔event question is answered from `transitions`: there is no second map.
 */
import { setup, transition as step, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';

type StatusId = string | number;

export interface LifecycleDefinition<State extends string, Event extends string, Status extends StatusId> {
  id: string;
  /** Each state's status id as the contract stores it. */
  statuses: Record<State, Status>;
  /** Where a new record starts. */
  initial: State;
  /** What each event does from each state; a state with no entry is final. */
  transitions: Partial<Record<State, Partial<Record<Event, State>>>>;
  /** How messages name each event once done ("it cannot be received now"). */
  pastTense: Record<Event, string>;
}

/** What the server and the commands ask of any lifecycle, whatever its states and events. */
export interface LifecycleRules {
  readonly id: string;
  readonly events: readonly string[];
  readonly pastTense: Readonly<Record<string, string>>;
  can(status: StatusId, event: string): boolean;
  next(status: StatusId, event: string): StatusId | null;
  eventsFrom(status: StatusId): string[];
}

export interface Lifecycle<State extends string = string, Event extends string = string, Status extends StatusId = StatusId> extends LifecycleRules {
  readonly id: string;
  /** The machine itself, for the model-based tests and the graph tools. */
  readonly machine: AnyStateMachine;
  readonly states: readonly State[];
  readonly events: readonly Event[];
  readonly statuses: Record<State, Status>;
  readonly pastTense: Record<Event, string>;
  stateOf(status: Status | StatusId): State | null;
  statusOf(state: State): Status;
  /** The machine resting in the state of this status. */
  snapshotAt(status: Status | StatusId): AnyMachineSnapshot;
  /** May a record in this status take this event? Unknown statuses may take nothing. */
  can(status: Status | StatusId, event: Event | string): boolean;
  /** The status the event leads to, or null when the record may not take it. */
  next(status: Status | StatusId, event: Event | string): Status | null;
  /** The events a record in this status may take, in definition order. */
  eventsFrom(status: Status | StatusId): Event[];
  /** The event that takes a record from one status to another, or null. */
  eventFor(from: Status | StatusId, to: Status | StatusId): Event | null;
  isFinal(status: Status | StatusId): boolean;
}

function buildMachine<State extends string, Event extends string>(
  id: string, initial: State, states: readonly State[], transitions: Partial<Record<State, Partial<Record<Event, State>>>>,
) {
  const config = Object.fromEntries(states.map((state) => {
    const on = transitions[state];
    return [state, on && Object.keys(on).length ? { on: { ...on } } : { type: 'final' as const }];
  }));
  return setup({ types: { events: {} as { type: Event } } }).createMachine({ id, initial, states: config as never }) as unknown as AnyStateMachine;
}

export function defineLifecycle<State extends string, Event extends string, Status extends StatusId>(
  definition: LifecycleDefinition<State, Event, Status>,
): Lifecycle<State, Event, Status> {
  const states = Object.keys(definition.statuses) as State[];
  const events = [...new Set(Object.values(definition.transitions).flatMap((on) => Object.keys(on ?? {})))] as Event[];
  const machine = buildMachine<State, Event>(definition.id, definition.initial, states, definition.transitions);
  const stateOf = (status: StatusId) => states.find((s) => definition.statuses[s] === status) ?? null;
  const targetOf = (status: StatusId, event: string): State | null => {
    const state = stateOf(status);
    return state ? ((definition.transitions[state] as Record<string, State> | undefined)?.[event] ?? null) : null;
  };

  return {
    id: definition.id,
    machine,
    states,
    events,
    statuses: definition.statuses,
    pastTense: definition.pastTense,
    stateOf,
    statusOf: (state) => definition.statuses[state],
    snapshotAt(status) {
      const state = stateOf(status);
      if (!state) throw new Error(`${definition.id} has no state for status ${String(status)}`);
      return machine.resolveState({ value: state, context: {} });
    },
    can: (status, event) => targetOf(status, event) !== null,
    next(status, event) {
      const state = stateOf(status);
      if (!state || !targetOf(status, event)) return null;
      const [after] = step(machine, machine.resolveState({ value: state, context: {} }), { type: event as Event });
      return definition.statuses[after.value as State];
    },
    eventsFrom: (status) => events.filter((event) => targetOf(status, event) !== null),
    eventFor: (from, to) => events.find((event) => {
      const target = targetOf(from, event);
      return target !== null && definition.statuses[target] === to;
    }) ?? null,
    isFinal(status) {
      const state = stateOf(status);
      return state !== null && !Object.keys(definition.transitions[state] ?? {}).length;
    },
  };
}
