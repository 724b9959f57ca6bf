import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { listVendingMachineIndex } from '../../contract/actions/machine-index.ts';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { PERMISSIONS, SPECIAL_PERMISSIONS, hasAnyPermission, isPermission } from '../../contract/permissions.ts';
import { ROLES, assignableRoleCodes } from '../../contract/roles.ts';
import { HANDLERS } from '../../server/actions/index.ts';
import { renderApiReference } from '../../scripts/api-reference.ts';

describe('the action catalogue', () => {
  it('has a server handler for every action, and no handler outside it', () => {
    const keys = CATALOGUE.map((s) => `${s.area} ${s.name}`);
    expect([...HANDLERS.keys()].sort()).toEqual([...keys].sort());
  });

  it('names only permissions of the PERM_ catalogue', () => {
    for (const spec of CATALOGUE) for (const p of spec.permissions) expect(isPermission(p), `${spec.name}: ${p}`).toBe(true);
  });

  it('docs/api.md is what `npm run docs:api` writes (run it after changing contract/)', () => {
    expect(readFileSync('docs/api.md', 'utf8')).toBe(renderApiReference());
  });
});

describe('roles and permissions (console.md §6)', () => {
  it('has the nine roles with the spec ids', () => {
    expect(ROLES.map((r) => [r.code, r.id])).toEqual([
      ['ROLE_COMPANY_ADMIN', 1], ['ROLE_COMPANY_PARTNER', 2], ['ROLE_FRANCHISE_ADMIN', 3], ['ROLE_RETAILER_ADMIN', 5],
      ['ROLE_OPERATOR', 6], ['ROLE_WAREHOUSE_MANAGER', 7], ['ROLE_STORE_MANAGER', 8], ['ROLE_FRANCHISE_LOCATION_PARTNER', 9], ['ROLE_TECHNICIAN', 10],
    ]);
  });

  it('builds the PERM_ names from verbs and resources, PURCHASE_ORDER without delete, plus the special ones', () => {
    expect(PERMISSIONS).toContain('PERM_VIEW_VENDING_MACHINE');
    expect(PERMISSIONS).toContain('PERM_UPDATE_PURCHASE_ORDER');
    expect(PERMISSIONS).not.toContain('PERM_DELETE_PURCHASE_ORDER');
    expect(PERMISSIONS).toContain('PERM_CHANGE_PLANOGRAM_FOR_MULTIPLE_VMs');
    expect(SPECIAL_PERMISSIONS).toHaveLength(17);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  it('checks any-of, with an empty requirement open to everyone', () => {
    expect(hasAnyPermission([], [])).toBe(true);
    expect(hasAnyPermission(['PERM_VIEW_ZONE'], ['PERM_VIEW_STORE', 'PERM_VIEW_ZONE'])).toBe(true);
    expect(hasAnyPermission(['PERM_VIEW_ZONE'], ['PERM_VIEW_STORE'])).toBe(false);
  });

  it('gives each creator the assignable roles of the spec, never the company admin', () => {
    expect(assignableRoleCodes('ROLE_COMPANY_ADMIN')).not.toContain('ROLE_COMPANY_PARTNER');
    expect(assignableRoleCodes('ROLE_COMPANY_ADMIN')).toContain('ROLE_FRANCHISE_ADMIN');
    expect(assignableRoleCodes('ROLE_FRANCHISE_ADMIN')).toEqual(
      ['ROLE_FRANCHISE_ADMIN', 'ROLE_RETAILER_ADMIN', 'ROLE_OPERATOR', 'ROLE_WAREHOUSE_MANAGER', 'ROLE_STORE_MANAGER', 'ROLE_FRANCHISE_LOCATION_PARTNER', 'ROLE_TECHNICIAN'],
    );
    expect(assignableRoleCodes('ROLE_RETAILER_ADMIN')).toEqual(['ROLE_OPERATOR', 'ROLE_TECHNICIAN']);
    expect(assignableRoleCodes('ROLE_OPERATOR')).toEqual([]);
    for (const role of ROLES) expect(assignableRoleCodes(role.code)).not.toContain('ROLE_COMPANY_ADMIN');
  });
});

describe('the machine index answer (list.vending_machine_index)', () => {
  const answer = (data: unknown) => validate({ data, total: 2 }, listVendingMachineIndex.response);

  it('takes [id, name, code, location, status] rows with status 1, 2 or 3', () => {
    expect(answer([[1, 'Lobby', 'VM-00001', 'Pune', 1], [2, '', 'VM-00002', '', 3]])[0]).toBeUndefined();
  });

  it('names the first row that is not one, and why', () => {
    const [error] = answer([[1, 'Lobby', 'VM-00001', 'Pune', 1], [2, 'Hall', 'VM-00002', 'Pune', 0]]);
    expect(error?.path).toEqual(['data']);
    expect(error?.message).toBe('At path: data -- Row 1 is not [id, name, code, location, status 1, 2 or 3]: [2,"Hall","VM-00002","Pune",0]');
    expect(answer([[1, 'Lobby', 'VM-00001', 1]])[0]?.message).toContain('Row 0 is not');
    expect(answer({ 0: [1, 'Lobby', 'VM-00001', 'Pune', 1] })[0]?.message).toBe('At path: data -- Expected an array of machine rows');
  });
});
