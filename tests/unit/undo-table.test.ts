/**
 * The undo table (issue 56): one row per reversible action, each naming write actions of the
 * catalogue; the inverse's input is one its request accepts and carries the version the action
 * left (what makes a moved-on record refuse); undo.action lets in exactly the inverses' permissions.
 */
import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { UNDOABLE, inverseOf, undoAction, versionAfter } from '../../contract/actions/undo.ts';

const SAMPLES: Record<string, Record<string, unknown>> = {
  'update.vm_block_coils': { vending_machine_id: 3, coils: ['A1'], blocked: true, version: 4 },
  'change_status.refill_partner': { id: 3, status: 2, version: 4 },
  'delete.zone': { id: 3, version: 4 },
  'mark_in_transit.refill_plan': { id: 3, version: 4 },
};

describe('UNDOABLE', () => {
  it('has one row per action, each undone by a write action of the catalogue', () => {
    const names = UNDOABLE.map((e) => e.action.name);
    expect(new Set(names).size).toBe(names.length);
    for (const entry of UNDOABLE) {
      expect(CATALOGUE).toContain(entry.action);
      expect(CATALOGUE).toContain(entry.inverse);
      expect(entry.action.kind).toBe('write');
      expect(entry.inverse.kind).toBe('write');
      expect(inverseOf(entry.action.name)).toBe(entry);
    }
    expect(inverseOf('delete.user')).toBeUndefined();
  });

  it('builds an inverse input its request accepts, at the version the action left', () => {
    for (const entry of UNDOABLE) {
      const sample = SAMPLES[entry.action.name];
      expect(sample, `a sample for ${entry.action.name}`).toBeDefined();
      expect(is(sample, entry.action.request), entry.action.name).toBe(true);
      const left = versionAfter(entry, sample!, { data: { version: 5 } });
      expect(left).toBe(5);
      const inverse = entry.input(sample as never, left);
      expect(is(inverse, entry.inverse.request), entry.action.name).toBe(true);
      expect(inverse.version).toBe(5);
    }
  });

  it('undo.action lets in the holders of any inverse permission', () => {
    expect([...undoAction.permissions].sort()).toEqual([...new Set(UNDOABLE.flatMap((e) => e.inverse.permissions))].sort());
  });
});
