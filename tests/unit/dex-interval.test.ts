import { describe, expect, it } from 'vitest';
import type { DexCash, DexSelection } from '../../contract/dex.ts';
import { computeInterval, type IntervalAudit } from '../../server/dex/interval.ts';

const sel = (selection: string, vends: number, value: number, interval?: [number, number]): DexSelection =>
  ({ selection, price: 20, product: null, vends, value, interval_vends: interval?.[0] ?? null, interval_value: interval?.[1] ?? null, capacity: null, level: null, test_vends: null, free_vends: null });
const cash = (cash_in: number, to_tubes: number, interval_cash_in: number | null = null): DexCash => ({
  cash_sales_value: null, cash_sales_vends: null, cash_in, cash_to_box: cash_in - to_tubes, cash_to_tubes: to_tubes, bills_in: null,
  interval_cash_in, interval_cash_to_box: null, interval_cash_to_tubes: null, interval_bills_in: null, cash_dispensed: null,
  cashless_value: null, cashless_vends: null,
  cash_manually_dispensed: null, cash_filled: null, tube_contents: null, interval_cashless_value: null, interval_cashless_vends: null,
});
function audit(id: number, day: number, selections: DexSelection[], more: Partial<IntervalAudit> = {}): IntervalAudit {
  return {
    id, read_at: new Date(Date.UTC(2026, 10, day, 9)), selections,
    paid_vends: selections.reduce((n, s) => n + s.vends, 0), paid_value: selections.reduce((n, s) => n + s.value, 0),
    cash: null, cashless_value: null, ...more,
  };
}

describe('DEX interval', () => {
  it('is this audit minus the previous one, per selection, in money and in the cash meters', () => {
    const previous = audit(1, 1, [sel('11', 10, 200), sel('12', 5, 150)], { cash: cash(300, 40), cashless_value: 50 });
    const current = audit(2, 4, [sel('11', 14, 280), sel('12', 5, 150), sel('13', 2, 60)], { cash: cash(420, 60), cashless_value: 70 });
    const interval = computeInterval(current, previous);
    expect(interval).toMatchObject({
      previous_audit_id: 1, days: 3, paid_vends: 6, paid_value: 140, cash_in: 120, cash_to_tubes: 20, cashless_value: 20, resets: [],
    });
    // A selection the previous audit lacked counts from nothing.
    expect(interval.selections).toEqual([{ selection: '11', vends: 4, value: 80 }, { selection: '12', vends: 0, value: 0 }, { selection: '13', vends: 2, value: 60 }]);
  });

  it('takes a reset counter from the audit’s own interval counters and names it, never a negative sale', () => {
    const previous = audit(1, 1, [sel('11', 100, 2000), sel('12', 50, 1000)], { cash: cash(3000, 0) });
    const current = audit(2, 2, [sel('11', 3, 60, [3, 60]), sel('12', 55, 1100, [5, 100])], {
      paid_vends: 58, paid_value: 1160, totals: { interval_paid_vends: 8, interval_paid_value: 160 }, cash: cash(100, 0, 90),
    });
    const interval = computeInterval(current, previous);
    expect(interval.selections).toEqual([{ selection: '11', vends: 3, value: 60 }, { selection: '12', vends: 5, value: 100 }]);
    expect(interval.paid_vends).toBe(8);
    expect(interval.paid_value).toBe(160);
    expect(interval.cash_in).toBe(90);
    expect(interval.resets).toEqual(['VA1', 'CA3', 'PA2 11']);
  });

  it('without interval counters, a reset counts what the counter holds since the reset and is flagged', () => {
    const previous = audit(1, 1, [sel('11', 100, 2000)], { cashless_value: 500 });
    const current = audit(2, 2, [sel('11', 4, 80)], { cashless_value: 30 });
    const interval = computeInterval(current, previous);
    expect(interval.paid_vends).toBe(4);
    expect(interval.selections[0]).toEqual({ selection: '11', vends: 4, value: 80 });
    expect(interval.cashless_value).toBe(30);
    expect(interval.resets).toEqual(['VA1', 'PA2 11', 'DA2']);
    expect(Math.min(interval.paid_vends, interval.paid_value, ...interval.selections.map((s) => s.vends))).toBeGreaterThanOrEqual(0);
  });

  it('leaves a meter null when either audit lacks it', () => {
    const interval = computeInterval(audit(2, 2, [sel('11', 2, 40)], { cash: cash(40, 0) }), audit(1, 1, [sel('11', 1, 20)]));
    expect(interval.cash_in).toBeNull();
    expect(interval.cashless_value).toBeNull();
  });
});
