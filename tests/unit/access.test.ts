/**
 * Every signed-in action names its permissions or is listed, with the reason, as open to
 * every signed-in user (issue 34, finding 12: a technician read 30,000 orders because the
 * orders actions named none). A new action without either fails here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANY_SIGNED_IN_USER, anyUserReason, mayCall } from '../../contract/access.ts';
import { CATALOGUE } from '../../contract/catalogue.ts';
import { ROLE_CODES } from '../../contract/roles.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';

const signedIn = CATALOGUE.filter((s) => s.access === 'user');
const key = (s: { area: string; name: string }) => `${s.area} ${s.name}`;

describe('who may call each action', () => {
  it('every signed-in action names its permissions or the reason every signed-in user may call it, never both', () => {
    const neither = signedIn.filter((s) => s.permissions.length === 0 && !anyUserReason(s)).map(key);
    const both = signedIn.filter((s) => s.permissions.length > 0 && anyUserReason(s)).map(key);
    expect(neither).toEqual([]);
    expect(both).toEqual([]);
  });

  it('lists only actions that exist and sign-in is needed for', () => {
    const known = new Set(signedIn.map(key));
    expect(Object.keys(ANY_SIGNED_IN_USER).filter((k) => !known.has(k))).toEqual([]);
    for (const reason of Object.values(ANY_SIGNED_IN_USER)) expect(reason.length).toBeGreaterThan(20);
  });

  it('docs/roles.md names every action open to every signed-in user', () => {
    const roles = readFileSync('docs/roles.md', 'utf8');
    for (const k of Object.keys(ANY_SIGNED_IN_USER)) expect(roles, k).toContain(`\`${k.split(' ')[1]}\``);
  });

  it('keeps orders, cash and warehouse stock from technicians, and cash from location partners (docs/roles.md)', () => {
    const may = (name: string, role: (typeof ROLE_CODES)[number]) => {
      const spec = CATALOGUE.find((s) => s.name === name)!;
      return mayCall(spec, role, DEFAULT_ROLE_PERMISSIONS[role]);
    };
    for (const name of ['list.orders', 'get.order', 'list.cash_in_hand_orders', 'get.cash_in_hand_order', 'list.warehouse_stock']) {
      expect(may(name, 'ROLE_TECHNICIAN'), name).toBe(false);
    }
    expect(may('list.cash_in_hand_orders', 'ROLE_FRANCHISE_LOCATION_PARTNER')).toBe(false);
    expect(may('list.orders', 'ROLE_FRANCHISE_LOCATION_PARTNER')).toBe(true);
    expect(may('list.orders', 'ROLE_COMPANY_ADMIN')).toBe(true);
    expect(may('list.notifications', 'ROLE_TECHNICIAN')).toBe(false);
    expect(may('me', 'ROLE_TECHNICIAN')).toBe(true);
  });
});
