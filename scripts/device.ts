/**
 * `npm run device -- --key vdk_… [--url http://127.0.0.1:8080] <command>`: the reference client of
 * the device protocol (docs/device-protocol.md), doing what a machine's board does and no more.
 *
 *   heartbeat [--firmware v2.5.0] [--signal -70] [--temperature 6]
 *   status --status active|maintenance|offline
 *   vend --coil 11 [--quantity 1] [--vended N] [--payment-mode UPI] [--amount 40] [--channel 3]
 *   config                      the config, when it changed since the last call (ETag)
 *   ack --version N             the config version applied
 *   events --file events.json   events from a file: a list, or { "events": [...] }
 *   send                        resend what is still buffered
 *
 * It makes each event's id and time, and keeps every event not yet answered in its state file
 * (--state, default data/device-<key prefix>.json) to send again with the next command: the
 * buffering a real device does while offline. A vend without --amount has the console price
 * the cart first (POST /device/v1/carts) and sends its cart_id.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEVICE_KEY_PREFIX, MAX_EVENTS_PER_BATCH, type EventAnswer } from '../contract/device.ts';

type Event = Record<string, unknown> & { id: string };
interface State {
  outbox: Event[];
  etag: string | null;
}
export interface ClientIo {
  fetch: typeof fetch;
  now(): Date;
  print(line: string): void;
}

const OPTIONS = {
  key: { type: 'string' }, url: { type: 'string', default: 'http://127.0.0.1:8080' }, state: { type: 'string' },
  coil: { type: 'string' }, quantity: { type: 'string', default: '1' }, vended: { type: 'string' }, amount: { type: 'string' },
  'payment-mode': { type: 'string', default: 'UPI' }, channel: { type: 'string', default: '3' },
  status: { type: 'string' }, version: { type: 'string' }, file: { type: 'string' },
  firmware: { type: 'string' }, signal: { type: 'string' }, temperature: { type: 'string' },
} as const;

class Usage extends Error {}

const number = (value: string | undefined, name: string) => {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isFinite(n)) throw new Usage(`--${name} must be a number, not "${value}".`);
  return n;
};
const required = <T>(value: T | undefined, name: string): T => {
  if (value === undefined) throw new Usage(`--${name} is required.`);
  return value;
};

export async function runDevice(args: string[], io: ClientIo): Promise<number> {
  const { values: o, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true });
  const command = positionals[0];
  const key = o.key ?? process.env.DEVICE_KEY;
  if (!key?.startsWith(DEVICE_KEY_PREFIX)) throw new Usage(`--key ${DEVICE_KEY_PREFIX}… is required: the key shown when the board was onboarded.`);
  const stateFile = o.state ?? `data/device-${key.slice(DEVICE_KEY_PREFIX.length, DEVICE_KEY_PREFIX.length + 8)}.json`;
  const state: State = existsSync(stateFile) ? JSON.parse(readFileSync(stateFile, 'utf8')) as State : { outbox: [], etag: null };
  const save = () => {
    mkdirSync(dirname(stateFile), { recursive: true });
    writeFileSync(stateFile, JSON.stringify(state, null, 2));
  };

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const response = await io.fetch(`${o.url}/device/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) as Record<string, unknown> : {} };
  }
  const fail = (what: string, answer: { status: number; body: Record<string, unknown> }) => {
    io.print(`${what}: ${answer.status} ${String(answer.body.message ?? '')}`);
    return 1;
  };

  /** Buffers the events, then sends the buffer oldest first; whatever is answered leaves it. */
  async function sendEvents(events: Record<string, unknown>[]): Promise<number> {
    state.outbox.push(...events.map((e) => ({ id: randomUUID(), at: io.now().toISOString(), ...e }) as Event));
    save();
    let refused = 0;
    while (state.outbox.length) {
      let answer;
      try {
        answer = await call('POST', '/events', { events: state.outbox.slice(0, MAX_EVENTS_PER_BATCH) });
      } catch (error) {
        io.print(`not sent (${(error as Error).message}); ${state.outbox.length} event(s) kept in ${stateFile} to resend`);
        return 1;
      }
      if (answer.status !== 200) return fail(`not sent; ${state.outbox.length} event(s) kept in ${stateFile}`, answer);
      const results = answer.body.results as EventAnswer[];
      for (const r of results) {
        io.print(`${r.id} ${r.status}${r.reason ? `: ${r.reason}` : ''}${r.result ? ` ${JSON.stringify(r.result)}` : ''}`);
        if (r.status === 'refused') refused++;
      }
      const answered = new Set(results.map((r) => r.id));
      state.outbox = state.outbox.filter((e) => !answered.has(e.id));
      save();
    }
    return refused ? 1 : 0;
  }

  async function vend() {
    const coil = required(o.coil, 'coil');
    const quantity = required(number(o.quantity, 'quantity'), 'quantity');
    const channel = required(number(o.channel, 'channel'), 'channel');
    let amount = number(o.amount, 'amount');
    let cartId: string | undefined;
    if (amount === undefined) {
      const cart = await call('POST', '/carts', { lines: [{ coil, quantity }], channel });
      if (cart.status >= 300) return fail('the console did not price the cart (give --amount to sell at your own price)', cart);
      cartId = String(cart.body.cart_id);
      amount = Number(cart.body.total);
      io.print(`cart ${cartId}: ${amount}`);
    }
    return sendEvents([{
      kind: 'vend', lines: [{ coil, quantity, vended: number(o.vended, 'vended') ?? quantity }],
      payment_mode: o['payment-mode'], payment_status: 1, amount, channel, ...(cartId ? { cart_id: cartId } : {}),
    }]);
  }

  switch (command) {
    case 'heartbeat':
      return sendEvents([{
        kind: 'heartbeat', ...(o.firmware ? { firmware: o.firmware } : {}),
        ...(o.signal ? { signal: number(o.signal, 'signal') } : {}), ...(o.temperature ? { temperature: number(o.temperature, 'temperature') } : {}),
      }]);
    case 'status':
      return sendEvents([{ kind: 'status', status: required(o.status, 'status') }]);
    case 'vend':
      return vend();
    case 'events': {
      const body = JSON.parse(readFileSync(required(o.file, 'file'), 'utf8')) as unknown;
      const events = Array.isArray(body) ? body : (body as { events?: unknown }).events;
      if (!Array.isArray(events)) throw new Usage(`${o.file} holds neither a list of events nor { "events": [...] }.`);
      return sendEvents(events as Record<string, unknown>[]);
    }
    case 'send':
      return sendEvents([]);
    case 'config': {
      const answer = await call('GET', '/config', undefined, state.etag ? { 'if-none-match': state.etag } : {});
      if (answer.status === 304) {
        io.print(`config unchanged (${state.etag})`);
        return 0;
      }
      if (answer.status !== 200) return fail('config', answer);
      state.etag = answer.headers.get('etag');
      save();
      io.print(JSON.stringify(answer.body, null, 2));
      return 0;
    }
    case 'ack': {
      const answer = await call('POST', '/config/ack', { version: required(number(o.version, 'version'), 'version') });
      if (answer.status !== 200) return fail('ack', answer);
      io.print(`config v${o.version} acknowledged`);
      return 0;
    }
    default:
      throw new Usage(`Unknown command "${command ?? ''}": heartbeat, status, vend, config, ack, events or send.`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runDevice(process.argv.slice(2), { fetch, now: () => new Date(), print: (line) => console.log(line) })
    .then((code) => process.exit(code))
    .catch((error: unknown) => {
      console.error(error instanceof Usage || error instanceof TypeError ? (error as Error).message : error);
      process.exit(2);
    });
}
