/**
 * Runout and max quantities for the demo stores (/store-inventory/{id}): for every product a
 * store holds or may hold, about half of the catalogue, a runout of 2–6 and a max of 3–5 times
 * that, so the store screens show limits and a few products at or below their runout.
 * Its own PRNG keeps it stable.
 */
import { storeStockLimits } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';
import { createRandom } from './random.ts';

export async function seedStoreLimits({ db, core, productIds }: SeedContext) {
  const random = createRandom(2_718_281);
  const rows: (typeof storeStockLimits.$inferInsert)[] = [];
  for (const storeId of core.storeIds) {
    for (const productId of productIds) {
      if (random.next() < 0.5) continue;
      const runout = random.int(2, 6);
      rows.push({ store_id: storeId, product_id: productId, runout_quantity: runout, max_quantity: runout * random.int(3, 5) });
    }
  }
  for (let i = 0; i < rows.length; i += 1_000) await db.insert(storeStockLimits).values(rows.slice(i, i + 1_000));
}
