// @vitest-environment jsdom
/**
 * The kit's table over a fake list action: loading and empty texts, "--", sorting,
 * paging, the pagers' links, keyboard navigation, `/` to search, row actions, CSV.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { boolean, nullable, number, object, string } from 'superstruct';
import { defineAction } from '../../contract/action.ts';
import { list, listFields } from '../../contract/structs.ts';
import { DataTable } from '../../src/ui/table/DataTable.tsx';
import { CellLink } from '../../src/ui/table/CellLink.tsx';
import { Pager, defaultPageSizeOptions } from '../../src/ui/table/Pager.tsx';
import { StaticTable } from '../../src/ui/table/StaticTable.tsx';
import { useListQuery } from '../../src/ui/table/useListQuery.ts';
import { columnsFor } from '../../src/ui/table/types.ts';
import { toCsv } from '../../src/ui/table/csv.ts';
import { pageWindow } from '../../src/ui/table/pageLinks.ts';

const calls: Record<string, unknown>[] = [];
let respond: (input: Record<string, unknown>) => { data: unknown[]; total: number } = () => ({ data: [], total: 0 });

vi.mock('../../src/api/client.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/api/client.ts')>();
  return {
    ...original,
    call: vi.fn(async (_spec: unknown, input: Record<string, unknown>) => {
      calls.push(input);
      return respond(input);
    }),
  };
});

const listThings = defineAction({
  area: 'user-management',
  name: 'list.things',
  kind: 'read',
  summary: 'test only',
  request: object({ ...listFields(['name', 'created_at'] as const, 'created_at') }),
  response: list(object({ id: number(), name: string(), note: nullable(string()), is_default: boolean() })),
});

const columns = columnsFor(listThings, [
  { key: 'name', header: 'Name', sortKey: 'name' },
  { key: 'note', header: 'Note' },
]);

function things(total: number) {
  return (input: Record<string, unknown>) => {
    const offset = input.offset as number;
    const limit = input.limit as number;
    const data = Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, i) => ({
      id: offset + i + 1, name: `Thing ${offset + i + 1}`, note: i === 0 ? null : 'x', is_default: offset + i === 0,
    }));
    return { data, total };
  };
}

function Things(props: { onOpen?: (row: { id: number }) => void; pager?: 'table' | 'filter-bar' }) {
  const query = useListQuery(listThings, { defaultSort: { sortBy: 'created_at', sortDir: 'DESC' } });
  return <DataTable query={query} columns={columns} label="Things" onOpen={props.onOpen} onEdit={() => undefined} onDelete={() => undefined} exportName="things" pager={props.pager} />;
}

const linkedColumns = columnsFor(listThings, [{ key: 'name', header: 'Name', render: (t) => <CellLink href={`/thing/${t.id}`}>{t.name}</CellLink> }]);

function LinkedThings({ onOpen }: { onOpen: (row: { id: number }) => void }) {
  const query = useListQuery(listThings, { defaultSort: { sortBy: 'created_at', sortDir: 'DESC' } });
  return <DataTable query={query} columns={linkedColumns} label="Things" onOpen={onOpen} />;
}

beforeEach(() => {
  calls.length = 0;
  window.history.replaceState(null, '', '/things');
});
afterEach(cleanup);

describe('DataTable', () => {
  it('shows "Loading..." then the rows, with "--" for empty values', async () => {
    respond = things(3);
    render(<Things />);
    expect(screen.getByText('Loading...')).toBeTruthy();
    await screen.findByText('Thing 1');
    const firstRow = screen.getByText('Thing 1').closest('tr')!;
    expect(within(firstRow).getByText('--')).toBeTruthy();
    expect(calls[0]).toMatchObject({ offset: 0, limit: 10, sortBy: 'created_at', sortDir: 'DESC' });
  });

  it('shows "No Data Available" for an empty list', async () => {
    respond = things(0);
    render(<Things />);
    await screen.findByText('No Data Available');
  });

  it('sorts by a header: ascending first, then descending, kept in the URL', async () => {
    respond = things(3);
    render(<Things />);
    await screen.findByText('Thing 1');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sortBy: 'name', sortDir: 'ASC' }));
    expect(window.location.search).toContain('sort=name');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await screen.findByText('Thing 1');
    fireEvent.click(screen.getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ sortBy: 'name', sortDir: 'DESC' }));
  });

  it('ignores an unknown sort key in the URL instead of sending it', async () => {
    window.history.replaceState(null, '', '/things?sort=password&dir=ASC');
    respond = things(3);
    render(<Things />);
    await screen.findByText('Thing 1');
    expect(calls[0]).toMatchObject({ sortBy: 'created_at', sortDir: 'ASC' });
  });

  it('pages on the server and shows Rows, Showing and Total Data with 5 page links', async () => {
    respond = things(57);
    render(<Things />);
    await screen.findByText('Thing 1');
    expect(screen.getByTestId('pager-total').textContent).toBe('Total Data : 57');
    expect(screen.getByTestId('pager-showing').textContent).toBe('Showing 1 - 10');
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Thing 11');
    expect(calls.at(-1)).toMatchObject({ offset: 10, limit: 10 });
    expect(window.location.search).toContain('page=2');
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: '25' } });
    await screen.findByText('Thing 25');
    expect(calls.at(-1)).toMatchObject({ offset: 0, limit: 25 });
  });

  it('moves the active row with the arrows and opens it with Enter', async () => {
    respond = things(5);
    const onOpen = vi.fn();
    render(<Things onOpen={onOpen} />);
    await screen.findByText('Thing 1');
    const grid = screen.getByRole('grid', { name: 'Things' });
    grid.focus();
    fireEvent.focus(grid);
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowDown' });
    fireEvent.keyDown(grid, { key: 'ArrowUp' });
    fireEvent.keyDown(grid, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(screen.getByText('Thing 2').closest('tr')!.getAttribute('aria-selected')).toBe('true');
  });

  it('follows a link in a cell within the page on a plain click, and leaves a Ctrl+click to the browser', async () => {
    respond = things(3);
    const onOpen = vi.fn();
    render(<LinkedThings onOpen={onOpen} />);
    const link = await screen.findByRole('link', { name: 'Thing 2' });
    expect(link.getAttribute('href')).toBe('/thing/2');
    // Ctrl+click: nothing in the page takes it, the browser opens a new tab (stopped here,
    // after the table had its turn, as jsdom cannot open one).
    let leftToBrowser = false;
    document.addEventListener('click', (event) => ((leftToBrowser = !event.defaultPrevented), event.preventDefault()), { once: true });
    fireEvent.click(link, { ctrlKey: true });
    expect(leftToBrowser).toBe(true);
    expect(window.location.pathname).toBe('/things');
    // fireEvent.click is false when the default was prevented: the table routed it.
    expect(fireEvent.click(link)).toBe(false);
    expect(window.location.pathname).toBe('/thing/2');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('focuses search with "/", searches after typing, and ArrowDown enters the table', async () => {
    respond = things(5);
    const onOpen = vi.fn();
    render(<Things onOpen={onOpen} />);
    await screen.findByText('Thing 1');
    fireEvent.keyDown(document.body, { key: '/' });
    const search = screen.getByRole('searchbox', { name: 'Search things' });
    expect(document.activeElement).toBe(search);
    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: 'Thing' } });
    await act(async () => vi.advanceTimersByTime(400));
    vi.useRealTimers();
    await waitFor(() => expect(calls.at(-1)).toMatchObject({ search: 'Thing', offset: 0 }));
    await screen.findByText('Thing 1');
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
  });

  it('offers Edit and Delete with tooltips, but not on is_default rows', async () => {
    respond = things(3);
    render(<Things />);
    await screen.findByText('Thing 1');
    const defaultRow = screen.getByText('Thing 1').closest('tr')!;
    expect(within(defaultRow).queryByRole('button', { name: 'Edit' })).toBeNull();
    const row = screen.getByText('Thing 2').closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(within(row).getAllByRole('tooltip').map((t) => t.textContent)).toEqual(['Edit', 'Delete']);
  });
});

describe('Pager', () => {
  it('filter-bar pager shows its 10 links only when the total exceeds the page size', () => {
    const noop = () => undefined;
    const { rerender } = render(<Pager kind="filter-bar" page={1} pageSize={10} total={10} pageSizeOptions={[10, 20, 25]} onPage={noop} onPageSize={noop} />);
    expect(screen.queryAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(0);
    expect(screen.getByTestId('pager-total').textContent).toBe('Total Data : 10');
    rerender(<Pager kind="filter-bar" page={1} pageSize={10} total={500} pageSizeOptions={[10, 20, 25]} onPage={noop} onPageSize={noop} />);
    expect(screen.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(10);
  });

  it("offers domain.md §9's sets: 10/20/25 under a table, 20/50/100 in a list footer, whatever the page size", () => {
    expect(defaultPageSizeOptions('table')).toEqual([10, 20, 25]);
    expect(defaultPageSizeOptions('filter-bar')).toEqual([20, 50, 100]);
    const noop = () => undefined;
    render(<Pager kind="table" page={1} pageSize={20} total={50} pageSizeOptions={defaultPageSizeOptions('table')} onPage={noop} onPageSize={noop} />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '25']);
  });

  it('pages an overview\'s own rows at 20 under a list footer (store return, discarded bin, supplier return)', () => {
    const lines = Array.from({ length: 45 }, (_, i) => ({ id: i + 1, name: `Line ${i + 1}` }));
    render(<StaticTable label="Lines" pageSize={20} rows={lines} columns={[{ key: 'name', header: 'Name' }]} />);
    const rows = () => within(screen.getByRole('table', { name: 'Lines' })).getAllByRole('row').length - 1;
    expect(rows()).toBe(20);
    expect(screen.getByTestId('pager-total').textContent).toBe('Total Data : 45');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['20', '50', '100']);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(rows()).toBe(5);
    expect(screen.getByText('Line 45')).toBeTruthy();
  });

  it('windows the page links around the current page', () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(7, 50, 10)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pageWindow(1, 0, 5)).toEqual([]);
  });
});

describe('CSV export', () => {
  it('writes a header and rows, quoting commas and quotes and defusing formulas', () => {
    const csv = toCsv(
      [
        { key: 'name', header: 'Name' },
        { key: 'note', header: 'Note, long' },
        { key: 'skip', header: 'Skip', csv: false },
      ],
      [
        { name: 'A "quoted" one', note: '=SUM(A1)', skip: 1 },
        { name: 'Plain', note: null, skip: 2 },
      ],
    );
    // The defused formula is quoted too, as OWASP's CSV-injection advice writes it.
    expect(csv).toBe('Name,"Note, long"\r\n"A ""quoted"" one","\'=SUM(A1)"\r\nPlain,\r\n');
  });
});
