/**
 * The gateway's rules for a key (docs/decisions.md "Device keys"), run before any /device/v1
 * route that needs a device:
 *
 * - the key is looked up on every request (identity.ts, through a 5 s cache that forgets a key at
 *   once in this process when it is revoked, rotated or its board moves), so a revoked key, an
 *   unlinked board or a deleted machine is refused on its next request here, and within 5 s on
 *   another instance;
 * - per key, at most DEVICE_RATE_LIMIT requests per DEVICE_RATE_WINDOW_MS (429 with Retry-After):
 *   a machine sends a heartbeat a minute and batches its events, so this only stops a runaway;
 * - a request that names a machine (`vending_machine_id` in the query, the JSON body or one of
 *   its events) must name the key's own: another is refused 403 and audited as `device.refused`;
 * - the key's last_used_at is noted with the machine's presence (presence.ts: one set-based write
 *   a second for every request, to the minute), not written by the request: a fleet's requests
 *   each meet a key unused for a minute, so a write each was a second round trip per request.
 */
import type { Context } from 'hono';
import { DEVICE_MESSAGES } from '../../contract/device.ts';
import type { Services } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { perKeyLimit } from '../http/machine-keys.ts';
import { readBody } from '../http/router.ts';
import { audit } from '../kit/audit.ts';
import { authenticateDevice, type Device } from './identity.ts';

/** 20 requests a second on average, in bursts of up to 200 within ten seconds. */
export const DEVICE_RATE_LIMIT = 200;
export const DEVICE_RATE_WINDOW_MS = 10_000;
/** The audit row of a request naming another machine. */
export const DEVICE_REFUSED_ACTION = 'device.refused';

/** Every `vending_machine_id` a request names: its query, its JSON body and the body's events. */
async function namedMachines(c: Context): Promise<unknown[]> {
  const named: unknown[] = c.req.queries('vending_machine_id') ?? [];
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.header('content-type')) return named;
  const body = await readBody(c);
  if ('vending_machine_id' in body) named.push(body.vending_machine_id);
  if (Array.isArray(body.events)) {
    for (const event of body.events as unknown[]) {
      if (typeof event === 'object' && event !== null && 'vending_machine_id' in event) named.push((event as Record<string, unknown>).vending_machine_id);
    }
  }
  return named;
}

export function deviceGuard(services: Pick<Services, 'db' | 'now'>) {
  const limit = perKeyLimit(DEVICE_RATE_LIMIT, DEVICE_RATE_WINDOW_MS, DEVICE_MESSAGES.rateLimited);
  const perRequest = new WeakMap<Request, Promise<Device>>();

  async function check(c: Context, token: string | null): Promise<Device> {
    const device = await authenticateDevice(services, token);
    const now = services.now();
    limit(c, device.keyId, now);
    const foreign = (await namedMachines(c)).find((id) => String(id) !== String(device.machineId));
    if (foreign !== undefined) {
      await audit(services.db, { id: null, company_id: device.companyId }, {
        action: DEVICE_REFUSED_ACTION, entity: 'hardware_board', entity_id: device.boardId,
        after: { reason: DEVICE_MESSAGES.notYourMachine, named_vending_machine_id: foreign, vending_machine_id: device.machineId, path: c.req.path },
      });
      throw new ApiError(403, DEVICE_MESSAGES.notYourMachine);
    }
    return device;
  }

  /** The device of this request, checked once however many times a route asks. */
  return (c: Context, token: string | null): Promise<Device> => {
    let device = perRequest.get(c.req.raw);
    if (!device) perRequest.set(c.req.raw, (device = check(c, token)));
    return device;
  };
}
