// @vitest-environment jsdom
/**
 * The table kit's keyboard selection (issue 56): Space or x toggles the active row,
 * Shift+arrows extend, Ctrl+A takes the page and then every row that matches, Escape clears;
 * aria-selected marks the chosen rows and a live region says how many.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { number, object, string } from 'superstruct';
import { defineAction } from '../../contract/action.ts';
import { list, listFields } from '../../contract/structs.ts';
import { DataTable } from '../../src/ui/table/DataTable.tsx';
import { useListQuery } from '../../src/ui/table/useListQuery.ts';
import { useRowSelection, type RowSelection } from '../../src/ui/table/selection.ts';
import { columnsFor } from '../../src/ui/table/types.ts';

let total = 30;
vi.mock('../../src/api/client.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/api/client.ts')>()),
  call: vi.fn(async (_spec: unknown, input: { offset: number; limit: number }) => ({
    data: Array.from({ length: Math.max(0, Math.min(input.limit, total - input.offset)) }, (_, i) => ({ id: input.offset + i + 1, name: `Thing ${input.offset + i + 1}` })),
    total,
  })),
}));

const listThings = defineAction({
  area: 'user-management', name: 'list.things', kind: 'read', summary: 'test only',
  request: object({ ...listFields(['name'] as const, 'name') }),
  response: list(object({ id: number(), name: string() })),
});
const columns = columnsFor(listThings, [{ key: 'name', header: 'Name' }]);

let selection: RowSelection<{ id: number; name: string }>;
function Things() {
  const query = useListQuery(listThings, { defaultSort: { sortBy: 'name', sortDir: 'ASC' }, pageSize: 10 });
  selection = useRowSelection(query);
  return <DataTable query={query} columns={columns} label="Things" selection={selection} />;
}

const row = (n: number) => screen.getByText(`Thing ${n}`).closest('tr')!;
const chosen = () => selection.rows.map((r) => r.id).sort((a, b) => a - b);
const key = (grid: HTMLElement, k: string, extra: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(grid, { key: k, ...extra });

async function open() {
  render(<Things />);
  await screen.findByText('Thing 1');
  const grid = screen.getByRole('grid', { name: 'Things' });
  grid.focus();
  fireEvent.focus(grid);
  return grid;
}

beforeEach(() => {
  total = 30;
  window.history.replaceState(null, '', '/things');
});
afterEach(cleanup);

describe('selecting rows from the keyboard', () => {
  it('Space and x toggle the active row, marked by aria-selected and counted in the live region', async () => {
    const grid = await open();
    expect(grid.getAttribute('aria-multiselectable')).toBe('true');
    key(grid, ' ');
    key(grid, 'ArrowDown');
    key(grid, 'ArrowDown');
    key(grid, 'x');
    expect(chosen()).toEqual([1, 3]);
    expect(row(1).getAttribute('aria-selected')).toBe('true');
    expect(row(2).getAttribute('aria-selected')).toBe('false');
    expect(row(3).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('2 selected. Ctrl+K acts on them, Escape clears.');
    key(grid, 'x');
    expect(chosen()).toEqual([1]);
  });

  it('Shift+ArrowDown extends the selection from the active row', async () => {
    const grid = await open();
    key(grid, 'ArrowDown', { shiftKey: true });
    key(grid, 'ArrowDown', { shiftKey: true });
    expect(chosen()).toEqual([1, 2, 3]);
    expect(row(3).getAttribute('aria-selected')).toBe('true');
  });

  it('Ctrl+A selects the page, then offers and selects all that match the filters; Escape clears', async () => {
    const grid = await open();
    key(grid, 'a', { ctrlKey: true });
    expect(chosen()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(screen.getByRole('button', { name: 'Select all 30 that match the filters (Ctrl+A)' })).toBeTruthy();
    key(grid, 'a', { ctrlKey: true });
    await waitFor(() => expect(selection.count).toBe(30));
    expect(selection.allMatching).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('30 selected (all that match the filters). Ctrl+K acts on them, Escape clears.');
    key(grid, 'Escape');
    expect(selection.count).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('');
    // With nothing chosen, the active row is the selected one again (a single-select grid).
    expect(row(1).getAttribute('aria-selected')).toBe('true');
  });
});
