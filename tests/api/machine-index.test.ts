/** list.vending_machine_index: the palette's compact rows of every machine the caller may see. */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, vendingMachines } from '../../server/db/schema/index.ts';
import { RIVAL_ADMIN, createRivalCompany } from './machines-fixtures.ts';
import { startApi, type TestApi } from './harness.ts';

const area = 'vending-machine-management';
let api: TestApi;

beforeAll(async () => {
  api = await startApi();
  await createRivalCompany(api.services.db);
});
afterAll(() => api.close());

const index = async (email: string) => api.post(area, { action: 'list.vending_machine_index' }, await api.login(email));

describe('list.vending_machine_index', () => {
  it("lists every machine of the admin's company as [id, name, code, location, status]", async () => {
    const r = await index('admin@demo.local');
    expect(r.status).toBe(200);
    const [admin] = await api.services.db.select().from(users).where(eq(users.email, 'admin@demo.local'));
    const machines = await api.services.db
      .select()
      .from(vendingMachines)
      .where(and(eq(vendingMachines.company_id, admin.company_id), isNull(vendingMachines.deleted_at)));
    expect(r.body.total).toBe(machines.length);
    expect(r.body.data).toHaveLength(machines.length);
    const byId = new Map(machines.map((m) => [m.id, m]));
    for (const [id, name, code, location, status] of r.body.data) {
      expect(byId.get(id)).toMatchObject({ name, code, location, status });
    }
  });

  it("shows a franchise user only their franchise's machines, and never another company's", async () => {
    const franchise = await index('franchise@demo.local');
    const [user] = await api.services.db.select().from(users).where(eq(users.email, 'franchise@demo.local'));
    const ids = new Set<number>(franchise.body.data.map((row: unknown[]) => row[0]));
    const theirs = await api.services.db.select().from(vendingMachines).where(eq(vendingMachines.franchise_id, user.franchise_id!));
    expect(ids.size).toBe(theirs.filter((m) => !m.deleted_at).length);
    for (const m of theirs) if (!m.deleted_at) expect(ids.has(m.id)).toBe(true);

    const rival = await index(RIVAL_ADMIN);
    expect(rival.body.total).toBe(1);
    const admin = await index('admin@demo.local');
    const rivalId = rival.body.data[0][0];
    expect(admin.body.data.some((row: unknown[]) => row[0] === rivalId)).toBe(false);
  });

  it('gives names exactly as stored, in id order, an unknown status as Inactive, and no machines as an empty list', async () => {
    const [rivalAdmin] = await api.services.db.select().from(users).where(eq(users.email, RIVAL_ADMIN));
    const name = 'Quote "Q" \\ back\nslash \t Café ☕ </script>';
    const [odd] = await api.services.db
      .insert(vendingMachines)
      .values({ company_id: rivalAdmin.company_id, name, code: 'RV-"2"', location: 'Hall 2\\3, Pune', city: 'Pune', status: 0 })
      .returning();
    const rival = await index(RIVAL_ADMIN);
    expect(rival.body.total).toBe(2);
    expect(rival.body.data.map((row: unknown[]) => row[0])).toEqual([...rival.body.data.map((row: unknown[]) => row[0])].sort((a, b) => a - b));
    expect(rival.body.data.at(-1)).toEqual([odd.id, name, 'RV-"2"', 'Hall 2\\3, Pune', 2]);

    await api.services.db.update(vendingMachines).set({ deleted_at: new Date() }).where(eq(vendingMachines.company_id, rivalAdmin.company_id));
    const none = await index(RIVAL_ADMIN);
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ data: [], total: 0 });
  });

  it('leaves deleted machines out', async () => {
    const before = await index('technician@demo.local');
    const [first] = before.body.data;
    await api.services.db.update(vendingMachines).set({ deleted_at: new Date() }).where(eq(vendingMachines.id, first[0]));
    const after = await index('technician@demo.local');
    expect(after.body.total).toBe(before.body.total - 1);
    expect(after.body.data.some((row: unknown[]) => row[0] === first[0])).toBe(false);
  });

  it('needs PERM_VIEW_VENDING_MACHINE (a warehouse manager has none)', async () => {
    const r = await index('warehouse@demo.local');
    expect(r.status).toBe(403);
    expect(r.body.message).toContain('PERM_VIEW_VENDING_MACHINE');
  });
});
