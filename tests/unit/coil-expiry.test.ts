import { describe, expect, it } from 'vitest';
import { coilExpiry } from '../../server/records/refill-execution.ts';

describe("a coil's best-before day after a refill", () => {
  it('is the earlier of the kept and the loaded units', () => {
    expect(coilExpiry('2026-12-15', 3, '2027-01-31', 2, 5)).toBe('2026-12-15');
    expect(coilExpiry('2027-02-01', 3, '2027-01-31', 2, 5)).toBe('2027-01-31');
  });

  it('is the loaded units’ when nothing was kept, and the kept ones’ when nothing was loaded', () => {
    expect(coilExpiry('2026-11-01', 0, '2027-03-31', 3, 3)).toBe('2027-03-31');
    expect(coilExpiry('2026-11-01', 4, '2027-03-31', 0, 4)).toBe('2026-11-01');
  });

  it('is unknown for an empty coil, or when no date was given', () => {
    expect(coilExpiry('2026-11-01', 0, '2027-03-31', 0, 0)).toBeNull();
    expect(coilExpiry(null, 0, null, 3, 3)).toBeNull();
    expect(coilExpiry(null, 2, '2027-01-01', 3, 5)).toBe('2027-01-01');
  });
});
