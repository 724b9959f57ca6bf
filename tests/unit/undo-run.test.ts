/**
 * Undo of a bulk run in the console (issue 56): the run is the last thing to undo; Ctrl+Z sends
 * one undo.action per record and sums them up like the run ("Undo Mark in transit: 1 undone,
 * 1 refused"); a record undone on its own leaves the run, so it is never undone twice.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const { call, toast } = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), warning: vi.fn(), error: vi.fn() });
  return { call: vi.fn(), toast };
});
vi.mock('../../src/api/client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), call }));
vi.mock('sonner', () => ({ toast }));

const { canUndo, canUndoStep, rememberRun, undoLast, undoStep } = await import('../../src/platform/undo/undo.ts');
const { ApiCallError } = await import('../../src/api/client.ts');
const { undoAction } = await import('../../contract/actions/undo.ts');

const step = (id: number) => ({ of: 'mark_in_transit.refill_plan', input: { id, version: 1 }, version: 2 });
const refused = 'This refill plan has changed since, so it can no longer be undone. Reload it to see what changed.';

beforeEach(() => {
  call.mockReset();
  [toast.success, toast.warning, toast.error].forEach((f) => f.mockReset());
  call.mockImplementation(async (_spec: unknown, body: { input: { id: number } }) => {
    if (body.input.id === 2) throw new ApiCallError(undoAction as never, 409, { message: refused, code: 'CONFLICT' });
    return { data: { action: 'return_to_created.refill_plan', message: 'Undone.' } };
  });
});

describe('a bulk run undone', () => {
  it('Ctrl+Z undoes each record through undo.action and sums it up, naming the refusal', async () => {
    const onUndone = vi.fn();
    rememberRun('Mark in transit', [step(1), step(2)], 'Mark in transit: 2 done, 0 refused', false, onUndone);
    expect(toast.success).toHaveBeenCalledWith('Mark in transit: 2 done, 0 refused', expect.objectContaining({ action: expect.objectContaining({ label: 'Undo' }) }));
    expect(canUndo()).toBe(true);

    expect(await undoLast()).toBe(true);
    expect(call.mock.calls.map(([spec, body]) => [(spec as { name: string }).name, body])).toEqual([
      ['undo.action', { of: 'mark_in_transit.refill_plan', input: { id: 1, version: 1 }, version: 2 }],
      ['undo.action', { of: 'mark_in_transit.refill_plan', input: { id: 2, version: 1 }, version: 2 }],
    ]);
    expect(toast.warning).toHaveBeenCalledWith('Undo Mark in transit: 1 undone, 1 refused', { description: refused });
    expect(onUndone).toHaveBeenCalledOnce();
    expect(canUndo()).toBe(false);
  });

  it('a record undone on its own leaves the run: Ctrl+Z then undoes only the others', async () => {
    const [first, second] = [step(1), step(3)];
    rememberRun('Mark in transit', [first, second], 'Mark in transit: 2 done, 0 refused', false);
    expect(await undoStep(first)).toEqual({ ok: true, message: 'Undone.' });
    expect(canUndoStep(first)).toBe(false);
    expect(canUndoStep(second)).toBe(true);
    call.mockClear();
    await undoLast();
    expect(call.mock.calls.map(([, body]) => (body as { input: { id: number } }).input.id)).toEqual([3]);
    expect(toast.success).toHaveBeenLastCalledWith('Undo Mark in transit: 1 undone, 0 refused');
  });

  it('a run with nothing undoable only toasts its summary, and Ctrl+Z has nothing to undo', async () => {
    rememberRun('Delete', [], 'Delete: 1 done, 1 refused', true);
    expect(toast.warning).toHaveBeenCalledWith('Delete: 1 done, 1 refused');
    expect(canUndo()).toBe(false);
    expect(await undoLast()).toBe(false);
    expect(call).not.toHaveBeenCalled();
  });
});
