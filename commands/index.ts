/**
 * The command registry behind the palette and the hotkeys (DESIGN.md "Keyboard first").
 * - registry.ts: Command, the permission + availability gate, the registry itself.
 * - shortcuts.ts: one shortcut string = the hotkeys-js binding and the label.
 * - navigation.ts: "Go to …" / "Add …" commands derived from the route table (passed in).
 * - shell.ts: the console's own commands (palette mod+k, shortcuts, sidebar, sign-out).
 * - ranking.ts: exact > prefix > word > fuzzy ranking, fast enough for 100,000 machines.
 * - recents.ts: recent and frequent entries first.
 * - record.ts: commands on a record, bound to a contract action (and a lifecycle event).
 * Record commands live in records/ (lifecycle steps and record actions); screens bind theirs
 * with `useRecordCommands` / `useRecordActions` (src/platform/commands/).
 */
export * from './registry.ts';
export * from './shortcuts.ts';
export * from './navigation.ts';
export * from './shell.ts';
export * from './ranking.ts';
export * from './recents.ts';
export * from './palette.ts';
