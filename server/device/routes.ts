/**
 * The device gateway, /device/v1 (docs/device-protocol.md): JSON, a device key as the bearer,
 * and only the key's own machine. Events in (events.ts); carts, config and its acknowledgement
 * are added beside them. A user's session token is refused here, as a device key is on /api.
 */
import { Hono, type Context } from 'hono';
import { DEVICE_MESSAGES, MAX_EVENTS_PER_BATCH } from '../../contract/device.ts';
import type { Services } from '../context.ts';
import { ApiError } from '../http/errors.ts';
import { headerBearer } from '../http/machine-keys.ts';
import { answerRoute, readBody } from '../http/router.ts';
import { acknowledge, configAnswer } from './config.ts';
import { createCart } from './carts.ts';
import { applyEvents } from './events.ts';
import { deviceGuard } from './guard.ts';
import type { Device } from './identity.ts';
import { deviceOpenApi } from './openapi.ts';
import { noteSeen } from './presence.ts';

const answer = (c: Context, run: () => Promise<unknown>, status: 200 | 201 = 200) => answerRoute(c, 'device request failed:', run, status);

function eventsOf(body: Record<string, unknown>): unknown[] {
  const events = body.events;
  if (!Array.isArray(events) || events.length === 0) throw new ApiError(400, 'events: Expected a list of 1 to 500 events.');
  if (events.length > MAX_EVENTS_PER_BATCH) throw new ApiError(400, DEVICE_MESSAGES.tooManyEvents);
  return events;
}

export function deviceRoutes(services: Services) {
  const app = new Hono();
  // The key looked up, its rate, its own machine only, its last use (guard.ts); every
  // authenticated request keeps the machine's last_seen_at fresh (coalesced, presence.ts).
  const guard = deviceGuard(services);
  const deviceOf = async (c: Context): Promise<Device> => {
    const device = await guard(c, headerBearer(c));
    noteSeen(services.db, device, services.now());
    return device;
  };

  app.post('/v1/events', (c) => answer(c, async () => {
    const device = await deviceOf(c);
    const events = eventsOf(await readBody(c));
    // In order: a machine's events are its history (a fault before its repair).
    return { results: await applyEvents(services, device, events) };
  }));

  app.get('/v1/openapi.json', (c) => c.json(deviceOpenApi()));
  app.get('/v1/config', (c) => answer(c, async () => configAnswer(c, services.db, await deviceOf(c), services.now())));
  app.post('/v1/config/ack', (c) => answer(c, async () => acknowledge(c, services, await deviceOf(c), services.now())));
  app.post('/v1/carts', (c) => answer(c, async () => createCart(services, await deviceOf(c), await readBody(c)), 201));

  app.all('*', (c) => c.json({ message: 'Unknown device request.', code: 'NOT_FOUND' }, 404));
  return app;
}
