/**
 * Issue 41's demo: store managers (active and inactive, in several stores) and store returns
 * written from stores in every state — Created, Received in full, Received short (units written
 * off with a reason) and Cancelled — through the same actions the console calls. Runs last and
 * only adds records.
 */
import { createStoreManager } from '../../contract/actions/store-managers.ts';
import { STORE_RETURN_SHORT_REASONS, createStoreReturn, getStoreReturnOptions, manageStoreReturn } from '../../contract/actions/store-returns.ts';
import { STORE_RETURN_STATUS } from '../../contract/statuses.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import type { SeedContext } from './index.ts';

const DAY = 86_400_000;

const MANAGERS = [
  { first_name: 'Farah', last_name: 'Khan', mobile_number: '9811002001', store: 0, is_active: true },
  { first_name: 'Gopal', last_name: 'Menon', mobile_number: '9811002002', store: 1, is_active: true },
  { first_name: 'Harini', last_name: 'Subramanian', mobile_number: '9811002003', store: 2, is_active: true },
  { first_name: 'Jatin', last_name: 'Arora', mobile_number: '9811002004', store: 3, is_active: false },
];

export async function seedStoreManagers({ db, core }: SeedContext) {
  const admin = await callerByEmail(db, 'admin@demo.local');
  const now = Date.now();
  for (const [i, { store, ...m }] of MANAGERS.entries()) {
    const storeId = core.storeIds[store % core.storeIds.length]!;
    await runAs({ db }, admin, createStoreManager, { ...m, store_id: storeId }, new Date(now - (20 - i) * DAY));
  }

  const ends = ['created', 'received', 'short', 'cancelled', 'created', 'received'] as const;
  let made = 0;
  for (const storeId of core.storeIds) {
    const options = (await runAs({ db }, admin, getStoreReturnOptions, { store_id: storeId })).data;
    const products = options.products.filter((p) => p.stock >= 4);
    const warehouse = options.warehouses[0];
    if (!warehouse || products.length < 2) continue;
    for (let k = 0; k < 3 && made < ends.length; k++) {
      const end = ends[made]!;
      const when = new Date(now - (10 - made) * DAY);
      const lines = [products[k % products.length]!, products[(k + 1) % products.length]!].map((p) => ({ product_id: p.product_id, quantity: 1 + ((made + p.product_id) % 2) }));
      const order = (await runAs({ db }, admin, createStoreReturn, { store_id: storeId, warehouse_id: warehouse.id, lines, comments: end === 'short' ? 'Near expiry' : '' }, when)).data;
      const later = new Date(when.getTime() + DAY / 2);
      if (end === 'received') await runAs({ db }, admin, manageStoreReturn, { id: order.id, version: order.version, new_status: STORE_RETURN_STATUS.received }, later);
      if (end === 'cancelled') await runAs({ db }, admin, manageStoreReturn, { id: order.id, version: order.version, new_status: STORE_RETURN_STATUS.cancelled }, later);
      if (end === 'short') {
        const items = order.lines.map((l, n) => (n === 0
          ? { product_id: l.product_id, received: l.quantity - 1, reason: STORE_RETURN_SHORT_REASONS[1] }
          : { product_id: l.product_id, received: l.quantity }));
        await runAs({ db }, admin, manageStoreReturn, { id: order.id, version: order.version, new_status: STORE_RETURN_STATUS.received, items }, later);
      }
      made++;
    }
  }
}
