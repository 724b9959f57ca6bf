/**
 * The jump-to-machine index: loaded once (list.vending_machine_index) the first time the
 * palette opens, then kept fresh by the vm-status feed: VM_STATUS patches a machine's
 * status in place, VM_CHANGED (created, renamed, moved, deleted; server/live/vm-status.ts)
 * reloads it.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { Infer } from 'superstruct';
import { listVendingMachineIndex, type MachineIndexRow } from '../../../contract/actions/machine-index.ts';
import { createSearchIndex, type SearchIndex } from '../../../commands/ranking.ts';
import { call } from '../../api/client.ts';
import { onSessionReset } from '../session/app-state.ts';
import { HELLO, subscribeLive } from '../live/live-client.ts';

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

export function buildMachineIndex(rows: readonly MachineRow[]): SearchIndex<MachineRow> {
  return createSearchIndex(rows, { key: (r) => machineKey(r[0]), fields: (r) => [r[1], r[2], r[3], String(r[0])] });
}

function load() {
  const mine = ++generation;
  if (state.status !== 'ready') set({ status: 'loading' });
  call(listVendingMachineIndex)
    .then((r) => {
      if (mine !== generation) return;
      set({ status: 'ready', index: buildMachineIndex(r.data), byId: new Map(r.data.map((row) => [row[0], row])), revision: state.revision + 1 });
    })
    .catch(() => {
      if (mine === generation && state.status !== 'ready') set({ status: 'error' });
    });
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
