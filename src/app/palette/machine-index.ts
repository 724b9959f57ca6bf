/**
 * The jump-to-machine index: loaded once (list.vending_machine_index) when the signed-in
 * console first falls idle (prefetchMachineIndex), or when the palette opens before that,
 * then kept fresh by the vm-status feed: VM_STATUS patches a machine's status in place,
 * VM_CHANGED (created, renamed, moved, deleted; server/live/vm-status.ts) reloads it.
 * It is built a few milliseconds at a time (run-in-slices.ts): at 100,000 machines the
 * build takes most of a second, which would otherwise freeze typing and the screen.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Infer } from 'superstruct';
import { listVendingMachineIndex, type MachineIndexRow } from '../../../contract/actions/machine-index.ts';
import { buildSearchIndex, createSearchIndex, type IndexOptions, type SearchIndex, type Steps } from '../../../commands/ranking.ts';
import { hasAnyPermission } from '../../../contract/permissions.ts';
import { call } from '../../api/client.ts';
import { onSessionReset } from '../../platform/session/app-state.ts';
import { HELLO, subscribeLive } from '../../platform/live/live-client.ts';
import { runInSlices } from './run-in-slices.ts';

export type MachineRow = Infer<typeof MachineIndexRow>;

export interface MachineIndexState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  index: SearchIndex<MachineRow> | null;
  byId: ReadonlyMap<number, MachineRow>;
  /** Bumped when rows change in place, so views re-render. */
  revision: number;
}

const INITIAL: MachineIndexState = { status: 'idle', index: null, byId: new Map(), revision: 0 };
let state = INITIAL;
let generation = 0;
const listeners = new Set<() => void>();
const set = (next: Partial<MachineIndexState>) => {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
};

export const machineKey = (id: number) => `vm:${id}`;
const FIELDS: IndexOptions<MachineRow> = { key: (r) => machineKey(r[0]), fields: (r) => [r[1], r[2], r[3], String(r[0])] };

export function buildMachineIndex(rows: readonly MachineRow[]): SearchIndex<MachineRow> {
  return createSearchIndex(rows, FIELDS);
}

function* machineIndexSteps(rows: readonly MachineRow[]): Steps<Pick<MachineIndexState, 'index' | 'byId'>> {
  const byId = new Map<number, MachineRow>();
  for (let i = 0; i < rows.length; i++) {
    byId.set(rows[i][0], rows[i]);
    if ((i & 0xfff) === 0xfff) yield;
  }
  return { index: yield* buildSearchIndex(rows, FIELDS), byId };
}

/** Whether these permissions may jump to machines (the palette's Machines group, opening paths.vmById). */
export function canJumpToMachines(permissions: readonly string[]): boolean {
  return hasAnyPermission(permissions, listVendingMachineIndex.permissions);
}

function load() {
  const mine = ++generation;
  if (state.status !== 'ready') set({ status: 'loading' });
  call(listVendingMachineIndex)
    // A session reset or a newer load while building makes this build pointless: it stops.
    .then((r) => runInSlices(machineIndexSteps(r.data), () => mine !== generation))
    .then((built) => {
      if (built && mine === generation) set({ status: 'ready', ...built, revision: state.revision + 1 });
    })
    .catch(() => {
      if (mine === generation && state.status !== 'ready') set({ status: 'error' });
    });
}

/** Loads the index ahead of the first palette opening, unless it is loaded or loading already. */
export function prefetchMachineIndex() {
  if (state.status === 'idle') load();
}

let reloadTimer: ReturnType<typeof setTimeout> | undefined;
function reloadSoon() {
  if (state.status === 'idle') return;
  clearTimeout(reloadTimer);
  reloadTimer = setTimeout(load, 1000);
}

subscribeLive('vm-status', '*', (message) => {
  if (message.type === 'VM_STATUS') {
    const row = state.byId.get(Number(message.vending_machine_id));
    const status = Number(message.status);
    if (row && (status === 1 || status === 2 || status === 3)) {
      row[4] = status;
      set({ revision: state.revision + 1 });
    }
    return;
  }
  // A machine was created, renamed, moved or deleted, or a reconnect (HELLO) may have missed that.
  // Other messages (stock levels, …) do not change the index.
  if (message.type === 'VM_CHANGED' || (message.type === HELLO && state.status === 'ready')) reloadSoon();
});

onSessionReset(() => {
  generation++;
  clearTimeout(reloadTimer);
  state = INITIAL;
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The index, loading it the first time `enabled` is true. */
export function useMachineIndex(enabled: boolean): MachineIndexState {
  useEffect(() => {
    if (enabled && (state.status === 'idle' || state.status === 'error')) load();
  }, [enabled]);
  return useSyncExternalStore(subscribe, () => state);
}
