/**
 * Demo machine feedback: every other machine has some, from a handful to a dozen and a half,
 * some about an order of that machine; the first company machine and the first franchise machine
 * have every source at every rating, so filters and the summary always have something to show.
 * Its own PRNG, so the steps after it see the same random.
 */
import { asc, eq } from 'drizzle-orm';
import { FEEDBACK_SOURCES } from '../../contract/actions/product-feedback.ts';
import { STAR_SCALE } from '../../contract/constants.ts';
import { orders, vendingMachines, vmFeedback } from '../db/schema/index.ts';
import type { SeedContext } from './index.ts';
import { createRandom } from './random.ts';

const NAMES = ['Ananya Rao', 'Karthik M', 'Farah Khan', 'Deepak Verma', 'Lakshmi Menon', 'Rahul Gupta', 'Sneha Kulkarni', 'Varun Shah'];
const MESSAGES = [
  ['Took my money and vended nothing.', 'Screen frozen, could not pay.'],
  ['Coil stuck, had to try twice.', 'Half the slots were empty.'],
  ['Works, but the card reader is slow.', 'Okay, the drinks could be colder.'],
  ['Quick and easy, good choice of snacks.', 'Clean machine, paid by UPI in seconds.'],
  ['Best machine on campus!', 'Always stocked, never failed me.'],
] as const;

export async function seedVmFeedback({ db, core, machineIds }: SeedContext) {
  const random = createRandom(38_2026);
  const day = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 10, 20, 9, 0, 0);
  const franchiseMachines = new Set((await db.select({ id: vendingMachines.id }).from(vendingMachines)
    .where(eq(vendingMachines.franchise_id, core.independentFranchiseId))).map((m) => m.id));
  // One order per machine to point some feedback at (the machine's first order).
  const orderOf = new Map((await db.selectDistinctOn([orders.vending_machine_id], { id: orders.id, vm: orders.vending_machine_id })
    .from(orders).orderBy(orders.vending_machine_id, asc(orders.id))).map((o) => [o.vm, o.id]));
  const full = new Set([machineIds.find((id) => !franchiseMachines.has(id)), machineIds.find((id) => franchiseMachines.has(id))]);

  const rows: (typeof vmFeedback.$inferInsert)[] = [];
  const add = (vmId: number, source: (typeof FEEDBACK_SOURCES)[number], rating: number) => rows.push({
    company_id: core.companyId,
    vending_machine_id: vmId,
    source,
    rating,
    message: random.pick(MESSAGES[rating - 1]!),
    customer_name: random.chance(0.6) ? random.pick(NAMES) : '',
    order_id: random.chance(0.4) ? orderOf.get(vmId) ?? null : null,
    created_at: new Date(now - random.int(0, 90) * day - random.int(0, 86_000) * 1000),
  });
  machineIds.forEach((vmId, i) => {
    if (full.has(vmId)) {
      for (const source of FEEDBACK_SOURCES) for (let rating = 1; rating <= STAR_SCALE; rating++) add(vmId, source, rating);
      return;
    }
    if (i % 2 === 1) return;
    const mood = random.int(2, 5);
    for (let k = random.int(3, 18); k > 0; k--) add(vmId, random.pick(FEEDBACK_SOURCES), Math.min(5, Math.max(1, mood + random.int(-2, 1))));
  });
  for (let i = 0; i < rows.length; i += 500) await db.insert(vmFeedback).values(rows.slice(i, i + 500));
}
