/**
 * `POST /device/v1/events`: each event checked on its own, then applied in its own transaction
 * that first stores its id (device_events' primary key): a resent id finds the row and answers
 * `duplicate`, two connections sending the same id at once wait on the key and only one applies
 * it. A refused event rolls back whole and changes nothing; the others of its batch go on.
 * What an event raised is published only after its commit. Vends go through the vend queue
 * (vend-batch.ts), which writes many machines' vends in one transaction with the same rules.
 */
import { and, eq } from 'drizzle-orm';
import { StructError, validate, type Struct } from 'superstruct';
import { DEVICE_EVENT_STRUCTS, type DeviceEvent, type DeviceEventKind, type EventAnswer } from '../../contract/device.ts';
import type { Services } from '../context.ts';
import { deviceEvents } from '../db/schema/index.ts';
import { ApiError, fromDatabaseError } from '../http/errors.ts';
import { publishAll, publishStock } from '../sim/common.ts';
import type { Device } from './identity.ts';
import { EVENT_HANDLERS, type Applied, type EventHandler } from './kinds/index.ts';
import { vendQueueOf } from './vend-batch.ts';
import { eventTimeProblem } from './time.ts';

export type DeviceDeps = Pick<Services, 'db' | 'live' | 'now'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function refused(id: string, reason: string): EventAnswer {
  return { id, status: 'refused', reason };
}

function firstProblem(error: StructError) {
  const failure = error.failures()[0] ?? error;
  return failure.path.length ? `${failure.path.join('.')}: ${failure.message}` : failure.message;
}

/** The event as its kind's struct reads it, or why it is refused. */
export function readEvent(raw: unknown): { event: DeviceEvent } | { id: string; reason: string } {
  const record = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const id = typeof record.id === 'string' ? record.id.slice(0, 64) : '';
  if (!UUID.test(id)) return { id, reason: 'id: Expected a UUID made by the device.' };
  const kind = record.kind;
  if (typeof kind !== 'string' || !Object.hasOwn(DEVICE_EVENT_STRUCTS, kind)) {
    return { id, reason: `kind: Expected one of ${Object.keys(DEVICE_EVENT_STRUCTS).join(', ')}.` };
  }
  const struct = DEVICE_EVENT_STRUCTS[kind as DeviceEventKind] as Struct<DeviceEvent>;
  const [error, event] = validate(raw, struct);
  if (error) return { id, reason: firstProblem(error) };
  return { event: event as DeviceEvent };
}

/** The event checked on its own (shape, id, time), or its refusal. */
export function checkEvent(raw: unknown, now: Date): { event: DeviceEvent } | { answer: EventAnswer } {
  const read = readEvent(raw);
  if (!('event' in read)) return { answer: refused(read.id, read.reason) };
  const untimely = eventTimeProblem(read.event.at, now);
  return untimely ? { answer: refused(read.event.id, untimely) } : read;
}

/**
 * A device's batch in order. Its vends go to the vend queue together (server/device/vend-batch.ts
 * writes the vends of many devices at once); any other kind waits for the vends before it.
 */
export async function applyEvents(deps: DeviceDeps, device: Device, raws: readonly unknown[]): Promise<EventAnswer[]> {
  const answers: EventAnswer[] = [];
  let vends: Promise<EventAnswer>[] = [];
  const settleVends = async () => {
    answers.push(...await Promise.all(vends));
    vends = [];
  };
  for (const raw of raws) {
    const checked = checkEvent(raw, deps.now());
    if ('answer' in checked) {
      await settleVends();
      answers.push(checked.answer);
    } else if (checked.event.kind === 'vend') {
      vends.push(vendQueueOf(deps).submit(device, checked.event));
    } else {
      await settleVends();
      answers.push(await applyCheckedEvent(deps, device, checked.event));
    }
  }
  await settleVends();
  return answers;
}

/** Stores and applies one checked event in its own transaction. */
export async function applyCheckedEvent(deps: DeviceDeps, device: Device, event: DeviceEvent): Promise<EventAnswer> {
  const handler = EVENT_HANDLERS[event.kind] as EventHandler<DeviceEvent['kind']>;
  try {
    if (!handler.stored) {
      const applied = await handler.apply(deps.db, device, event as never, deps);
      return { id: event.id, status: 'accepted', ...(applied.result ? { result: applied.result } : {}) };
    }
    const outcome = await deps.db.transaction(async (tx) => {
      const [stored] = await tx.insert(deviceEvents)
        .values({ vending_machine_id: device.machineId, event_id: event.id, kind: event.kind, at: new Date(event.at), received_at: deps.now() })
        .onConflictDoNothing()
        .returning({ id: deviceEvents.event_id });
      if (!stored) return null;
      const applied = await handler.apply(tx, device, event as never, deps);
      if (applied.result) {
        await tx.update(deviceEvents).set({ result: applied.result })
          .where(sqlEventKey(device.machineId, event.id));
      }
      return applied;
    });
    if (!outcome) return { id: event.id, status: 'duplicate' };
    announce(deps, device, outcome);
    return { id: event.id, status: 'accepted', ...(outcome.result ? { result: outcome.result } : {}) };
  } catch (error) {
    const known = refusalOf(error);
    if (known) return refused(event.id, known);
    throw error;
  }
}

/** What an applied event announces, once its transaction has committed. */
export function announce(deps: DeviceDeps, device: Device, applied: Applied) {
  publishAll(deps, applied.notifications ?? []);
  if (applied.stockChanged) publishStock(deps, { id: device.machineId, company_id: device.companyId, franchise_id: device.franchiseId });
  applied.afterCommit?.();
}

/** A rule the event breaks (a coil not in the planogram, a plan not in transit): its refusal; the batch goes on. */
export function refusalOf(error: unknown): string | null {
  const known = error instanceof ApiError ? error : fromDatabaseError(error);
  return known && known.status !== 401 && known.status !== 403 ? known.message : null;
}

const sqlEventKey = (machineId: number, eventId: string) =>
  and(eq(deviceEvents.vending_machine_id, machineId), eq(deviceEvents.event_id, eventId));
