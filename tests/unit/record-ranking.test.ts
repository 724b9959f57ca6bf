import { describe, expect, it } from 'vitest';
import { TIER } from '../../commands/ranking.ts';
import { bestRecordTier, rankRecordGroups, recordKey } from '../../commands/record-ranking.ts';
import { recordUse, type Usage } from '../../commands/recents.ts';

const NOW = Date.UTC(2026, 10, 29, 12);
const HOUR = 3_600_000;
const hit = (id: number, title: string, subtitle: string | null = null) => ({ id, title, subtitle, status: 'Created', path: `/x/${id}` });
const used = (entries: [string, number, number][]): Usage =>
  entries.reduce<Usage>((usage, [key, times, ago]) => {
    let next = usage;
    for (let i = 0; i < times; i++) next = recordUse(next, key, NOW - ago);
    return next;
  }, {});

describe('rankRecordGroups', () => {
  it('puts the better match first when nothing was opened before', () => {
    const [group] = rankRecordGroups([{ kind: 'purchase_order', label: 'Purchase orders', hits: [hit(12, 'PO-000012'), hit(2, 'PO-000002')] }], 'PO-000002', {}, NOW);
    expect(group!.hits.map((h) => h.id)).toEqual([2, 12]);
    expect(group!.hits[0]!.tier).toBe(TIER.exact);
  });

  it('puts what this user opened often and lately before a better match', () => {
    const usage = used([[recordKey('warehouse', 7), 3, HOUR / 2]]);
    const [group] = rankRecordGroups([{ kind: 'warehouse', label: 'Warehouses', hits: [hit(1, 'North'), hit(7, 'North Hub')] }], 'north', usage, NOW);
    expect(group!.hits.map((h) => h.id)).toEqual([7, 1]);
  });

  it('weighs recent opens above old ones of the same count', () => {
    const usage = used([[recordKey('zone', 1), 2, 30 * 24 * HOUR], [recordKey('zone', 2), 2, HOUR / 4]]);
    const [group] = rankRecordGroups([{ kind: 'zone', label: 'Zones', hits: [hit(1, 'East'), hit(2, 'East')] }], 'east', usage, NOW);
    expect(group!.hits.map((h) => h.id)).toEqual([2, 1]);
  });

  it('orders groups by their best hit, ties keeping the server order, and drops empty groups', () => {
    const groups = rankRecordGroups([
      { kind: 'supplier', label: 'Suppliers', hits: [hit(1, 'Acme Foods')] },
      { kind: 'zone', label: 'Zones', hits: [] },
      { kind: 'warehouse', label: 'Warehouses', hits: [hit(3, 'Acme')] },
      { kind: 'store', label: 'Stores', hits: [hit(4, 'Acme Mart')] },
    ], 'acme', {}, NOW);
    expect(groups.map((g) => g.kind)).toEqual(['warehouse', 'supplier', 'store']);
    expect(bestRecordTier(groups)).toBe(TIER.exact);
  });

  it('keeps a hit the server matched by a field it does not show, as a loose match', () => {
    const [group] = rankRecordGroups([{ kind: 'product', label: 'Products', hits: [hit(9, 'Cola')] }], 'SKU-00009', {}, NOW);
    expect(group!.hits[0]!.tier).toBe(TIER.fuzzy);
    expect(bestRecordTier([])).toBe(TIER.none);
  });
});
