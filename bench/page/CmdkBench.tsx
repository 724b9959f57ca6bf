/**
 * The comparison for the palette: cmdk with its default filter (command-score, every item
 * mounted, sorted in the DOM) over the same items the console's palette ranks: every
 * command title and every machine as [id, name, code, location, status].
 */
import { useEffect, useState } from 'react';
import { Command } from 'cmdk';
import { markMountedAfterPaint } from './mounted.ts';

export interface PaletteItems {
  commands: string[];
  machines: [number, string, string, string, number][];
}

const itemClass = 'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 data-[selected=true]:bg-indigo-50';

export function CmdkBench() {
  const [items, setItems] = useState<PaletteItems | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    // Shown rather than lost: the bench would otherwise wait for a palette that never mounts.
    fetch('./items.json')
      .then((r) => r.json() as Promise<PaletteItems>)
      .then(setItems, (error: unknown) => setFailure(String(error)));
  }, []);
  useEffect(() => {
    if (items) markMountedAfterPaint();
  }, [items]);
  if (failure) return <p role="alert" className="p-4">Could not load items.json: {failure}</p>;
  if (!items) return <p className="p-4">Loading items…</p>;
  return (
    <div className="mx-auto mt-[12vh] max-w-2xl overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl">
      <Command label="Command palette (cmdk default filter)" loop>
        <Command.Input autoFocus placeholder="Search" className="w-full border-b border-slate-200 px-4 py-3 text-base outline-none" />
        <Command.List className="max-h-[60vh] overflow-y-auto p-2">
          <Command.Empty className="px-3 py-6 text-center text-sm text-slate-500">No results</Command.Empty>
          <Command.Group heading="Commands">
            {items.commands.map((title) => (
              <Command.Item key={title} value={`cmd ${title}`} className={itemClass}>
                {title}
              </Command.Item>
            ))}
          </Command.Group>
          <Command.Group heading="Machines">
            {items.machines.map(([id, name, code, location]) => (
              <Command.Item key={id} value={`${name} ${code} ${location} ${id}`} className={itemClass}>
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{name}</span>
                  <span className="block truncate text-xs text-slate-500">
                    {code} · {location}
                  </span>
                </span>
              </Command.Item>
            ))}
          </Command.Group>
        </Command.List>
      </Command>
    </div>
  );
}
