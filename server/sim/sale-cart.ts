/**
 * A cart someone asked for (a test vend from the machine's view, a platform's order) as the
 * coils it is vended from: each product from its offered coils, fullest first, as many units as
 * asked. What the machine cannot sell is refused with the spec's style of message
 * (contract/sales.ts SALE_MESSAGES), before anything is written.
 */
import { eq } from 'drizzle-orm';
import { SALE_MESSAGES } from '../../contract/sales.ts';
import type { Tx } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { invalid, invalidField } from '../http/errors.ts';
import type { ChosenSlot, LockedSlot } from './vend.ts';

export interface CartRequestLine {
  productId: number;
  quantity: number;
}

/** The same product asked for twice is one line. */
function merged(cart: readonly CartRequestLine[]): CartRequestLine[] {
  const byProduct = new Map<number, number>();
  for (const l of cart) byProduct.set(l.productId, (byProduct.get(l.productId) ?? 0) + l.quantity);
  return [...byProduct].map(([productId, quantity]) => ({ productId, quantity }));
}

async function productName(tx: Pick<Tx, 'select'>, productId: number) {
  const [row] = await tx.select({ name: products.name }).from(products).where(eq(products.id, productId));
  return row?.name ?? `Product ${productId}`;
}

/**
 * `slots`: every coil of the machine with its product; `offered`: those its screen offers now
 * (stocked, not expired); `blocked`: products a negative item keeps off this sale's channel.
 */
export async function cartPicks(
  tx: Pick<Tx, 'select'>, slots: readonly LockedSlot[], offered: readonly LockedSlot[], blocked: ReadonlySet<number>, cart: readonly CartRequestLine[],
): Promise<ChosenSlot[]> {
  const picks: ChosenSlot[] = [];
  const blockedNames: string[] = [];
  for (const line of merged(cart)) {
    const holding = slots.filter((s) => s.product_id === line.productId);
    const first = holding[0];
    if (!first) throw invalidField('lines', SALE_MESSAGES.notSlotted(await productName(tx, line.productId)));
    if (blocked.has(line.productId)) {
      blockedNames.push(first.name);
      continue;
    }
    const usable = offered.filter((s) => s.product_id === line.productId).sort((a, b) => b.quantity - a.quantity || a.id - b.id);
    const stocked = usable.reduce((n, s) => n + s.quantity, 0);
    if (stocked < line.quantity) throw invalidField('lines', SALE_MESSAGES.notStocked(first.name, line.quantity, stocked));
    let left = line.quantity;
    for (const slot of usable) {
      if (left <= 0) break;
      const quantity = Math.min(left, slot.quantity);
      picks.push({ slot, quantity });
      left -= quantity;
    }
  }
  if (blockedNames.length) throw invalid([{ path: 'lines', message: SALE_MESSAGES.blocked(blockedNames) }]);
  return picks;
}
