/**
 * Sales on the console's sale paths (issue 42, "Offers really apply", coupons, external sales):
 * the channel a sale came through, the rule of what a platform may sell, and the texts of a
 * test vend and a platform's sale. Pure: the server (server/actions/sales.ts, server/sim/vend.ts)
 * applies these in the sale's transaction. docs/decisions.md "Sales: channel, coupons,
 * restricted products, test vend".
 */
import { SALE_CHANNELS, type SaleChannel } from './negative-items.ts';

/** The channel's name as the spec gives it (domain.md §9): 1 Mobile Application, 2 Mobile Browser, 3 Device App. */
export function saleChannelName(id: number): string {
  return SALE_CHANNELS.find((c) => c.id === id)?.name ?? `Channel ${id}`;
}

/** A platform's sale comes through the customer platform: its app or its web page, never the machine's screen. */
export const PLATFORM_SALE_CHANNELS: readonly SaleChannel[] = [1, 2];

/** A product a sale asks for, as the rules see it. */
export interface SaleProduct {
  productId: number;
  name: string;
}

/**
 * The products of a platform's sale that the platform may not sell (its restricted products,
 * /restricted-products/{id}), in the sale's order. Empty = the sale may go on. The one source of the rule.
 */
export function restrictedInSale<T extends SaleProduct>(lines: readonly T[], restricted: ReadonlySet<number>): T[] {
  return lines.filter((l) => restricted.has(l.productId));
}

/** How often the live simulator's customer types a coupon code (one of the company's active coupons). */
export const SIM_COUPON_CHANCE = 0.05;

export const SALE_MESSAGES = {
  testVendDone: (orderId: string) => `Test vend recorded as order ${orderId}`,
  platformSaleDone: (orderId: string) => `Sale recorded as order ${orderId}`,
  restricted: (platform: string, names: readonly string[]) =>
    `${platform} may not sell ${names.join(', ')}: ${names.length === 1 ? 'it is a restricted product' : 'they are restricted products'} of the platform.`,
  blocked: (names: readonly string[]) =>
    `${names.join(', ')} ${names.length === 1 ? 'is' : 'are'} not sold on this machine through the customer platform now (negative item).`,
  notStocked: (name: string, quantity: number, stocked: number) =>
    `The machine holds ${stocked} of ${name}; ${quantity} ${quantity === 1 ? 'was' : 'were'} asked for.`,
  notSlotted: (name: string) => `${name} is not in any coil of this machine.`,
  machineNotInService: 'The machine is not in service: only an active machine of a licensed company can vend.',
  unknownCoupon: (code: string) => `There is no coupon with the code ${code}.`,
  couponNotApplied: (code: string) => `Coupon ${code} did not apply to this cart (not active, expired, fully redeemed or below its minimum cart value).`,
  machineNotLinked: (platform: string) => `This machine is not linked to ${platform}.`,
  duplicateExternalOrder: 'This platform order is already recorded.',
} as const;

/** The machine view's test vend dialog (src/features/machines/TestVendDialog.tsx). */
export const TEST_VEND_TEXTS = {
  title: 'Test vend',
  intro: 'A real sale on this machine: its coil dispenses, the running offers and the coupon price it, and the order is recorded.',
  product: 'Product',
  productPlaceholder: 'Select product',
  productRequired: 'Please select product',
  noStock: 'No coil of this machine holds stock to vend.',
  quantity: 'Quantity',
  quantityRange: (max: number) => `Quantity should be between 1 and ${max}.`,
  channel: 'Channel',
  coupon: 'Coupon code',
  submit: 'Vend',
  busy: 'Vending...',
} as const;
