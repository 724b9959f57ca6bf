/**
 * The live demo as a fleet of connected machines (docs/decisions.md "The simulator as devices"):
 * every demo machine with a linked hardware board holds a device key and reports what happens
 * at it as device events to /device/v1, like a real machine — heartbeats, carts and vends,
 * faults and repairs, counts, expiry — buffers while it has no network, and pulls and
 * acknowledges its config now and then. The console's rows change only through the gateway.
 *
 * A board whose live key a person issued (on /hardware-boards) belongs to a real or scripted
 * device: the simulator leaves its machine alone rather than rotate the key under it.
 */
import { and, eq, gt, inArray, isNull, isNotNull, notExists } from 'drizzle-orm';
import type { EventAnswer } from '../../contract/device.ts';
import { companies, deviceKeys, hardwareBoards, vendingMachines, vmFaults } from '../db/schema/index.ts';
import { issueDeviceKey } from '../device/identity.ts';
import type { Random } from '../seed/random.ts';
import { simulateBoardOnboard } from './boards.ts';
import { byWeight, type SimDeps } from './common.ts';
import { flush, newDevice, pullConfig, priceCart, type DeviceTransport, type SimDevice } from './device-link.ts';
import {
  abandonedPaymentEvent, chooseCoils, countEvent, dropSensorFixedEvent, expiredEvent, expiryKey, faultEvent, heartbeatEvent, motorFixedEvent,
  offeredCoils, statusEvent, unpaidVendEvent, vendEvent, type DeviceCoil,
} from './devices.ts';
import { machineSlots } from './vend.ts';
import { DEVICE_APP_CHANNEL } from '../../contract/negative-items.ts';

export type DeviceHappening = 'vend' | 'payment' | 'fault' | 'repair' | 'offline' | 'expiry' | 'count' | 'board';

/** As the in-process simulator's weights (fleet.ts); a device comes back online by itself, so there is no 'online'. */
export const DEVICE_HAPPENING_WEIGHTS: readonly (readonly [DeviceHappening, number])[] = [
  ['vend', 70], ['payment', 8], ['fault', 4], ['repair', 6], ['offline', 2], ['expiry', 5], ['count', 1], ['board', 1],
];

/** A heartbeat a minute from each machine with network. */
export const HEARTBEAT_MS = 60_000;
/** How long a machine that loses its network stays without it. */
const OFFLINE_MS: [number, number] = [3 * 60_000, 12 * 60_000];
/** Each tick one machine in five checks its config. */
const CONFIG_CHANCE = 0.2;

export interface DeviceFleet {
  devices: SimDevice[];
  send: DeviceTransport;
  /** Told each refused answer (the demo logs each reason once). */
  onRefused?: (device: SimDevice, answer: EventAnswer) => void;
}

/**
 * Device keys for the linked boards of machines of licensed companies (all, or those of
 * `machineIds`), attributed to no user, each rotating the board's previous simulator key.
 */
export async function enrolDevices(deps: SimDeps, machineIds?: number[]): Promise<SimDevice[]> {
  const now = deps.now();
  const personsKey = deps.db.select({ id: deviceKeys.id }).from(deviceKeys)
    .where(and(eq(deviceKeys.hardware_board_id, hardwareBoards.id), isNull(deviceKeys.revoked_at), isNotNull(deviceKeys.issued_by)));
  const boards = await deps.db
    .select({ id: hardwareBoards.id, company_id: hardwareBoards.company_id, firmware: hardwareBoards.firmware, machineId: vendingMachines.id })
    .from(hardwareBoards)
    .innerJoin(vendingMachines, eq(vendingMachines.id, hardwareBoards.vending_machine_id))
    .innerJoin(companies, eq(companies.id, vendingMachines.company_id))
    .where(and(
      isNull(vendingMachines.deleted_at), gt(companies.license_ends_at, now), notExists(personsKey),
      machineIds ? inArray(vendingMachines.id, machineIds) : undefined,
    ));
  if (!boards.length) return [];
  const devices = await deps.db.transaction(async (tx) => {
    const made: SimDevice[] = [];
    for (const board of boards) {
      const { key } = await issueDeviceKey(tx, board, null, now);
      made.push(newDevice(board.machineId, key, board.firmware || null));
    }
    return made;
  });
  // What the machines reported before (a restart, or the in-process simulator) and is not fixed yet.
  const open = await deps.db.select({ machineId: vmFaults.vending_machine_id, kind: vmFaults.kind, coil: vmFaults.coil }).from(vmFaults)
    .where(and(isNull(vmFaults.closed_at), inArray(vmFaults.vending_machine_id, devices.map((d) => d.machineId))));
  for (const fault of open) {
    const device = devices.find((d) => d.machineId === fault.machineId)!;
    if (fault.kind === 'drop_sensor') device.dropSensor = true;
    else if (fault.coil && fault.kind !== 'offline') device.motors.set(fault.coil, fault.kind === 'motor_failed' ? 'failed' : 'jammed');
  }
  return devices;
}

/** The machine's coils as its board knows them (its sensors are the console's slot rows). */
async function coilsOf(deps: SimDeps, machineId: number): Promise<DeviceCoil[]> {
  const slots = await machineSlots(deps.db, machineId);
  return slots.map((s) => ({ coil: s.coil, quantity: s.quantity, price: Number(s.mrp), motorOn: s.motor_activated, expiresOn: s.expires_on }));
}

const online = (device: SimDevice, now: number) => device.offlineUntil === null || device.offlineUntil <= now;

/** What happens at one machine, as the events its board queues. */
async function happen(fleet: DeviceFleet, deps: SimDeps, random: Random, kind: DeviceHappening, device: SimDevice) {
  const now = deps.now();
  const queue = (...events: (SimDevice['outbox'][number] | null)[]) => device.outbox.push(...events.filter((e) => e !== null));
  const coils = await coilsOf(deps, device.machineId);
  switch (kind) {
    case 'vend':
    case 'payment': {
      const offered = offeredCoils(coils, now);
      if (!offered.length) return;
      const picks = chooseCoils(random, offered);
      // An online machine has the console price the cart (its offers, the channel's negative items); offline it prices from its planogram.
      const cart = online(device, now.getTime())
        ? await priceCart(device, fleet.send, picks.map((p) => ({ coil: p.coil.coil, quantity: p.quantity })), DEVICE_APP_CHANNEL)
        : null;
      if (cart === 'refused') return; // the customer is told the cart cannot be sold and walks away
      const timedOut = random.chance(0.55);
      if (kind === 'vend') queue(vendEvent(random, picks, now, cart ?? undefined));
      else queue(cart ? abandonedPaymentEvent(cart.cart_id, now, timedOut) : unpaidVendEvent(random, picks, now, timedOut));
      return;
    }
    case 'fault': {
      const event = faultEvent(random, coils, now, device);
      if (event?.kind === 'motor_fault') device.motors.set(event.coil, event.reason === 'failed' ? 'failed' : 'jammed');
      if (event?.kind === 'drop_sensor_failed') device.dropSensor = true;
      queue(event);
      return;
    }
    case 'repair': {
      const coil = [...device.motors.keys()][0];
      if (coil === undefined) {
        device.dropSensor = false;
        queue(dropSensorFixedEvent(now));
        return;
      }
      device.motors.delete(coil);
      const onSite = random.chance(0.5); // a technician who opens the machine puts it in maintenance meanwhile
      queue(onSite ? statusEvent('maintenance', now) : null, motorFixedEvent(coil, now), onSite ? statusEvent('active', now) : null);
      return;
    }
    case 'offline':
      device.offlineUntil = now.getTime() + random.int(...OFFLINE_MS);
      return;
    case 'expiry': {
      const event = expiredEvent(coils, now, device.expiredReported);
      for (const c of coils) if (event?.coils.some((e) => e.coil === c.coil)) device.expiredReported.add(expiryKey(c));
      queue(event);
      return;
    }
    case 'count':
      queue(countEvent(coils, now));
      return;
    case 'board':
      return;
  }
}

/** Sends what a device has queued, if it has network; a failed send keeps it queued for the next. */
async function deliver(fleet: DeviceFleet, device: SimDevice, now: number) {
  if (!online(device, now)) return;
  device.offlineUntil = null;
  for (const answer of await flush(device, fleet.send)) {
    if (answer.status === 'refused') fleet.onRefused?.(device, answer);
  }
}

/**
 * One tick of the connected fleet: one happening at a random machine, heartbeats from the
 * machines due one, and now and then a config check. Answers the happening drawn.
 */
export async function deviceStep(fleet: DeviceFleet, deps: SimDeps, random: Random): Promise<DeviceHappening | null> {
  const kind = byWeight(random, DEVICE_HAPPENING_WEIGHTS);
  if (kind === 'board') {
    // A new board phones home (in the console, as onboarding is); linked into a machine, that machine joins the fleet.
    const board = await simulateBoardOnboard(deps, random);
    if (board?.machineId) fleet.devices.push(...await enrolDevices(deps, [board.machineId]));
  }
  if (!fleet.devices.length) return null;
  const faulty = kind === 'repair' ? fleet.devices.filter((d) => d.motors.size > 0 || d.dropSensor) : fleet.devices;
  const device = faulty.length ? random.pick(faulty) : null;
  if (device) await happen(fleet, deps, random, kind, device);

  const now = deps.now().getTime();
  for (const each of fleet.devices) {
    if (online(each, now) && now - each.lastHeartbeatAt >= HEARTBEAT_MS) {
      each.lastHeartbeatAt = now;
      each.outbox.push(heartbeatEvent(random, deps.now(), each.firmware));
    }
  }
  const failures: unknown[] = [];
  for (const each of fleet.devices) {
    if (each.outbox.length) await deliver(fleet, each, now).catch((error: unknown) => failures.push(error));
  }
  const checking = random.chance(CONFIG_CHANCE) ? random.pick(fleet.devices) : null;
  if (checking && online(checking, now)) await pullConfig(checking, fleet.send).catch((error: unknown) => failures.push(error));
  if (failures.length) throw failures[0] as Error;
  return kind;
}
