/**
 * Demo tally inventories in every state, written through the console's own actions: Drafts
 * still being counted, Cancelled ones that moved nothing, and Submitted ones whose lines fall in
 * every bucket (a count above the shelves, one below, one equal, and an inactive product that
 * fails), so the ledger shows tally.increase and tally.decrease moves.
 */
import { eq } from 'drizzle-orm';
import { cancelTallyInventory, createTallyInventory, submitTallyInventory } from '../../contract/actions/tally-inventories.ts';
import { TALLY_STATUS } from '../../contract/statuses.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import { products } from '../db/schema/index.ts';
import { tallyProducts } from '../records/tally.ts';
import type { SeedContext } from './index.ts';

const DAY = 86_400_000;
const ENDS = [TALLY_STATUS.submitted, TALLY_STATUS.draft, TALLY_STATUS.cancelled, TALLY_STATUS.submitted, TALLY_STATUS.draft, TALLY_STATUS.submitted];
const COMMENTS = ['Monthly count', 'Spot check after delivery', 'Year-end stocktake', 'Recount of fast movers'];

export async function seedTallies({ db, core }: SeedContext) {
  const admin = await callerByEmail(db, 'admin@demo.local');
  const inactive = (await db.select({ id: products.id }).from(products).where(eq(products.status, 2))).map((p) => p.id);
  let made = 0;
  for (let i = 0; made < ENDS.length && i < core.warehouseIds.length * 2; i++) {
    const warehouseId = core.warehouseIds[i % core.warehouseIds.length]!;
    const held = (await tallyProducts(db, core.companyId, warehouseId)).filter((p) => p.held && p.stock >= 3 && !inactive.includes(p.product_id));
    if (held.length < 3) continue;
    const end = ENDS[made]!;
    const offset = made * 3;
    const [up, down, same] = [held[offset % held.length]!, held[(offset + 1) % held.length]!, held[(offset + 2) % held.length]!];
    if (new Set([up.product_id, down.product_id, same.product_id]).size < 3) continue;
    const lines = [
      { product_id: up.product_id, counted: up.stock + 2 + (made % 3) },
      { product_id: down.product_id, counted: down.stock - 1 - (made % 2) },
      { product_id: same.product_id, counted: same.stock },
      ...(inactive.length ? [{ product_id: inactive[made % inactive.length]!, counted: 4 }] : []),
    ];
    const when = new Date(Date.now() - (ENDS.length - made) * 2 * DAY);
    const tally = (await runAs({ db }, admin, createTallyInventory, { warehouse_id: warehouseId, lines, comments: COMMENTS[made % COMMENTS.length] }, when)).data;
    const later = new Date(when.getTime() + DAY / 4);
    if (end === TALLY_STATUS.submitted) await runAs({ db }, admin, submitTallyInventory, { id: tally.id, version: tally.version }, later);
    if (end === TALLY_STATUS.cancelled) await runAs({ db }, admin, cancelTallyInventory, { id: tally.id, version: tally.version }, later);
    made++;
  }
  if (made < ENDS.length) throw new Error(`only ${made} demo tallies could be written`);
}
