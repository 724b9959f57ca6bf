/**
 * The refill app's API (/partner/v1, docs/partner-app.md): a partner signs in with its PIN,
 * creates a plan for a linked machine from a linked warehouse and deletes it; the desk hears of
 * both (REFILL_PLAN_CREATED_BY_REFILL_PARTNER / REFILL_PLAN_DELETED_BY_REFILL_PARTNER), a
 * retailer's staff only for their machines; what is not linked is refused and nothing changes.
 */
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { auditLog, refillPartnerMachineLinks, refillPartnerWarehouseLinks, refillPartners, refillPlans, vendingMachines, vmSlots } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

let api: TestApi;
let app: ReturnType<typeof createApp>;
let partner: typeof refillPartners.$inferSelect;
let admin: string;
let retailer: string;
const PIN = '4821';

async function call(method: string, path: string, body?: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await app.request(`/partner/v1${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
}

/** A machine with a location, a serving warehouse and a slot that takes one more unit. */
async function plannable(retailerId: number | null) {
  const machines = await api.services.db.select().from(vendingMachines)
    .where(and(isNotNull(vendingMachines.warehouse_id), isNotNull(vendingMachines.latitude), isNull(vendingMachines.deleted_at),
      retailerId === null ? isNull(vendingMachines.retailer_id) : eq(vendingMachines.retailer_id, retailerId), eq(vendingMachines.company_id, partner.company_id)))
    .orderBy(asc(vendingMachines.id)).limit(20);
  for (const machine of machines) {
    const [slot] = await api.services.db.select().from(vmSlots).where(and(eq(vmSlots.vending_machine_id, machine.id), isNotNull(vmSlots.product_id),
      sql`${vmSlots.quantity} < ${vmSlots.item_layout_max}`, sql`(${vmSlots.expires_on} is null or ${vmSlots.expires_on} > '2027-01-01')`)).limit(1);
    if (slot) return { machine, line: { coil: slot.coil, product_id: slot.product_id!, quantity_to_add: 1, runout_quantity: 1, expiry_date: '2027-12-31', expired: false } };
  }
  throw new Error('no plannable machine in the demo');
}

async function link(machine: typeof vendingMachines.$inferSelect) {
  await api.services.db.insert(refillPartnerMachineLinks).values({ company_id: partner.company_id, refill_partner_id: partner.id, vending_machine_id: machine.id }).onConflictDoNothing();
  await api.services.db.insert(refillPartnerWarehouseLinks).values({ company_id: partner.company_id, refill_partner_id: partner.id, warehouse_id: machine.warehouse_id! }).onConflictDoNothing();
}

let token: string;
let retailerMachine: Awaited<ReturnType<typeof plannable>>;
let otherMachine: Awaited<ReturnType<typeof plannable>>;

beforeAll(async () => {
  api = await startApi();
  app = createApp(api.services);
  [partner] = await api.services.db.select().from(refillPartners).where(eq(refillPartners.status, 1)).orderBy(asc(refillPartners.id)).limit(1) as [typeof partner];
  await api.services.db.update(refillPartners).set({ pin_hash: await hashPassword(PIN), pin_changed_at: new Date() }).where(eq(refillPartners.id, partner.id));
  [admin, retailer] = await Promise.all([api.login('admin@demo.local'), api.login('retailer@demo.local')]);
  const retailerId = (await api.services.db.execute(sql`select retailer_id from users where email = 'retailer@demo.local'`)) as unknown as { rows: { retailer_id: number }[] };
  retailerMachine = await plannable(retailerId.rows[0]!.retailer_id);
  otherMachine = await plannable(null);
  await link(retailerMachine.machine);
  await link(otherMachine.machine);
});
afterAll(() => api.close());

const bell = async (who: string, type: string) =>
  (await api.post('notification-service', { action: 'list.notifications', type, limit: 50 }, who)).body.data as { VendingMachineRefill?: { refill_id: string }; payload?: unknown }[];
const mentions = (rows: unknown[], planId: string) => JSON.stringify(rows).includes(`"${planId}"`);

describe('sign-in', () => {
  it('gives a token for the right PIN only', async () => {
    const bad = await call('POST', '/sign-in', { partner_id: partner.id, pin: '0000' });
    expect(bad.status).toBe(401);
    expect(bad.body.message).toBe('Refill partner or PIN is wrong.');
    expect((await call('POST', '/sign-in', { partner_id: partner.id })).status).toBe(400);
    const good = await call('POST', '/sign-in', { partner_id: partner.id, pin: PIN });
    expect(good.status).toBe(200);
    expect(good.body.data.partner).toEqual({ id: partner.id, name: partner.name });
    token = good.body.data.token;
  });

  it('refuses requests without a valid token', async () => {
    expect((await call('GET', '/refill-plans')).status).toBe(401);
    expect((await call('GET', '/refill-plans', undefined, `${token}x`)).status).toBe(401);
    expect((await call('GET', '/refill-plans', undefined, admin)).status).toBe(401);
    expect((await call('GET', '/refill-plans', undefined, token)).status).toBe(200);
  });
});

describe('plans', () => {
  const create = (m: typeof retailerMachine, extra: Record<string, unknown> = {}) =>
    call('POST', '/refill-plans', { vending_machine_id: m.machine.id, warehouse_id: m.machine.warehouse_id, lines: [m.line], ...extra }, token);

  it('creates a plan the desk hears of, a retailer only for its machines, and deletes it', async () => {
    const mine = await create(retailerMachine);
    expect(mine.status).toBe(201);
    const other = await create(otherMachine);
    expect(other.status).toBe(201);
    const [row] = await api.services.db.select().from(refillPlans).where(eq(refillPlans.id, mine.body.data.id));
    expect(row).toMatchObject({ created_by: null, created_by_partner_id: partner.id, refill_partner_id: partner.id });

    const created = 'REFILL_PLAN_CREATED_BY_REFILL_PARTNER';
    const adminSees = await bell(admin, created);
    expect(mentions(adminSees, mine.body.data.plan_id) && mentions(adminSees, other.body.data.plan_id)).toBe(true);
    const retailerSees = await bell(retailer, created);
    expect(mentions(retailerSees, mine.body.data.plan_id)).toBe(true);
    expect(mentions(retailerSees, other.body.data.plan_id)).toBe(false);

    const listed = await api.post('refill-management', { action: 'list.refills', vending_machine_id: retailerMachine.machine.id }, admin);
    expect(listed.body.data.find((p: { id: number }) => p.id === mine.body.data.id)?.RefillPartner).toEqual({ id: partner.id, name: partner.name });
    expect((await call('GET', '/refill-plans', undefined, token)).body.data.map((p: { id: number }) => p.id)).toContain(mine.body.data.id);

    const removed = await call('DELETE', `/refill-plans/${mine.body.data.id}`, undefined, token);
    expect(removed.status).toBe(200);
    expect(await api.services.db.select().from(refillPlans).where(eq(refillPlans.id, mine.body.data.id))).toEqual([]);
    expect(mentions(await bell(admin, 'REFILL_PLAN_DELETED_BY_REFILL_PARTNER'), mine.body.data.plan_id)).toBe(true);
    expect(mentions(await bell(retailer, 'REFILL_PLAN_DELETED_BY_REFILL_PARTNER'), mine.body.data.plan_id)).toBe(true);
    const audits = await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'refill_plan'), eq(auditLog.entity_id, mine.body.data.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create.refill_plan', 'delete.refill_plan']);
  });

  it('refuses an unlinked machine or warehouse, bad input and plans of others, changing nothing', async () => {
    const before = (await api.services.db.select({ n: sql<number>`count(*)::int` }).from(refillPlans))[0]!.n;
    const [unlinked] = await api.services.db.select().from(vendingMachines)
      .where(and(eq(vendingMachines.company_id, partner.company_id), gt(vendingMachines.id, 0),
        sql`${vendingMachines.id} not in (select vending_machine_id from refill_partner_machine_links where refill_partner_id = ${partner.id})`)).limit(1);
    const refused = await create({ ...retailerMachine, machine: { ...unlinked!, warehouse_id: retailerMachine.machine.warehouse_id } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This vending machine is not linked to you.');
    const [foreignWarehouse] = (await api.services.db.execute(sql`select id from warehouses where company_id = ${partner.company_id}
      and id not in (select warehouse_id from refill_partner_warehouse_links where refill_partner_id = ${partner.id}) limit 1`) as unknown as { rows: { id: number }[] }).rows;
    expect((await create(retailerMachine, { warehouse_id: foreignWarehouse!.id })).body.message).toBe('This warehouse is not linked to you.');
    const noSource = await create(retailerMachine, { warehouse_id: undefined, store_id: 1 });
    expect(noSource.status).toBe(400);
    expect(noSource.body.errors).toEqual([{ path: 'warehouse_id', message: 'Choose the warehouse to load from (one linked to you).' }]);
    const bad = await create(retailerMachine, { lines: [{ ...retailerMachine.line, quantity_to_add: -1 }] });
    expect(bad.status).toBe(400);
    expect((await call('DELETE', '/refill-plans/abc', undefined, token)).status).toBe(400);
    const [staffPlan] = await api.services.db.select().from(refillPlans).where(and(eq(refillPlans.company_id, partner.company_id), isNull(refillPlans.created_by_partner_id))).limit(1);
    expect((await call('DELETE', `/refill-plans/${staffPlan!.id}`, undefined, token)).status).toBe(404);
    expect((await api.services.db.select({ n: sql<number>`count(*)::int` }).from(refillPlans))[0]!.n).toBe(before);
  });
});

describe('wrong PINs', () => {
  it('are limited per partner and client, even the right PIN waits then', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await call('POST', '/sign-in', { partner_id: partner.id, pin: `99${i}` })).status);
    expect(answers).toContain(429);
    const right = await call('POST', '/sign-in', { partner_id: partner.id, pin: PIN });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many wrong PINs. Try again in 15 minutes.');
  });
});
