/**
 * Jump-to-machine (DESIGN.md "Keyboard first"): every machine the caller may see as one
 * compact row, so the palette ranks 100,000 machines in the browser without a round trip
 * per keystroke. Kept fresh by the vm-status live feed.
 */
import { define, enums, integer, min, number, object, string, tuple, type Infer } from 'superstruct';
import { defineAction } from '../action.ts';

/** [id, name, code, location, status (1 Active, 2 Inactive, 3 Failed)] */
export const MachineIndexRow = tuple([number(), string(), string(), string(), enums([1, 2, 3])]);
type Row = Infer<typeof MachineIndexRow>;

const isRow = (row: unknown): row is Row =>
  Array.isArray(row) && row.length === 5 && typeof row[0] === 'number' && typeof row[1] === 'string' &&
  typeof row[2] === 'string' && typeof row[3] === 'string' && (row[4] === 1 || row[4] === 2 || row[4] === 3);

/**
 * MachineIndexRow[], checked in one plain loop: superstruct checking each of 100,000 tuples
 * field by field took about 0.4 s in Chromium, before the palette could search them.
 */
export const MachineIndexRows = define<Row[]>('MachineIndexRow[]', (value) => {
  if (!Array.isArray(value)) return 'Expected an array of machine rows';
  const bad = value.findIndex((row) => !isRow(row));
  return bad === -1 || `Row ${bad} is not [id, name, code, location, status 1, 2 or 3]: ${JSON.stringify(value[bad])?.slice(0, 100)}`;
});

export const listVendingMachineIndex = defineAction({
  area: 'vending-machine-management',
  name: 'list.vending_machine_index',
  kind: 'read',
  summary:
    'Every non-deleted machine the caller may see as [id, name, code, location, status] rows (no paging), for the palette\'s jump-to-machine.',
  permissions: ['PERM_VIEW_VENDING_MACHINE'],
  request: object({}),
  response: object({ data: MachineIndexRows, total: min(integer(), 0) }),
});
