import { describe, expect, it } from 'vitest';
import { APP_PERMISSION_GROUPS, APP_PERMISSION_IDS, APP_PERMISSION_PRESETS, idsOfPreset, presetOf } from '../../contract/refill-partner-app.ts';

describe('refill-partner app permissions', () => {
  it('are the ids 1–17 in the groups Refill 1–7, Machine 8–12, Other 13–17', () => {
    expect(APP_PERMISSION_IDS).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(APP_PERMISSION_GROUPS.map((g) => [g.name, g.permissions[0].id, g.permissions.at(-1)!.id])).toEqual([
      ['Refill', 1, 7], ['Machine', 8, 12], ['Other', 13, 17],
    ]);
  });

  it('name each preset by its exact set, in any order', () => {
    expect(presetOf([1, 7, 13, 17])).toBe('Restricted');
    expect(presetOf([17, 13, 10, 9, 7, 3, 2, 1])).toBe('Essential');
    expect(presetOf([1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 15, 17])).toBe('Standard');
    expect(presetOf(APP_PERMISSION_IDS)).toBe('Full');
    for (const preset of APP_PERMISSION_PRESETS) expect(presetOf(idsOfPreset(preset.name))).toBe(preset.name);
  });

  it('call every other combination Custom, including one more or one fewer than a preset', () => {
    expect(presetOf([])).toBe('Custom');
    expect(presetOf([1, 7, 13])).toBe('Custom');
    expect(presetOf([1, 7, 13, 17, 5])).toBe('Custom');
    expect(presetOf(APP_PERMISSION_IDS.filter((id) => id !== 16))).toBe('Custom');
    // Every set one tick away from a preset is Custom (no two presets are one tick apart).
    for (const preset of APP_PERMISSION_PRESETS) {
      for (const id of APP_PERMISSION_IDS) {
        const toggled = new Set(preset.ids);
        if (toggled.has(id)) toggled.delete(id);
        else toggled.add(id);
        expect(presetOf(toggled), `${preset.name} toggling ${id}`).toBe('Custom');
      }
    }
  });

  it('reads repeats as one tick', () => {
    expect(presetOf([1, 1, 7, 13, 17, 17])).toBe('Restricted');
  });
});
