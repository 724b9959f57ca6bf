/**
 * Carts nobody completed (docs/device-protocol.md §5, docs/decisions.md "Cart lifetime"): a cart
 * past its lifetime is kept, since a vend its machine buffered offline may still complete it (by
 * its `at`, at the cart's price; after the lifetime, at the planogram's). Once no event can name it
 * any more — events older than MAX_EVENT_AGE_DAYS are refused — an open cart is deleted:
 * CART_KEPT_DAYS after it was priced. Completed carts stay, beside their orders.
 * One job every hour (server/jobs/index.ts), a batch at a time.
 */
import { and, inArray, isNull, lt } from 'drizzle-orm';
import { CART_KEPT_DAYS } from '../../contract/device.ts';
import type { Services } from '../context.ts';
import { deviceCarts } from '../db/schema/index.ts';
import type { JobDefinition } from '../jobs/queue.ts';

type SweepDeps = Pick<Services, 'db' | 'now'>;
/** Carts deleted per statement; a run goes on until none is left. */
const BATCH = 5000;

/** Deletes the open carts no event can complete any more; answers how many. */
export async function sweepExpiredCarts(deps: SweepDeps): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - CART_KEPT_DAYS * 86_400_000);
  let deleted = 0;
  for (;;) {
    const stale = deps.db.select({ id: deviceCarts.id }).from(deviceCarts)
      .where(and(isNull(deviceCarts.order_id), lt(deviceCarts.created_at, cutoff))).limit(BATCH);
    const gone = await deps.db.delete(deviceCarts).where(inArray(deviceCarts.id, stale)).returning({ id: deviceCarts.id });
    deleted += gone.length;
    if (gone.length < BATCH) return deleted;
  }
}

export function deviceCartSweepJob(deps: SweepDeps): JobDefinition {
  return { name: 'device-cart-sweep', cron: '23 * * * *', retryLimit: 0, run: async () => void (await sweepExpiredCarts(deps)) };
}
