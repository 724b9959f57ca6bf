/**
 * The planogram grid editor (/add-planogram-template, /edit-planogram-template/{id},
 * /planogram-template-clone/{id}) as a pure machine: the slots of a rows × columns grid, the
 * active slot, the product finder, the capacity and par level typed in place, and a clipboard
 * of one slot or one row. The screen only turns keys and clicks into these events and draws the
 * snapshot; every rule of the editor is here and tested in tests/model/planogramGrid.test.ts.
 *
 *   navigating ──letter──▶ finding ──Enter──▶ navigating     (grid.find.open, grid.assign)
 *   navigating ──digit / F2──▶ editing ──Enter──▶ navigating (grid.edit, grid.edit.commit; Tab: grid.edit.next)
 */
import { assign, setup } from 'xstate';
import { PLANOGRAM_TEMPLATE_MESSAGES, slotProblems } from '../../contract/actions/planogram-templates.ts';

export interface GridProduct {
  id: number;
  name: string;
  sku: string;
}

export interface GridSlot {
  product_id: number;
  product_name: string;
  sku: string;
  item_layout_max: number;
  par_level: number;
}

export interface Cell {
  row: number;
  column: number;
}

export type SlotField = 'item_layout_max' | 'par_level';

export type Clipboard = { kind: 'slot'; slot: GridSlot | null } | { kind: 'row'; slots: (GridSlot | null)[] } | null;

export interface GridContext {
  rows: number;
  columns: number;
  /** Filled slots by `row:column`; an empty slot has no entry. */
  slots: Record<string, GridSlot>;
  active: Cell;
  clipboard: Clipboard;
  products: GridProduct[];
  /** The finder's text and the highlighted match. */
  query: string;
  highlighted: number;
  /** The field typed in place and its text. */
  field: SlotField | null;
  draft: string;
  error: string | null;
  /** A change since the grid was loaded. */
  dirty: boolean;
}

export type Direction = 'up' | 'down' | 'left' | 'right' | 'rowStart' | 'rowEnd' | 'first' | 'last';

export type GridEvent =
  | { type: 'grid.load'; rows: number; columns: number; slots: readonly (GridSlot & Cell)[]; products: GridProduct[] }
  | { type: 'grid.reshape'; rows: number; columns: number }
  | { type: 'grid.move'; direction: Direction }
  | { type: 'grid.focus'; row: number; column: number }
  | { type: 'grid.find.open'; query: string }
  | { type: 'grid.find.type'; query: string }
  | { type: 'grid.find.highlight'; step: number }
  | { type: 'grid.find.cancel' }
  /** Assigns the highlighted match, or the product named. */
  | { type: 'grid.assign'; productId?: number }
  /** Opens a number in place: its current value, or the first digit typed (`value`). */
  | { type: 'grid.edit'; field: SlotField; value?: string }
  | { type: 'grid.edit.type'; value: string }
  | { type: 'grid.edit.commit' }
  /** Tab between capacity and par level: keeps the number typed (if valid) and opens the other. */
  | { type: 'grid.edit.next'; field: SlotField }
  | { type: 'grid.edit.cancel' }
  | { type: 'grid.copy'; scope: 'slot' | 'row' }
  | { type: 'grid.paste'; scope: 'slot' | 'row' }
  | { type: 'grid.clear'; scope: 'slot' | 'row' };

/** A new slot's capacity and par level until typed otherwise. */
export const DEFAULT_CAPACITY = 10;
export const DEFAULT_PAR_LEVEL = 8;
/** The finder shows this many matches. */
export const FINDER_LIMIT = 8;

export const slotKey = (row: number, column: number) => `${row}:${column}`;
export const slotAt = (context: Pick<GridContext, 'slots'>, cell: Cell): GridSlot | null => context.slots[slotKey(cell.row, cell.column)] ?? null;

/** The products whose name or sku contain every word typed, names starting with the text first. */
export function finderMatches(products: readonly GridProduct[], query: string, limit = FINDER_LIMIT): GridProduct[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return products.slice(0, limit);
  const text = query.trim().toLowerCase();
  const hits = products.filter((p) => {
    const hay = `${p.name} ${p.sku}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  });
  const starts = (p: GridProduct) => (p.name.toLowerCase().startsWith(text) || p.sku.toLowerCase().startsWith(text) ? 0 : 1);
  return hits.sort((a, b) => starts(a) - starts(b)).slice(0, limit);
}

/** The cell a move leads to: arrows stop at the edges, Home/End go to the row's ends, Ctrl+Home/End to the grid's. */
export function moved(context: Pick<GridContext, 'rows' | 'columns' | 'active'>, direction: Direction): Cell {
  const { row, column } = context.active;
  const clampRow = (r: number) => Math.min(Math.max(r, 1), context.rows);
  const clampColumn = (c: number) => Math.min(Math.max(c, 1), context.columns);
  switch (direction) {
    case 'up': return { row: clampRow(row - 1), column };
    case 'down': return { row: clampRow(row + 1), column };
    case 'left': return { row, column: clampColumn(column - 1) };
    case 'right': return { row, column: clampColumn(column + 1) };
    case 'rowStart': return { row, column: 1 };
    case 'rowEnd': return { row, column: context.columns };
    case 'first': return { row: 1, column: 1 };
    case 'last': return { row: context.rows, column: context.columns };
  }
}

/** The slots as the save sends them, in row and column order. */
export function slotsToSave(context: Pick<GridContext, 'slots'>) {
  return Object.entries(context.slots)
    .map(([key, slot]) => {
      const [row, column] = key.split(':').map(Number) as [number, number];
      return { row, column, product_id: slot.product_id, item_layout_max: slot.item_layout_max, par_level: slot.par_level };
    })
    .sort((a, b) => a.row - b.row || a.column - b.column);
}

const withSlot = (slots: Record<string, GridSlot>, cell: Cell, slot: GridSlot | null) => {
  const next = { ...slots };
  if (slot) next[slotKey(cell.row, cell.column)] = { ...slot };
  else delete next[slotKey(cell.row, cell.column)];
  return next;
};

/** The problem of a number typed in place, or null (and the slot it makes). */
export function typedValue(slot: GridSlot, field: SlotField, draft: string): { error: string } | { slot: GridSlot } {
  const text = draft.trim();
  if (!/^\d+$/.test(text)) return { error: field === 'item_layout_max' ? PLANOGRAM_TEMPLATE_MESSAGES.capacityMin : PLANOGRAM_TEMPLATE_MESSAGES.parMin };
  const value = Number(text);
  // A lower capacity brings the par level down with it; a par level above the capacity is refused.
  const next = field === 'item_layout_max'
    ? { ...slot, item_layout_max: value, par_level: Math.min(slot.par_level, value) }
    : { ...slot, par_level: value };
  const problems = slotProblems(next);
  const error = problems[field] ?? problems.item_layout_max ?? problems.par_level;
  return error ? { error } : { slot: next };
}

export const planogramGridMachine = setup({
  types: {
    context: {} as GridContext,
    events: {} as GridEvent,
  },
  guards: {
    hasSlot: ({ context }) => slotAt(context, context.active) !== null,
    hasMatch: ({ context, event }) => {
      if (event.type !== 'grid.assign') return false;
      if (event.productId !== undefined) return context.products.some((p) => p.id === event.productId);
      return finderMatches(context.products, context.query).length > context.highlighted;
    },
    typedIsValid: ({ context }) => {
      const slot = slotAt(context, context.active);
      return !!slot && !!context.field && 'slot' in typedValue(slot, context.field, context.draft);
    },
    canPaste: ({ context, event }) => event.type === 'grid.paste' && context.clipboard?.kind === event.scope,
  },
  actions: {
    load: assign(({ event }) => {
      if (event.type !== 'grid.load') return {};
      const slots: Record<string, GridSlot> = {};
      for (const s of event.slots) {
        if (s.row <= event.rows && s.column <= event.columns) {
          slots[slotKey(s.row, s.column)] = { product_id: s.product_id, product_name: s.product_name, sku: s.sku, item_layout_max: s.item_layout_max, par_level: s.par_level };
        }
      }
      return { rows: event.rows, columns: event.columns, slots, products: event.products, active: { row: 1, column: 1 }, clipboard: null, dirty: false, error: null, field: null, draft: '', query: '', highlighted: 0 };
    }),
    reshape: assign(({ context, event }) => {
      if (event.type !== 'grid.reshape') return {};
      const slots = Object.fromEntries(Object.entries(context.slots).filter(([key]) => {
        const [row, column] = key.split(':').map(Number) as [number, number];
        return row <= event.rows && column <= event.columns;
      }));
      return {
        rows: event.rows,
        columns: event.columns,
        slots,
        active: { row: Math.min(context.active.row, event.rows), column: Math.min(context.active.column, event.columns) },
        dirty: context.dirty || Object.keys(slots).length !== Object.keys(context.slots).length,
      };
    }),
    move: assign({ active: ({ context, event }) => (event.type === 'grid.move' ? moved(context, event.direction) : context.active) }),
    focus: assign({
      active: ({ context, event }) => (event.type === 'grid.focus' && event.row >= 1 && event.row <= context.rows && event.column >= 1 && event.column <= context.columns
        ? { row: event.row, column: event.column }
        : context.active),
    }),
    openFinder: assign(({ event }) => ({ query: event.type === 'grid.find.open' ? event.query : '', highlighted: 0, error: null })),
    typeQuery: assign(({ event }) => ({ query: event.type === 'grid.find.type' ? event.query : '', highlighted: 0 })),
    highlight: assign({
      highlighted: ({ context, event }) => {
        if (event.type !== 'grid.find.highlight') return context.highlighted;
        const count = finderMatches(context.products, context.query).length;
        return count ? (context.highlighted + event.step + count) % count : 0;
      },
    }),
    closeFinder: assign({ query: '', highlighted: 0 }),
    assignProduct: assign(({ context, event }) => {
      if (event.type !== 'grid.assign') return {};
      const product = event.productId !== undefined
        ? context.products.find((p) => p.id === event.productId)
        : finderMatches(context.products, context.query)[context.highlighted];
      if (!product) return {};
      const old = slotAt(context, context.active);
      const slot: GridSlot = {
        product_id: product.id,
        product_name: product.name,
        sku: product.sku,
        item_layout_max: old?.item_layout_max ?? DEFAULT_CAPACITY,
        par_level: old?.par_level ?? DEFAULT_PAR_LEVEL,
      };
      return { slots: withSlot(context.slots, context.active, slot), dirty: true };
    }),
    startEdit: assign(({ context, event }) => {
      if (event.type !== 'grid.edit') return {};
      const slot = slotAt(context, context.active)!;
      return { field: event.field, draft: event.value ?? String(slot[event.field]), error: null };
    }),
    editNext: assign(({ context, event }) => {
      if (event.type !== 'grid.edit.next') return {};
      const slot = slotAt(context, context.active)!;
      const result = typedValue(slot, context.field!, context.draft);
      if ('error' in result) return {};
      return { slots: withSlot(context.slots, context.active, result.slot), dirty: true, field: event.field, draft: String(result.slot[event.field]), error: null };
    }),
    typeDraft: assign(({ context, event }) => {
      if (event.type !== 'grid.edit.type') return {};
      const slot = slotAt(context, context.active);
      const result = slot && context.field ? typedValue(slot, context.field, event.value) : null;
      return { draft: event.value, error: result && 'error' in result ? result.error : null };
    }),
    commitEdit: assign(({ context }) => {
      const slot = slotAt(context, context.active)!;
      const result = typedValue(slot, context.field!, context.draft);
      if ('error' in result) return {};
      return { slots: withSlot(context.slots, context.active, result.slot), dirty: true, field: null, draft: '', error: null };
    }),
    refuseEdit: assign(({ context }) => {
      const slot = slotAt(context, context.active)!;
      const result = typedValue(slot, context.field!, context.draft);
      return { error: 'error' in result ? result.error : null };
    }),
    endEdit: assign({ field: null, draft: '', error: null }),
    copy: assign({
      clipboard: ({ context, event }) => {
        if (event.type !== 'grid.copy') return context.clipboard;
        if (event.scope === 'slot') return { kind: 'slot', slot: slotAt(context, context.active) };
        return { kind: 'row', slots: Array.from({ length: context.columns }, (_, i) => slotAt(context, { row: context.active.row, column: i + 1 })) };
      },
    }),
    paste: assign(({ context, event }) => {
      if (event.type !== 'grid.paste' || !context.clipboard) return {};
      if (context.clipboard.kind === 'slot') return { slots: withSlot(context.slots, context.active, context.clipboard.slot), dirty: true };
      let slots = context.slots;
      for (let column = 1; column <= context.columns; column++) {
        slots = withSlot(slots, { row: context.active.row, column }, context.clipboard.slots[column - 1] ?? null);
      }
      return { slots, dirty: true };
    }),
    clear: assign(({ context, event }) => {
      if (event.type !== 'grid.clear') return {};
      if (event.scope === 'slot') {
        return slotAt(context, context.active) ? { slots: withSlot(context.slots, context.active, null), dirty: true } : {};
      }
      let slots = context.slots;
      for (let column = 1; column <= context.columns; column++) slots = withSlot(slots, { row: context.active.row, column }, null);
      return { slots, dirty: context.dirty || slots !== context.slots };
    }),
  },
}).createMachine({
  id: 'planogramGrid',
  initial: 'navigating',
  context: {
    rows: 1,
    columns: 1,
    slots: {},
    active: { row: 1, column: 1 },
    clipboard: null,
    products: [],
    query: '',
    highlighted: 0,
    field: null,
    draft: '',
    error: null,
    dirty: false,
  },
  on: {
    'grid.load': { target: '.navigating', actions: 'load' },
    'grid.reshape': { target: '.navigating', actions: ['endEdit', 'closeFinder', 'reshape'] },
  },
  states: {
    navigating: {
      on: {
        'grid.move': { actions: 'move' },
        'grid.focus': { actions: 'focus' },
        'grid.find.open': { target: 'finding', actions: 'openFinder' },
        'grid.edit': { target: 'editing', guard: 'hasSlot', actions: 'startEdit' },
        'grid.copy': { actions: 'copy' },
        'grid.paste': { guard: 'canPaste', actions: 'paste' },
        'grid.clear': { actions: 'clear' },
      },
    },
    finding: {
      on: {
        'grid.find.type': { actions: 'typeQuery' },
        'grid.find.highlight': { actions: 'highlight' },
        'grid.assign': { target: 'navigating', guard: 'hasMatch', actions: ['assignProduct', 'closeFinder'] },
        'grid.find.cancel': { target: 'navigating', actions: 'closeFinder' },
        'grid.focus': { target: 'navigating', actions: ['closeFinder', 'focus'] },
      },
    },
    editing: {
      on: {
        'grid.edit.type': { actions: 'typeDraft' },
        'grid.edit.commit': [
          { target: 'navigating', guard: 'typedIsValid', actions: 'commitEdit' },
          { actions: 'refuseEdit' },
        ],
        'grid.edit.next': [
          { guard: 'typedIsValid', actions: 'editNext' },
          { actions: 'refuseEdit' },
        ],
        'grid.edit.cancel': { target: 'navigating', actions: 'endEdit' },
        'grid.focus': { target: 'navigating', actions: ['endEdit', 'focus'] },
      },
    },
  },
});
