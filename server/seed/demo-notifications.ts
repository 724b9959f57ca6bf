/** Demo notifications of many kinds over the last few days, the older ones read by the admin. */
import { inArray } from 'drizzle-orm';
import type { NotificationType } from '../../contract/constants.ts';
import { notificationReads, notifications, products, vendingMachines, warehouses } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';
import { roundRobin } from './random.ts';

const KINDS: NotificationType[] = [
  'VM_STATUS', 'OUT_OF_STOCK', 'ABOUT_TO_RUNOUT', 'VEND_FAILURE', 'AUTO_REFUND', 'VM_MOTOR', 'LOW_INVENTORY_WAREHOUSE',
  'REFILL_EXECUTE', 'VM_MOTOR_FIXED', 'PAYMENT_TIMEDOUT', 'PRODUCT_EXPIRED', 'MANUAL_REFUND', 'HARDWARE_BOARD_ONBOARD',
  'PARTIAL_VEND_FAILURE', 'CANCELLED_BY_CONSUMER', 'DROP_SENSOR_FAILED', 'MOTOR_FAILED', 'PRODUCT_REQUEST', 'DISCOUNT_EXPIRED',
];
export const DEMO_NOTIFICATION_COUNT = 48;
const HOUR = 3_600_000;

export async function seedNotifications({ db, random, core, productIds, machineIds }: SeedContext) {
  const machines = await db.select().from(vendingMachines).where(inArray(vendingMachines.id, machineIds.slice(0, 60)));
  const productRows = await db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds.slice(0, 40)));
  const warehouseRows = await db.select({ id: warehouses.id, name: warehouses.name }).from(warehouses).where(inArray(warehouses.id, core.warehouseIds));
  const now = Date.now();

  const rows: (typeof notifications.$inferInsert)[] = [];
  for (let i = 0; i < DEMO_NOTIFICATION_COUNT; i++) {
    const type = roundRobin(KINDS, i);
    const machine = random.pick(machines);
    const product = random.pick(productRows);
    const warehouse = random.pick(warehouseRows);
    const orderNumber = 900000 + random.int(1, 99999);
    const VendingMachine = { id: machine.id, name: machine.name, warehouse_id: machine.warehouse_id };
    const cell = `${random.int(1, 6)}${random.int(1, 8)}`;
    const byType: Partial<Record<NotificationType, Record<string, unknown>>> = {
      VM_STATUS: { VendingMachine, vending_machine_id: machine.id, vm_is_active: random.chance(0.5) },
      OUT_OF_STOCK: { VendingMachine, Product: product, product_name: product.name, cell },
      ABOUT_TO_RUNOUT: { VendingMachine, Product: product, product_name: product.name, cell },
      VEND_FAILURE: { VendingMachine, order_id: `ORD${orderNumber}` },
      PARTIAL_VEND_FAILURE: { VendingMachine, order_id: `ORD${orderNumber}` },
      PAYMENT_TIMEDOUT: { VendingMachine, order_id: `ORD${orderNumber}`, cart_id: `CART${orderNumber}` },
      CANCELLED_BY_CONSUMER: { VendingMachine, order_id: `ORD${orderNumber}` },
      AUTO_REFUND: { VendingMachine, order_id: `ORD${orderNumber}`, refund_amount: random.int(10, 250) },
      MANUAL_REFUND: { VendingMachine, order_id: `ORD${orderNumber}`, refund_amount: random.int(10, 250) },
      VM_MOTOR: { VendingMachine, cell, motor_status: 'jammed' },
      VM_MOTOR_FIXED: { VendingMachine, cell, motor_status: 'working' },
      MOTOR_FAILED: { VendingMachine, cell },
      DROP_SENSOR_FAILED: { VendingMachine },
      HARDWARE_BOARD_ONBOARD: { VendingMachine, hardware_board_name: machine.hardware_board_name },
      REFILL_EXECUTE: { VendingMachine, VendingMachineRefill: { name: machine.name, refill_id: `RF${10000 + i}` }, refill_id: `RF${10000 + i}` },
      LOW_INVENTORY_WAREHOUSE: { Warehouse: warehouse, Product: product, warehouse_id: warehouse.id, product_name: product.name },
      PRODUCT_EXPIRED: { Warehouse: warehouse, Product: product, product_name: product.name, items_expired: random.int(2, 30) },
      PRODUCT_REQUEST: { Product: product, product_name: product.name, Manager: { first_name: 'Meena', last_name: 'Joshi' } },
      DISCOUNT_EXPIRED: { Discount: { name: 'Monsoon Snack Saver', end_date: new Date(now - 2 * 24 * HOUR).toISOString() } },
    };
    const aboutMachine = 'VendingMachine' in (byType[type] ?? {});
    rows.push({
      company_id: core.companyId,
      franchise_id: aboutMachine ? machine.franchise_id : null,
      type,
      payload: { ...byType[type], vending_machine_id: aboutMachine ? machine.id : undefined },
      created_at: new Date(now - (i * 2.5 + random.next()) * HOUR),
    });
  }
  const inserted = await db.insert(notifications).values(rows).returning({ id: notifications.id, created_at: notifications.created_at });
  // The admin has read everything older than a day; the newest stay unread in the bell.
  const read = inserted.filter((r) => now - r.created_at.getTime() > 24 * HOUR);
  if (read.length) await db.insert(notificationReads).values(read.map((r) => ({ notification_id: r.id, user_id: core.adminId })));
}
