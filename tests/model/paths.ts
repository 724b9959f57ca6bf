/**
 * Path generation and transition coverage for the lifecycle machines, on top of
 * `createTestModel` from xstate/graph.
 *
 * - `transitionCoverPaths`: for every edge of the machine's state graph, the shortest path
 *   to its source state followed by that edge. Simple paths alone never take an edge back to
 *   a state already on the path (e.g. "No" returning to the selection), so this generator is
 *   what reaches 100 % of transitions.
 * - `coverage`: which transitions of the machine definition (state node × event × guarded
 *   candidate) the paths take, found with the machine's own `getTransitionData`.
 */
import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type PathGenerator, type StatePath, type TestModel } from 'xstate/graph';

type AnyTransition = { source: { id: string }; eventType: string };

/** Every transition of the definition, as `state node id · event · candidate index`. */
export function allTransitions(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateMachine['root']) => {
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((_: unknown, index: number) => ids.push(`${node.id} · ${eventType} · ${index}`));
    }
    for (const child of Object.values(node.states)) visit(child as AnyStateMachine['root']);
  };
  visit(machine.root);
  return ids;
}

function transitionId(t: AnyTransition & { source: { id: string; transitions: Map<string, unknown[]> } }): string {
  const index = t.source.transitions.get(t.eventType)?.indexOf(t) ?? -1;
  return `${t.source.id} · ${t.eventType} · ${index}`;
}

/** The transitions a path takes, step by step. */
export function transitionsOf(machine: AnyStateMachine, path: StatePath<Snapshot<unknown>, EventObject>): string[] {
  const taken: string[] = [];
  for (let i = 1; i < path.steps.length; i++) {
    const before = path.steps[i - 1].state;
    const event = path.steps[i].event;
    const enabled = machine.getTransitionData(before as never, event as never) as unknown as (AnyTransition & { source: { id: string; transitions: Map<string, unknown[]> } })[];
    for (const t of enabled) taken.push(transitionId(t));
  }
  return taken;
}

export interface Coverage {
  paths: number;
  covered: number;
  total: number;
  missing: string[];
  percent: number;
}

export function coverage(machine: AnyStateMachine, paths: StatePath<Snapshot<unknown>, EventObject>[]): Coverage {
  const all = allTransitions(machine);
  const seen = new Set(paths.flatMap((p) => transitionsOf(machine, p)));
  const missing = all.filter((t) => !seen.has(t));
  const covered = all.length - missing.length;
  return { paths: paths.length, covered, total: all.length, missing, percent: Math.round((covered * 1000) / all.length) / 10 };
}

export function describeCoverage(name: string, c: Coverage): string {
  return `${name}: ${c.paths} paths cover ${c.covered}/${c.total} transitions (${c.percent} %)` +
    (c.missing.length ? `; missing: ${c.missing.join(', ')}` : '');
}

/** A path generator: the shortest path to each state, then each edge leaving that state. */
export const transitionCoverPaths: PathGenerator<Snapshot<unknown>, EventObject, unknown> = (logic, options) => {
  const machine = logic as unknown as AnyStateMachine;
  const serialize = options.serializeState ?? ((s: Snapshot<unknown>) => JSON.stringify(s));
  const shortest = new Map(getShortestPaths(logic, options).map((p) => [serialize(p.state, undefined as never), p]));
  const paths: StatePath<Snapshot<unknown>, EventObject>[] = [];
  for (const [key, { state, transitions }] of Object.entries(getAdjacencyMap(logic, options))) {
    const toState = shortest.get(key);
    if (!toState) continue;
    for (const { event, state: next } of Object.values(transitions) as { event: EventObject; state: Snapshot<unknown> }[]) {
      // An event the state ignores is not an edge.
      if (!(machine.getTransitionData(state as never, event as never) as unknown[]).length) continue;
      paths.push({ state: next, steps: [...toState.steps, { state: next, event }], weight: toState.weight + 1 });
    }
  }
  return paths;
};

/** The paths of a model, generated to cover every transition. */
export function modelPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(model: TestModel<TSnapshot, TEvent, unknown>) {
  return replayed(model, model.getPaths(transitionCoverPaths as unknown as PathGenerator<TSnapshot, TEvent, unknown>));
}

/**
 * The same paths with every step's state recomputed by replaying the events from the start.
 * The graph merges snapshots that serialize alike, so a generated step may carry a sibling's
 * context (which items are ticked); replaying gives exactly what a real run goes through.
 */
export function replayed<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>, paths: { steps: { event: TEvent }[] }[],
) {
  return paths.flatMap((path) => model.getPathsFromEvents(path.steps.slice(1).map((s) => s.event)));
}

/** A short readable name: the end state, then the events (with the payload fields that matter). */
export function pathName(path: StatePath<Snapshot<unknown>, EventObject>): string {
  const label = (event: EventObject) => {
    const e = event as EventObject & Record<string, unknown>;
    const loaded = e.record as { status?: unknown } | undefined;
    const edit = e.edit as Record<string, unknown> | undefined;
    const detail = loaded ? loaded.status
      : e.transition ?? (edit ? [edit.kind, edit.value ?? edit.sku ?? edit.productId].filter((v) => v !== undefined).join(' ')
        : e.conflict !== undefined ? (e.conflict ? 'conflict' : 'error') : undefined);
    return detail === undefined ? e.type : `${e.type}(${String(detail)})`;
  };
  const state = path.state as Snapshot<unknown> & { value: unknown; context?: { record?: { status?: unknown } | null } };
  const status = state.context?.record?.status;
  const end = `${JSON.stringify(state.value)}${status === undefined ? '' : ` (${String(status)})`}`;
  return `${end} ← ${path.steps.slice(1).map((s) => label(s.event)).join(' → ')}`;
}

/**
 * The shortest path to each state, with paths that stop while saving carried on by the
 * server's answer, so a run in the browser really saves (the final states are reached
 * through the screen as well as by opening finished records).
 */
export function shortestPathsWithSaves<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  model: TestModel<TSnapshot, TEvent, unknown>, isSaving: (state: TSnapshot) => boolean, saved: (state: TSnapshot) => TEvent,
) {
  return model.getShortestPaths().flatMap((path) =>
    model.getPathsFromEvents([...path.steps.slice(1).map((s) => s.event), ...(isSaving(path.state) ? [saved(path.state)] : [])]));
}

/** Which state nodes of the machine the paths pass through (every step's state counts). */
export function statesReached(machine: AnyStateMachine, paths: StatePath<Snapshot<unknown>, EventObject>[]) {
  const all: string[][] = [];
  const visit = (node: AnyStateMachine['root']) => {
    if (node.path.length) all.push(node.path);
    for (const child of Object.values(node.states)) visit(child as AnyStateMachine['root']);
  };
  visit(machine.root);
  const seen = paths.flatMap((p) => p.steps.map((s) => s.state as Snapshot<unknown> & { matches(value: unknown): boolean }));
  const toValue = (path: string[]): unknown => (path.length === 1 ? path[0] : { [path[0]]: toValue(path.slice(1)) });
  const missing = all.filter((path) => !seen.some((s) => s.matches(toValue(path)))).map((path) => path.join('.'));
  return { total: all.length, reached: all.length - missing.length, missing };
}

export function describeBrowserRun(name: string, machine: AnyStateMachine, paths: StatePath<Snapshot<unknown>, EventObject>[]): string {
  const states = statesReached(machine, paths);
  const c = coverage(machine, paths);
  return `${name}: ${paths.length} shortest paths reach ${states.reached}/${states.total} states, taking ${c.covered}/${c.total} transitions`;
}
