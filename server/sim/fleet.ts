/**
 * The fleet simulator: the machine side of the demo business. One `simulateStep` is one
 * happening somewhere in the fleet, drawn by weight:
 * - a customer buys (vend.ts): orders, VEND_SUCCESS / PARTIAL_VEND_FAILURE / VEND_FAILURE, and
 *   ABOUT_TO_RUNOUT / OUT_OF_STOCK as coils run down (levels.ts);
 * - a customer walks away from the payment (payments.ts): PAYMENT_TIMEDOUT, CANCELLED_BY_CONSUMER;
 * - a fault and its repair (faults.ts): VM_MOTOR / MOTOR_FAILED block the coil until VM_MOTOR_FIXED;
 *   DROP_SENSOR_FAILED;
 * - a machine goes offline and comes back (status.ts): VM_STATUS;
 * - an expiry check finds expired units (expiry.ts): PRODUCT_EXPIRED;
 * - a new hardware board phones home (boards.ts): HARDWARE_BOARD_ONBOARD.
 * Each writes the machine's event (vm_events) and its notifications in one transaction and
 * publishes them once it commits. Stock only leaves machines through sales (slot quantities,
 * kept in machine_stock_totals by the database's triggers); no warehouse place is touched.
 *
 * Deterministic for a given PRNG and clock (`deps.now`): tests call the steps directly; `npm start`
 * calls `simulateStep` on a timer (run.ts) unless SIMULATOR=0.
 */
import type { Random } from '../seed/random.ts';
import { simulateBoardOnboard } from './boards.ts';
import { byWeight, type SimDeps, type SimHappening } from './common.ts';
import { simulateExpiry } from './expiry.ts';
import { simulateFault, simulateRepair } from './faults.ts';
import { simulateAbandonedPayment } from './payments.ts';
import { simulateOffline, simulateOnline } from './status.ts';
import { simulateVend, type SimulatedVend } from './vend.ts';

export type { SimDeps, SimHappening } from './common.ts';
export { simulateVend, type SimulatedVend } from './vend.ts';

export type HappeningKind = 'vend' | 'payment' | 'fault' | 'repair' | 'offline' | 'online' | 'expiry' | 'board';

/**
 * How often each happening is drawn. Repairs and returns outweigh faults and outages, so open
 * faults stay few; a repair or return drawn when nothing is open does nothing that step.
 */
export const HAPPENING_WEIGHTS: readonly (readonly [HappeningKind, number])[] = [
  ['vend', 70], ['payment', 8], ['fault', 4], ['repair', 6], ['offline', 2], ['online', 4], ['expiry', 5], ['board', 1],
];

const RUN: Record<HappeningKind, (deps: SimDeps, random: Random) => Promise<SimHappening | SimulatedVend | null>> = {
  // The live customer now and then types a coupon (contract/sales.ts SIM_COUPON_CHANCE; drawn from the order id, not this stream).
  vend: (deps, random) => simulateVend(deps, random, undefined, undefined, { liveCoupons: true }),
  payment: (deps, random) => simulateAbandonedPayment(deps, random),
  fault: (deps, random) => simulateFault(deps, random),
  repair: (deps, random) => simulateRepair(deps, random),
  offline: (deps, random) => simulateOffline(deps, random),
  online: (deps, random) => simulateOnline(deps, random),
  expiry: (deps, random) => simulateExpiry(deps, random),
  board: (deps, random) => simulateBoardOnboard(deps, random),
};

/** One happening, drawn by weight; null when the drawn one found nothing to do. */
export async function simulateStep(deps: SimDeps, random: Random): Promise<SimHappening | SimulatedVend | null> {
  return RUN[byWeight(random, HAPPENING_WEIGHTS)](deps, random);
}

/** One tick of the fleet: `vends` customers at random machines in service. */
export async function simulateTick(deps: SimDeps, random: Random, vends = 3): Promise<SimulatedVend[]> {
  const done: SimulatedVend[] = [];
  for (let i = 0; i < vends; i++) {
    const vend = await simulateVend(deps, random);
    if (vend) done.push(vend);
  }
  return done;
}
