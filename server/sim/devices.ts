/**
 * The simulator's machines as devices: what a machine's board would report, built as events of
 * the device protocol (contract/device.ts) from what the machine holds (its coils). Pure: a PRNG,
 * the coils and the clock in, events out; device-fleet.ts sends them to /device/v1 over HTTP.
 * `npm run fleet` and the reference client may build their events here too.
 *
 * A customer at the machine draws as the in-process simulator's did (vend.ts): 1–3 offered coils,
 * one or two units each, a unit now and then jamming, nothing from a coil whose motor is off.
 */
import { randomUUID } from 'node:crypto';
import { PAYMENT_MODES } from '../../contract/actions/orders.ts';
import type { DeviceEventKind, DeviceEventOf } from '../../contract/device.ts';
import { DEVICE_APP_CHANNEL } from '../../contract/negative-items.ts';
import type { Random } from '../seed/random.ts';

/** A coil as the machine knows it: its count, its planogram price, whether its motor runs, the best-before of its units. */
export interface DeviceCoil {
  coil: string;
  quantity: number;
  price: number;
  motorOn: boolean;
  expiresOn: string | null;
}

/** A motor fault the machine has reported and not yet seen fixed. */
export type MotorFault = 'jammed' | 'failed';

/** Chance that one unit jams although the coil has stock and its motor runs (as vend.ts). */
const JAM_CHANCE = 0.04;
const PAYMENT_WEIGHTS: [(typeof PAYMENT_MODES)[number], number][] = [['UPI', 0.55], ['CARD', 0.25], ['WALLET', 0.12], ['CASH', 0.08]];

/** An event with a fresh id and the device's time. */
export function deviceEvent<K extends DeviceEventKind>(
  kind: K, now: Date, fields: Omit<DeviceEventOf<K>, 'id' | 'at' | 'kind'>,
): DeviceEventOf<K> {
  return { id: randomUUID(), at: now.toISOString(), kind, ...fields } as DeviceEventOf<K>;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The coils the machine's screen offers: stocked, not expired, motor running or not (a jam shows only when it turns). */
export const offeredCoils = (coils: readonly DeviceCoil[], now: Date) =>
  coils.filter((c) => c.quantity > 0 && (c.expiresOn === null || c.expiresOn >= today(now)));

function pickWeighted<T>(random: Random, choices: readonly [T, number][]): T {
  let roll = random.next() * choices.reduce((n, [, w]) => n + w, 0);
  for (const [value, weight] of choices) if ((roll -= weight) < 0) return value;
  return choices[choices.length - 1]![0];
}

export interface CoilPick {
  coil: DeviceCoil;
  quantity: number;
}

/** What a customer asks for: 1–3 offered coils, one or two units each. */
export function chooseCoils(random: Random, offered: readonly DeviceCoil[]): CoilPick[] {
  const count = Math.min(offered.length, pickWeighted(random, [[1, 0.7], [2, 0.22], [3, 0.08]]));
  const chosen = new Set<DeviceCoil>();
  while (chosen.size < count) chosen.add(random.pick(offered));
  return [...chosen].map((coil) => ({ coil, quantity: random.chance(0.85) ? 1 : 2 }));
}

/** The units a coil drops of those asked: none with its motor off, fewer when one jams or it runs empty. */
function dispensed(random: Random, coil: DeviceCoil, quantity: number): number {
  if (!coil.motorOn) return 0;
  let vended = 0;
  while (vended < Math.min(quantity, coil.quantity) && !random.chance(JAM_CHANCE)) vended++;
  return vended;
}

/**
 * A paid sale, its final state: what each coil was asked for and dropped. The amount is what the
 * customer paid — the cart's price when the console priced one, else the planogram's prices.
 */
export function vendEvent(random: Random, picks: readonly CoilPick[], now: Date, cart?: { cart_id: string; amount: number }): DeviceEventOf<'vend'> {
  return deviceEvent('vend', now, {
    lines: picks.map((p) => ({ coil: p.coil.coil, quantity: p.quantity, vended: dispensed(random, p.coil, p.quantity) })),
    payment_mode: pickWeighted(random, PAYMENT_WEIGHTS),
    payment_status: 1,
    amount: cart?.amount ?? Math.round(picks.reduce((n, p) => n + p.coil.price * p.quantity, 0) * 100) / 100,
    channel: DEVICE_APP_CHANNEL,
    ...(cart ? { cart_id: cart.cart_id } : {}),
  });
}

/**
 * A customer who picks and never pays, without a cart the console priced: the payment fails
 * (timed out: payment status 0) or the customer cancels (3); nothing drops. With a cart, the
 * device reports the gateway's outcome as a `payment` event instead (abandonedPaymentEvent).
 */
export function unpaidVendEvent(random: Random, picks: readonly CoilPick[], now: Date, timedOut: boolean): DeviceEventOf<'vend'> {
  return deviceEvent('vend', now, {
    lines: picks.map((p) => ({ coil: p.coil.coil, quantity: p.quantity, vended: 0 })),
    payment_mode: pickWeighted(random, PAYMENT_WEIGHTS.filter(([m]) => m !== 'CASH')),
    payment_status: timedOut ? 0 : 3,
    amount: 0,
    channel: DEVICE_APP_CHANNEL,
  });
}

export const abandonedPaymentEvent = (cartId: string, now: Date, timedOut: boolean) =>
  deviceEvent('payment', now, { cart_id: cartId, outcome: timedOut ? 'timed_out' : 'cancelled' });

/** A fault the machine notices: a motor that jams or fails on a running, stocked coil without a fault, or its drop sensor. */
export function faultEvent(
  random: Random, coils: readonly DeviceCoil[], now: Date, open: { motors: ReadonlyMap<string, MotorFault>; dropSensor: boolean },
): DeviceEventOf<'motor_fault'> | DeviceEventOf<'drop_sensor_failed'> | null {
  if (random.chance(0.2)) return open.dropSensor ? null : deviceEvent('drop_sensor_failed', now, {});
  const candidates = coils.filter((c) => c.motorOn && c.quantity > 0 && !open.motors.has(c.coil));
  if (!candidates.length) return null;
  return deviceEvent('motor_fault', now, { coil: random.pick(candidates).coil, motor_status: random.chance(0.55) ? 'jammed' : 'failed' });
}

export const motorFixedEvent = (coil: string, now: Date) => deviceEvent('motor_fixed', now, { coil });
export const dropSensorFixedEvent = (now: Date) => deviceEvent('drop_sensor_fixed', now, {});
export const statusEvent = (status: DeviceEventOf<'status'>['status'], now: Date) => deviceEvent('status', now, { status });

export function heartbeatEvent(random: Random, now: Date, firmware: string | null): DeviceEventOf<'heartbeat'> {
  return deviceEvent('heartbeat', now, {
    ...(firmware ? { firmware } : {}), signal: -random.int(55, 95), temperature: Math.round((4 + random.next() * 4) * 10) / 10,
  });
}

/** A count of every coil (a technician's stock take): what the machine holds now. */
export const countEvent = (coils: readonly DeviceCoil[], now: Date): DeviceEventOf<'levels'> | null =>
  coils.length ? deviceEvent('levels', now, { reason: 'count', coils: coils.slice(0, 200).map((c) => ({ coil: c.coil, quantity: c.quantity })) }) : null;

/** The expiry check: coils holding units past their best-before that the machine has not reported since (`reported`: coil@date). */
export function expiredEvent(coils: readonly DeviceCoil[], now: Date, reported: ReadonlySet<string>): DeviceEventOf<'expired'> | null {
  const found = coils.filter((c) => c.quantity > 0 && c.expiresOn !== null && c.expiresOn < today(now) && !reported.has(expiryKey(c)));
  return found.length ? deviceEvent('expired', now, { coils: found.slice(0, 200).map((c) => ({ coil: c.coil, quantity: c.quantity })) }) : null;
}

export const expiryKey = (coil: DeviceCoil) => `${coil.coil}@${coil.expiresOn}`;
