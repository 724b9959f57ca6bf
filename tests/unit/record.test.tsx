// @vitest-environment jsdom
/**
 * The one record hook (src/platform/record/useRecord.ts), the one reading of URL ids, and
 * the one delete-with-confirm: loading, ready, missing (bad address, 404, 400, no toast),
 * failed (toast unless quiet), reload keeping the data, and a delete's confirm and toast.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { object, number, string } from 'superstruct';
import { defineAction } from '../../contract/action.ts';
import { data, empty, id, version } from '../../contract/structs.ts';
import { ApiCallError } from '../../src/api/client.ts';
import { parseId } from '../../src/platform/record/parse-id.ts';
import { useDeleteRecord } from '../../src/platform/record/useDeleteRecord.tsx';
import { useRecord, type RecordOptions } from '../../src/platform/record/useRecord.ts';

// The server's side of each call: what `answer` returns or throws; every input is kept in `calls`.
let answer: (input: Record<string, unknown>) => unknown;
const calls: Record<string, unknown>[] = [];
const { call } = vi.hoisted(() => ({ call: vi.fn() }));
vi.mock('../../src/api/client.ts', async (importOriginal) => ({ ...(await importOriginal<object>()), call }));
call.mockImplementation(async (_spec: unknown, input: Record<string, unknown>) => {
  calls.push(input);
  return answer(input);
});

const getThing = defineAction({
  area: 'user-management',
  name: 'get.thing',
  kind: 'read',
  summary: 'test',
  request: object({ id: id() }),
  response: data(object({ id: number(), name: string() })),
});
const deleteThing = defineAction({
  area: 'user-management',
  name: 'delete.thing',
  kind: 'write',
  summary: 'test',
  request: object({ id: id(), version: version() }),
  response: empty,
});

const failure = (status: number, message: string) => new ApiCallError(getThing as never, status, { message, code: 'X' });

function Thing({ id, options }: { id: number | null; options?: RecordOptions }) {
  const record = useRecord(getThing, id === null ? null : { id }, options);
  return (
    <>
      <output data-testid="status">{record.status}</output>
      <output data-testid="name">{record.data?.name ?? ''}</output>
      <output data-testid="message">{record.message ?? ''}</output>
      <output data-testid="refreshing">{String(record.refreshing)}</output>
      <button type="button" onClick={record.reload}>
        Reload
      </button>
    </>
  );
}
const text = (testId: string) => screen.getByTestId(testId).textContent;
/** Renders a <Thing> under a fresh Toaster (sonner keeps its toasts between renders). */
const renderThing = (id: number | null, options?: RecordOptions) =>
  render(
    <>
      <Toaster />
      <Thing id={id} options={options} />
    </>,
  );
const toasts = () => [...document.querySelectorAll('[data-sonner-toast]')].map((t) => t.textContent);

beforeEach(() => {
  calls.length = 0;
});
afterEach(cleanup);

describe('parseId', () => {
  it('reads a whole number from 1 to 2,147,483,647, else null', () => {
    expect(parseId('7')).toBe(7);
    expect(parseId('2147483647')).toBe(2_147_483_647);
    for (const bad of ['0', '-3', '2147483648', '1.5', '1e3', 'abc', '', null, undefined]) expect(parseId(bad)).toBeNull();
  });
});

describe('useRecord', () => {
  it('loads, then is ready; a reload keeps the data on screen while it refreshes', async () => {
    let name = 'first';
    answer = () => ({ data: { id: 1, name } });
    render(<Thing id={1} />);
    expect(text('status')).toBe('loading');
    await waitFor(() => expect(text('status')).toBe('ready'));
    expect(text('name')).toBe('first');
    name = 'second';
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(text('name')).toBe('first');
    await waitFor(() => expect(text('name')).toBe('second'));
    expect(text('refreshing')).toBe('false');
  });

  it('is missing without asking when the address names no record, and without a toast on 404 or 400', async () => {
    renderThing(null);
    expect(text('status')).toBe('missing');
    expect(calls).toHaveLength(0);
    cleanup();
    answer = () => {
      throw failure(404, 'Thing not found.');
    };
    renderThing(5);
    await waitFor(() => expect(text('status')).toBe('missing'));
    expect(text('message')).toBe('Thing not found.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts().join()).not.toContain('Thing not found.');
  });

  it('fails with a toast, or quietly for optional choices', async () => {
    answer = () => {
      throw failure(500, 'Database down.');
    };
    renderThing(5);
    await waitFor(() => expect(text('status')).toBe('failed'));
    await waitFor(() => expect(toasts().join()).toContain('Database down.'));
    cleanup();
    answer = () => {
      throw failure(500, 'Options down.');
    };
    renderThing(6, { quiet: true });
    await waitFor(() => expect(text('status')).toBe('failed'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toasts().join()).not.toContain('Options down.');
  });

  it('asks nothing while disabled', async () => {
    answer = () => ({ data: { id: 1, name: 'x' } });
    const { rerender } = render(<Thing id={1} options={{ enabled: false }} />);
    await act(async () => {});
    expect(calls).toHaveLength(0);
    expect(text('status')).toBe('loading');
    rerender(<Thing id={1} options={{ enabled: true }} />);
    await waitFor(() => expect(text('status')).toBe('ready'));
  });
});

function Deleter({ onDeleted }: { onDeleted: () => void }) {
  const [remove, dialog] = useDeleteRecord(deleteThing, { text: (t: { name: string }) => `You want to delete ${t.name}.`, success: 'Thing deleted successfully', onDeleted });
  return (
    <>
      <Toaster />
      <button type="button" onClick={() => remove({ id: 3, version: 2, name: 'the lamp' })}>
        Delete
      </button>
      {dialog}
    </>
  );
}

describe('useDeleteRecord', () => {
  it('deletes with the version read after the confirmation, then toasts and calls back', async () => {
    answer = () => ({});
    const onDeleted = vi.fn();
    render(<Deleter onDeleted={onDeleted} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('You want to delete the lamp.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(calls).toEqual([{ id: 3, version: 2 }]);
    await waitFor(() => expect(toasts().join()).toContain('Thing deleted successfully'));
  });
});
