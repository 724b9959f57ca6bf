/**
 * Product requests (issue 36): list with its filters, view, add (raising PRODUCT_REQUEST for
 * the users who see requests there), edit and delete, and every lifecycle step through the API;
 * the permissions of routes.tsv, the company's and the franchise's scope, stale versions and
 * steps the lifecycle refuses (409), bad input named field by field, one audit row per change.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_REQUEST_MESSAGES } from '../../contract/actions/product-requests.ts';
import { productRequestLifecycle } from '../../machines/records/productRequest.ts';
import { auditLog, notifications, products, stores, users, vendingMachines } from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const AREA = 'product-management';

let api: TestApi;
let admin: string;
let machine: { id: number; name: string };
let franchiseMachine: { id: number; franchise_id: number };
let store: { id: number };
const post = (body: Record<string, unknown>, token = admin) => api.post(AREA, body, token);
const VALID = () => ({
  product_name: 'Oat milk 200 ml',
  brand_name: 'Oatly',
  description: 'Asked for by the gym crowd',
  requester_type: 'Employee',
  requester_name: 'Farah Khan',
  requester_mobile: '9876543210',
  urgency: 'Urgent',
  preferable_time: 'Early Morning',
  vending_machine_id: machine.id,
  store_id: null,
});

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  const db = api.services.db;
  const [company] = await db.select({ company_id: users.company_id }).from(users).where(eq(users.email, 'admin@demo.local'));
  [machine] = await db.select({ id: vendingMachines.id, name: vendingMachines.name }).from(vendingMachines)
    .where(and(eq(vendingMachines.company_id, company!.company_id), isNull(vendingMachines.franchise_id), isNull(vendingMachines.deleted_at))).limit(1) as [typeof machine];
  const [franchiseUser] = await db.select({ franchise_id: users.franchise_id }).from(users).where(eq(users.email, 'franchise@demo.local'));
  [franchiseMachine] = await db.select({ id: vendingMachines.id, franchise_id: vendingMachines.franchise_id }).from(vendingMachines)
    .where(and(eq(vendingMachines.franchise_id, franchiseUser!.franchise_id!), isNull(vendingMachines.deleted_at))).limit(1) as [typeof franchiseMachine];
  [store] = await db.select({ id: stores.id }).from(stores).where(and(eq(stores.company_id, company!.company_id), isNotNull(stores.id))).limit(1) as [typeof store];
});
afterAll(() => api.close());

async function create(fields: Record<string, unknown> = {}, token = admin) {
  const r = await post({ action: 'create.product_request', ...VALID(), ...fields }, token);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data;
}

const audits = async (id: number) =>
  (await api.services.db.select().from(auditLog).where(and(eq(auditLog.entity, 'product_request'), eq(auditLog.entity_id, id))).orderBy(auditLog.id)).map((a) => a.action);

const userId = async (email: string) => (await api.services.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

describe('the list', () => {
  it('has the demo requests in every status, paged and sorted on the server', async () => {
    const r = await post({ action: 'list.product_requests', limit: 5, sortBy: 'created_at', sortDir: 'ASC' });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThanOrEqual(16);
    expect(r.body.data).toHaveLength(5);
    const all = await post({ action: 'list.product_requests', limit: 100 });
    expect(new Set(all.body.data.map((x: { status: string }) => x.status))).toEqual(new Set(['REQUESTED', 'IN_REVIEW', 'ADDED', 'DECLINED']));
  });

  it('filters by status, urgency and requester type, and searches', async () => {
    const r = await post({ action: 'list.product_requests', limit: 100, status: ['DECLINED'], urgency: ['Urgent', 'Take time'], requester_type: ['Admin', 'Management', 'Student', 'Other', 'Employee'] });
    expect(r.status).toBe(200);
    expect(r.body.total).toBeGreaterThan(0);
    for (const row of r.body.data) {
      expect(row.status).toBe('DECLINED');
      expect(['Urgent', 'Take time']).toContain(row.urgency);
    }
    const search = await post({ action: 'list.product_requests', search: 'kombucha' });
    expect(search.body.data.map((x: { product_name: string }) => x.product_name)).toEqual(['Kombucha 250 ml']);
    expect((await post({ action: 'list.product_requests', status: ['LOST'] })).status).toBe(400);
  });
});

describe('adding, editing and deleting', () => {
  it('adds one for a machine, reads it back, edits it with the version read, deletes it; each change audited once', async () => {
    const created = await create();
    expect(created).toMatchObject({ product_name: 'Oat milk 200 ml', status: 'REQUESTED', machine, store: null, version: 0, product: null });
    expect(created.requested_by).toMatchObject({ first_name: 'Aishwaryalakshmi' });
    expect((await post({ action: 'get.product_request', id: created.id })).body.data).toEqual(created);
    const edited = await post({ action: 'update.product_request', id: created.id, version: 0, ...VALID(), vending_machine_id: null, store_id: store.id, urgency: 'Take time' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({ machine: null, store: { id: store.id }, urgency: 'Take time', version: 1 });
    expect((await post({ action: 'update.product_request', id: created.id, version: 0, ...VALID() })).status).toBe(409);
    expect((await post({ action: 'delete.product_request', id: created.id, version: 1 })).status).toBe(200);
    expect((await post({ action: 'get.product_request', id: created.id })).status).toBe(404);
    expect(await audits(created.id)).toEqual(['create.product_request', 'update.product_request', 'delete.product_request']);
  });

  it('refuses bad input naming the fields, and changes nothing', async () => {
    const before = (await post({ action: 'list.product_requests', limit: 1 })).body.total;
    const empty = await post({ action: 'create.product_request', ...VALID(), product_name: '' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('product_name');
    expect((await post({ action: 'create.product_request', ...VALID(), urgency: 'Yesterday' })).status).toBe(400);
    expect((await post({ action: 'create.product_request', ...VALID(), requester_type: 'Robot' })).status).toBe(400);
    expect((await post({ action: 'create.product_request', ...VALID(), preferable_time: 'Noon' })).status).toBe(400);
    expect((await post({ action: 'create.product_request', ...VALID(), requester_mobile: '123' })).status).toBe(400);
    expect((await post({ action: 'create.product_request', ...VALID(), description: 'x'.repeat(251) })).status).toBe(400);
    expect((await post({ action: 'create.product_request', ...VALID(), unknown_field: 1 })).status).toBe(400);
    const nowhere = await post({ action: 'create.product_request', ...VALID(), vending_machine_id: null, store_id: null });
    expect(nowhere.status).toBe(400);
    expect(JSON.stringify(nowhere.body)).toContain(PRODUCT_REQUEST_MESSAGES.placeRequired);
    const both = await post({ action: 'create.product_request', ...VALID(), store_id: store.id });
    expect(both.status).toBe(400);
    expect(JSON.stringify(both.body)).toContain(PRODUCT_REQUEST_MESSAGES.onePlace);
    expect((await post({ action: 'create.product_request', ...VALID(), vending_machine_id: 2_000_000 })).status).toBe(400);
    expect((await post({ action: 'list.product_requests', limit: 1 })).body.total).toBe(before);
  });

  it('answers 404 for a request that does not exist', async () => {
    expect((await post({ action: 'get.product_request', id: 2_000_000 })).status).toBe(404);
    expect((await post({ action: 'review.product_request', id: 2_000_000, version: 0 })).status).toBe(404);
  });
});

describe('the notification', () => {
  it('goes to each user who sees product requests (not the requester, not a role without the permission)', async () => {
    const created = await create({ product_name: 'Kombucha ginger' });
    const rows = await api.services.db.select().from(notifications).where(eq(notifications.type, 'PRODUCT_REQUEST'));
    const mine = rows.filter((n) => (n.payload as { product_request_id?: number }).product_request_id === created.id);
    const told = new Set(mine.map((n) => n.user_id));
    expect(told.has(await userId('warehouse@demo.local'))).toBe(true);
    expect(told.has(await userId('partner@demo.local'))).toBe(true);
    expect(told.has(await userId('admin@demo.local'))).toBe(false);
    expect(told.has(await userId('operator@demo.local'))).toBe(false);
    // A machine of no franchise: the franchise's staff are not told.
    expect(told.has(await userId('franchise@demo.local'))).toBe(false);
    expect(mine[0]!.payload).toMatchObject({ product_name: 'Kombucha ginger', urgency: 'Urgent', VendingMachine: machine });

    const warehouse = await api.login('warehouse@demo.local');
    const bell = await api.post('notification-service', { action: 'list.notifications', type: 'PRODUCT_REQUEST', limit: 10 }, warehouse);
    expect(bell.status).toBe(200);
    expect(bell.body.data.some((n: { product_request_id?: number }) => n.product_request_id === created.id)).toBe(true);
  });

  it('for a franchise machine, reaches the franchise admin too', async () => {
    const created = await create({ vending_machine_id: franchiseMachine.id });
    const rows = await api.services.db.select().from(notifications).where(eq(notifications.franchise_id, franchiseMachine.franchise_id));
    const told = rows.filter((n) => (n.payload as { product_request_id?: number }).product_request_id === created.id).map((n) => n.user_id);
    expect(told).toContain(await userId('franchise@demo.local'));
  });
});

describe('the lifecycle', () => {
  it('reviews, then marks added with the catalogue product; added is final and kept', async () => {
    const r = await create();
    const reviewed = await post({ action: 'review.product_request', id: r.id, version: 0, remark: 'Looking at suppliers' });
    expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
    expect(reviewed.body.data).toMatchObject({ status: 'IN_REVIEW', status_remark: 'Looking at suppliers', version: 1 });
    const [product] = await api.services.db.select({ id: products.id }).from(products).limit(1);
    const added = await post({ action: 'mark_added.product_request', id: r.id, version: 1, product_id: product!.id });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data).toMatchObject({ status: 'ADDED', product: { id: product!.id }, version: 2 });
    const again = await post({ action: 'decline.product_request', id: r.id, version: 2, remark: 'No' });
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Added to Catalogue');
    expect((await post({ action: 'update.product_request', id: r.id, version: 2, ...VALID() })).status).toBe(409);
    expect((await post({ action: 'delete.product_request', id: r.id, version: 2 })).status).toBe(409);
    expect(await audits(r.id)).toEqual(['create.product_request', 'review.product_request', 'mark_added.product_request']);
  });

  it('declines with a reason (required), reopens, and refuses what the status does not allow', async () => {
    const r = await create();
    expect((await post({ action: 'reopen.product_request', id: r.id, version: 0 })).status).toBe(409);
    const noReason = await post({ action: 'decline.product_request', id: r.id, version: 0, remark: ' ' });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(PRODUCT_REQUEST_MESSAGES.declineReasonRequired);
    const declined = await post({ action: 'decline.product_request', id: r.id, version: 0, remark: 'Not sold in India' });
    expect(declined.body.data).toMatchObject({ status: 'DECLINED', status_remark: 'Not sold in India' });
    expect((await post({ action: 'review.product_request', id: r.id, version: 1 })).status).toBe(409);
    expect((await post({ action: 'update.product_request', id: r.id, version: 1, ...VALID() })).status).toBe(409);
    const reopened = await post({ action: 'reopen.product_request', id: r.id, version: 1 });
    expect(reopened.body.data).toMatchObject({ status: 'REQUESTED', version: 2 });
    const stale = await post({ action: 'review.product_request', id: r.id, version: 1 });
    expect(stale.status).toBe(409);
    const added = await post({ action: 'mark_added.product_request', id: r.id, version: 2, product_id: 2_000_000 });
    expect(added.status).toBe(400);
  });
});

describe('every transition of the lifecycle, against the server', () => {
  /** The action of each event, and what it needs besides the id and version. */
  const STEP: Record<string, [string, Record<string, unknown>]> = {
    'productRequest.review': ['review.product_request', {}],
    'productRequest.add': ['mark_added.product_request', {}],
    'productRequest.decline': ['decline.product_request', { remark: 'Walked' }],
    'productRequest.reopen': ['reopen.product_request', {}],
  };
  /** How to reach each status from Requested. */
  const ROUTE: Record<string, string[]> = {
    REQUESTED: [],
    IN_REVIEW: ['productRequest.review'],
    DECLINED: ['productRequest.decline'],
    ADDED: ['productRequest.add'],
  };
  const rows = productRequestLifecycle.states.flatMap((state) => {
    const from = productRequestLifecycle.statusOf(state);
    return productRequestLifecycle.eventsFrom(from).map((event) => [from, event, productRequestLifecycle.next(from, event)] as const);
  });

  it.each(rows)('%s —%s→ %s', async (from, event, to) => {
    let r = await create();
    for (const step of [...ROUTE[from]!, event]) {
      const [action, extra] = STEP[step]!;
      const answer = await post({ action, id: r.id, version: r.version, ...extra });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      r = answer.body.data;
    }
    expect(r.status).toBe(to);
    // Every event the lifecycle refuses from here, the server refuses with 409 and changes nothing.
    for (const refused of productRequestLifecycle.events.filter((e) => !productRequestLifecycle.can(to!, e))) {
      const [action, extra] = STEP[refused]!;
      expect((await post({ action, id: r.id, version: r.version, ...extra })).status).toBe(409);
    }
    expect((await post({ action: 'get.product_request', id: r.id })).body.data.version).toBe(r.version);
  });
});

describe('roles and reach', () => {
  it('a store manager may add and view but not move the status; a technician nothing', async () => {
    const storeManager = await api.login('store@demo.local');
    const [own] = await api.services.db.select({ store_id: users.store_id }).from(users).where(eq(users.email, 'store@demo.local'));
    const created = await create({ vending_machine_id: null, store_id: own!.store_id }, storeManager);
    expect((await post({ action: 'get.product_request', id: created.id }, storeManager)).status).toBe(200);
    expect((await post({ action: 'review.product_request', id: created.id, version: 0 }, storeManager)).status).toBe(403);
    expect((await post({ action: 'delete.product_request', id: created.id, version: 0 }, storeManager)).status).toBe(403);
    const technician = await api.login('technician@demo.local');
    expect((await post({ action: 'list.product_requests' }, technician)).status).toBe(403);
    expect((await post({ action: 'create.product_request', ...VALID() }, technician)).status).toBe(403);
    expect((await post({ action: 'get.product_request_options' }, technician)).status).toBe(403);
  });

  it('a warehouse manager moves the status but may not delete', async () => {
    const warehouse = await api.login('warehouse@demo.local');
    const created = await create();
    expect((await post({ action: 'review.product_request', id: created.id, version: 0 }, warehouse)).status).toBe(200);
    expect((await post({ action: 'delete.product_request', id: created.id, version: 1 }, warehouse)).status).toBe(403);
  });

  it("a franchise admin sees only the requests for the franchise's machines and stores, and may only ask for those", async () => {
    const franchise = await api.login('franchise@demo.local');
    const theirs = await create({ vending_machine_id: franchiseMachine.id });
    const company = await create();
    expect((await post({ action: 'get.product_request', id: theirs.id }, franchise)).status).toBe(200);
    expect((await post({ action: 'get.product_request', id: company.id }, franchise)).status).toBe(404);
    const list = await post({ action: 'list.product_requests', limit: 100 }, franchise);
    expect(list.body.data.map((x: { id: number }) => x.id)).toContain(theirs.id);
    expect(list.body.data.map((x: { id: number }) => x.id)).not.toContain(company.id);
    const options = await post({ action: 'get.product_request_options' }, franchise);
    expect(options.body.data.machines.map((m: { id: number }) => m.id)).toContain(franchiseMachine.id);
    expect(options.body.data.machines.map((m: { id: number }) => m.id)).not.toContain(machine.id);
    expect((await post({ action: 'create.product_request', ...VALID() }, franchise)).status).toBe(400);
  });
});
