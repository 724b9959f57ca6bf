/**
 * /api/analytics: the dashboard, machine analytics, sales analytics (ranking, dimensions,
 * templates, downloads) and the finance report, for every demo role (403 without the
 * permission), with the reach of list.orders (a franchise user sees their franchise's sales,
 * another company's admin nothing of ours), "Time range not specified", and figures checked
 * against a plain aggregate over the orders. A simulated vend shows on today's dashboard at once.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES, MEASURES, periodDays } from '../../contract/actions/analytics.ts';
import { DEFAULT_ROLE_PERMISSIONS } from '../../server/seed/default-roles.ts';
import { orders, users, vendingMachines } from '../../server/db/schema/index.ts';
import { createRandom } from '../../server/seed/random.ts';
import { rowsOf } from '../../server/sim/common.ts';
import { simulateVend } from '../../server/sim/fleet.ts';
import { startApi, type TestApi } from './harness.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';

const AREA = 'analytics';
let api: TestApi;
let admin: string;
let franchise: string;
let outsider: string;
const call = (action: string, fields: Record<string, unknown> = {}, token = admin) => api.post(AREA, { action, ...fields }, token);

const SALES = { period: 'all', report_dimension: 'city', item_dimension: 'category', ranking: 'top10', rank_by: 'net', measures: ['net', 'quantity'] };

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  franchise = await api.login('franchise@demo.local');
  await addOutsiders(api.services.db);
  outsider = await api.login(OTHER_COMPANY_ADMIN);
});
afterAll(async () => api?.close());

async function companyOf(email: string) {
  const [u] = await api.services.db.select({ company_id: users.company_id }).from(users).where(eq(users.email, email));
  return u!.company_id;
}

describe('periods', () => {
  it('weeks start on Sunday; month and year from their first day; custom needs both days', () => {
    expect(periodDays('week', '2026-11-26', undefined, undefined)).toEqual({ from: '2026-11-22', to: '2026-11-26' }); // a Thursday
    expect(periodDays('week', '2026-11-22', undefined, undefined)).toEqual({ from: '2026-11-22', to: '2026-11-22' }); // a Sunday
    expect(periodDays('month', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(periodDays('year', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-11-26' });
    expect(periodDays('all', '2026-11-26')).toEqual({ from: null, to: null });
    expect(periodDays('custom', '2026-11-26', '2026-11-01')).toBe('noRange');
  });

  it('answers 400 "Time range not specified" for a custom period without a range, on every report', async () => {
    for (const [action, fields] of [
      ['get.dashboard', {}], ['get.vm_analytics', {}], ['get.sales_analytics', SALES], ['download.sales_analytics', SALES],
      ['get.finance_report', { entity: 'day' }], ['download.finance_report', { entity: 'day' }],
    ] as const) {
      const res = await call(action, { ...fields, period: 'custom', from: '2026-01-01' });
      expect(res.status, action).toBe(400);
      expect(res.body.message).toBe(ANALYTICS_MESSAGES.noRange);
    }
    const saved = await call('create.sales_analytics_template', { name: 'No range', query: { ...SALES, period: 'custom' } });
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe(ANALYTICS_MESSAGES.noRange);
  });
});

describe('permissions', () => {
  const ACTIONS: [string, Record<string, unknown>, string][] = [
    ['get.dashboard', { period: 'today' }, 'PERM_VIEW_DASHBOARD'],
    ['get.vm_analytics', { period: 'today' }, 'PERM_VIEW_DASHBOARD'],
    ['get.sales_analytics', { ...SALES, period: 'today' }, 'PERM_VIEW_SALES_ANALYTICS'],
    ['download.sales_analytics', { ...SALES, period: 'today' }, 'PERM_DOWNLOAD_SALES_ANALYTICS'],
    ['list.sales_analytics_templates', {}, 'PERM_VIEW_SALES_ANALYTICS'],
    ['get.finance_report', { period: 'today', entity: 'company' }, 'PERM_VIEW_FINANCE_REPORT'],
    ['download.finance_report', { period: 'today', entity: 'company' }, 'PERM_VIEW_FINANCE_REPORT'],
  ];
  const ROLES: [string, keyof typeof DEFAULT_ROLE_PERMISSIONS][] = [
    ['admin@demo.local', 'ROLE_COMPANY_ADMIN'], ['partner@demo.local', 'ROLE_COMPANY_PARTNER'], ['franchise@demo.local', 'ROLE_FRANCHISE_ADMIN'],
    ['retailer@demo.local', 'ROLE_RETAILER_ADMIN'], ['operator@demo.local', 'ROLE_OPERATOR'], ['warehouse@demo.local', 'ROLE_WAREHOUSE_MANAGER'],
    ['store@demo.local', 'ROLE_STORE_MANAGER'], ['location@demo.local', 'ROLE_FRANCHISE_LOCATION_PARTNER'], ['technician@demo.local', 'ROLE_TECHNICIAN'],
  ];
  it.each(ROLES)('%s gets 200 exactly with the permission, 403 without', async (email, role) => {
    const token = await api.login(email);
    for (const [action, fields, permission] of ACTIONS) {
      const res = await call(action, fields, token);
      const allowed = DEFAULT_ROLE_PERMISSIONS[role].includes(permission as never);
      expect(res.status, `${role} ${action}`).toBe(allowed ? 200 : 403);
    }
  });
});

describe('dashboard', () => {
  it('adds up to the orders (all time), ranks products and machines, and counts machines by status', async () => {
    const companyId = await companyOf('admin@demo.local');
    const res = await call('get.dashboard', { period: 'all' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    const [plain] = rowsOf<Record<string, string | number>>(await api.services.db.execute(sql`
      select count(*)::int as orders, coalesce(sum(amount) filter (where payment_status = 1), 0)::numeric(14,2)::text as sales,
        (count(*) filter (where vend_status = 1))::int as ok
      from orders where company_id = ${companyId}`));
    expect(d.period_figures.orders).toBe(plain!.orders);
    expect(d.period_figures.vend_success).toBe(plain!.ok);
    expect(d.period_figures.sales).toBeCloseTo(Number(plain!.sales), 2);
    expect(d.period_figures.vend_success_rate).toBeGreaterThan(0);
    expect(d.machines.total).toBe(d.machines.online + d.machines.offline + d.machines.faulted);
    expect(d.top_products.length).toBeGreaterThan(0);
    expect(d.top_products[0].net).toBeGreaterThanOrEqual(d.bottom_products[0].net);
    expect(d.top_machines.length).toBeGreaterThan(0);
    expect(d.days.length).toBeGreaterThan(0);
  });

  it('a franchise user sees their franchise only; another company sees none of ours', async () => {
    const [me] = await api.services.db.select({ franchise_id: users.franchise_id }).from(users).where(eq(users.email, 'franchise@demo.local'));
    const [plain] = rowsOf<{ n: number }>(await api.services.db.execute(sql`select count(*)::int as n from orders where franchise_id = ${me!.franchise_id}`));
    const res = await call('get.dashboard', { period: 'all' }, franchise);
    expect(res.status).toBe(200);
    expect(res.body.data.period_figures.orders).toBe(plain!.n);
    const other = await call('get.dashboard', { period: 'all' }, outsider);
    expect(other.status).toBe(200);
    expect(other.body.data.period_figures.orders).toBe(0);
    expect(other.body.data.top_machines).toEqual([]);
  });

  it("counts a vend on today's figures as it is written", async () => {
    const before = (await call('get.dashboard', { period: 'today' })).body.data.today_figures.orders;
    const companyId = await companyOf('admin@demo.local');
    const machines = await api.services.db.select({ id: vendingMachines.id }).from(vendingMachines)
      .where(and(eq(vendingMachines.company_id, companyId), eq(vendingMachines.status, 1), isNull(vendingMachines.deleted_at)));
    const deps = { db: api.services.db, live: api.services.live, now: () => new Date() };
    let vended = null;
    for (let i = 0; i < machines.length && !vended; i++) vended = await simulateVend(deps, createRandom(i + 1), machines[i]!.id);
    expect(vended).not.toBeNull();
    const after = (await call('get.dashboard', { period: 'today' })).body.data.today_figures.orders;
    expect(after).toBe(before + 1);
  });
});

describe('machine analytics', () => {
  it('answers per machine with vends, uptime and refills, filtered by city', async () => {
    const all = await call('get.vm_analytics', { period: 'all' });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    const rows = all.body.data.rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.uptime).toBeGreaterThanOrEqual(0);
      expect(r.uptime).toBeLessThanOrEqual(100);
    }
    const city = rows.find((r: { city: string }) => r.city)?.city;
    expect(city).toBeTruthy();
    const one = await call('get.vm_analytics', { period: 'all', city: [city] });
    expect(one.body.data.rows.every((r: { city: string }) => r.city === city)).toBe(true);
    const [plain] = rowsOf<{ n: number }>(await api.services.db.execute(sql`
      select count(*)::int as n from orders o join vending_machines m on m.id = o.vending_machine_id
      where m.city = ${city} and m.deleted_at is null and o.company_id = ${await companyOf('admin@demo.local')}`));
    expect(one.body.data.rows.reduce((n: number, r: { orders: number }) => n + r.orders, 0)).toBe(plain!.n);
  });
});

describe('sales analytics', () => {
  it('groups by city and category, ranks Top 10 by net sales, and the totals are the groups\'', async () => {
    const res = await call('get.sales_analytics', SALES);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(d.groups.length).toBeGreaterThan(0);
    expect(d.groups.length).toBeLessThanOrEqual(10);
    for (let i = 1; i < d.groups.length; i++) expect(d.groups[i - 1].values.net).toBeGreaterThanOrEqual(d.groups[i].values.net);
    expect(d.rows.every((r: { item_name: string | null }) => r.item_name)).toBe(true);
    const net = d.groups.reduce((s: number, g: { values: { net: number } }) => s + g.values.net, 0);
    expect(d.totals.net).toBeCloseTo(net, 2);
    expect(Object.keys(d.totals).sort()).toEqual([...MEASURES].sort());
  });

  it('Bottom 10 is ascending, Select Manually shows the chosen, and a vending machine report sums to the orders', async () => {
    const bottom = (await call('get.sales_analytics', { ...SALES, report_dimension: 'vending_machine', item_dimension: null, ranking: 'bottom10' })).body.data;
    for (let i = 1; i < bottom.groups.length; i++) expect(bottom.groups[i - 1].values.net).toBeLessThanOrEqual(bottom.groups[i].values.net);
    const chosen = bottom.choices.slice(0, 2).map((c: { key: string }) => c.key);
    const manual = (await call('get.sales_analytics', { ...SALES, report_dimension: 'vending_machine', ranking: 'manual', selected: chosen })).body.data;
    expect(manual.groups.map((g: { key: string }) => g.key).sort()).toEqual([...chosen].sort());
    const all = (await call('get.sales_analytics', { ...SALES, report_dimension: 'franchise', item_dimension: 'product', ranking: 'all' })).body.data;
    const [plain] = rowsOf<{ units: number }>(await api.services.db.execute(sql`
      select coalesce(sum(l.quantity), 0)::int as units from orders o join order_lines l on l.order_id = o.id where o.company_id = ${await companyOf('admin@demo.local')}`));
    expect(all.totals.quantity).toBe(plain!.units);
  });

  it('downloads only with PERM_DOWNLOAD_SALES_ANALYTICS', async () => {
    expect((await call('download.sales_analytics', SALES)).status).toBe(200);
    // The franchise admin may view sales analytics but not download them.
    expect((await call('get.sales_analytics', SALES, franchise)).status).toBe(200);
    expect((await call('download.sales_analytics', SALES, franchise)).status).toBe(403);
  });

  it('saves a template and reopens it by id; other companies cannot; deleting removes it', async () => {
    const query = { ...SALES, ranking: 'top20pct', measures: ['net', 'gst'] };
    const created = await call('create.sales_analytics_template', { name: '  City by category  ', query });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data.name).toBe('City by category');
    const got = await call('get.sales_analytics_template', { id });
    expect(got.body.data.query).toEqual(query);
    const listed = await call('list.sales_analytics_templates');
    expect(listed.body.data.map((t: { id: number }) => t.id)).toContain(id);
    expect((await call('get.sales_analytics_template', { id }, outsider)).status).toBe(404);
    expect((await call('create.sales_analytics_template', { name: ' ', query })).status).toBe(400);
    const [auditRow] = rowsOf<{ n: number }>(await api.services.db.execute(sql`select count(*)::int as n from audit_log where entity = 'sales_analytics_template' and entity_id = ${id}`));
    expect(auditRow!.n).toBe(1);
    expect((await call('delete.sales_analytics_template', { id, version: got.body.data.version })).status).toBe(200);
    expect((await call('get.sales_analytics_template', { id })).status).toBe(404);
  });

  it("a template is its saver's: a retailer's staff reach their retailer's, franchise staff remove only their franchise's", async () => {
    const retailer = await api.login('retailer@demo.local');
    const save = async (name: string, token: string) => (await call('create.sales_analytics_template', { name, query: SALES }, token)).body.data as { id: number; version: number };
    const ids = (token: string) => call('list.sales_analytics_templates', {}, token).then((r) => r.body.data.map((t: { id: number }) => t.id));
    const company = await save('Company view', admin);
    const north = await save('Franchise view', franchise);
    const fresh = await save('Retailer view', retailer);

    // The retailer's admin neither reads nor removes the company's or a franchise's templates.
    expect(await ids(retailer)).toEqual([fresh.id]);
    for (const t of [company, north]) {
      expect((await call('get.sales_analytics_template', { id: t.id }, retailer)).status).toBe(404);
      expect((await call('delete.sales_analytics_template', { id: t.id, version: t.version }, retailer)).status).toBe(404);
    }
    // Franchise staff read the company's, not a retailer's, and remove only their own franchise's.
    expect(await ids(franchise)).toEqual(expect.arrayContaining([company.id, north.id]));
    expect(await ids(franchise)).not.toContain(fresh.id);
    const removed = await call('delete.sales_analytics_template', { id: company.id, version: company.version }, franchise);
    expect(removed.status).toBe(403);
    expect(removed.body.message).toBe(ANALYTICS_MESSAGES.companyTemplate);
    expect((await call('get.sales_analytics_template', { id: company.id })).status).toBe(200);
    // The company's staff reach every one.
    expect(await ids(admin)).toEqual(expect.arrayContaining([company.id, north.id, fresh.id]));
    expect((await call('delete.sales_analytics_template', { id: fresh.id, version: fresh.version }, retailer)).status).toBe(200);
  });
});

describe('finance report', () => {
  it('per day adds up to the orders; taxes, payment modes and cash collections are there', async () => {
    const res = await call('get.finance_report', { period: 'all', entity: 'day' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    const companyId = await companyOf('admin@demo.local');
    const [plain] = rowsOf<Record<string, string>>(await api.services.db.execute(sql`
      select coalesce(sum(amount) filter (where payment_status = 1), 0)::text as sales,
        coalesce(sum(amount) filter (where payment_status = 1 and payment_mode = 'UPI'), 0)::text as upi
      from ${orders} where company_id = ${companyId}`));
    expect(d.totals.sales).toBeCloseTo(Number(plain!.sales), 2);
    expect(d.totals.upi).toBeCloseTo(Number(plain!.upi), 2);
    expect(d.totals.upi + d.totals.card + d.totals.wallet + d.totals.cash).toBeCloseTo(d.totals.sales, 1);
    expect(d.totals.gst).toBeGreaterThan(0);
    expect(d.totals.net).toBeCloseTo(d.totals.sales - d.totals.refunds, 1);
    expect(d.cash.over_short).toBeCloseTo(d.cash.picked_up - d.cash.expected, 2);
    const download = await call('download.finance_report', { period: 'all', entity: 'franchise' });
    expect(download.status).toBe(200);
    expect(download.body.data.totals.sales).toBeCloseTo(d.totals.sales, 1);
  });
});

describe('period roll-ups', () => {
  // A company's month, year and all time read the period roll-ups; the same days asked as a
  // custom period read the day roll-ups. Both must answer alike, to the rupee and the row.
  const today = new Date().toISOString().slice(0, 10);
  const sameDays = { month: `${today.slice(0, 8)}01`, year: `${today.slice(0, 4)}-01-01`, all: '2000-01-01' } as const;
  const strip = (data: Record<string, unknown>) => ({ ...data, from: undefined, to: undefined, days: undefined });

  for (const period of ['month', 'year', 'all'] as const) {
    it(`${period}: the dashboard, machine analytics and the vending machine report equal the day roll-ups' answer`, async () => {
      const custom = { period: 'custom', from: sameDays[period], to: today };
      const asked = [
        ['get.dashboard', {}],
        ['get.vm_analytics', {}],
        ['get.vm_analytics', { city: ['Pune', 'Delhi'] }],
        ['get.sales_analytics', { report_dimension: 'vending_machine', item_dimension: 'product', ranking: 'all', rank_by: 'net', measures: ['net'] }],
        ['get.sales_analytics', { report_dimension: 'vending_machine', ranking: 'bottom10', rank_by: 'quantity', measures: ['quantity'] }],
        ['get.sales_analytics', { report_dimension: 'city', item_dimension: 'product', ranking: 'top10', rank_by: 'gst', measures: ['gst'] }],
      ] as const;
      for (const [action, fields] of asked) {
        const rolled = await call(action, { ...fields, period });
        const daily = await call(action, { ...fields, ...custom });
        expect(rolled.status, action).toBe(200);
        expect(daily.status, action).toBe(200);
        expect(strip(rolled.body.data), `${action} ${JSON.stringify(fields)}`).toEqual(strip(daily.body.data));
      }
      const { body } = await call('get.dashboard', { period });
      expect(body.data.top_machines.length, 'the demo sells in every period').toBeGreaterThan(0);
    });
  }
});
