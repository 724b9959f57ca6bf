/**
 * The palette's argument steps (issue 56): every sequence of up to seven keys (a good answer, a
 * bad one, Backspace on an empty input, Escape) against a two-line reference model — the step
 * index, the answers kept, the error shown and how it ends agree after every event.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ASK_MESSAGES, askStepsMachine, refusal, type AskEvent, type AskRule } from '../../machines/flows/askSteps.ts';

const STEPS: AskRule[] = [
  { id: 'coil', kind: 'choice' },
  { id: 'amount', kind: 'number', min: 0, max: 500, integer: true },
  { id: 'note', kind: 'text' },
];
const GOOD: Record<string, string> = { coil: 'A1', amount: '120', note: 'ok' };
const BAD: Record<string, string> = { coil: ' ', amount: '12.5', note: '' };

type Key = 'good' | 'bad' | 'back' | 'cancel';
const KEYS: Key[] = ['good', 'bad', 'back', 'cancel'];

function start(steps: readonly AskRule[] = STEPS) {
  return createActor(askStepsMachine, { input: { steps } }).start();
}

function eventFor(key: Key, index: number): AskEvent {
  const id = STEPS[index]?.id ?? '';
  if (key === 'good') return { type: 'ask.answer', value: GOOD[id]! };
  if (key === 'bad') return { type: 'ask.answer', value: BAD[id]! };
  return { type: key === 'back' ? 'ask.back' : 'ask.cancel' };
}

/** What the steps should be after the keys, computed the plain way. */
function reference(keys: readonly Key[]) {
  let index = 0;
  let ended: 'asking' | 'done' | 'cancelled' = 'asking';
  let error = false;
  for (const key of keys) {
    if (ended !== 'asking') break;
    if (key === 'good') {
      error = false;
      if (index === STEPS.length - 1) ended = 'done';
      else index++;
    } else if (key === 'bad') error = true;
    else if (key === 'cancel' || index === 0) ended = 'cancelled';
    else {
      index--;
      error = false;
    }
  }
  return { index, ended, error, answered: STEPS.slice(0, ended === 'done' ? STEPS.length : index).map((s) => s.id) };
}

function* sequences(length: number): Generator<Key[]> {
  if (length === 0) return yield [];
  for (const shorter of sequences(length - 1)) for (const key of KEYS) yield [...shorter, key];
}

describe('askSteps machine', () => {
  it('agrees with the reference model on every sequence of up to seven keys', () => {
    let walked = 0;
    for (let length = 1; length <= 7; length++) {
      for (const keys of sequences(length)) {
        const actor = start();
        for (const key of keys) if (actor.getSnapshot().status === 'active') actor.send(eventFor(key, actor.getSnapshot().context.index));
        const snapshot = actor.getSnapshot();
        const expected = reference(keys);
        expect(snapshot.value, keys.join(' ')).toBe(expected.ended);
        expect(snapshot.context.index, keys.join(' ')).toBe(expected.index);
        if (expected.ended === 'asking') expect(snapshot.context.error !== null, keys.join(' ')).toBe(expected.error);
        expect(Object.keys(snapshot.context.answers).sort(), keys.join(' ')).toEqual([...expected.answered].sort());
        walked++;
      }
    }
    expect(walked).toBe(4 + 16 + 64 + 256 + 1024 + 4096 + 16384);
  });

  it('hands the answers over, trimmed, when the last step is answered', () => {
    const actor = start();
    actor.send({ type: 'ask.answer', value: 'A1' });
    actor.send({ type: 'ask.answer', value: ' 120 ' });
    actor.send({ type: 'ask.answer', value: 'counted twice' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.answers).toEqual({ coil: 'A1', amount: '120', note: 'counted twice' });
  });

  it('Backspace forgets the answer of the step it returns to', () => {
    const actor = start();
    actor.send({ type: 'ask.answer', value: 'A1' });
    actor.send({ type: 'ask.back' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, answers: {} });
  });

  it('a command without steps is done at once', () => {
    expect(start([]).getSnapshot().value).toBe('done');
  });

  it('says why a number is refused', () => {
    const amount = STEPS[1]!;
    expect(refusal(amount, 'abc')).toBe(ASK_MESSAGES.number);
    expect(refusal(amount, '2.5')).toBe(ASK_MESSAGES.whole);
    expect(refusal(amount, '-1')).toBe(ASK_MESSAGES.atLeast(0));
    expect(refusal(amount, '501')).toBe(ASK_MESSAGES.atMost(500));
    expect(refusal(amount, '')).toBe(ASK_MESSAGES.required);
    expect(refusal(amount, '500')).toBeNull();
    expect(refusal(STEPS[0]!, '')).toBe(ASK_MESSAGES.choose);
  });
});
