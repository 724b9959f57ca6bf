/**
 * The domain generator: names in every spelling, field specs refused with a reason, the files
 * it writes, and the registries it adds to (every one still has its marker, so the next domain
 * can be generated; a line is added once, before the marker, with its indentation).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeDomain, parseFields, singularOf } from '../../scripts/new-domain/domain.ts';
import { domainFiles, register, registrations } from '../../scripts/new-domain/index.ts';

const purchaseOrders = describeDomain({
  plural: 'purchase-orders', area: 'procurement-management', resource: 'PURCHASE_ORDER', group: 'Warehouse Management',
  fields: 'invoice_number:text!,amount:money,received:bool',
});

describe('the domain generator', () => {
  it('spells a domain every way the code needs', () => {
    expect(purchaseOrders).toMatchObject({
      singular: 'purchase-order', snake: 'purchase_order', snakePlural: 'purchase_orders', Pascal: 'PurchaseOrder',
      Plurals: 'PurchaseOrders', camelPlural: 'purchaseOrders', upper: 'PURCHASE_ORDER', noun: 'Purchase order',
      aNoun: 'a purchase order', titleField: { name: 'invoice_number' },
    });
    expect(describeDomain({ plural: 'advertisements', area: 'advertisement-management', group: 'Advertisements', fields: 'name:text!' }).aNoun).toBe('an advertisement');
    expect(['suppliers', 'categories', 'boxes', 'brands'].map(singularOf)).toEqual(['supplier', 'category', 'box', 'brand']);
  });

  it('refuses what it cannot build, saying why', () => {
    expect(() => parseFields('Name:text')).toThrow(/snake_case/);
    expect(() => parseFields('name:date')).toThrow(/text, email, mobile, int, money, bool/);
    expect(() => parseFields('version:int')).toThrow(/every record has already/);
    expect(() => describeDomain({ plural: 'widgets', area: 'nowhere', group: 'Entity', fields: 'name:text' })).toThrow(/--area/);
    expect(() => describeDomain({ plural: 'widgets', area: 'sales', group: 'Entity', fields: 'name:text' })).toThrow(/WIDGET is not in contract\/permissions.ts/);
  });

  it('writes every layer, and the registries each get their line', () => {
    expect(Object.keys(domainFiles(purchaseOrders))).toEqual(expect.arrayContaining([
      'contract/actions/purchase-orders.ts', 'server/db/schema/purchase-orders.ts', 'server/records/purchase-order.ts',
      'server/actions/purchase-orders.ts', 'server/seed/demo-purchase-orders.ts', 'commands/records/purchase-orders.ts',
      'src/features/purchase-orders/routes.ts', 'src/features/purchase-orders/PurchaseOrdersScreen.tsx', 'tests/api/purchase-orders.test.ts',
    ]));
    for (const r of registrations(purchaseOrders)) {
      const text = readFileSync(r.file, 'utf8');
      expect(text, `${r.file} keeps its "// new-domain: ${r.slot}" marker`).toContain(`// new-domain: ${r.slot}`);
      const once = register(text, r.slot, r.line, r.file);
      expect(register(once, r.slot, r.line, r.file)).toBe(once);
      expect(once.split(r.line).length - 1).toBe(1);
    }
  });

  it('adds a line before the marker with the marker\'s indentation', () => {
    expect(register('const list = [\n  a,\n  // new-domain: things\n];\n', 'things', 'b,')).toBe('const list = [\n  a,\n  b,\n  // new-domain: things\n];\n');
    expect(() => register('no marker', 'things', 'b,', 'x.ts')).toThrow(/x.ts has no "\/\/ new-domain: things" marker/);
  });
});
