/** What the palette lists for an input: sections of items, best first. */
import type { Command, CommandContext, PaletteScope } from '../../../commands/registry.ts';
import { isCommandAllowed } from '../../../commands/registry.ts';
import { createSearchIndex } from '../../../commands/ranking.ts';
import { shortcutLabel } from '../../../commands/shortcuts.ts';
import { frecencyScores, topRecent, type Usage } from '../../../commands/recents.ts';
import { paths } from '../../platform/paths.ts';
import type { Ranked, SearchIndex } from '../../../commands/ranking.ts';
import { machineKey, type MachineRow } from './machine-index.ts';
import type { RememberedLabel } from './usage.ts';
import type { RemoteHit } from './remote-search.ts';
import { prefixHelp, recordSections, type RecordSectionsInput } from './record-items.ts';

export interface PaletteItem {
  key: string;
  title: string;
  subtitle?: string;
  shortcut?: string;
  /** Opened in a new tab by Ctrl+Enter. */
  href?: string;
  /** Machine status (1 Active, 2 Inactive, 3 Failed) for the dot beside a machine. */
  status?: number;
  /** A record's status as its screens name it ("Created"), shown beside it. */
  badge?: string;
  /** Typed into the palette instead of opening anything (a prefix listed under `?`). */
  input?: string;
  command?: Command;
}

export interface PaletteSection {
  heading: string;
  items: PaletteItem[];
}

export const MACHINE_RESULTS = 12;
const COMMAND_RESULTS_MIXED = 5;
const RECENT_COUNT = 6;

export const commandKey = (id: string) => `cmd:${id}`;

export interface PaletteInputs extends RecordSectionsInput {
  scope: PaletteScope;
  query: string;
  commands: readonly Command[];
  context: CommandContext;
  machines: SearchIndex<MachineRow> | null;
  machinesById: ReadonlyMap<number, MachineRow>;
  remote: RemoteHit[];
  usage: Usage;
  labels: Readonly<Record<string, RememberedLabel>>;
  now: number;
  mac: boolean;
}

function commandItem(command: Command, mac: boolean): PaletteItem {
  return {
    key: commandKey(command.id),
    title: command.title,
    shortcut: command.shortcut ? shortcutLabel(command.shortcut, mac) : undefined,
    href: command.href,
    command,
  };
}

export function machineItem(row: MachineRow): PaletteItem {
  return { key: machineKey(row[0]), title: row[1], subtitle: `${row[2]} · ${row[3]}`, href: paths.vmById(row[0]), status: row[4] };
}

const SECTION_ORDER = ['This screen', 'Navigation', 'Create', 'Console'];

export function paletteSections(input: PaletteInputs): PaletteSection[] {
  const visible = input.commands.filter((c) => isCommandAllowed(c, input.context));
  const recency = frecencyScores(input.usage, input.now);
  const rankCommandsWithTier = (query: string, limit?: number) => {
    const index = commandIndex(visible);
    index.setRecency(recency);
    return index.search(query, limit ?? visible.length);
  };
  const rankCommands = (query: string, limit?: number) => rankCommandsWithTier(query, limit).map((r) => commandItem(r.item, input.mac));

  switch (input.scope) {
    case 'shortcuts':
      return [
        {
          heading: 'Keyboard shortcuts',
          items: (input.query ? rankCommands(input.query) : visible.map((c) => commandItem(c, input.mac))).filter((i) => i.shortcut),
        },
        prefixHelp(input.query),
      ];
    case 'orders':
      return [{ heading: 'Orders', items: input.remote.map((h) => ({ ...h })) }];
    case 'users':
      return [{ heading: 'Users', items: input.remote.map((h) => ({ ...h })) }];
    case 'products':
      return [{ heading: 'Products', items: input.remote.map((h) => ({ ...h })) }];
    case 'commands':
      if (input.query) return [{ heading: 'Commands', items: rankCommands(input.query) }];
      return groupBySection(visible, input.mac);
    case 'all':
    default: {
      const records = recordSections(input);
      if (input.kind) return records.sections;
      if (!input.query) {
        const recent = recentItems(input, visible);
        return [{ heading: 'Recent', items: recent }, ...groupBySection(visible, input.mac)];
      }
      const commands = rankCommandsWithTier(input.query, COMMAND_RESULTS_MIXED);
      const commandSection = { heading: 'Commands', items: commands.map((r) => commandItem(r.item, input.mac)) };
      input.machines?.setRecency(recency);
      const machines = input.machines?.search(input.query, MACHINE_RESULTS) ?? [];
      const machineSection = { heading: 'Machines', items: machines.map((r) => machineItem(r.item)) };
      // The better match leads, so Enter opens it: "whitef" must open Whitefield's machine,
      // not a command that only matches fuzzily. Equal tiers keep commands first; records
      // lead only on a better match than both ("PO-000002" typed whole).
      const local = bestTier(machines) > bestTier(commands) ? [machineSection, commandSection] : [commandSection, machineSection];
      return records.tier > Math.max(bestTier(machines), bestTier(commands)) ? [...records.sections, ...local] : [...local, ...records.sections];
    }
  }
}

// The commands' index is kept while the same commands are visible: typing only searches it.
let lastCommandIndex: { commands: readonly Command[]; index: SearchIndex<Command> } | null = null;
function commandIndex(visible: readonly Command[]): SearchIndex<Command> {
  const same = lastCommandIndex?.commands.length === visible.length && lastCommandIndex.commands.every((c, i) => c === visible[i]);
  if (!same) {
    lastCommandIndex = { commands: visible, index: createSearchIndex(visible, { key: (c) => commandKey(c.id), fields: (c) => [c.title, ...(c.keywords ?? []), c.id] }) };
  }
  return lastCommandIndex!.index;
}

const bestTier = (ranked: readonly Ranked<unknown>[]) => ranked[0]?.tier ?? 0;

function groupBySection(commands: readonly Command[], mac: boolean): PaletteSection[] {
  return SECTION_ORDER.map((heading) => ({
    heading,
    items: commands.filter((c) => (c.section ?? 'Console') === heading).map((c) => commandItem(c, mac)),
  }));
}

function recentItems(input: PaletteInputs, visible: readonly Command[]): PaletteItem[] {
  const items: PaletteItem[] = [];
  for (const key of topRecent(input.usage, input.now, RECENT_COUNT * 2)) {
    if (items.length >= RECENT_COUNT) break;
    if (key.startsWith('cmd:')) {
      const command = visible.find((c) => commandKey(c.id) === key);
      if (command) items.push(commandItem(command, input.mac));
    } else if (key.startsWith('vm:')) {
      const row = input.machinesById.get(Number(key.slice(3)));
      if (row) items.push(machineItem(row));
      else if (input.labels[key] && input.machines === null) items.push({ key, ...input.labels[key] });
    } else if (input.labels[key]) {
      items.push({ key, ...input.labels[key] });
    }
  }
  return items;
}
