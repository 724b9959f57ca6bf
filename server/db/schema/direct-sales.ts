/**
 * Direct sales (issue 42, /direct-sale): a refill partner's or a store's sale outside a machine.
 * The sale itself is a line of its cash collection (cash_sale_orders: order id, amount, refund
 * amount, date); these tables add where its units came from and its lines.
 */
import { index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { companies, stores, users, warehouses } from './core.ts';
import { cashSaleOrders } from './warehouse.ts';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull();

export const directSales = pgTable('direct_sales', {
  /** The cash collection's sale line this is. */
  sale_order_id: integer('sale_order_id').primaryKey().references(() => cashSaleOrders.id),
  company_id: integer('company_id').notNull().references(() => companies.id),
  /** vehicle | store */
  source: text('source').notNull(),
  /** The partner's vehicle (a warehouse row of storage type Vehicle) the units left. */
  warehouse_id: integer('warehouse_id').references(() => warehouses.id),
  store_id: integer('store_id').references(() => stores.id),
  created_by: integer('created_by').references(() => users.id),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const directSaleLines = pgTable('direct_sale_lines', {
  id: serial('id').primaryKey(),
  sale_order_id: integer('sale_order_id').notNull().references(() => cashSaleOrders.id),
  product_id: integer('product_id').notNull().references(() => products.id),
  quantity: integer('quantity').notNull(),
  /** The unit price (the product's MRP at the sale) and quantity × price. */
  price: money('price'),
  amount: money('amount'),
}, (t) => [index('direct_sale_lines_sale_idx').on(t.sale_order_id)]);
