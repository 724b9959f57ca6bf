import { describe, expect, it } from 'vitest';
import type { Command, CommandContext } from '../../commands/registry.ts';
import { buildMachineIndex, type MachineRow } from '../../src/app/palette/machine-index.ts';
import { paletteSections, type PaletteInputs } from '../../src/app/palette/palette-items.ts';

const go = (title: string, href: string, keywords: string[] = []): Command => ({
  id: `go.${href.slice(1)}`, title, keywords, permissions: [], href, section: 'Navigation', run: () => undefined,
});
// The keywords the route table really gives this command: "whitef" matches them fuzzily.
const WAREHOUSE_ORDER_KEYWORDS = ['material transfer', 'shipping order', 'supplier return', 'bin discarded', 'store return', 'transfers', 'Warehouse Management', 'Warehouse Orders', '/warehouse-orders'];
const COMMANDS = [go('Go to Warehouse Orders', '/warehouse-orders', WAREHOUSE_ORDER_KEYWORDS), go('Go to Vending Machines', '/vm', ['machines'])];
const MACHINES: MachineRow[] = [
  [1, 'Whitefield Gym 11', 'VM-00061', 'Whitefield, Bengaluru', 1],
  [2, 'Powai Hostel 12', 'VM-00068', 'Powai, Mumbai', 1],
];
const context = { permissions: [] } as unknown as CommandContext;

function sections(query: string, commands = COMMANDS, rows = MACHINES) {
  const machines = buildMachineIndex(rows);
  const input: PaletteInputs = {
    scope: 'all', query, commands, context, machines, machinesById: new Map(rows.map((m) => [m[0], m])),
    remote: [], usage: {}, labels: {}, now: 0, mac: false,
  };
  return paletteSections(input).filter((s) => s.items.length);
}

describe('palette sections in the unscoped search', () => {
  it('puts machines first when a machine matches better than any command, so Enter opens it', () => {
    const result = sections('whitef');
    expect(result.map((s) => s.heading)).toEqual(['Machines', 'Commands']);
    expect(result[0].items[0].href).toBe('/vm/1');
  });

  it('keeps commands first when a command matches at least as well', () => {
    const result = sections('go to ware');
    expect(result[0].heading).toBe('Commands');
    expect(result[0].items[0].href).toBe('/warehouse-orders');
  });

  it('renders at most 5 commands and 12 machines for a query: every row costs time on each keystroke', () => {
    const manyCommands = Array.from({ length: 20 }, (_, i) => go(`Go to Gym Report ${i}`, `/gym-${i}`));
    const manyMachines: MachineRow[] = Array.from({ length: 1500 }, (_, i) => [i + 1, `Gym ${i}`, `VM-${i}`, 'Whitefield, Bengaluru', 1]);
    const result = sections('gym', manyCommands, manyMachines);
    expect(Object.fromEntries(result.map((s) => [s.heading, s.items.length]))).toEqual({ Machines: 12, Commands: 5 });
  });
});
