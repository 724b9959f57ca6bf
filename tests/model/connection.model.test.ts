/**
 * Model-based: every transition of machines/connection.ts (a live feed's socket). Each
 * path is replayed with recording effects: a failure or drop always schedules the next try
 * (every 10 s, LIVE_RECONNECT_MS), stopping always closes the socket and the timer, and
 * nothing is ever shown to the user (the machine has no effect that could).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { connectionMachine, type ConnectionEvent } from '../../machines/connection.ts';
import { LIVE_RECONNECT_MS } from '../../contract/constants.ts';
import { coverage, describeCoverage, modelPaths, pathName } from './paths.ts';

const EVENTS: ConnectionEvent[] = [
  { type: 'connection.start' },
  { type: 'connection.stop' },
  { type: 'socket.opened' },
  { type: 'socket.closed' },
  { type: 'retry.due' },
];
type Snapshot = ReturnType<typeof connectionMachine.transition>;
const serialize = (s: Snapshot) => JSON.stringify(s.value);

const model = createTestModel(connectionMachine, { events: EVENTS, serializeState: (s) => serialize(s as Snapshot) });
const paths = modelPaths(model);

afterAll(() => console.log(describeCoverage('live connection', coverage(connectionMachine, paths as never))));

function recordingActor() {
  const effects = { openSocket: vi.fn(), closeSocket: vi.fn(), scheduleRetry: vi.fn(), cancelRetry: vi.fn() };
  const actor = createActor(connectionMachine.provide({ actions: effects })).start();
  return { actor, effects };
}

describe('every transition-cover path of the connection machine', () => {
  it('covers 100 % of the transitions', () => {
    expect(coverage(connectionMachine, paths as never).missing).toEqual([]);
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', (_name, path) => {
    const { actor, effects } = recordingActor();
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      for (const fn of Object.values(effects)) fn.mockClear();
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(serialize(after)).toBe(serialize(step.state as Snapshot));
      if (after.matches('connecting') && !before.matches('connecting')) expect(effects.openSocket).toHaveBeenCalledTimes(1);
      if (after.matches('waiting') && !before.matches('waiting')) expect(effects.scheduleRetry).toHaveBeenCalledTimes(1);
      if (before.matches('waiting') && !after.matches('waiting')) expect(effects.cancelRetry).toHaveBeenCalledTimes(1);
      if (step.event.type === 'connection.stop' && (before.matches('connecting') || before.matches('open'))) expect(effects.closeSocket).toHaveBeenCalledTimes(1);
    }
  });
});

describe('reconnecting', () => {
  it('keeps trying after each failure until the server answers, and again after a drop', () => {
    const { actor, effects } = recordingActor();
    actor.send({ type: 'connection.start' });
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'socket.closed' });
      actor.send({ type: 'retry.due' });
    }
    expect(effects.openSocket).toHaveBeenCalledTimes(4);
    expect(effects.scheduleRetry).toHaveBeenCalledTimes(3);
    actor.send({ type: 'socket.opened' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'socket.closed' });
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(effects.scheduleRetry).toHaveBeenCalledTimes(4);
    expect(LIVE_RECONNECT_MS).toBe(10_000);
  });
});
