/**
 * The command palette (mod+k): commands, jump-to-machine, `#` orders, `@` users, `$` products, `?`
 * shortcuts. cmdk renders and handles the keys (arrows move, Enter runs, Escape closes);
 * we rank ourselves (commands/ranking.ts) with shouldFilter={false} and render a capped
 * list, so 100,000 machines stay within a frame per keystroke. Ctrl+Enter opens the
 * selected entry in a new tab.
 */
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Command as Cmdk } from 'cmdk';
import { runCommand, type Command } from '../../../commands/registry.ts';
import { PALETTE_PLACEHOLDER, SCOPE_PREFIX, parsePaletteInput } from '../../../commands/palette.ts';
import { isMacPlatform } from '../../../commands/shortcuts.ts';
import { shellActions, useShellState } from '../shell/shell-state.ts';
import { useCommands } from '../../platform/commands/commands-context.ts';
import { useSubscribedCommands } from './useSubscribedCommands.ts';
import { canJumpToMachines, useMachineIndex } from './machine-index.ts';
import { isRemoteKind, useRemoteSearch } from './remote-search.ts';
import { searchesRecords, useRecordSearch, type RecordSearchState } from './record-search.ts';
import { RECORD_SEARCH_MESSAGES } from '../../../contract/record-kinds.ts';
import { paletteSections, type PaletteItem } from './palette-items.ts';
import { readLabels, readUsage, rememberUse } from './usage.ts';
import { AskSteps } from './AskSteps.tsx';
import type { AskStep } from '../../../commands/ask.ts';

const mac = typeof navigator !== 'undefined' && isMacPlatform(navigator.platform);
/** The keys cmdk moves the selection with (vim bindings off). */
const MOVE_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);
const STATUS_DOT: Record<number, string> = { 1: 'bg-green-500', 2: 'bg-slate-400', 3: 'bg-red-500' };

export function Palette() {
  const { open, scope } = useShellState((s) => s.palette);
  return (
    <Dialog open={open} onClose={shellActions.closePalette} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[12vh]">
        <DialogPanel className="w-full max-w-2xl overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl">
          <DialogTitle className="sr-only">Command palette</DialogTitle>
          {/* Mounted while open, so each opening starts from the scope asked for ("?" for the
              shortcuts list, etc.), and a keystroke re-renders the body, not the dialog. */}
          {open && <PaletteBody key={scope} initialInput={SCOPE_PREFIX[scope]} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function PaletteBody({ initialInput }: { initialInput: string }) {
  const { context } = useCommands();
  const commands = useSubscribedCommands();
  const [input, setInput] = useState(initialInput);

  const canJump = canJumpToMachines(context.permissions);
  const machines = useMachineIndex(canJump);
  const { scope, query, kind } = parsePaletteInput(input);
  const remoteKind = isRemoteKind(scope) ? scope : null;
  const remote = useRemoteSearch(remoteKind, query, context.permissions);
  const records = useRecordSearch(scope === 'all', query, kind ?? null);

  const sections = useMemo(
    () =>
      paletteSections({
        scope,
        query,
        commands,
        context,
        machines: canJump ? machines.index : null,
        machinesById: machines.byId,
        remote: remote.hits,
        kind,
        records: records.groups,
        usage: readUsage(),
        labels: readLabels(),
        now: Date.now(),
        mac,
      }),
    // machines.revision: statuses patched in place by the live feed.
    [scope, query, commands, context, canJump, machines.index, machines.byId, machines.revision, remote.hits, kind, records.groups], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const all = sections.flatMap((s) => s.items);
  // The selection is ours, not cmdk's: the first entry of new results is selected in the same
  // render that shows them. Left to cmdk, a keystroke selected it a render later and scrolled it
  // into view, forcing a layout inside the keystroke's script (about a tenth of its time).
  // An entry picked with the arrows or the pointer stays selected while it is still listed.
  const [picked, setPicked] = useState<{ input: string; key: string } | null>(null);
  const selected = picked && picked.input === input && all.some((item) => item.key === picked.key) ? picked.key : (all[0]?.key ?? '');
  // With its value controlled, cmdk scrolls the entry selected before the move into view, so
  // an entry reached with the keys is scrolled to here (with its group's heading when first).
  const listRef = useRef<HTMLDivElement>(null);
  const movedByKey = useRef(false);
  useLayoutEffect(() => {
    if (!movedByKey.current || !picked) return;
    movedByKey.current = false;
    const entry = listRef.current?.querySelector(`[cmdk-item][data-value="${CSS.escape(picked.key)}"]`);
    if (!entry) return;
    if (entry.parentElement?.firstElementChild === entry) entry.closest('[cmdk-group]')?.querySelector('[cmdk-group-heading]')?.scrollIntoView({ block: 'nearest' });
    entry.scrollIntoView({ block: 'nearest' });
  }, [picked]);
  // A command that asks for its arguments keeps the palette open on its steps (AskSteps.tsx).
  const [asking, setAsking] = useState<{ command: Command; steps: readonly AskStep[] } | null>(null);
  const choose = (item: PaletteItem, newTab: boolean) => {
    if (item.input !== undefined) {
      setInput(item.input);
      return;
    }
    rememberUse(item.key, item.command ? undefined : { title: item.title, subtitle: item.subtitle, href: item.href ?? '/' });
    const steps = !newTab && item.command?.ask?.(context);
    if (item.command && steps && steps.length > 0) {
      setAsking({ command: item.command, steps });
      return;
    }
    shellActions.closePalette();
    if (newTab && item.href) {
      context.openInNewTab(item.href);
      return;
    }
    if (item.command) runCommand(item.command, context);
    else if (item.href) context.navigate(item.href);
  };

  // Rows are memoised: they call the latest `choose` through one stable function.
  const latestChoose = useRef(choose);
  useLayoutEffect(() => {
    latestChoose.current = choose;
  });
  const onChoose = useCallback((item: PaletteItem, newTab: boolean) => latestChoose.current(item, newTab), []);

  const hint = statusHint(scope, query, canJump, machines.status, remote) ?? recordHint(kind, query, records, all.length);

  // New results start at the top, wherever the wheel or the arrows had scrolled the list.
  const listScrolled = useRef(false);
  useLayoutEffect(() => {
    if (!listScrolled.current || !listRef.current) return;
    listRef.current.scrollTop = 0;
    listScrolled.current = false;
  }, [scope, query]);

  if (asking) {
    return (
      <AskSteps
        title={asking.command.title}
        steps={asking.steps}
        onBack={() => setAsking(null)}
        onDone={(answers) => {
          shellActions.closePalette();
          runCommand(asking.command, context, answers);
        }}
      />
    );
  }

  return (
    <Cmdk
      label="Command palette"
      shouldFilter={false}
      loop
      vimBindings={false}
      value={selected}
      onValueChange={(key) => setPicked({ input, key })}
      onKeyDown={(event) => {
        // Each key says anew whether the pick that follows comes from the keys.
        movedByKey.current = MOVE_KEYS.has(event.key);
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          const item = all.find((i) => i.key === selected);
          if (item) choose(item, true);
        }
      }}
    >
      <Cmdk.Input
        autoFocus
        value={input}
        onValueChange={setInput}
        placeholder={PALETTE_PLACEHOLDER}
        className="w-full border-b border-slate-200 px-4 py-3 text-base text-slate-900 outline-none placeholder:text-slate-400"
      />
      {/* cmdk measures its inner "sizer" for a --cmdk-list-height variable we do not use: each
          keystroke that changed the list's height cost a second frame (resize observer, then a
          requestAnimationFrame and a style pass). With no box of its own the sizer never resizes. */}
      <Cmdk.List
        ref={listRef}
        onScroll={(event) => (listScrolled.current = event.currentTarget.scrollTop > 0)}
        className="max-h-[60vh] overflow-y-auto p-2 [&>[cmdk-list-sizer]]:contents"
      >
        {hint && <div className="px-3 py-2 text-sm text-slate-500">{hint}</div>}
        {/* Groups are keyed by position too: the first key typed turns the commands listed by
            section into "Commands" and "Machines", and rewriting the first groups in place costs
            a few milliseconds less than building new ones. */}
        {sections
          .filter((section) => section.items.length > 0)
          .map((section, position) => (
            <Cmdk.Group
              key={position}
              heading={section.heading}
              className="mb-1 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:tracking-wide [&_[cmdk-group-heading]]:text-slate-500 [&_[cmdk-group-heading]]:uppercase"
            >
              {/* Keyed by position: a keystroke that brings new results rewrites the rows in
                  place instead of removing and mounting them (and their cmdk registrations). */}
              {section.items.map((item, position) => (
                <PaletteRow key={position} item={item} onChoose={onChoose} />
              ))}
            </Cmdk.Group>
          ))}
        {!hint && all.length === 0 && <Cmdk.Empty className="px-3 py-6 text-center text-sm text-slate-500">No results</Cmdk.Empty>}
      </Cmdk.List>
      <div className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-200 bg-slate-50 px-4 py-2 text-xs text-slate-500">
        <span>↑↓ move</span>
        <span>Enter open</span>
        <span>{mac ? '⌘' : 'Ctrl'}+Enter new tab</span>
        <span>Esc close</span>
        <span>&gt; commands · # orders · @ users · $ products · po: sup: … records · ? shortcuts and prefixes</span>
      </div>
    </Cmdk>
  );
}

/**
 * One entry. Memoised on the item (entries are rebuilt per keystroke, so compared by what
 * they show): while the query grows, most rows stay and React skips them.
 */
const PaletteRow = memo(
  function PaletteRow({ item, onChoose }: { item: PaletteItem; onChoose: (item: PaletteItem, newTab: boolean) => void }) {
    return (
      <Cmdk.Item
        value={item.key}
        onSelect={() => onChoose(item, false)}
        className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-slate-800 data-[selected=true]:bg-indigo-50 data-[selected=true]:text-indigo-900"
      >
        {item.status !== undefined && <span aria-hidden="true" className={`h-2 w-2 shrink-0 rounded-full ${STATUS_DOT[item.status] ?? 'bg-slate-300'}`} />}
        <span className="min-w-0 flex-1">
          <span className="block truncate">{item.title}</span>
          {item.subtitle && <span className="block truncate text-xs text-slate-500">{item.subtitle}</span>}
        </span>
        {item.badge && <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{item.badge}</span>}
        {item.shortcut && <kbd className="rounded border border-slate-200 bg-slate-50 px-1.5 py-0.5 font-mono text-xs text-slate-600">{item.shortcut}</kbd>}
      </Cmdk.Item>
    );
  },
  (a, b) =>
    a.onChoose === b.onChoose &&
    a.item.key === b.item.key &&
    a.item.title === b.item.title &&
    a.item.subtitle === b.item.subtitle &&
    a.item.status === b.item.status &&
    a.item.badge === b.item.badge &&
    a.item.shortcut === b.item.shortcut &&
    a.item.command === b.item.command,
);

/** While only records can answer (a `po:` prefix, or nothing else matched): searching, or why not. */
function recordHint(kind: string | undefined, query: string, records: RecordSearchState, listed: number): string | null {
  if (records.status === 'error') return records.message;
  if (listed > 0) return null;
  if (kind && !searchesRecords(query)) return RECORD_SEARCH_MESSAGES.tooShort;
  if (records.status === 'loading') return 'Searching records...';
  if (kind && records.status === 'ready' && query) return 'No matches';
  return null;
}

function statusHint(
  scope: string,
  query: string,
  canJump: boolean,
  machineStatus: string,
  remote: ReturnType<typeof useRemoteSearch>,
): string | null {
  if (isRemoteKind(scope)) {
    if ('message' in remote) return remote.message;
    if (remote.status === 'loading' && remote.hits.length === 0) return 'Searching...';
    if (remote.status === 'ready' && remote.hits.length === 0) return query ? 'No matches' : null;
    return null;
  }
  if (scope === 'all' && query && canJump && machineStatus === 'loading') return 'Loading machines...';
  return null;
}
