/**
 * Links through the API (issue 40): the six two-sided link screens (current links, candidates,
 * adding in bulk or all, removing, flags, default rows), both screens of a pair on one table,
 * the partner's app permissions and notifications, who may link, and the warehouse manager's
 * flags enforced on warehouses, transfers, request orders, purchase orders and stock.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idsOfPreset } from '../../contract/refill-partner-app.ts';
import {
  auditLog, refillPartners, supplierProductTerms, users, vendingMachines, warehouseManagerLinks, warehouseOrders, warehouseStock, warehouses,
} from '../../server/db/schema/index.ts';
import { startApi, type TestApi } from './harness.ts';

const RM = 'refill-management';
const WH = 'warehouse-management';
const UM = 'user-management';
const PM = 'procurement-management';
let api: TestApi;
let admin: string;
let manager: string;
let managerId: number;
let partners: { id: number; name: string }[];
let companyId: number;

beforeAll(async () => {
  api = await startApi();
  admin = await api.login('admin@demo.local');
  manager = await api.login('warehouse@demo.local');
  const [m] = await api.services.db.select().from(users).where(eq(users.email, 'warehouse@demo.local'));
  managerId = m!.id;
  companyId = m!.company_id;
  partners = await api.services.db.select({ id: refillPartners.id, name: refillPartners.name }).from(refillPartners)
    .where(and(eq(refillPartners.company_id, companyId), eq(refillPartners.status, 1))).orderBy(asc(refillPartners.id));
});
afterAll(() => api.close());

type Row = { id: number; name: string; is_default: boolean; linked: boolean; flags: string[] };
const links = async (area: string, side: string, id: number, fields: Record<string, unknown> = {}, token = admin) => {
  const r = await api.post(area, { action: `list.${side}_links`, id, limit: 500, ...fields }, token);
  expect(r.status, JSON.stringify(r.body).slice(0, 200)).toBe(200);
  return r.body as { data: Row[]; total: number };
};
const link = (area: string, side: string, id: number, fields: Record<string, unknown>, token = admin) =>
  api.post(area, { action: `link.${side}`, id, ...fields }, token);

describe('a refill partner\'s machines', () => {
  it('lists candidates, adds in bulk, removes, audits, and refuses default rows', async () => {
    const partner = partners[2]!;
    const candidates = await links(RM, 'partner_machines', partner.id, { linked: false });
    expect(candidates.total).toBeGreaterThan(3);
    expect(candidates.data.every((r) => !r.linked)).toBe(true);
    const three = candidates.data.slice(0, 3).map((r) => r.id);
    const added = await link(RM, 'partner_machines', partner.id, { add: three });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual({ added: 3, removed: 0, changed: 0 });
    const now = await links(RM, 'partner_machines', partner.id);
    expect(now.data.map((r) => r.id).sort()).toEqual([...three].sort());
    expect(now.data.every((r) => r.linked && !r.is_default && r.flags.length === 0)).toBe(true);
    expect((await links(RM, 'partner_machines', partner.id, { linked: false })).total).toBe(candidates.total - 3);
    const removed = await link(RM, 'partner_machines', partner.id, { remove: [three[0]] });
    expect(removed.body.data.removed).toBe(1);
    expect((await links(RM, 'partner_machines', partner.id)).total).toBe(2);
    const [audit] = await api.services.db.select().from(auditLog).where(and(eq(auditLog.action, 'link.partner_machines'), eq(auditLog.entity_id, partner.id)));
    expect(audit).toMatchObject({ entity: 'link' });

    // The first partner's first machine link is a default one.
    const first = await links(RM, 'partner_machines', partners[0]!.id);
    const fixed = first.data.find((r) => r.is_default)!;
    expect(fixed).toBeDefined();
    expect((await link(RM, 'partner_machines', partners[0]!.id, { remove: [fixed.id] })).status).toBe(409);
  });

  it('"All" adds every candidate the search matches', async () => {
    const partner = partners[3]!;
    const [machine] = await api.services.db.select().from(vendingMachines).where(eq(vendingMachines.company_id, companyId)).orderBy(asc(vendingMachines.id)).limit(1);
    const r = await link(RM, 'partner_machines', partner.id, { all: true, search: machine!.code });
    expect(r.status).toBe(200);
    const now = await links(RM, 'partner_machines', partner.id);
    expect(now.data.map((x) => x.id)).toContain(machine!.id);
    expect(now.total).toBe(r.body.data.added);
  });

  it('refuses unknown records and bad input', async () => {
    expect((await link(RM, 'partner_machines', 2_000_000, { add: [1] })).status).toBe(404);
    expect((await link(RM, 'partner_machines', partners[2]!.id, { add: [2_000_000] })).status).toBe(404);
    expect((await link(RM, 'partner_machines', partners[2]!.id, { add: [0] })).status).toBe(400);
  });
});

describe('warehouse and vehicle links of a refill partner', () => {
  it('one table serves the warehouse → partners and partner → warehouses screens, with the three flags; vehicles are warehouses of storage type Vehicle', async () => {
    const partner = partners[4]!;
    const [w] = await api.services.db.select().from(warehouses).where(and(eq(warehouses.company_id, companyId), ne(warehouses.storage_type, 'Vehicle'))).orderBy(asc(warehouses.id)).limit(1);
    const r = await link(WH, 'warehouse_refill_partners', w!.id, { add: [partner.id], add_flags: ['view', 'request_order'] });
    expect(r.status).toBe(200);
    const mine = await links(RM, 'partner_warehouses', partner.id);
    expect(mine.data).toEqual([expect.objectContaining({ id: w!.id, linked: true, flags: ['view', 'request_order'] })]);
    // The edit path sets the flags of an existing link.
    expect((await link(RM, 'partner_warehouses', partner.id, { flags: [{ id: w!.id, flags: ['view', 'transfer_order'] }] })).body.data.changed).toBe(1);
    expect((await links(WH, 'warehouse_refill_partners', w!.id)).data.find((x) => x.id === partner.id)!.flags).toEqual(['view', 'transfer_order']);

    const [vehicle] = await api.services.db.insert(warehouses).values({ company_id: companyId, name: 'Links Test Van', storage_type: 'Vehicle', registration_number: 'KA-01-LT-0001' }).returning();
    expect((await links(RM, 'partner_warehouses', partner.id, { linked: false })).data.some((x) => x.id === vehicle!.id)).toBe(false);
    // The candidates are vehicles only (the demo's too, which other partners own), never a warehouse.
    const vehicles = await links(RM, 'partner_vehicles', partner.id, { linked: false });
    expect(vehicles.data).toContainEqual(expect.objectContaining({ id: vehicle!.id, name: 'Links Test Van' }));
    expect(vehicles.data.some((x) => x.id === w!.id)).toBe(false);
    const before = (await links(RM, 'partner_vehicles', partner.id)).data.map((x) => x.id);
    expect((await link(RM, 'partner_vehicles', partner.id, { add: [vehicle!.id] })).body.data.added).toBe(1);
    expect((await link(RM, 'partner_vehicles', partner.id, { add: [w!.id] })).status).toBe(404);
    expect((await links(RM, 'partner_vehicles', partner.id)).data.map((x) => x.id)).toEqual([...before, vehicle!.id]);
  });

  it("a vehicle added for a partner is linked to its owner from the start, as a default link", async () => {
    const owner = partners[3]!;
    const r = await api.post(RM, { action: 'create.vehicle', refill_partner_id: owner.id, name: 'Owner link van', registration_number: 'KA 09 OL 0001' }, admin);
    expect(r.status, JSON.stringify(r.body).slice(0, 200)).toBe(201);
    const made = (r.body.data.vehicles as { id: number; name: string }[]).find((v) => v.name === 'Owner link van')!;
    expect((await links(RM, 'partner_vehicles', owner.id)).data).toContainEqual(expect.objectContaining({ id: made.id, linked: true, is_default: true }));
  });
});

describe('app permissions and notifications', () => {
  it('saves the ids in order and the notification kinds; refuses ids outside 1–17', async () => {
    const partner = partners[2]!;
    const r = await api.post(RM, { action: 'link.refill_partner_permissions', id: partner.id, permission_ids: [17, 13, 10, 9, 7, 3, 2, 1] }, admin);
    expect(r.status).toBe(200);
    expect(r.body.data.permission_ids).toEqual(idsOfPreset('Essential'));
    expect((await api.post(RM, { action: 'link.refill_partner_permissions', id: partner.id, permission_ids: [18] }, admin)).status).toBe(400);
    const n = await api.post(RM, { action: 'link.refill_partner_notifications', id: partner.id, notification_types: ['OUT_OF_STOCK', 'REFILL_EXECUTE'] }, admin);
    expect(n.body.data.notification_types).toEqual(['OUT_OF_STOCK', 'REFILL_EXECUTE']);
    expect((await api.post(RM, { action: 'get.refill_partner_app', id: partner.id }, admin)).body.data).toMatchObject({ permission_ids: idsOfPreset('Essential') });
    expect((await api.post(RM, { action: 'link.refill_partner_notifications', id: partner.id, notification_types: ['NOPE'] }, admin)).status).toBe(400);
  });
});

describe('who may link', () => {
  it('refill-partner links need PERM_UPDATE_REFILL_PARTNER, manager links PERM_UPDATE_WAREHOUSE_MANAGER', async () => {
    const technician = await api.login('technician@demo.local');
    expect((await link(RM, 'partner_machines', partners[2]!.id, { add: [] }, manager)).status).toBe(403);
    expect((await link(RM, 'partner_machines', partners[2]!.id, { add: [] }, technician)).status).toBe(403);
    expect((await link(UM, 'manager_warehouses', managerId, { add: [] }, manager)).status).toBe(403);
    expect((await api.post(RM, { action: 'link.refill_partner_permissions', id: partners[2]!.id, permission_ids: [] }, technician)).status).toBe(403);
  });
});

describe("a warehouse manager's flags", () => {
  let target: number;
  const setFlags = async (flags: string[]) => {
    const r = await link(UM, 'manager_warehouses', managerId, { flags: [{ id: target, flags }] });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };

  beforeAll(async () => {
    // A non-default link of the demo manager's, to a warehouse with stock and transfers.
    const rows = await api.services.db.select().from(warehouseManagerLinks).where(and(eq(warehouseManagerLinks.user_id, managerId), eq(warehouseManagerLinks.is_default, false))).orderBy(asc(warehouseManagerLinks.warehouse_id));
    target = rows[0]!.warehouse_id;
  });
  afterAll(() => setFlags(['view', 'request_order', 'modify', 'transfer_order', 'purchase_order']));

  it('both screens of the pair read one table: the warehouse lists its managers with their flags', async () => {
    const ofWarehouse = await links(WH, 'warehouse_managers', target);
    expect(ofWarehouse.data.find((r) => r.id === managerId)!.flags).toEqual(['view', 'request_order', 'modify', 'transfer_order', 'purchase_order']);
    const ofManager = await links(UM, 'manager_warehouses', managerId);
    expect(ofManager.data.some((r) => r.is_default)).toBe(true);
    expect((await link(UM, 'manager_warehouses', managerId, { flags: [{ id: ofManager.data.find((r) => r.is_default)!.id, flags: [] }] })).status).toBe(409);
  });

  it('without View the warehouse is invisible, on the next request', async () => {
    const seen = async () => ((await api.post(WH, { action: 'list.warehouses', limit: 100 }, manager)).body.data as { id: number }[]).map((w) => w.id);
    expect(await seen()).toContain(target);
    await setFlags(['request_order', 'modify', 'transfer_order', 'purchase_order']);
    expect(await seen()).not.toContain(target);
    expect((await api.post(WH, { action: 'get.warehouse', id: target }, manager)).status).toBe(404);
    await setFlags(['view', 'request_order', 'modify', 'transfer_order', 'purchase_order']);
    expect((await api.post(WH, { action: 'get.warehouse', id: target }, manager)).status).toBe(200);
  });

  it('without Modify, stock settings of the warehouse are 403', async () => {
    const [stock] = await api.services.db.select().from(warehouseStock).where(eq(warehouseStock.warehouse_id, target)).limit(1);
    const level = (token: string) => api.post('warehouse-inventory-management-services', { action: 'update.warehouse_reorder_level', warehouse_id: target, product_id: stock!.product_id, reorder_level: 7 }, token);
    await setFlags(['view', 'request_order', 'transfer_order', 'purchase_order']);
    const refused = await level(manager);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your link to this warehouse does not grant Modify Access.');
    await setFlags(['view', 'modify']);
    expect((await level(manager)).status).toBe(200);
  });

  it('without Transfer Order, managing a transfer of the warehouse is 403; reading it is not', async () => {
    const [transfer] = await api.services.db.select().from(warehouseOrders)
      .where(and(eq(warehouseOrders.source_warehouse_id, target), eq(warehouseOrders.destination_type, 'warehouse'), eq(warehouseOrders.status, 1)))
      .limit(1);
    if (!transfer) return;
    const other = await api.services.db.select().from(warehouseManagerLinks).where(and(eq(warehouseManagerLinks.user_id, managerId), eq(warehouseManagerLinks.warehouse_id, transfer.destination_warehouse_id!)));
    // Take Transfer Order from both ends of the transfer.
    await link(UM, 'manager_warehouses', managerId, { flags: [{ id: target, flags: ['view'] }, ...(other[0]!.is_default ? [] : [{ id: transfer.destination_warehouse_id!, flags: ['view'] }])] });
    if (other[0]!.is_default) return;
    expect((await api.post(WH, { action: 'get.material_transfer', id: transfer.id }, manager)).status).toBe(200);
    const r = await api.post(WH, { action: 'manage.material_transfer', id: transfer.id, new_status: 4, version: transfer.version }, manager);
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('Transfer Order');
    await link(UM, 'manager_warehouses', managerId, { flags: [{ id: transfer.destination_warehouse_id!, flags: ['view', 'request_order', 'modify', 'transfer_order', 'purchase_order'] }] });
  });

  it('without Request Order, a request order into the warehouse is 403', async () => {
    const [source] = await api.services.db.select().from(warehouseStock).where(and(ne(warehouseStock.warehouse_id, target))).limit(1);
    const request = () => api.post(WH, { action: 'create.request_order', requester_warehouse_id: target, source_warehouse_id: source!.warehouse_id, lines: [{ product_id: source!.product_id, quantity: 1 }] }, manager);
    await setFlags(['view', 'modify', 'transfer_order', 'purchase_order']);
    const refused = await request();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Request Order');
    await setFlags(['view', 'request_order']);
    expect((await request()).status).toBe(201);
  });

  it('without Purchase Order, a purchase order for the warehouse is 403', async () => {
    const [first] = await api.services.db.select().from(supplierProductTerms).orderBy(supplierProductTerms.id).limit(1);
    const terms = await api.services.db.select().from(supplierProductTerms).where(eq(supplierProductTerms.supplier_id, first!.supplier_id)).orderBy(supplierProductTerms.id).limit(1);
    const order = () => api.post(PM, {
      action: 'create.purchase_order', supplier_id: first!.supplier_id, warehouse_id: target, tax_type: 'INTRA_STATE',
      lines: terms.map((t) => ({ product_id: t.product_id, quantity: t.min_quantity * 2, price: Number(t.selling_price) })),
    }, manager);
    await setFlags(['view', 'request_order', 'modify', 'transfer_order']);
    const refused = await order();
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('Purchase Order');
    await setFlags(['view', 'purchase_order']);
    expect((await order()).status).toBe(201);
  });

  it('a removed link takes effect on the next request', async () => {
    await link(UM, 'manager_warehouses', managerId, { remove: [target] });
    expect((await api.post(WH, { action: 'get.warehouse', id: target }, manager)).status).toBe(404);
    await link(UM, 'manager_warehouses', managerId, { add: [target] });
    expect((await api.post(WH, { action: 'get.warehouse', id: target }, manager)).status).toBe(200);
  });
});

describe("a refill partner's plans", () => {
  it('offers and accepts a partner only for machines linked to them', async () => {
    const partner = partners[5]!;
    const candidates = await links(RM, 'partner_machines', partner.id, { linked: false });
    const [mine, other] = candidates.data;
    await link(RM, 'partner_machines', partner.id, { add: [mine!.id] });
    const offered = async (machineId: number) =>
      ((await api.post(RM, { action: 'list.refill_partners', vending_machine_id: machineId, limit: 500 }, admin)).body.data as { id: number }[]).map((p) => p.id);
    expect(await offered(mine!.id)).toContain(partner.id);
    expect(await offered(other!.id)).not.toContain(partner.id);

    const plan = async (machineId: number) => {
      const draft = (await api.post(RM, { action: 'get.refill_plan_draft', vending_machine_id: machineId }, admin)).body.data;
      const slot = draft?.slots?.find((s: { product: unknown; quantity: number; capacity: number }) => s.product && s.quantity < s.capacity);
      if (!slot) return null;
      return api.post(RM, {
        action: 'create.refill_plan', vending_machine_id: machineId, refill_partner_id: partner.id,
        lines: [{ coil: slot.coil, product_id: slot.product.id, quantity_to_add: 1 }],
      }, admin);
    };
    const refused = await plan(other!.id);
    if (refused && refused.status !== 400) expect(refused.body).toBeNull();
    if (refused) {
      expect(refused.body.errors).toEqual([{ path: 'refill_partner_id', message: `${partner.name} is not linked to ${other!.name}; link the machine to the refill partner first.` }]);
    }
  });
});
