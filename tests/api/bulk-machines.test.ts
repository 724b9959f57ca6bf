/**
 * The fleet list's bulk steps (issue 56): `bulk.vending_machine` runs update.vending_machine_status,
 * change.vm_planogram, link.vm_refill_partner and unlink.vm_refill_partner once per machine, and the
 * three new single actions check permission, scope, input and audit like any other.
 */
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MACHINE_STEP_MESSAGES } from '../../contract/actions/machine-steps.ts';
import { PLANOGRAM_CHANGE_MESSAGES } from '../../contract/actions/planogram-change.ts';
import { auditLog, refillPartnerMachineLinks, refillPartners, vendingMachines } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';
import { addOutsiders, OTHER_COMPANY_ADMIN } from './tenancy-fixtures.ts';

const VM = 'vending-machine-management';
const RM = 'refill-management';
let api: TestApi;
let admin: string;
let franchise: string;

beforeAll(async () => {
  api = await startApi();
  await addOutsiders(api.services.db);
  admin = await api.login('admin@demo.local');
  franchise = await api.login('franchise@demo.local');
});
afterAll(() => api.close());

const db = () => api.services.db;
const bulk = (token: string, fields: Record<string, unknown>) => api.post(VM, { action: 'bulk.vending_machine', ...fields }, token);
const machine = async (id: number) => (await db().select().from(vendingMachines).where(eq(vendingMachines.id, id)))[0]!;
const audits = async (action: string, ids: number[]) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(auditLog).where(and(eq(auditLog.action, action), inArray(auditLog.entity_id, ids))))[0]!.n;
const statusOf = (r: { body: { data: { results: { id: number; status: string }[] } } }) => r.body.data.results.map((x) => [x.id, x.status]);

/** Live machines of the franchise (`true`) or of the company alone, newest first. */
async function machines(ofFranchise: boolean, count: number, where?: ReturnType<typeof sql>) {
  const rows = await db().select().from(vendingMachines)
    .where(and(isNull(vendingMachines.deleted_at), ofFranchise ? isNotNull(vendingMachines.franchise_id) : isNull(vendingMachines.franchise_id), where))
    .orderBy(desc(vendingMachines.id)).limit(count);
  if (rows.length < count) throw new Error('the demo seed has too few machines');
  return rows;
}

describe('bulk.vending_machine: set active / inactive', () => {
  it("sets the franchise's machines inactive and refuses, per record, the one outside its reach", async () => {
    const listed = await api.post(VM, { action: 'list.active_vending_machines', status: [1], limit: 2 }, franchise);
    const own = listed.body.data as { id: number }[];
    expect(own).toHaveLength(2);
    const [outside] = await machines(false, 1, sql`${vendingMachines.status} = 1`);
    const ids = [own[0]!.id, outside!.id, own[1]!.id];

    const r = await bulk(franchise, { target: 'update.vending_machine_status', ids, fields: { status: 2 } });

    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(statusOf(r)).toEqual([[ids[0], 'done'], [ids[1], 'refused'], [ids[2], 'done']]);
    expect(r.body.data.results[1].message).toBe('Vending machine not found.');
    expect((await machine(ids[0]!)).status).toBe(2);
    expect((await machine(ids[2]!)).status).toBe(2);
    expect((await machine(outside!.id)).status).toBe(1);
    expect(await audits('update.vending_machine_status', [outside!.id])).toBe(0);
    expect(await audits('update.vending_machine_status', [ids[0]!, ids[2]!])).toBe(2);
  });

  it('answers 400 for a status that is not one, changing nothing', async () => {
    const [m] = await machines(true, 1);
    const r = await bulk(admin, { target: 'update.vending_machine_status', ids: [m!.id], fields: { status: 9 } });
    expect(r.status).toBe(400);
    expect((await machine(m!.id)).version).toBe(m!.version);
  });

  it("answers 403 for a caller without the target's permission", async () => {
    const [m] = await machines(true, 1);
    const r = await bulk(await api.login('partner@demo.local'), { target: 'update.vending_machine_status', ids: [m!.id], fields: { status: 2 } });
    expect(r.status).toBe(403);
    expect((await machine(m!.id)).version).toBe(m!.version);
  });
});

const withoutOpenPlan = sql`not exists (select 1 from refill_plans rp where rp.vending_machine_id = ${vendingMachines.id} and rp.status in (1, 2))`;
const withOpenPlan = sql`exists (select 1 from refill_plans rp where rp.vending_machine_id = ${vendingMachines.id} and rp.status in (1, 2))`;
const servedNoTemplate = sql`${vendingMachines.vm_template_id} is null and (${vendingMachines.warehouse_id} is not null or ${vendingMachines.store_id} is not null)`;

describe('change.vm_planogram and its bulk run', () => {
  let planograms: { id: number; name: string }[];
  beforeAll(async () => {
    planograms = (await api.post(VM, { action: 'get.planogram_change_options' }, admin)).body.data.planograms;
  });
  const planogram = (name: string) => planograms.find((p) => p.name === name)!;
  const change = (fields: Record<string, unknown>, token = admin) => api.post(VM, { action: 'change.vm_planogram', ...fields }, token);

  it('applies a planogram to one machine, audited under its own name', async () => {
    const [m] = await machines(false, 1, sql`${withoutOpenPlan} and ${servedNoTemplate}`);
    const r = await change({ id: m!.id, planogram_template_id: planogram('Office snacks').id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.planogram_template.name).toBe('Office snacks');
    expect((await machine(m!.id)).planogram_template_id).toBe(planogram('Office snacks').id);
    expect(await audits('change.vm_planogram', [m!.id])).toBe(1);
  });

  it('refuses a planogram of another shape (409, saying why), a template not of the company (400), another company (404) and a caller without the permission (403), changing nothing', async () => {
    const [m] = await machines(false, 1, sql`${withoutOpenPlan} and ${servedNoTemplate}`);
    const misfit = await change({ id: m!.id, planogram_template_id: planogram('Cold drinks').id });
    expect(misfit.status).toBe(409);
    expect(misfit.body.message).toBe(PLANOGRAM_CHANGE_MESSAGES.shapeMismatch('6 × 8', '5 × 6'));
    const unknown = await change({ id: m!.id, planogram_template_id: 999_999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toEqual({ path: 'planogram_template_id', message: PLANOGRAM_CHANGE_MESSAGES.unknownPlanogram });
    const outsider = await api.login(OTHER_COMPANY_ADMIN);
    expect((await change({ id: m!.id, planogram_template_id: planogram('Office snacks').id }, outsider)).status).toBe(404);
    expect((await change({ id: m!.id, planogram_template_id: planogram('Office snacks').id }, await api.login('partner@demo.local'))).status).toBe(403);
    expect((await machine(m!.id)).version).toBe(m!.version);
    expect(await audits('change.vm_planogram', [m!.id])).toBe(0);
  });

  it('answers 404 to a caller whose company has the template but not the machine', async () => {
    const [outside] = await machines(false, 1, sql`${withoutOpenPlan} and ${servedNoTemplate}`);
    const r = await change({ id: outside!.id, planogram_template_id: planogram('Office snacks').id }, franchise);
    expect(r.status).toBe(404);
    expect((await machine(outside!.id)).version).toBe(outside!.version);
  });

  it('runs per machine in bulk: a machine with an open refill plan is refused with the reason, the others change', async () => {
    const free = await machines(false, 2, sql`${withoutOpenPlan} and ${servedNoTemplate}`);
    const [busy] = await machines(false, 1, sql`${withOpenPlan} and ${servedNoTemplate}`);
    const ids = [free[0]!.id, busy!.id, free[1]!.id];
    const r = await bulk(admin, { target: 'change.vm_planogram', ids, fields: { planogram_template_id: planogram('Office snacks').id } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(statusOf(r)).toEqual([[ids[0], 'done'], [ids[1], 'refused'], [ids[2], 'done']]);
    expect(r.body.data.results[1].message).toMatch(/open refill plan/);
    expect((await machine(busy!.id)).version).toBe(busy!.version);
  });
});

describe('link.vm_refill_partner / unlink.vm_refill_partner and their bulk runs', () => {
  const link = (action: string, fields: Record<string, unknown>, token = admin) => api.post(RM, { action, ...fields }, token);
  const linked = async (partnerId: number, machineId: number) =>
    (await db().select().from(refillPartnerMachineLinks).where(and(eq(refillPartnerMachineLinks.refill_partner_id, partnerId), eq(refillPartnerMachineLinks.vending_machine_id, machineId)))).length > 0;
  /** The demo company's partner with the fewest machine links, and machines it is not linked to. */
  async function partnerAndMachines(count: number) {
    const [company] = await machines(false, 1);
    const [partner] = await db().select({ id: refillPartners.id, name: refillPartners.name }).from(refillPartners)
      .where(eq(refillPartners.company_id, company!.company_id))
      .orderBy(sql`(select count(*) from refill_partner_machine_links l where l.refill_partner_id = ${refillPartners.id})`, desc(refillPartners.id)).limit(1);
    const free = await machines(false, count, sql`not exists (select 1 from refill_partner_machine_links l where l.vending_machine_id = ${vendingMachines.id} and l.refill_partner_id = ${partner!.id})`);
    return { partner: partner!, free };
  }

  it('links one machine, refuses a second link (409), unlinks it, refuses a second unlink (409), each audited', async () => {
    const { partner, free: [m] } = await partnerAndMachines(1);
    const fields = { id: m!.id, refill_partner_id: partner.id };
    expect((await link('link.vm_refill_partner', fields)).status).toBe(200);
    expect(await linked(partner.id, m!.id)).toBe(true);
    const again = await link('link.vm_refill_partner', fields);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MACHINE_STEP_MESSAGES.alreadyLinked(partner.name, m!.name));
    expect((await link('unlink.vm_refill_partner', fields)).status).toBe(200);
    expect(await linked(partner.id, m!.id)).toBe(false);
    expect((await link('unlink.vm_refill_partner', fields)).body.message).toBe(MACHINE_STEP_MESSAGES.notLinked(partner.name, m!.name));
    expect(await audits('link.vm_refill_partner', [m!.id])).toBe(1);
    expect(await audits('unlink.vm_refill_partner', [m!.id])).toBe(1);
  });

  it("refuses another company's partner (400), a machine out of reach (404) and a caller without the permission (403), linking nothing", async () => {
    const { partner, free: [m] } = await partnerAndMachines(1);
    const audited = await audits('link.vm_refill_partner', [m!.id]);
    const bad = await link('link.vm_refill_partner', { id: m!.id, refill_partner_id: 999_999 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toEqual({ path: 'refill_partner_id', message: MACHINE_STEP_MESSAGES.unknownPartner });
    expect((await link('link.vm_refill_partner', { id: m!.id, refill_partner_id: partner.id }, franchise)).status).toBe(404);
    expect((await link('link.vm_refill_partner', { id: m!.id, refill_partner_id: partner.id }, await api.login('partner@demo.local'))).status).toBe(403);
    expect((await link('link.vm_refill_partner', { id: m!.id, refill_partner_id: 'one' })).status).toBe(400);
    expect(await linked(partner.id, m!.id)).toBe(false);
    expect(await audits('link.vm_refill_partner', [m!.id])).toBe(audited);
  });

  it('links many machines in bulk, refusing the one already linked', async () => {
    const { partner, free } = await partnerAndMachines(3);
    expect((await link('link.vm_refill_partner', { id: free[1]!.id, refill_partner_id: partner.id })).status).toBe(200);
    const ids = free.map((m) => m.id);
    const r = await bulk(admin, { target: 'link.vm_refill_partner', ids, fields: { refill_partner_id: partner.id } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(statusOf(r)).toEqual([[ids[0], 'done'], [ids[1], 'refused'], [ids[2], 'done']]);
    for (const id of ids) expect(await linked(partner.id, id)).toBe(true);

    const back = await bulk(admin, { target: 'unlink.vm_refill_partner', ids, fields: { refill_partner_id: partner.id } });
    expect(back.body.data).toMatchObject({ done: 3, refused: 0 });
    for (const id of ids) expect(await linked(partner.id, id)).toBe(false);
  });
});
