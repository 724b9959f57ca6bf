/**
 * The device protocol, /device/v1 (docs/device-protocol.md): what a machine's board sends and
 * what it is answered. One source for the gateway's validation, the OpenAPI document served at
 * /device/v1/openapi.json, the simulator's devices and the reference client (`npm run device`).
 *
 * A device speaks JSON with `Authorization: Bearer <device key>`. Events carry an id the device
 * made (a UUID) and the device's time; delivery is at least once, so a stored id is a duplicate.
 */
import { array, boolean, enums, literal, number, object, optional, size, string, type Infer } from 'superstruct';
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
  coilTwice: (coil: string) => `Coil ${coil} appears on more than one line.`,
  vendedOverAsked: (coil: string) => `Coil ${coil}: vended is more than the quantity asked.`,
  priceOverMrp: (coil: string, price: number, mrp: number) => `Coil ${coil}: price ${price} is above the product's MRP ${mrp}.`,
  unknownCart: (cartId: string) => `Cart ${cartId} is not a cart of this machine.`,
  cartCompleted: (cartId: string, orderId: string) => `Cart ${cartId} is already completed (order ${orderId}).`,
  cartLinesDiffer: (cartId: string) => `lines: the vend's coils and quantities differ from cart ${cartId}.`,
  cartProductChanged: (coil: string) => `Coil ${coil} holds another product since the cart was priced; price a new cart.`,
} as const;

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
export interface CartAnswer {
  cart_id: string;
  channel: number;
  lines: { coil: string; product_id: number; name: string; quantity: number; mrp: number; discount: number; amount: number }[];
  discount: number;
  coupon_code: string | null;
  coupon_discount: number;
  total: number;
}

export const PAYMENT_OUTCOMES = ['success', 'failed', 'timed_out', 'cancelled', 'delayed', 'partial'] as const;
export const PaymentEvent = object({
  ...eventBase, kind: literal('payment'), cart_id: size(string(), 1, 64), outcome: enums(PAYMENT_OUTCOMES), amount: optional(money()),
});

export const MotorFaultEvent = object({ ...eventBase, kind: literal('motor_fault'), coil: coil(), reason: optional(text(120)) });
export const MotorFixedEvent = object({ ...eventBase, kind: literal('motor_fixed'), coil: coil() });
export const DropSensorFailedEvent = object({ ...eventBase, kind: literal('drop_sensor_failed'), coil: optional(coil()) });
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
  motor_fault: MotorFaultEvent, motor_fixed: MotorFixedEvent, drop_sensor_failed: DropSensorFailedEvent, door: DoorEvent,
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
