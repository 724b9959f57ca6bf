/**
 * The planogram grid editor's machine: moves stop at the edges, the finder assigns, numbers
 * typed in place are checked as the server checks them, copy and paste of a slot and a row,
 * clearing; and a seeded random walk that holds the grid's invariants after every event.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { PLANOGRAM_TEMPLATE_MESSAGES } from '../../contract/actions/planogram-templates.ts';
import {
  DEFAULT_CAPACITY, DEFAULT_PAR_LEVEL, finderMatches, planogramGridMachine, slotAt, slotsToSave, type GridEvent, type GridProduct,
} from '../../machines/flows/planogramGrid.ts';

const PRODUCTS: GridProduct[] = [
  { id: 1, name: 'Lays Classic Salted 52g', sku: 'SNK-001' },
  { id: 2, name: 'Kurkure Masala Munch', sku: 'SNK-002' },
  { id: 3, name: 'Coca Cola 300ml', sku: 'BEV-001' },
  { id: 4, name: 'Dairy Milk Silk', sku: 'CHO-001' },
];

function grid(rows = 3, columns = 4) {
  const actor = createActor(planogramGridMachine).start();
  actor.send({ type: 'grid.load', rows, columns, slots: [], products: PRODUCTS });
  return actor;
}
const ctx = (actor: ReturnType<typeof grid>) => actor.getSnapshot().context;
const assignTyped = (actor: ReturnType<typeof grid>, text: string) => {
  actor.send({ type: 'grid.find.open', query: text });
  actor.send({ type: 'grid.assign' });
};

describe('moving', () => {
  it('arrows move the active slot and stop at the edges; Home/End and first/last jump', () => {
    const actor = grid();
    actor.send({ type: 'grid.move', direction: 'up' });
    actor.send({ type: 'grid.move', direction: 'left' });
    expect(ctx(actor).active).toEqual({ row: 1, column: 1 });
    actor.send({ type: 'grid.move', direction: 'right' });
    actor.send({ type: 'grid.move', direction: 'down' });
    expect(ctx(actor).active).toEqual({ row: 2, column: 2 });
    actor.send({ type: 'grid.move', direction: 'rowEnd' });
    expect(ctx(actor).active).toEqual({ row: 2, column: 4 });
    actor.send({ type: 'grid.move', direction: 'right' });
    expect(ctx(actor).active).toEqual({ row: 2, column: 4 });
    actor.send({ type: 'grid.move', direction: 'last' });
    actor.send({ type: 'grid.move', direction: 'down' });
    expect(ctx(actor).active).toEqual({ row: 3, column: 4 });
    actor.send({ type: 'grid.move', direction: 'rowStart' });
    expect(ctx(actor).active).toEqual({ row: 3, column: 1 });
    actor.send({ type: 'grid.move', direction: 'first' });
    expect(ctx(actor).active).toEqual({ row: 1, column: 1 });
  });

  it('a click focuses a slot inside the grid only', () => {
    const actor = grid();
    actor.send({ type: 'grid.focus', row: 3, column: 2 });
    expect(ctx(actor).active).toEqual({ row: 3, column: 2 });
    actor.send({ type: 'grid.focus', row: 9, column: 9 });
    expect(ctx(actor).active).toEqual({ row: 3, column: 2 });
  });
});

describe('the product finder', () => {
  it('matches every word in name or sku, names starting with the text first', () => {
    expect(finderMatches(PRODUCTS, 'cola').map((p) => p.id)).toEqual([3]);
    expect(finderMatches(PRODUCTS, 'snk').map((p) => p.id)).toEqual([1, 2]);
    expect(finderMatches(PRODUCTS, 'masala k').map((p) => p.id)).toEqual([2]);
    expect(finderMatches(PRODUCTS, 'k').map((p) => p.id)[0]).toBe(2);
  });

  it('typing opens it; Enter assigns the highlighted match with the default capacity and par level', () => {
    const actor = grid();
    actor.send({ type: 'grid.find.open', query: 'l' });
    expect(actor.getSnapshot().value).toBe('finding');
    actor.send({ type: 'grid.find.type', query: 'lay' });
    actor.send({ type: 'grid.assign' });
    expect(actor.getSnapshot().value).toBe('navigating');
    expect(slotAt(ctx(actor), { row: 1, column: 1 })).toEqual({
      product_id: 1, product_name: PRODUCTS[0]!.name, sku: 'SNK-001', item_layout_max: DEFAULT_CAPACITY, par_level: DEFAULT_PAR_LEVEL,
    });
    expect(ctx(actor).dirty).toBe(true);
  });

  it('arrows in the finder move the highlight around the matches; Enter with no match assigns nothing', () => {
    const actor = grid();
    actor.send({ type: 'grid.find.open', query: 'snk' });
    actor.send({ type: 'grid.find.highlight', step: 1 });
    actor.send({ type: 'grid.assign' });
    expect(slotAt(ctx(actor), { row: 1, column: 1 })?.product_id).toBe(2);
    actor.send({ type: 'grid.find.open', query: 'zzz' });
    actor.send({ type: 'grid.assign' });
    expect(actor.getSnapshot().value).toBe('finding');
    actor.send({ type: 'grid.find.cancel' });
    expect(actor.getSnapshot().value).toBe('navigating');
    expect(slotAt(ctx(actor), { row: 1, column: 1 })?.product_id).toBe(2);
  });

  it('a new product keeps the slot capacity and par level already typed', () => {
    const actor = grid();
    assignTyped(actor, 'lays');
    actor.send({ type: 'grid.edit', field: 'item_layout_max' });
    actor.send({ type: 'grid.edit.type', value: '6' });
    actor.send({ type: 'grid.edit.commit' });
    assignTyped(actor, 'cola');
    expect(slotAt(ctx(actor), { row: 1, column: 1 })).toMatchObject({ product_id: 3, item_layout_max: 6, par_level: 6 });
  });

  it('a click on a product assigns it', () => {
    const actor = grid();
    actor.send({ type: 'grid.find.open', query: 'x' });
    actor.send({ type: 'grid.assign', productId: 4 });
    expect(slotAt(ctx(actor), { row: 1, column: 1 })?.product_id).toBe(4);
  });
});

describe('capacity and par level typed in place', () => {
  it('only a filled slot can be edited', () => {
    const actor = grid();
    actor.send({ type: 'grid.edit', field: 'item_layout_max' });
    expect(actor.getSnapshot().value).toBe('navigating');
  });

  it('the contract messages refuse a capacity below 1 and a par level above the capacity; Escape keeps the old numbers', () => {
    const actor = grid();
    assignTyped(actor, 'lays');
    actor.send({ type: 'grid.edit', field: 'item_layout_max' });
    expect(ctx(actor).draft).toBe(String(DEFAULT_CAPACITY));
    actor.send({ type: 'grid.edit.type', value: '0' });
    expect(ctx(actor).error).toBe(PLANOGRAM_TEMPLATE_MESSAGES.capacityMin);
    actor.send({ type: 'grid.edit.commit' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'grid.edit.cancel' });
    expect(slotAt(ctx(actor), { row: 1, column: 1 })?.item_layout_max).toBe(DEFAULT_CAPACITY);
    actor.send({ type: 'grid.edit', field: 'par_level' });
    actor.send({ type: 'grid.edit.type', value: '11' });
    actor.send({ type: 'grid.edit.commit' });
    expect(ctx(actor).error).toBe(PLANOGRAM_TEMPLATE_MESSAGES.parAboveCapacity);
    actor.send({ type: 'grid.edit.type', value: '4' });
    actor.send({ type: 'grid.edit.commit' });
    expect(actor.getSnapshot().value).toBe('navigating');
    expect(slotAt(ctx(actor), { row: 1, column: 1 })).toMatchObject({ item_layout_max: DEFAULT_CAPACITY, par_level: 4 });
  });

  it('a capacity below the par level brings the par level down with it', () => {
    const actor = grid();
    assignTyped(actor, 'lays');
    actor.send({ type: 'grid.edit', field: 'item_layout_max' });
    actor.send({ type: 'grid.edit.type', value: '5' });
    actor.send({ type: 'grid.edit.commit' });
    expect(slotAt(ctx(actor), { row: 1, column: 1 })).toMatchObject({ item_layout_max: 5, par_level: 5 });
  });
});

describe('copy, paste and clear', () => {
  it('copies a slot and pastes it elsewhere; pasting an empty slot clears', () => {
    const actor = grid();
    assignTyped(actor, 'cola');
    actor.send({ type: 'grid.copy', scope: 'slot' });
    actor.send({ type: 'grid.move', direction: 'right' });
    actor.send({ type: 'grid.paste', scope: 'slot' });
    expect(slotAt(ctx(actor), { row: 1, column: 2 })).toEqual(slotAt(ctx(actor), { row: 1, column: 1 }));
    actor.send({ type: 'grid.move', direction: 'right' });
    actor.send({ type: 'grid.copy', scope: 'slot' });
    actor.send({ type: 'grid.move', direction: 'left' });
    actor.send({ type: 'grid.paste', scope: 'slot' });
    expect(slotAt(ctx(actor), { row: 1, column: 2 })).toBeNull();
  });

  it('copies a row and pastes it over another, empties included; a row paste needs a copied row', () => {
    const actor = grid();
    assignTyped(actor, 'lays');
    actor.send({ type: 'grid.move', direction: 'rowEnd' });
    assignTyped(actor, 'silk');
    actor.send({ type: 'grid.move', direction: 'down' });
    assignTyped(actor, 'cola');
    actor.send({ type: 'grid.paste', scope: 'row' });
    expect(slotAt(ctx(actor), { row: 2, column: 4 })?.product_id).toBe(3);
    actor.send({ type: 'grid.move', direction: 'up' });
    actor.send({ type: 'grid.copy', scope: 'row' });
    actor.send({ type: 'grid.move', direction: 'down' });
    actor.send({ type: 'grid.paste', scope: 'row' });
    expect([1, 2, 3, 4].map((column) => slotAt(ctx(actor), { row: 2, column })?.product_id ?? null)).toEqual([1, null, null, 4]);
    // A slot paste does not take a copied row.
    const before = ctx(actor).slots;
    actor.send({ type: 'grid.paste', scope: 'slot' });
    expect(ctx(actor).slots).toBe(before);
  });

  it('Delete clears the slot; Shift+Delete the row', () => {
    const actor = grid();
    assignTyped(actor, 'lays');
    actor.send({ type: 'grid.move', direction: 'right' });
    assignTyped(actor, 'cola');
    actor.send({ type: 'grid.clear', scope: 'slot' });
    expect(slotAt(ctx(actor), { row: 1, column: 2 })).toBeNull();
    expect(slotAt(ctx(actor), { row: 1, column: 1 })).not.toBeNull();
    actor.send({ type: 'grid.clear', scope: 'row' });
    expect(slotsToSave(ctx(actor))).toEqual([]);
  });
});

describe('loading and reshaping', () => {
  it('loads saved slots, dropping any outside the shape; a smaller VM template drops the slots outside it', () => {
    const actor = createActor(planogramGridMachine).start();
    const slot = (row: number, column: number) => ({ row, column, product_id: 1, product_name: 'x', sku: 's', item_layout_max: 5, par_level: 2 });
    actor.send({ type: 'grid.load', rows: 2, columns: 2, slots: [slot(1, 1), slot(2, 2), slot(3, 1)], products: PRODUCTS });
    expect(slotsToSave(ctx(actor)).map((s) => [s.row, s.column])).toEqual([[1, 1], [2, 2]]);
    expect(ctx(actor).dirty).toBe(false);
    actor.send({ type: 'grid.focus', row: 2, column: 2 });
    actor.send({ type: 'grid.reshape', rows: 1, columns: 3 });
    expect(slotsToSave(ctx(actor)).map((s) => [s.row, s.column])).toEqual([[1, 1]]);
    expect(ctx(actor).active).toEqual({ row: 1, column: 2 });
    expect(ctx(actor).dirty).toBe(true);
  });
});

describe('a seeded random walk keeps the invariants', () => {
  it('the active slot is inside the grid, every slot is inside it and valid, and the finder and editor close cleanly', () => {
    let seed = 38;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T,>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
    const actor = grid(4, 5);
    const events: (() => GridEvent)[] = [
      () => ({ type: 'grid.move', direction: pick(['up', 'down', 'left', 'right', 'rowStart', 'rowEnd', 'first', 'last'] as const) }),
      () => ({ type: 'grid.focus', row: Math.ceil(next() * 6), column: Math.ceil(next() * 6) }),
      () => ({ type: 'grid.find.open', query: pick(['l', 'c', 'k', 'z']) }),
      () => ({ type: 'grid.find.highlight', step: pick([1, -1]) }),
      () => ({ type: 'grid.assign' }),
      () => ({ type: 'grid.find.cancel' }),
      () => ({ type: 'grid.edit', field: pick(['item_layout_max', 'par_level'] as const) }),
      () => ({ type: 'grid.edit.type', value: pick(['0', '3', '12', '150', 'x', '']) }),
      () => ({ type: 'grid.edit.commit' }),
      () => ({ type: 'grid.edit.next', field: pick(['item_layout_max', 'par_level'] as const) }),
      () => ({ type: 'grid.edit.cancel' }),
      () => ({ type: 'grid.copy', scope: pick(['slot', 'row'] as const) }),
      () => ({ type: 'grid.paste', scope: pick(['slot', 'row'] as const) }),
      () => ({ type: 'grid.clear', scope: pick(['slot', 'slot', 'row'] as const) }),
    ];
    for (let step = 0; step < 3000; step++) {
      actor.send(pick(events)());
      const c = ctx(actor);
      expect(c.active.row >= 1 && c.active.row <= c.rows && c.active.column >= 1 && c.active.column <= c.columns).toBe(true);
      for (const s of slotsToSave(c)) {
        expect(s.row <= c.rows && s.column <= c.columns).toBe(true);
        expect(s.item_layout_max >= 1 && s.par_level >= 0 && s.par_level <= s.item_layout_max).toBe(true);
      }
      if (actor.getSnapshot().value !== 'editing') expect(c.field).toBeNull();
      if (actor.getSnapshot().value !== 'finding') expect(c.query).toBe('');
    }
  });
});

describe('typing a digit and Tab between the numbers', () => {
  it('a digit starts the capacity with it; Tab keeps it and opens the par level; a bad number stays open', () => {
    const actor = grid();
    assignTyped(actor, 'lays');
    actor.send({ type: 'grid.edit', field: 'item_layout_max', value: '1' });
    actor.send({ type: 'grid.edit.type', value: '12' });
    actor.send({ type: 'grid.edit.next', field: 'par_level' });
    expect(ctx(actor)).toMatchObject({ field: 'par_level', draft: String(DEFAULT_PAR_LEVEL) });
    expect(slotAt(ctx(actor), { row: 1, column: 1 })?.item_layout_max).toBe(12);
    actor.send({ type: 'grid.edit.type', value: '13' });
    actor.send({ type: 'grid.edit.next', field: 'item_layout_max' });
    expect(ctx(actor)).toMatchObject({ field: 'par_level', error: PLANOGRAM_TEMPLATE_MESSAGES.parAboveCapacity });
    actor.send({ type: 'grid.edit.type', value: '9' });
    actor.send({ type: 'grid.edit.commit' });
    expect(slotAt(ctx(actor), { row: 1, column: 1 })).toMatchObject({ item_layout_max: 12, par_level: 9 });
  });
});
