/**
 * The command registry behind the palette and the hotkeys (DESIGN.md "Keyboard first").
 * - registry.ts: Command, the permission + availability gate, the registry itself.
 * - shortcuts.ts: one shortcut string = the hotkeys-js binding and the label.
 * - navigation.ts: "Go to …" / "Add …" commands derived from the route table (passed in).
 * - shell.ts: the console's own commands (palette mod+k, shortcuts, sidebar, sign-out).
 * - ranking.ts: exact > prefix > word > fuzzy ranking, fast enough for 100,000 machines.
 * - recents.ts: recent and frequent entries first.
 * Screens add their own commands through `useScreenCommands` (src/app/palette/).
 */
export * from './registry.ts';
export * from './shortcuts.ts';
export * from './navigation.ts';
export * from './shell.ts';
export * from './ranking.ts';
export * from './recents.ts';
export * from './palette.ts';
