/**
 * A simulated machine's connection to the console, as a real board has it: its device key, the
 * events it has not yet seen answered (its outbox, resent until answered: delivery is at least
 * once), and the config it last applied. Speaks /device/v1 through a transport: HTTP to the
 * server's own listening address for `npm start`, the in-process app in tests.
 */
import { MAX_EVENTS_PER_BATCH, type CartAnswer, type DeviceEvent, type EventAnswer } from '../../contract/device.ts';
import type { MotorFault } from './devices.ts';

export interface DeviceResponse {
  status: number;
  body: Record<string, unknown> | null;
  headers: Headers;
}

/** One /device/v1 request with a device key: `path` after /device/v1. */
export type DeviceTransport = (key: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<DeviceResponse>;

export function httpTransport(baseUrl: string): DeviceTransport {
  return async (key, method, path, body, headers = {}) => {
    const response = await fetch(`${baseUrl}/device/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null, headers: response.headers };
  };
}

export interface SimDevice {
  machineId: number;
  key: string;
  firmware: string | null;
  /** Events made and not yet answered, oldest first. */
  outbox: DeviceEvent[];
  /** While set (ms since the epoch), the machine has no network: it goes on selling and buffers. */
  offlineUntil: number | null;
  lastHeartbeatAt: number;
  /** The faults it has reported and not yet seen fixed. */
  motors: Map<string, MotorFault>;
  dropSensor: boolean;
  /** Coils (coil@best-before) whose expired units it has reported. */
  expiredReported: Set<string>;
  config: { etag: string | null; version: number | null };
}

export function newDevice(machineId: number, key: string, firmware: string | null): SimDevice {
  return {
    machineId, key, firmware, outbox: [], offlineUntil: null, lastHeartbeatAt: 0,
    motors: new Map(), dropSensor: false, expiredReported: new Set(), config: { etag: null, version: null },
  };
}

/** A board keeps at most this many unsent events; past it the oldest are dropped (a real board's flash is finite). */
const OUTBOX_LIMIT = 5000;

/**
 * Sends the outbox (oldest first, a batch at most) and forgets every event answered, whatever
 * the answer: a refused event is refused again if resent. Nothing is forgotten when the request
 * fails or is not answered 200 — the next flush resends it. Answers the per-event answers.
 */
export async function flush(device: SimDevice, send: DeviceTransport): Promise<EventAnswer[]> {
  if (device.outbox.length > OUTBOX_LIMIT) device.outbox.splice(0, device.outbox.length - OUTBOX_LIMIT);
  const batch = device.outbox.slice(0, MAX_EVENTS_PER_BATCH);
  if (!batch.length) return [];
  const response = await send(device.key, 'POST', '/events', { events: batch });
  if (response.status !== 200) throw new Error(`device ${device.machineId}: /events answered ${response.status} ${String(response.body?.message ?? '')}`);
  const answers = (response.body?.results ?? []) as EventAnswer[];
  const answered = new Set(answers.map((a) => a.id));
  device.outbox = device.outbox.filter((e) => !answered.has(e.id));
  return answers;
}

/**
 * Pulls the config when it changed (If-None-Match with the ETag it holds), applies it and
 * acknowledges its version. Answers the version applied, or null when nothing changed or the
 * gateway has no config for it.
 */
export async function pullConfig(device: SimDevice, send: DeviceTransport): Promise<number | null> {
  const response = await send(device.key, 'GET', '/config', undefined, device.config.etag ? { 'if-none-match': device.config.etag } : {});
  if (response.status !== 200 || !response.body) return null;
  const version = Number(response.body.version);
  if (!Number.isInteger(version)) return null;
  // A simulated machine applies a config by holding it: its coils, prices and motors are read from the console's rows.
  device.config = { etag: response.headers.get('etag'), version };
  const ack = await send(device.key, 'POST', '/config/ack', { version });
  return ack.status === 200 ? version : null;
}

/** Asks the console to price a cart; null when the gateway does not price carts (the device prices from its planogram). */
export async function priceCart(
  device: SimDevice, send: DeviceTransport, lines: { coil: string; quantity: number }[], channel: number,
): Promise<{ cart_id: string; amount: number } | 'refused' | null> {
  const response = await send(device.key, 'POST', '/carts', { lines, channel });
  if (response.status === 404) return null;
  if (response.status >= 400 || !response.body) return 'refused';
  const cart = response.body as Partial<CartAnswer>;
  return typeof cart.cart_id === 'string' && typeof cart.total === 'number' ? { cart_id: cart.cart_id, amount: cart.total } : null;
}
