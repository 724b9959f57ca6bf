/**
 * The undo table (issue 56): one row per reversible action, each naming write actions of the
 * catalogue; the inverse's input is one its request accepts and carries the version the action
 * left (what makes a moved-on record refuse); undo.action lets in exactly the inverses' permissions.
 */
import { describe, expect, it } from 'vitest';
import { is } from 'superstruct';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { UNDOABLE, inverseOf, inverseOfCall, undoAction, versionAfter } from '../../contract/actions/undo.ts';

const SAMPLES: Record<string, Record<string, unknown>> = {
  'update.vm_block_coils': { vending_machine_id: 3, coils: ['A1'], blocked: true, version: 4 },
  'change_status.refill_partner': { id: 3, status: 2, version: 4 },
  'update.vending_machine_status': { id: 3, status: 2, version: 4 },
  'change.user_status': { id: 3, is_active: false, version: 4 },
  'change_status.discount': { id: 3, status_action: 'PAUSE', version: 4 },
  'change_status.advertisement': { id: 3, status_action: 'PAUSE', version: 4 },
  'link.hardware_board': { id: 3, version: 4, vending_machine_id: 9 },
  'unlink.hardware_board': { id: 3, version: 4 },
  'assign_partner.refill_plan': { id: 3, version: 4, refill_partner_id: 8 },
  'link.vm_refill_partner': { id: 3, refill_partner_id: 8 },
  'unlink.vm_refill_partner': { id: 3, refill_partner_id: 8 },
  'delete.zone': { id: 3, version: 4 },
  'mark_in_transit.refill_plan': { id: 3, version: 4 },
};
/** Every soft delete is called the same way. */
const sampleOf = (name: string) => SAMPLES[name] ?? (name.startsWith('delete.') ? { id: 3, version: 4 } : undefined);
/** The record as the action found it, for the inverses that put a value back. */
const BEFORE = { status: 1, refill_partner_id: 7, vending_machine_id: 9 };

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
      const sample = sampleOf(entry.action.name);
      expect(sample, `a sample for ${entry.action.name}`).toBeDefined();
      expect(is(sample, entry.action.request), entry.action.name).toBe(true);
      const left = versionAfter(entry, sample!, { data: { version: 5 } });
      expect(left).toBe(5);
      const inverse = entry.input(sample as never, left, BEFORE);
      expect(is(inverse, entry.inverse.request), entry.action.name).toBe(true);
      expect(inverse?.version).toBe(5);
    }
  });

  it("steps an offer's or ad's status back only where its lifecycle has the step, and never an Expire", () => {
    for (const name of ['change_status.discount', 'change_status.advertisement']) {
      const entry = inverseOf(name)!;
      const back = (status_action: string, status: number) => entry.input({ id: 3, version: 4, status_action } as never, 5, { status })?.status_action ?? null;
      expect(back('PAUSE', 1)).toBe('RESUME');
      expect(back('SUSPEND', 1)).toBe('RESUME');
      expect(back('RESUME', 2)).toBe('PAUSE');
      expect(back('RESUME', 3)).toBe('SUSPEND');
      expect(back('SUSPEND', 2)).toBeNull();
      expect(inverseOfCall(name, { id: 3, version: 4, status_action: 'EXPIRE' })).toBeUndefined();
      expect(inverseOfCall(name, { id: 3, version: 4, status_action: 'PAUSE' })).toBe(entry);
    }
  });

  it('undo.action lets in the holders of any inverse permission', () => {
    expect([...undoAction.permissions].sort()).toEqual([...new Set(UNDOABLE.flatMap((e) => e.inverse.permissions))].sort());
  });
});
