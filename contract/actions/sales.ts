/**
 * Sales the console itself starts (issue 42): a test vend from a machine's view (an operator
 * checks a machine and its prices: a real, priced vend of a chosen product, quantity and
 * channel, with an optional coupon code), and a platform's sale (a retail-tech partner's order
 * vended on one of its linked machines; its restricted products are refused). Both are real
 * orders: priced through the offers, then the coupon, recorded with their channel.
 * docs/decisions.md "Sales: channel, coupons, restricted products, test vend".
 */
import { enums, nullable, number, object, optional, size, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { SALE_CHANNELS } from '../negative-items.ts';
import { PLATFORM_SALE_CHANNELS, SALE_MESSAGES } from '../sales.ts';
import { boundedArray, data, dbId, requiredText } from '../structs.ts';

export { SALE_MESSAGES };

/** Units of one product a test vend or a platform's line may ask for. */
export const MAX_SALE_QUANTITY = 10;
/** Lines a platform's order may carry. */
export const MAX_PLATFORM_SALE_LINES = 20;

const channelIds = SALE_CHANNELS.map((c) => c.id);
const quantity = () => size(number(), 1, MAX_SALE_QUANTITY);
const couponCode = () => optional(nullable(size(string(), 0, 40)));

export const SaleResult = object({
  order_db_id: number(),
  order_id: string(),
  vend_status: number(),
  amount: number(),
  discount: number(),
  coupon_discount: number(),
  message: string(),
});

export const createTestVend = defineAction({
  area: 'vending-machine-management',
  name: 'create.test_vend',
  kind: 'write',
  status: 201,
  summary:
    'A real vend on one machine (in service) of a chosen product, quantity and channel, priced through the offers running ' +
    'then and the coupon code if one is given: the order is recorded like any sale (its channel, its discounted lines, ' +
    'the coupon redeemed when paid) and audited on the machine. 400 when the machine cannot sell it (not in a coil, ' +
    'not enough units, a negative item on channels 1–2) or the coupon is unknown or does not apply; nothing changes then.',
  permissions: ['PERM_UPDATE_VENDING_MACHINE'],
  request: object({
    vending_machine_id: dbId(),
    product_id: dbId(),
    quantity: quantity(),
    channel: enums(channelIds),
    coupon_code: couponCode(),
  }),
  response: data(SaleResult),
});

export const createThirdPartySale = defineAction({
  area: 'campaign-management',
  name: 'create.third_party_sale',
  kind: 'write',
  status: 201,
  summary:
    "A platform's order vended on one of its linked machines through the customer platform (channel 1 or 2): priced " +
    'through the offers and the coupon code, recorded as an order and a third-party sale. 400 naming them when a product ' +
    'is one of the platform\'s restricted products or a negative item keeps it off the machine; 409 for an order ' +
    'reference already recorded; nothing changes then.',
  permissions: ['PERM_CUSTOMER_PLATFORM'],
  request: object({
    platform_id: dbId(),
    vending_machine_id: dbId(),
    external_order_id: requiredText(64),
    channel: enums([...PLATFORM_SALE_CHANNELS]),
    lines: size(boundedArray(object({ product_id: dbId(), quantity: quantity() }), MAX_PLATFORM_SALE_LINES), 1, MAX_PLATFORM_SALE_LINES),
    coupon_code: couponCode(),
  }),
  response: data(SaleResult),
});
