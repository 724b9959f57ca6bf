/**
 * Negative items and external sales (domain.md §2 "Negative items", "External sales", §9 source
 * types; console.md §2 "Ext. Sale Management", §6 CUSTOMER_PLATFORM): constants, texts, and the
 * one rule of what an active negative item blocks (docs/decisions.md "Negative items and
 * external sales").
 */
import { OFFER_CHANNELS } from './offers.ts';

/** domain.md §9 "Source types": Internal, and a retail-tech partner. */
export const SOURCE_TYPES = ['Internal', 'Retail-tech partner'] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** A negative item's switch. */
export const NEGATIVE_ITEM_STATUSES = [
  { id: 1, name: 'Active', colour: 'green' },
  { id: 0, name: 'Inactive', colour: 'grey' },
] as const;

/** The channels a sale comes through (domain.md §9 "Channels"): the offers' catalogue, one list for both. */
export const SALE_CHANNELS = OFFER_CHANNELS;
export type SaleChannel = (typeof SALE_CHANNELS)[number]['id'];
/** The customer platform's channels: a negative item blocks sales through these only. */
export const CUSTOMER_PLATFORM_CHANNELS: readonly SaleChannel[] = [1, 2];
/** The machine's own screen. */
export const DEVICE_APP_CHANNEL: SaleChannel = 3;

/** Third-party sale statuses. */
export const THIRD_PARTY_SALE_STATUSES = [
  { id: 1, name: 'Completed', colour: 'green' },
  { id: 2, name: 'Cancelled', colour: 'red' },
  { id: 0, name: 'Processing', colour: 'yellow' },
] as const;

/**
 * Where a negative item stands at a moment: Inactive (switched off), Upcoming (before its
 * start), Active (switched on and start ≤ now ≤ end), Ended (after its end).
 */
export type NegativeItemState = 'Active' | 'Upcoming' | 'Ended' | 'Inactive';
export const NEGATIVE_ITEM_STATES = ['Active', 'Upcoming', 'Ended', 'Inactive'] as const satisfies readonly NegativeItemState[];
export const NEGATIVE_ITEM_STATE_COLOURS = { Active: 'green', Upcoming: 'blue', Ended: 'grey', Inactive: 'red' } as const;

export interface NegativeItemTimes {
  status: number;
  start_date: string | Date;
  end_date: string | Date;
}

const ms = (d: string | Date) => (typeof d === 'string' ? Date.parse(d) : d.getTime());

export function negativeItemState(item: NegativeItemTimes, now: Date): NegativeItemState {
  if (item.status !== 1) return 'Inactive';
  const t = now.getTime();
  if (t < ms(item.start_date)) return 'Upcoming';
  if (t > ms(item.end_date)) return 'Ended';
  return 'Active';
}

/** A negative item with its links, as the sale path loads it. */
export interface NegativeItemRule extends NegativeItemTimes {
  product_ids: readonly number[];
  machine_ids: readonly number[];
}

/**
 * The products that may not be sold on `machineId` through `channel` at `now`: those of every
 * negative item that is Active (switched on and within its dates) and linked to the machine,
 * when the channel is a customer platform channel (1 Mobile Application, 2 Mobile Browser).
 * The machine's own screen (3 Device App) is never blocked. The one source of the rule.
 */
export function blockedProducts(items: readonly NegativeItemRule[], machineId: number, channel: SaleChannel, now: Date): Set<number> {
  const blocked = new Set<number>();
  if (!CUSTOMER_PLATFORM_CHANNELS.includes(channel)) return blocked;
  for (const item of items) {
    if (negativeItemState(item, now) !== 'Active' || !item.machine_ids.includes(machineId)) continue;
    for (const p of item.product_ids) blocked.add(p);
  }
  return blocked;
}

export const isBlocked = (items: readonly NegativeItemRule[], sale: { machineId: number; productId: number; channel: SaleChannel }, now: Date) =>
  blockedProducts(items, sale.machineId, sale.channel, now).has(sale.productId);

/** What a sale may offer: the slots whose product is not blocked. */
export const withoutBlocked = <T extends { product_id: number }>(slots: T[], blocked: ReadonlySet<number>) =>
  (blocked.size ? slots.filter((s) => !blocked.has(s.product_id)) : slots);

export const NEGATIVE_ITEM_MESSAGES = {
  created: 'Negative item created successfully',
  updated: 'Negative item updated successfully',
  deleted: 'Negative item deleted successfully',
  endBeforeStart: 'End date should be after start date.',
} as const;

export const PLATFORM_MESSAGES = {
  created: 'Platform created successfully',
  updated: 'Platform updated successfully',
  deleted: 'Platform deleted successfully',
} as const;
