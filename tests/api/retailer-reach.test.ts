/**
 * A retailer's staff reach their retailer's machines only (server/kit/scope.ts, `retailer`):
 * the machine lists, a machine's page, the palette's machine index and the refill plans all
 * narrow to the machines the retailer runs; another machine of the same company answers 404.
 * Company staff keep the whole company. The same holds for what hangs off the machines (orders,
 * feedback, analytics, refill plans, bulk refills, cash collections, notifications), and for the
 * users a retailer admin creates (docs/roles.md "What a retailer's staff reach").
 */
import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulkRefillMachines, cashCollectionOrders, orders, productFeedback, refillPlans, retailers, roles, users, vendingMachines, vmFeedback, vmSlots,
} from '../../server/db/schema/index.ts';
import { liveAuthenticator } from '../../server/app.ts';
import { SESSION_COOKIE } from '../../server/auth/tokens.ts';
import { reaches } from '../../server/live/hub.ts';
import { DEMO_RETAILER } from '../../server/seed/demo-retailers.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'vending-machine-management';
let api: TestApi;
let admin: string;
let retailerAdmin: string;
let ownIds: number[];
let otherMachineId: number;
let retailerOperator: string;
let retailerId: number;
let operatorRoleId: number;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  retailerAdmin = await api.login('retailer@demo.local');
  const db = api.services.db;
  const [retailer] = await db.select({ id: retailers.id }).from(retailers).where(eq(retailers.name, DEMO_RETAILER));
  const own = await db.select({ id: vendingMachines.id }).from(vendingMachines)
    .where(and(eq(vendingMachines.retailer_id, retailer!.id), isNull(vendingMachines.deleted_at)));
  ownIds = own.map((m) => m.id).sort((a, b) => a - b);
  const [other] = await db.select({ id: vendingMachines.id }).from(vendingMachines)
    .where(and(or(isNull(vendingMachines.retailer_id), ne(vendingMachines.retailer_id, retailer!.id)), isNull(vendingMachines.deleted_at))).limit(1);
  otherMachineId = other!.id;
  retailerId = retailer!.id;
  // An operator the retailer admin creates carries its retailer, and is narrowed exactly like it.
  const [operatorRole] = await db.select({ id: roles.id }).from(roles)
    .where(and(eq(roles.role_code, 'ROLE_OPERATOR'), eq(roles.is_default, true)));
  const made = await api.post('user-management', {
    action: 'create.user', first_name: 'Retail', last_name: 'Operator', email: 'retail-operator@demo.local', role_id: operatorRole!.id, password: 'Retail@2026',
  }, retailerAdmin);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  operatorRoleId = operatorRole!.id;
  retailerOperator = await api.login('retail-operator@demo.local', 'Retail@2026');
});
afterAll(() => api.close());

describe("a retailer's reach over machines", () => {
  it('the demo retailer runs some machines, and the company has others', () => {
    expect(ownIds.length).toBeGreaterThan(0);
    expect(ownIds).not.toContain(otherMachineId);
  });

  it('lists only the retailer’s machines, where the company admin lists more', async () => {
    const mine = await api.post(AREA, { action: 'list.active_vending_machines', limit: 500 }, retailerAdmin);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b)).toEqual(ownIds);
    expect(mine.body.total).toBe(ownIds.length);
    const all = await api.post(AREA, { action: 'list.active_vending_machines', limit: 1 }, admin);
    expect(all.body.total).toBeGreaterThan(ownIds.length);
  });

  it('opens its own machine and answers 404 for another machine of the company', async () => {
    expect((await api.post(AREA, { action: 'get.vending_machine', id: ownIds[0] }, retailerAdmin)).status).toBe(200);
    expect((await api.post(AREA, { action: 'get.vending_machine', id: otherMachineId }, retailerAdmin)).status).toBe(404);
    expect((await api.post(AREA, { action: 'get.vending_machine', id: otherMachineId }, admin)).status).toBe(200);
  });

  it("offers only the retailer's machines to the palette", async () => {
    const index = await api.post(AREA, { action: 'list.vending_machine_index' }, retailerAdmin);
    expect(index.status).toBe(200);
    expect((index.body.data as [number][]).map((row) => row[0]).sort((a, b) => a - b)).toEqual(ownIds);
  });

  it("lists refill plans of the retailer's machines only", async () => {
    const plans = await api.post('refill-management', { action: 'list.refills', limit: 100 }, retailerAdmin);
    expect(plans.status, JSON.stringify(plans.body)).toBe(200);
    for (const plan of plans.body.data as { VendingMachine: { id: number } }[]) expect(ownIds).toContain(plan.VendingMachine.id);
  });

  it("sums only the retailer's machines into the company inventory's machines column", async () => {
    const db = api.services.db;
    // The demo retailer admin holds no inventory permission; a company admin may grant it.
    const [me] = await db.select({ role_id: users.role_id }).from(users).where(eq(users.email, 'retailer@demo.local'));
    await db.update(roles).set({ permissions: sql`array_append(${roles.permissions}, 'PERM_VIEW_INVENTORY')` }).where(eq(roles.id, me!.role_id));
    const token = await api.login('retailer@demo.local');
    const slots = await db.select({ product_id: vmSlots.product_id, units: sql<number>`sum(${vmSlots.quantity})::int` })
      .from(vmSlots).where(inArray(vmSlots.vending_machine_id, ownIds)).groupBy(vmSlots.product_id);
    const stocked = slots.filter((s) => s.product_id !== null && s.units > 0);
    expect(stocked.length).toBeGreaterThan(0);
    const r = await api.post('inventory-management', { action: 'list.inventory', limit: 500, in_stock_only: true }, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const machines = new Map((r.body.data as { product_id: number; machines: number }[]).map((row) => [row.product_id, row.machines]));
    for (const s of stocked) expect(machines.get(s.product_id!), `product ${s.product_id}`).toBe(s.units);
    const total = (r.body.data as { machines: number }[]).reduce((sum, row) => sum + row.machines, 0);
    expect(total).toBe(stocked.reduce((sum, s) => sum + s.units, 0));
  });
});

const SALES = 'sales';
const REFILLS = 'refill-management';
const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("what hangs off a retailer's machines, for its admin and the operator it created", () => {
  const who = () => [['retailer admin', retailerAdmin], ['retailer operator', retailerOperator]] as const;

  it("answers 404 for another machine's refill plan, to read, put in transit or execute, and reaches its own", async () => {
    const db = api.services.db;
    const [foreign] = await db.select().from(refillPlans)
      .where(and(notInArray(refillPlans.vending_machine_id, ownIds), eq(refillPlans.status, 1))).limit(1);
    const [own] = await db.select().from(refillPlans).where(inArray(refillPlans.vending_machine_id, ownIds)).limit(1);
    expect(foreign && own).toBeTruthy();
    for (const [name, token] of who()) {
      expect((await api.post(REFILLS, { action: 'get.refill_plan', id: foreign!.id }, token)).status, name).toBe(404);
      expect((await api.post(REFILLS, { action: 'get.refill_plan', id: own!.id }, token)).status, name).toBe(200);
    }
    const moved = await api.post(REFILLS, { action: 'mark_in_transit.refill_plan', id: foreign!.id, version: foreign!.version }, retailerOperator);
    expect(moved.status).toBe(404);
    const executed = await api.post(REFILLS, { action: 'execute.refill_plan', id: foreign!.id, version: foreign!.version }, retailerOperator);
    expect(executed.status).toBe(404);
    const [after] = await db.select().from(refillPlans).where(eq(refillPlans.id, foreign!.id));
    expect(after).toMatchObject({ status: 1, version: foreign!.version });
    expect((await api.post(REFILLS, { action: 'get.refill_plan', id: foreign!.id }, admin)).status).toBe(200);
  });

  it("lists only the orders of the retailer's machines, with their total, and no other machine's by filter or id", async () => {
    const db = api.services.db;
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(inArray(orders.vending_machine_id, ownIds)) as [{ n: number }];
    const [foreignOrder] = await db.select({ id: orders.id }).from(orders).where(eq(orders.vending_machine_id, otherMachineId)).limit(1);
    const [ownOrder] = await db.select({ id: orders.id }).from(orders).where(inArray(orders.vending_machine_id, ownIds)).limit(1);
    expect(foreignOrder && ownOrder).toBeTruthy();
    const company = await api.post(SALES, { action: 'list.orders', limit: 1 }, admin);
    expect(company.body.total).toBeGreaterThan(n);
    for (const [name, token] of who()) {
      const mine = await api.post(SALES, { action: 'list.orders', limit: 100 }, token);
      expect(mine.status, name).toBe(200);
      expect(mine.body.total, name).toBe(n);
      for (const o of mine.body.data as { vending_machine: { id: number } }[]) expect(ownIds, name).toContain(o.vending_machine.id);
      const byForeign = await api.post(SALES, { action: 'list.orders', limit: 10, vending_machine_id: [otherMachineId] }, token);
      expect([byForeign.body.total, byForeign.body.data.length], name).toEqual([0, 0]);
      expect((await api.post(SALES, { action: 'get.order', id: foreignOrder!.id }, token)).status, name).toBe(404);
      expect((await api.post(SALES, { action: 'get.order', id: ownOrder!.id }, token)).status, name).toBe(200);
    }
  });

  it("lists the customer feedback given at the retailer's machines only", async () => {
    const db = api.services.db;
    const given = await db.select({ n: sql<number>`count(*)::int` }).from(vmFeedback).where(inArray(vmFeedback.vending_machine_id, ownIds));
    const atProducts = await db.select({ n: sql<number>`count(*)::int` }).from(productFeedback).where(inArray(productFeedback.vending_machine_id, ownIds));
    const expected = (given[0]?.n ?? 0) + (atProducts[0]?.n ?? 0);
    const company = await api.post(SALES, { action: 'list.customer_feedback', limit: 1 }, admin);
    expect(company.body.total).toBeGreaterThan(expected);
    for (const [name, token] of who()) {
      const mine = await api.post(SALES, { action: 'list.customer_feedback', limit: 200 }, token);
      expect(mine.status, name).toBe(200);
      expect(mine.body.total, name).toBe(expected);
    }
  });

  it("lists bulk refills whose machines are all the retailer's, none of the company's others", async () => {
    const company = await api.post(REFILLS, { action: 'list.bulk_refills', limit: 100 }, admin);
    expect(company.body.total).toBeGreaterThan(0);
    const members = await api.services.db.select().from(bulkRefillMachines);
    const allOwn = (id: number) => members.filter((m) => m.bulk_refill_id === id).every((m) => ownIds.includes(m.vending_machine_id));
    const expected = idsOf(company.body.data).filter((id) => members.some((m) => m.bulk_refill_id === id) && allOwn(id)).sort();
    for (const [name, token] of who()) {
      const mine = await api.post(REFILLS, { action: 'list.bulk_refills', limit: 100 }, token);
      expect(mine.status, name).toBe(200);
      expect(idsOf(mine.body.data).sort(), name).toEqual(expected);
      const other = idsOf(company.body.data).find((id) => !allOwn(id));
      expect((await api.post(REFILLS, { action: 'get.bulk_refill', id: other }, token)).status, name).toBe(404);
    }
  });

  it("lists cash collections whose pick-ups are all at the retailer's machines", async () => {
    const pickups = await api.services.db.select().from(cashCollectionOrders);
    const company = await api.post(REFILLS, { action: 'list.cash_in_hand_orders', limit: 100 }, admin);
    expect(company.body.total).toBeGreaterThan(0);
    const ownOnly = (id: number) => {
      const of = pickups.filter((p) => p.cash_collection_id === id);
      return of.length > 0 && of.every((p) => ownIds.includes(p.vending_machine_id));
    };
    for (const [name, token] of who()) {
      const mine = await api.post(REFILLS, { action: 'list.cash_in_hand_orders', limit: 100 }, token);
      expect(mine.status, name).toBe(200);
      expect(idsOf(mine.body.data).sort(), name).toEqual(idsOf(company.body.data).filter(ownOnly).sort());
    }
  });

  it("sums the dashboard and machine analytics over the retailer's machines only", async () => {
    const db = api.services.db;
    const [sums] = await db.execute(sql`select coalesce(sum(orders), 0)::int as orders from sales_orders_daily
      where vending_machine_id in (${sql.join(ownIds.map((id) => sql`${id}`), sql`, `)})`).then((r) => (r as unknown as { rows: { orders: number }[] }).rows);
    for (const period of ['all', 'year'] as const) {
      const board = await api.post('analytics', { action: 'get.dashboard', period }, retailerAdmin);
      expect(board.status, JSON.stringify(board.body)).toBe(200);
      expect(board.body.data.machines.total).toBe(ownIds.length);
      if (period === 'all') expect(board.body.data.period_figures.orders).toBe(sums!.orders);
      for (const m of [...board.body.data.top_machines, ...board.body.data.bottom_machines]) expect(ownIds).toContain(m.id);
      const vms = await api.post('analytics', { action: 'get.vm_analytics', period }, retailerAdmin);
      expect(vms.status, JSON.stringify(vms.body)).toBe(200);
      expect(idsOf(vms.body.data.rows).sort((a, b) => a - b)).toEqual(ownIds);
    }
    const company = await api.post('analytics', { action: 'get.dashboard', period: 'all' }, admin);
    expect(company.body.data.period_figures.orders).toBeGreaterThan(sums!.orders);
    // The finance report too, once a company admin grants it to the retailer admin's role.
    const [me] = await db.select({ role_id: users.role_id }).from(users).where(eq(users.email, 'retailer@demo.local'));
    await db.update(roles).set({ permissions: sql`array_append(${roles.permissions}, 'PERM_VIEW_FINANCE_REPORT')` }).where(eq(roles.id, me!.role_id));
    const finance = await api.post('analytics', { action: 'get.finance_report', period: 'all', entity: 'company' }, await api.login('retailer@demo.local'));
    expect(finance.status, JSON.stringify(finance.body)).toBe(200);
    expect(finance.body.data.totals.orders).toBe(sums!.orders);
    const foreign = await api.post('analytics', { action: 'get.vm_analytics', period: 'all', vending_machine_id: [otherMachineId] }, retailerAdmin);
    expect(foreign.body.data.rows).toEqual([]);
  });

  it('ranks sales analytics by city from its machines only', async () => {
    const r = await api.post('analytics', { action: 'get.sales_analytics', period: 'all', report_dimension: 'vending_machine', rank_by: 'net', ranking: 'all', measures: ['net'] }, retailerAdmin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const g of r.body.data.groups as { key: string }[]) expect(ownIds).toContain(Number(g.key));
    const byCity = await api.post('analytics', { action: 'get.sales_analytics', period: 'all', report_dimension: 'city', rank_by: 'net', ranking: 'all', measures: ['net'] }, retailerAdmin);
    expect(byCity.status, JSON.stringify(byCity.body)).toBe(200);
    const net = (rows: { values: { net: number } }[]) => Math.round(rows.reduce((s, g) => s + g.values.net, 0) * 100);
    expect(net(byCity.body.data.groups)).toBe(net(r.body.data.groups));
  });

  it('keeps the users it creates in its retailer, as its staff', async () => {
    const [made] = await api.services.db.select({ retailer_id: users.retailer_id }).from(users).where(eq(users.email, 'retail-operator@demo.local'));
    expect(made!.retailer_id).toBe(retailerId);
    expect((await api.post(AREA, { action: 'get.vending_machine', id: otherMachineId }, retailerOperator)).status).toBe(404);
  });

  it('a retailer admin without a retailer reaches no machine, order or sale', async () => {
    const db = api.services.db;
    const [me] = await db.select().from(users).where(eq(users.email, 'retailer@demo.local'));
    await db.insert(users).values({ ...me!, id: undefined, email: 'retail-orphan@demo.local', retailer_id: null });
    const orphan = await api.login('retail-orphan@demo.local');
    expect((await api.post(SALES, { action: 'list.orders', limit: 10 }, orphan)).body.total).toBe(0);
    expect((await api.post('analytics', { action: 'get.dashboard', period: 'all' }, orphan)).body.data.period_figures.orders).toBe(0);
    expect((await api.post(REFILLS, { action: 'list.refills', limit: 10 }, orphan)).body.total).toBe(0);
    const made = await api.post('user-management', {
      action: 'create.user', first_name: 'No', last_name: 'Retailer', email: 'orphan-op@demo.local', role_id: operatorRoleId, password: 'Retail@2026',
    }, orphan);
    expect(made.status).toBe(403);
    expect(made.body.message).toBe('Your account belongs to no retailer; ask a company admin to set one.');
    // Nor an offer: it would have been the company's, for every machine.
    const [combo] = (await api.post('offers-management', { action: 'list.discounts', limit: 1, offer_type: [3] }, admin)).body.data as { id: number }[];
    const d = (await api.post('offers-management', { action: 'get.discount', id: combo!.id }, admin)).body.data;
    const offered = await api.post('offers-management', {
      action: 'create.discount', name: 'Orphan combo', description: d.description, offer_type: 3, scope: 'COMPANY', zone_id: null, retailer_id: null,
      vending_machine_ids: [], channels: d.channels, repeat_option: d.repeat_option, weekdays: d.weekdays, time_window: d.time_window,
      start_time: d.start_time, end_time: d.end_time, offer_source: d.offer_source, start_at: d.start_at, end_at: d.end_at,
      sub_offers: d.sub_offers.map((x: { label: string; is_active: boolean; offer_price: number; image: string | null; lines: Record<string, unknown>[] }) => ({
        label: x.label, is_active: x.is_active, offer_price: x.offer_price, image: x.image,
        products: x.lines.map(({ product_id, is_primary, offer_value, max_buy_qty, buy_qty, free_qty, total_stock }) => ({ product_id, is_primary, offer_value, max_buy_qty, buy_qty, free_qty, total_stock })),
      })),
    }, orphan);
    expect(offered.status, JSON.stringify(offered.body)).toBe(403);
  });
});

describe("what is not a retailer's", () => {
  it('lists no warehouse order or kit: the warehouses are the company’s', async () => {
    const company = await api.post('warehouse-management', { action: 'list.warehouse_orders', limit: 100 }, admin);
    expect(company.body.total).toBeGreaterThan(0);
    const kit = (company.body.data as { id: number; kind: string }[]).find((o) => o.kind === 'kit_transfer' || o.kind === 'package_transfer');
    for (const token of [retailerAdmin, retailerOperator]) {
      const mine = await api.post('warehouse-management', { action: 'list.warehouse_orders', limit: 100 }, token);
      expect([mine.status, mine.body.total]).toEqual([200, 0]);
      if (kit) expect((await api.post('warehouse-management', { action: 'get.kit_transfer', id: kit.id }, token)).status).toBe(404);
    }
  });

  it("shows notifications about the retailer's machines, and the caller's own, only", async () => {
    const r = await api.post('notification-service', { action: 'list.notifications', limit: 100 }, retailerAdmin);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const company = await api.post('notification-service', { action: 'list.notifications', limit: 1 }, admin);
    expect(company.body.total).toBeGreaterThan(r.body.total);
    for (const n of r.body.data as { VendingMachine?: { id: number } }[]) if (n.VendingMachine) expect(ownIds).toContain(n.VendingMachine.id);
  });
});

describe("the live feeds of a retailer's staff", () => {
  it("carry messages about the retailer's machines and the caller's own, not the company's other machines", async () => {
    const socketOf = async (token: string) => {
      const req = { headers: { cookie: `${SESSION_COOKIE}=${encodeURIComponent(token)}` } } as unknown as IncomingMessage;
      return (await liveAuthenticator(api.services)(req))!;
    };
    const retail = await socketOf(retailerOperator);
    const company = await socketOf(admin);
    expect([...retail.machineIds!].sort((a, b) => a - b)).toEqual(ownIds);
    expect(reaches(retail, retail.companyId, { machineId: ownIds[0] })).toBe(true);
    expect(reaches(retail, retail.companyId, { machineId: otherMachineId })).toBe(false);
    expect(reaches(retail, retail.companyId, {})).toBe(false);
    expect(reaches(retail, retail.companyId, { userId: retail.userId })).toBe(true);
    expect(reaches(company, company.companyId, { machineId: otherMachineId })).toBe(true);
  });
});
