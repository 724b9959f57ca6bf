/**
 * Tomorrow's round in one city (issue 56's keyboard journey): several Created refill plans of
 * the company scheduled for tomorrow at machines in Chennai, for an operations manager to find
 * on /refills (Scheduled: tomorrow, City: Chennai), select and mark in transit in one command.
 * Made last through the real action, so the other seeds' plan numbers stay as they were, and
 * written weeks ago, so lists sorted by their newest (and the tests taking those) meet others first.
 */
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { createRefillPlan } from '../../contract/actions/refill-plans.ts';
import { callerByEmail, runAs } from '../actions/run-as.ts';
import { refillPartners, vendingMachines } from '../db/schema/index.ts';
import { linesFor } from './demo-refill-plans.ts';
import { JOURNEY_CITY, JOURNEY_PLANS, tomorrowMorning } from './journey-round.ts';
import type { SeedContext } from './index.ts';

const WRITTEN_DAYS_AGO = 20;

export async function seedJourneyPlans({ db, core }: SeedContext) {
  const admin = await callerByEmail(db, 'admin@demo.local');
  const [partner] = await db.select().from(refillPartners).where(and(eq(refillPartners.company_id, core.companyId), eq(refillPartners.status, 1))).orderBy(asc(refillPartners.id)).limit(1);
  const machines = await db.select().from(vendingMachines).where(and(
    eq(vendingMachines.company_id, core.companyId), eq(vendingMachines.city, JOURNEY_CITY), isNull(vendingMachines.franchise_id),
    isNotNull(vendingMachines.warehouse_id), isNotNull(vendingMachines.latitude), isNull(vendingMachines.deleted_at),
  )).orderBy(asc(vendingMachines.id));
  const now = new Date();
  const written = new Date(now.getTime() - WRITTEN_DAYS_AGO * 86_400_000);
  let made = 0;
  for (const machine of machines) {
    if (made === JOURNEY_PLANS) break;
    const lines = await linesFor(db, machine, false);
    if (!lines.length) continue;
    await runAs({ db }, admin, createRefillPlan, {
      vending_machine_id: machine.id, refill_partner_id: partner?.id ?? null, vehicle: `TN-01-RF-${1000 + machine.id}`,
      scheduled_at: tomorrowMorning(now).toISOString(), lines, remarks: ["Tomorrow's Chennai round"],
    }, written);
    made++;
  }
  if (made < JOURNEY_PLANS) throw new Error(`demo journey plans: only ${made} machines in ${JOURNEY_CITY} could take a plan`);
}
