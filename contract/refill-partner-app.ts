/**
 * The refill-partner app's permissions (domain.md §6 "Refill-partner app permission sets"):
 * 17 ids in three groups, and the named presets a set of them is shown as. One pure function,
 * `presetOf`, says which preset a set matches (or Custom); `/link-refiller-permission/{id}`
 * ticks a preset's ids when one is chosen and shows `presetOf` of the ticks as the user edits.
 */
export const APP_PERMISSION_GROUPS = [
  {
    name: 'Refill',
    permissions: [
      { id: 1, name: 'Refill products' },
      { id: 2, name: 'Add/delete products in the plan' },
      { id: 3, name: 'Swap products' },
      { id: 4, name: 'Block/unblock motors' },
      { id: 5, name: 'Unlock/lock planogram products' },
      { id: 6, name: 'Change machine depth' },
      { id: 7, name: 'Set expiry' },
    ],
  },
  {
    name: 'Machine',
    permissions: [
      { id: 8, name: 'Get secret code for free vend and settings' },
      { id: 9, name: 'Maintenance mode' },
      { id: 10, name: 'Refill mode' },
      { id: 11, name: 'Restart machine' },
      { id: 12, name: 'See sales data' },
    ],
  },
  {
    name: 'Other',
    permissions: [
      { id: 13, name: 'Request product' },
      { id: 14, name: 'Transfer order' },
      { id: 15, name: 'Request order' },
      { id: 16, name: 'Direct sale' },
      { id: 17, name: 'Change PIN' },
    ],
  },
] as const;

export const APP_PERMISSION_IDS: readonly number[] = APP_PERMISSION_GROUPS.flatMap((g) => g.permissions.map((p) => p.id));

export const APP_PERMISSION_PRESETS = [
  { name: 'Restricted', ids: [1, 7, 13, 17] },
  { name: 'Essential', ids: [1, 2, 3, 7, 9, 10, 13, 17] },
  { name: 'Standard', ids: [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 15, 17] },
  { name: 'Full', ids: APP_PERMISSION_IDS },
] as const;

export type AppPermissionPreset = (typeof APP_PERMISSION_PRESETS)[number]['name'] | 'Custom';

/** The preset whose set is exactly these ids (order and repeats do not matter), else Custom. */
export function presetOf(ids: Iterable<number>): AppPermissionPreset {
  const chosen = new Set(ids);
  const match = APP_PERMISSION_PRESETS.find((p) => p.ids.length === chosen.size && p.ids.every((id) => chosen.has(id)));
  return match?.name ?? 'Custom';
}

/** The ids a preset ticks, in order. */
export function idsOfPreset(name: Exclude<AppPermissionPreset, 'Custom'>): number[] {
  return [...APP_PERMISSION_PRESETS.find((p) => p.name === name)!.ids];
}
