/**
 * A second company for the scoping tests of machines, orders and products: its own admin,
 * a product, a machine with one slot, and one order. Nothing of it may leak to the demo
 * company's users, and nothing of theirs to it.
 */
import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '../../contract/permissions.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import type { Db } from '../../server/db/client.ts';
import {
  brands, companies, orderLines, orders, packagings, productCategories, productUnits, products, roles, users, vendingMachines, vmSlots,
} from '../../server/db/schema/index.ts';
import { addToOrderCounts } from '../../server/actions/orders-counts.ts';
import { addToSalesRollups } from '../../server/analytics/rollups.ts';
import { formatOrderId } from '../../server/actions/orders.ts';

export const RIVAL_ADMIN = 'rival-admin@other.local';

export async function createRivalCompany(db: Db) {
  const [company] = await db
    .insert(companies)
    .values({ name: 'Rival Vending', type: 'WITHOUT_FRANCHISE', license_ends_at: new Date('2099-01-01T00:00:00Z'), guest_password: 'Guest@0000' })
    .returning();
  const [role] = await db
    .insert(roles)
    .values({ company_id: company.id, name: 'Company Admin', role_code: 'ROLE_COMPANY_ADMIN', permissions: [...PERMISSIONS] })
    .returning();
  await db.insert(users).values({
    company_id: company.id, role_id: role.id, first_name: 'Rita', last_name: 'Rival', email: RIVAL_ADMIN,
    password_hash: await hashPassword('Demo@1234'),
  });
  const named = async (table: typeof productCategories, name: string) =>
    (await db.insert(table).values({ company_id: company.id, name }).returning())[0].id;
  const [product] = await db
    .insert(products)
    .values({
      company_id: company.id, sku: 'RIVAL-001', name: 'Rival Cola 300ml', category_id: await named(productCategories, 'Drinks'),
      brand_id: await named(brands, 'Rival'), unit_id: await named(productUnits, 'ml'), packaging_id: await named(packagings, 'Can'), mrp: 40,
    })
    .returning();
  const [machine] = await db
    .insert(vendingMachines)
    .values({ company_id: company.id, name: 'Rival Lobby Machine', code: 'RV-00001', location: 'Lobby, Pune', city: 'Pune' })
    .returning();
  await db.insert(vmSlots).values({ vending_machine_id: machine.id, coil: '11', row: 1, column: 1, product_id: product.id, quantity: 5, item_layout_max: 10 });
  const createdAt = new Date();
  const [inserted] = await db
    .insert(orders)
    .values({
      order_id: `R${Date.now()}`, company_id: company.id, vending_machine_id: machine.id, payment_mode: 'UPI', payment_status: 1,
      vend_status: 1, items: 1, items_vend: 1, amount: 40, created_at: createdAt,
    })
    .returning();
  // Real order ids are digits; give this one the real shape now that its id is known.
  const orderId = formatOrderId(inserted.id, createdAt);
  await db.update(orders).set({ order_id: orderId }).where(eq(orders.id, inserted.id));
  await db.insert(orderLines).values({
    order_id: inserted.id, product_id: product.id, sku: product.sku, name: product.name, mrp: 40, coil: '11', quantity: 1, items_vend: 1, vend_status: 1, created_at: createdAt,
  });
  await addToOrderCounts(db, [{ ...inserted, created_at: createdAt }]);
  await addToSalesRollups(db, [inserted]);
  return { companyId: company.id, productId: product.id, machineId: machine.id, orderId: inserted.id, orderCode: orderId };
}
