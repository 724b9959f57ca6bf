/**
 * The typed paths (src/platform/paths.ts) are generated from the route table by
 * `npm run gen:paths`: a route added or changed without running it fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/app/routes/index.ts';
import { paths, recordPaths } from '../../src/platform/paths.ts';
import type { RouteDef } from '../../src/platform/routes/types.ts';
import { PATHS_FILE, buildersOf, renderPaths } from '../../scripts/gen-paths.ts';

const route = (path: string, extra: Partial<RouteDef> = {}): RouteDef => ({ path, title: path, permissions: [], load: async () => ({ default: () => null }), ...extra });

describe('src/platform/paths.ts', () => {
  it('is what `npm run gen:paths` writes for the route table today', () => {
    expect(readFileSync(PATHS_FILE, 'utf8'), 'the route table changed: run `npm run gen:paths`').toBe(renderPaths(ROUTES));
  });

  it('has one builder per route, each building a path its own route matches', () => {
    const builders = paths as Record<string, (...args: (number | string)[]) => string>;
    expect(Object.keys(builders)).toHaveLength(ROUTES.length);
    for (const b of buildersOf(ROUTES)) {
      const built = builders[b.name](...b.params.map((_, i) => 40 + i));
      const pattern = new RegExp(`^${b.pattern.replace(/:\w+/g, '([^/]+)')}$`);
      expect(pattern.exec(built)?.slice(1), `${b.name} → ${built}`).toEqual(b.params.map((_, i) => String(40 + i)));
    }
  });

  it('opens each audited record kind on the route that declares it', () => {
    expect(recordPaths.user?.(7)).toBe('/user/7');
    expect(recordPaths.vending_machine?.(3)).toBe('/vm/3');
    expect(recordPaths.warehouse_order?.(5)).toBe('/material-transfer-overview/5');
    expect(recordPaths.notification).toBeUndefined();
  });
});

describe('the paths generator', () => {
  it('names a builder after the fixed segments in camelCase, then by its parameters where two clash', () => {
    const names = buildersOf([route('/vm'), route('/vm/:id'), route('/edit-user/:id'), route('/material-transfer/manage/:id'), route('/deletedVm/:id')]).map((b) => b.name);
    expect(names).toEqual(['vm', 'vmById', 'editUser', 'materialTransferManage', 'deletedVm']);
  });

  it('refuses routes it cannot name or build apart', () => {
    expect(() => buildersOf([route('/a-b'), route('/aB')])).toThrow(/both be paths.aB/);
    expect(() => buildersOf([route('/files/*')])).toThrow(/wildcards/);
    expect(() => buildersOf([route('/user/:id', { record: 'user' }), route('/member/:id', { record: 'user' })])).toThrow(/both view record user/);
  });
});
