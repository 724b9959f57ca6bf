// @vitest-environment jsdom
/** The filter bar: URL round trip, date presets, exclusive All, Apply/Reset, at most 8 chips. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FilterBar } from '../../src/ui/filters/FilterBar.tsx';
import { useFilters } from '../../src/ui/filters/useFilters.ts';
import { chipsOf, dateBounds, readFilters, visibleChips, writeFilters, type FilterDef } from '../../src/ui/filters/filterState.ts';

const OPTIONS = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Machine ${i + 1}` }));
const DEFS: FilterDef[] = [
  { kind: 'date', key: 'created', label: 'Created' },
  { kind: 'multi', key: 'vm', label: 'Machine', options: OPTIONS },
  { kind: 'single', key: 'status', label: 'Status', options: [{ id: 1, name: 'Active' }, { id: 2, name: 'Inactive' }] },
];

function Screen() {
  const filters = useFilters(DEFS);
  return (
    <>
      <FilterBar filters={filters} />
      <output data-testid="request">{JSON.stringify({ vm: filters.numbers('vm'), status: filters.single('status'), ...filters.range('created') })}</output>
    </>
  );
}

beforeEach(() => window.history.replaceState(null, '', '/orders'));
afterEach(cleanup);
const request = () => JSON.parse(screen.getByTestId('request').textContent!);

describe('filter state', () => {
  it('round-trips through the URL query', () => {
    const values = { created: { preset: 'custom' as const, from: '2026-01-01T00:00', to: '2026-01-31T23:59' }, vm: ['2', '5'], status: ['1'] };
    const patch = writeFilters(DEFS, values);
    expect(patch).toEqual({ created: 'custom', created_from: '2026-01-01T00:00', created_to: '2026-01-31T23:59', vm: '2,5', status: '1' });
    expect(readFilters(DEFS, (k) => patch[k] ?? null)).toEqual(values);
  });

  it('drops unknown option ids and presets from a hand-edited URL', () => {
    const url: Record<string, string> = { created: 'decade', vm: '2,99,x', status: '1,2' };
    expect(readFilters(DEFS, (k) => url[k] ?? null)).toEqual({ created: { preset: 'all' }, vm: ['2'], status: ['1'] });
  });

  it('turns date presets into bounds, the week starting on Sunday', () => {
    const wednesday = new Date(2026, 10, 18, 15, 30); // Wed Nov 18 2026
    expect(dateBounds({ preset: 'all' }, wednesday)).toBeNull();
    expect(dateBounds({ preset: 'today' }, wednesday)).toEqual({ from: new Date(2026, 10, 18).toISOString(), to: new Date(2026, 10, 18, 23, 59, 59, 999).toISOString() });
    expect(dateBounds({ preset: 'yesterday' }, wednesday)).toEqual({ from: new Date(2026, 10, 17).toISOString(), to: new Date(2026, 10, 17, 23, 59, 59, 999).toISOString() });
    expect(dateBounds({ preset: 'yesterday' }, new Date(2026, 2, 1, 9))!.from, 'the day before the 1st').toBe(new Date(2026, 1, 28).toISOString());
    expect(readFilters([{ kind: 'date', key: 'created', label: 'Created' }], (k) => (k === 'created' ? 'yesterday' : null))).toEqual({ created: { preset: 'yesterday' } });
    expect(dateBounds({ preset: 'week' }, wednesday)!.from).toBe(new Date(2026, 10, 15).toISOString());
    expect(dateBounds({ preset: 'month' }, wednesday)!.from).toBe(new Date(2026, 10, 1).toISOString());
    expect(dateBounds({ preset: 'year' }, wednesday)!.from).toBe(new Date(2026, 0, 1).toISOString());
    expect(dateBounds({ preset: 'custom', from: '2026-11-01T08:00' }, wednesday)).toEqual({ from: new Date(2026, 10, 1, 8).toISOString(), to: undefined });
  });

  it('shows at most 8 chips', () => {
    const chips = chipsOf(DEFS, { created: { preset: 'today' }, vm: OPTIONS.map((o) => String(o.id)), status: [] });
    expect(chips).toHaveLength(13);
    expect(visibleChips(chips)).toHaveLength(8);
    expect(chips[0].text).toBe('Created: Today');
  });
});

describe('FilterBar', () => {
  it('applies a draft to the URL only on Apply Filter, and Reset clears it', () => {
    render(<Screen />);
    fireEvent.change(screen.getByLabelText('Created'), { target: { value: 'month' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: '2' } });
    expect(window.location.search).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filter' }));
    expect(window.location.search).toBe('?created=month&status=2');
    expect(request()).toMatchObject({ status: '2' });
    expect(request().created_from).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Applied filters' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Created: Month', 'Status: Inactive']);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(window.location.search).toBe('');
    expect(request()).toEqual({});
  });

  it('reads the applied filters back from the URL after a reload, and a chip removes one', () => {
    window.history.replaceState(null, '', '/orders?vm=1,3&created=custom&created_from=2026-11-01T00:00');
    render(<Screen />);
    expect(request()).toEqual({ vm: [1, 3], created_from: new Date(2026, 10, 1).toISOString() });
    expect(screen.getByRole('button', { name: /^Machine/ }).textContent).toBe('Machine 1, Machine 3');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-11-01T00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Remove filter Machine: Machine 1' }));
    expect(request()).toMatchObject({ vm: [3] });
    expect(window.location.search).toContain('vm=3');
  });

  it('shows "All" for a group with nothing chosen', () => {
    render(<Screen />);
    expect(screen.getByRole('button', { name: /^Machine/ }).textContent).toBe('All');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('ALL');
  });
});
