import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../../commands/registry.ts';
import { parsePaletteInput } from '../../commands/palette.ts';
import { recordUse } from '../../commands/recents.ts';
import { recordKey } from '../../commands/record-ranking.ts';
import { buildMachineIndex, type MachineRow } from '../../src/app/palette/machine-index.ts';
import { paletteSections, type PaletteInputs } from '../../src/app/palette/palette-items.ts';
import type { RecordKind } from '../../contract/record-kinds.ts';

const MACHINES: MachineRow[] = [[1, 'Powai Hostel 12', 'VM-00002', 'Powai, Mumbai', 1]];
const PO = { kind: 'purchase_order' as RecordKind, label: 'Purchase orders', hits: [{ id: 2, title: 'PO-000002', subtitle: null, status: 'Created', path: '/purchase-order/2' }] };
const SUPPLIERS = { kind: 'supplier' as RecordKind, label: 'Suppliers', hits: [{ id: 5, title: 'Powai Traders', subtitle: null, status: null, path: '/supplier/5' }] };

function sections(input: string, records = [PO, SUPPLIERS], usage = {}) {
  const { scope, query, kind } = parsePaletteInput(input);
  const inputs: PaletteInputs = {
    scope, query, kind, records, commands: [], context: { permissions: [] } as unknown as CommandContext,
    machines: buildMachineIndex(MACHINES), machinesById: new Map(MACHINES.map((m) => [m[0], m])),
    remote: [], usage, labels: {}, now: 1_000, mac: false,
  };
  return paletteSections(inputs).filter((s) => s.items.length);
}

describe('records in the palette', () => {
  it('reads a kind prefix ("po: 2") and leaves other input alone', () => {
    expect(parsePaletteInput('po: 000002')).toEqual({ scope: 'all', query: '000002', kind: 'purchase_order' });
    expect(parsePaletteInput('SUP:acme')).toEqual({ scope: 'all', query: 'acme', kind: 'supplier' });
    expect(parsePaletteInput('note: hi')).toEqual({ scope: 'all', query: 'note: hi' });
    expect(parsePaletteInput('PO-000002')).toEqual({ scope: 'all', query: 'PO-000002' });
  });

  it('a number typed whole puts its record first, with its status, so Enter opens it', () => {
    const result = sections('PO-000002');
    expect(result[0]!.heading).toBe('Purchase orders');
    expect(result[0]!.items[0]).toMatchObject({ title: 'PO-000002', badge: 'Created', href: '/purchase-order/2' });
  });

  it('a better machine match keeps machines ahead of the records', () => {
    expect(sections('powai hostel', [SUPPLIERS]).map((s) => s.heading)).toEqual(['Machines', 'Suppliers']);
  });

  it('a kind prefix lists only that kind', () => {
    expect(sections('sup: powai').map((s) => s.heading)).toEqual(['Suppliers']);
  });

  it('what the user opened lately leads among the groups', () => {
    const records = (usage: object) => sections('po', [PO, SUPPLIERS], usage).map((s) => s.heading).filter((h) => h !== 'Machines');
    expect(records({})).toEqual(['Purchase orders', 'Suppliers']);
    expect(records(recordUse({}, recordKey('supplier', 5), 900))).toEqual(['Suppliers', 'Purchase orders']);
  });

  it('lists every prefix under ?', () => {
    const help = sections('?').find((s) => s.heading === 'Search prefixes');
    expect(help?.items.map((i) => i.title)).toEqual(expect.arrayContaining(['# Orders', 'po: Purchase orders', 'sup: Suppliers']));
    expect(help?.items.find((i) => i.title === 'po: Purchase orders')?.input).toBe('po: ');
  });
});
