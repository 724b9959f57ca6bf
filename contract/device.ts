/**
 * The device protocol, /device/v1 (docs/device-protocol.md): what a machine's board sends and
 * what it is answered. One source for the gateway's validation, the OpenAPI document served at
 * /device/v1/openapi.json, the simulator's devices and the reference client (`npm run device`).
 *
 * A device speaks JSON with `Authorization: Bearer <device key>`. Events carry an id the device
 * made (a UUID) and the device's time; delivery is at least once, so a stored id is a duplicate.
 */
import { array, boolean, enums, literal, nullable, number, object, optional, size, string, type Infer } from 'superstruct';
import { isoDateTime, money, text, whole } from './structs.ts';
import { PAYMENT_MODES } from './actions/orders.ts';
import { SALE_CHANNELS } from './negative-items.ts';

export const DEVICE_PROTOCOL_VERSION = 'v1';
/** Device keys read `vdk_` then 40 base62-safe characters; the prefix tells them from user tokens at a glance. */
export const DEVICE_KEY_PREFIX = 'vdk_';
export const MAX_EVENTS_PER_BATCH = 500;

export const DEVICE_MESSAGES = {
  keyRequired: 'A device key is required (Authorization: Bearer vdk_…).',
  keyUnknown: 'This device key is not valid.',
  keyRevoked: 'This device key has been revoked.',
  boardUnlinked: 'This hardware board is not linked to a vending machine.',
  notYourMachine: 'This device key belongs to another vending machine.',
  userTokenOnDevice: 'User sessions cannot call the device API; use a device key.',
  deviceKeyOnApi: 'Device keys cannot call the console API.',
  rateLimited: 'Too many requests from this device key; slow down.',
  tooManyEvents: `At most ${MAX_EVENTS_PER_BATCH} events per request.`,
  unknownCoil: (coil: string) => `Coil ${coil} is not in this machine's planogram.`,
  tooOld: (days: number) => `at: The event is more than ${days} days old; it can no longer be taken.`,
  inTheFuture: (minutes: number) => `at: The event is more than ${minutes} minutes ahead of the server's clock; check the device's clock.`,
  coilListedTwice: (coil: string) => `Coil ${coil} is listed twice.`,
  coilWithoutProduct: (coil: string) => `Coil ${coil} has no product in this machine's planogram.`,
  overCapacity: (coil: string, max: number, quantity: number) => `Coil ${coil} holds at most ${max}; ${quantity} cannot be in it.`,
  moreExpiredThanHeld: (coil: string, held: number, expired: number) => `Coil ${coil} holds ${held}; ${expired} cannot have expired.`,
  notThisMachinesPlan: (planId: string) => `Refill plan ${planId} is not a plan of this machine.`,
  vendedOverAsked: (coil: string) => `Coil ${coil}: vended is more than the quantity asked.`,
  priceOverMrp: (coil: string, price: number, mrp: number) => `Coil ${coil}: price ${price} is above the product's MRP ${mrp}.`,
  unknownCart: (cartId: string) => `Cart ${cartId} is not a cart of this machine.`,
  cartCompleted: (cartId: string, orderId: string) => `Cart ${cartId} is already completed (order ${orderId}).`,
  cartLinesDiffer: (cartId: string) => `lines: the vend's coils and quantities differ from cart ${cartId}.`,
  cartProductChanged: (coil: string) => `Coil ${coil} holds another product since the cart was priced; price a new cart.`,
} as const;

/** How late (days) or early (minutes, a device clock running fast) an event's `at` may be. */
export const MAX_EVENT_AGE_DAYS = 30;
export const MAX_EVENT_LEAD_MINUTES = 10;
/**
 * A priced cart holds its price this long, judged by the completing vend's `at` (so a vend the
 * machine buffered offline still gets it). A vend after that is priced afresh, as a vend without a
 * cart: the planogram's prices through the offers running then, without the cart's coupon.
 */
export const CART_LIFETIME_MINUTES = 15;
/** An open cart this old can no longer be completed by any event (MAX_EVENT_AGE_DAYS): the cart sweep deletes it. */
export const CART_KEPT_DAYS = 31;
/** A machine whose device has said nothing for this long goes offline (VM_STATUS), until it speaks again. */
export const DEVICE_SILENCE_MINUTES = 10;

const coil = () => size(string(), 1, 16);
const eventBase = { id: size(string(), 36, 36), at: isoDateTime() };

export const HeartbeatEvent = object({
  ...eventBase, kind: literal('heartbeat'),
  firmware: optional(text(64)), signal: optional(size(number(), -150, 0)), temperature: optional(size(number(), -60, 100)),
});
export const DEVICE_STATUSES = ['active', 'maintenance', 'offline'] as const;
export const StatusEvent = object({ ...eventBase, kind: literal('status'), status: enums(DEVICE_STATUSES) });

/** Why a coil dropped less than asked (the order line's failure reason); `Dispense timeout` on every line makes the vend a Dispense Timeout. */
export const VEND_FAILURE_REASONS = ['Motor jammed', 'Drop sensor failed', 'Product stuck in coil', 'Dispense timeout', 'Coil empty'] as const;
export const VendLine = object({
  coil: coil(), quantity: whole(1, 50), vended: whole(0, 50),
  /** The unit price charged; the planogram's price when absent. */
  price: optional(money()),
  reason: optional(enums(VEND_FAILURE_REASONS)),
});
/** 0 failed, 1 success, 2 processing, 3 cancelled (console.md §4 payment status). */
export const DEVICE_PAYMENT_STATUSES = [0, 1, 2, 3] as const;
export const VendEvent = object({
  ...eventBase, kind: literal('vend'),
  lines: size(array(VendLine), 1, 20),
  payment_mode: enums(PAYMENT_MODES),
  payment_status: enums(DEVICE_PAYMENT_STATUSES),
  amount: money(),
  channel: enums(SALE_CHANNELS.map((c) => c.id)),
  cart_id: optional(size(string(), 1, 64)),
});

/** `POST /device/v1/carts`: the coils a customer picked, priced on the server before paying (offers, coupon, channel). */
export const CartRequest = object({
  lines: size(array(object({ coil: coil(), quantity: whole(1, 50) })), 1, 20),
  channel: enums(SALE_CHANNELS.map((c) => c.id)),
  coupon_code: optional(size(string(), 1, 40)),
});
export type CartRequest = Infer<typeof CartRequest>;
/** The answer: the cart's id (sent back on its `payment` and `vend` events) and its price, per line and in total. */
export const CartAnswer = object({
  cart_id: string(),
  channel: number(),
  lines: array(object({ coil: string(), product_id: number(), name: string(), quantity: number(), mrp: number(), discount: number(), amount: number() })),
  discount: number(),
  coupon_code: nullable(string()),
  coupon_discount: number(),
  /** What the customer pays, after the offers and the coupon. */
  total: number(),
  /** Until when a vend completes the cart at this price (CART_LIFETIME_MINUTES). */
  expires_at: string(),
});
export type CartAnswer = Infer<typeof CartAnswer>;

export const PAYMENT_OUTCOMES = ['success', 'failed', 'timed_out', 'cancelled', 'delayed', 'partial'] as const;
export const PaymentEvent = object({
  ...eventBase, kind: literal('payment'), cart_id: size(string(), 1, 64), outcome: enums(PAYMENT_OUTCOMES), amount: optional(money()),
});

/** jammed (VM_MOTOR, the default) or failed (MOTOR_FAILED); either blocks the coil until motor_fixed. */
export const MOTOR_STATUSES = ['jammed', 'failed'] as const;
export const MotorFaultEvent = object({
  ...eventBase, kind: literal('motor_fault'), coil: coil(), motor_status: optional(enums(MOTOR_STATUSES)), reason: optional(text(120)),
});
export const MotorFixedEvent = object({ ...eventBase, kind: literal('motor_fixed'), coil: coil() });
export const DropSensorFailedEvent = object({ ...eventBase, kind: literal('drop_sensor_failed'), coil: optional(coil()) });
/** The drop sensor counts again: closes the open drop_sensor_failed (of `coil`, for a board with a sensor per coil). */
export const DropSensorFixedEvent = object({ ...eventBase, kind: literal('drop_sensor_fixed'), coil: optional(coil()) });
export const DoorEvent = object({ ...eventBase, kind: literal('door'), open: boolean() });

const CoilCount = object({ coil: coil(), quantity: whole(0, 1000) });
export const LevelsEvent = object({
  ...eventBase, kind: literal('levels'), reason: enums(['refill', 'count'] as const), coils: size(array(CoilCount), 1, 200),
});
/** A refill plan executed at the machine: the plan's number (RP-…) and what went into each coil. */
export const RefillDoneEvent = object({
  ...eventBase, kind: literal('refill_done'), plan_id: size(string(), 1, 32), coils: optional(size(array(CoilCount), 1, 200)),
});
export const ExpiredEvent = object({ ...eventBase, kind: literal('expired'), coils: size(array(CoilCount), 1, 200) });

export const DEVICE_EVENT_STRUCTS = {
  heartbeat: HeartbeatEvent, status: StatusEvent, vend: VendEvent, payment: PaymentEvent,
  motor_fault: MotorFaultEvent, motor_fixed: MotorFixedEvent, drop_sensor_failed: DropSensorFailedEvent, drop_sensor_fixed: DropSensorFixedEvent,
  door: DoorEvent,
  levels: LevelsEvent, refill_done: RefillDoneEvent, expired: ExpiredEvent,
} as const;
export type DeviceEventKind = keyof typeof DEVICE_EVENT_STRUCTS;
export const DEVICE_EVENT_KINDS = Object.keys(DEVICE_EVENT_STRUCTS) as DeviceEventKind[];
export type DeviceEvent = { [K in DeviceEventKind]: Infer<(typeof DEVICE_EVENT_STRUCTS)[K]> }[DeviceEventKind];
export type DeviceEventOf<K extends DeviceEventKind> = Infer<(typeof DEVICE_EVENT_STRUCTS)[K]>;

export const EVENT_OUTCOMES = ['accepted', 'duplicate', 'refused'] as const;
export interface EventAnswer {
  id: string;
  status: (typeof EVENT_OUTCOMES)[number];
  /** Why a refused event was refused. */
  reason?: string;
  /** What an accepted event made (an order's id, the notifications raised). */
  result?: Record<string, unknown>;
}

/**
 * `GET /device/v1/config`: what the console holds for the machine, as one document with its
 * `version` (also the `ETag`, `W/"v<version>"`). The device applies it and acknowledges the
 * version with `POST /device/v1/config/ack`; until then the console shows it pending.
 */
const ConfigProduct = object({ id: number(), sku: string(), name: string() });
export const ConfigCoil = object({
  coil: string(), row: number(), column: number(),
  product: nullable(ConfigProduct),
  /** The product's MRP: what one unit sells for before offers. */
  price: nullable(number()),
  /** Most units the coil holds (item_layout_max). */
  capacity: number(),
  /** The motor is switched off: nothing vends from this coil on any channel. */
  blocked: boolean(),
});
export const ConfigTimeouts = object({
  screen_inactivity: number(), cart_reset: number(), payment: number(), post_dispense: number(),
  unlock: number(), dispense_later: number(), dispense_cancellation: number(),
});
/** Products that may not be sold through the customer platform's channels (1, 2) while the window runs; the machine's own screen is never blocked. */
export const ConfigNegativeItem = object({ id: number(), product_ids: array(number()), channels: array(number()), start_at: string(), end_at: string() });
export const ConfigAd = object({ id: number(), name: string(), screen_type: string(), video_key: nullable(string()), video_type: nullable(string()), video_size: nullable(number()) });
export const ConfigOffer = object({
  id: number(), name: string(), offer_type: number(), weekdays: array(number()), start_time: string(), end_time: string(),
  start_at: string(), end_at: string(),
  sub_offers: array(object({
    id: number(), label: string(), offer_price: nullable(number()),
    products: array(object({
      product_id: number(), is_primary: boolean(), offer_value: nullable(number()),
      buy_qty: nullable(number()), free_qty: nullable(number()), max_buy_qty: nullable(number()),
    })),
  })),
});
export const DeviceConfig = object({
  version: number(),
  changed_at: string(),
  machine: object({ id: number(), code: string(), name: string(), rows: number(), columns: number() }),
  coils: array(ConfigCoil),
  /** The VM template's timeouts in seconds; null when the machine has no template. */
  timeouts: nullable(ConfigTimeouts),
  /** Board settings: the networks in the order to try them (Ethernet, Wi-Fi, LTE, 3G ids); null without a template. */
  board: nullable(object({ network_priority: array(string()), expiry_display: number(), non_available_display: number() })),
  ads: array(ConfigAd),
  /** Active offers of the Device App channel that reach the machine; the device applies their days and windows. */
  offers: array(ConfigOffer),
  negative_items: array(ConfigNegativeItem),
});
export type DeviceConfigAnswer = Infer<typeof DeviceConfig>;
export const ConfigAck = object({ version: whole(1) });
export const ConfigAckAnswer = object({ version: number(), applied_at: string(), pending: boolean() });
export const CONFIG_MESSAGES = {
  versionNotIssued: (version: number, current: number) => `Config version ${version} was never issued to this machine (its latest is ${current}).`,
} as const;
