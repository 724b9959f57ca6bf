/**
 * Coupons: list, view, add, edit and delete through the API, with the permissions of
 * routes.tsv, the company's scope, stale versions refused, bad input named field by field, and
 * one audit row per change.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../server/db/schema/index.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { DEMO_USERS } from '../../server/seed/demo-core.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'offers-management';
const VALID = {
  code: 'TEST100',
  coupon_type: 'FLAT',
  min_cart_value: 200,
  flat_off: 50,
  percentage_off: null,
  max_off: 50,
  max_redemption: 100,
  min_discount_price: 1,
  status: 1,
  start_at: '2026-01-01T00:00:00.000Z',
  end_at: '2027-01-01T00:00:00.000Z',
};
/** A demo user whose role may not view coupons. */
const outsider = DEMO_USERS.find((u) => !DEFAULT_ROLE_PERMISSIONS[u.role].includes('PERM_VIEW_OFFER'));

let api: TestApi;
let admin: string;
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}) {
  const r = await post({ action: 'create.coupon', ...VALID, ...fields });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

const audits = async (id: number) =>
  api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entity_id, id))).orderBy(asc(auditLog.id));

describe('coupons', () => {
  it('the demo company has some, paged and sorted on the server', async () => {
    const r = await post({ action: 'list.coupons', limit: 5, sortBy: 'created_at', sortDir: 'ASC' });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(4);
    expect(r.body.data.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(['WELCOME50', 'SAVE10']));
  });

  it('adds one, reads it back, edits it with the version read, and deletes it; each change audited once', async () => {
    const created = await create();
    expect(created).toMatchObject({ ...VALID, redeemed: 0, version: 0 });
    expect((await post({ action: 'get.coupon', id: created.id })).body.data).toEqual(created);
    const edited = await post({ action: 'update.coupon', id: created.id, version: 0, ...VALID, code: 'edited10', coupon_type: 'PERCENTAGE', percentage_off: 10 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // Codes are kept in capitals; a PERCENTAGE coupon keeps no flat off.
    expect(edited.body.data).toMatchObject({ code: 'EDITED10', coupon_type: 'PERCENTAGE', percentage_off: 10, flat_off: null, version: 1 });
    const stale = await post({ action: 'update.coupon', id: created.id, version: 0, ...VALID });
    expect(stale.status).toBe(409);
    expect((await post({ action: 'delete.coupon', id: created.id, version: 1 })).status).toBe(200);
    expect((await post({ action: 'get.coupon', id: created.id })).status).toBe(404);
    expect((await audits(created.id)).map((a) => a.action)).toEqual(['create.coupon', 'update.coupon', 'delete.coupon']);
  });

  it('refuses bad input naming the fields, and changes nothing', async () => {
    const before = (await post({ action: 'list.coupons', limit: 1 })).body.total;
    const r = await post({ action: 'create.coupon', code: '', coupon_type: '', min_cart_value: 0, max_redemption: 0, unknown_field: 1 });
    expect(r.status).toBe(400);
    expect((await post({ action: 'list.coupons', limit: 1 })).body.total).toBe(before);
  });

  it('is refused to a role without the permission', async () => {
    if (!outsider) return;
    const token = await api.login(outsider.email);
    expect((await post({ action: 'list.coupons' }, token)).status).toBe(403);
    expect((await post({ action: 'create.coupon', ...VALID }, token)).status).toBe(403);
  });
});

describe('domain.md §5 "Coupon": every rule with its message, on create and edit', () => {
  const problems = async (fields: Record<string, unknown>, action = 'create.coupon', extra: Record<string, unknown> = {}) => {
    const r = await post({ action, ...VALID, code: 'RULES1', ...extra, ...fields });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    return r.body.errors as { path: string; message: string }[];
  };
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['maximum off not below the minimum cart value', { max_off: 200 }, 'max_off', 'Maximum off should be less than minimum cart value & atleast 1.'],
    ['maximum off below 1', { max_off: 0 }, 'max_off', 'Maximum off should be less than minimum cart value & atleast 1.'],
    ['minimum cart value below 1', { min_cart_value: 0, max_off: 0.5, flat_off: 0.5 }, 'min_cart_value', 'Minimum cart value should be atleast 1.'],
    ['flat off below 1', { flat_off: 0.5 }, 'flat_off', 'Flat off should be less than minimum cart value & atleast 1.'],
    ['flat off not below the minimum cart value', { flat_off: 200 }, 'flat_off', 'Flat off should be less than minimum cart value & atleast 1.'],
    ['percentage off below 1', { coupon_type: 'PERCENTAGE', percentage_off: 0 }, 'percentage_off', 'Percentage off should be atleast 1 & less than 100.'],
    ['percentage off of 100', { coupon_type: 'PERCENTAGE', percentage_off: 100 }, 'percentage_off', 'Percentage off should be atleast 1 & less than 100.'],
    ['maximum redemption below 1', { max_redemption: 0 }, 'max_redemption', 'Maximum redemption should be atleast 1.'],
    ['minimum discount price below 1', { min_discount_price: 0 }, 'min_discount_price', 'Minimum discount price should be atleast 1.'],
    ['an end before the start', { end_at: '2025-01-01T00:00:00.000Z' }, 'end_at', 'End date should be after start date.'],
  ];
  for (const [what, fields, path, message] of cases) {
    it(`refuses ${what}: "${message}"`, async () => {
      expect(await problems(fields)).toContainEqual({ path, message });
    });
  }

  it('the same rules on edit, and a code another coupon has', async () => {
    const created = await create({ code: 'EDITRULES' });
    expect(await problems({ max_off: 500 }, 'update.coupon', { id: created.id, version: 0, code: 'EDITRULES' }))
      .toContainEqual({ path: 'max_off', message: 'Maximum off should be less than minimum cart value & atleast 1.' });
    expect(await problems({ code: 'WELCOME50' }, 'update.coupon', { id: created.id, version: 0 }))
      .toContainEqual({ path: 'code', message: 'Coupon code already exists.' });
  });

  it('the list filters by type and status from the request', async () => {
    const flat = await post({ action: 'list.coupons', coupon_type: ['PERCENTAGE'], limit: 50 });
    expect(flat.body.data.length).toBeGreaterThan(0);
    expect(flat.body.data.every((c: { coupon_type: string }) => c.coupon_type === 'PERCENTAGE')).toBe(true);
    const inactive = await post({ action: 'list.coupons', status: [2], limit: 50 });
    expect(inactive.body.data.map((c: { code: string }) => c.code)).toContain('SNACK20');
    expect(inactive.body.data.every((c: { status: number }) => c.status === 2)).toBe(true);
  });
});
