/**
 * An offer past its end date expires by itself: the sweep finds live offers (not Expired) whose
 * end_at has passed, and moves each to Expired through its lifecycle (`offer.expire`, the same
 * event as the Expire action), with an EXPIRED history row (no user: the system did it), an
 * audit row, and a DISCOUNT_EXPIRED notification for the offer's company (its franchise's, for a
 * franchise's offer) — all in one transaction per offer, published after it commits.
 * `npm start` runs it once a minute from the job queue (`offerExpiryJob`); tests call it directly.
 */
import { and, asc, eq, isNull, lte, ne } from 'drizzle-orm';
import { OFFER_STATUS } from '../../contract/offers.ts';
import { offerLifecycle } from '../../machines/records/offer.ts';
import type { Services } from '../context.ts';
import { offers } from '../db/schema/index.ts';
import { publishNotification, recordNotification, type NotificationRow } from '../live/notify.ts';
import { audit, auditFields } from '../kit/audit.ts';
import { writeHistory } from './offer.ts';
import { markOfferChanged } from '../device/config-version.ts';
import type { JobDefinition } from '../jobs/queue.ts';

type SweepDeps = Pick<Services, 'db' | 'live' | 'now'>;

/** Expires every offer whose end date has passed; answers the ids expired. */
export async function expireOffers(deps: SweepDeps): Promise<number[]> {
  const now = deps.now();
  const due = await deps.db.select({ id: offers.id }).from(offers)
    .where(and(ne(offers.status, OFFER_STATUS.expired), lte(offers.end_at, now), isNull(offers.deleted_at))).orderBy(asc(offers.id)).limit(500);
  const expired: number[] = [];
  for (const { id } of due) {
    const row = await deps.db.transaction(async (tx): Promise<NotificationRow | null> => {
      const [offer] = await tx.select().from(offers).where(eq(offers.id, id)).for('update');
      // Under the lock: a user may have expired or restarted it since it was found.
      if (!offer || offer.end_at > now || !offerLifecycle.can(offer.status, 'offer.expire')) return null;
      const next = offerLifecycle.next(offer.status, 'offer.expire')!;
      const [updated] = await tx.update(offers).set({ status: next, version: offer.version + 1, updated_at: now }).where(eq(offers.id, id)).returning();
      await markOfferChanged(tx, offer, now);
      await writeHistory(tx, [{ offerId: id, event: 'EXPIRED', status: next, changes: { status: [offer.status, next] }, userId: null, at: now }]);
      await audit(tx, { id: null, company_id: offer.company_id }, { action: 'offer.expire', entity: 'offer', entity_id: id, before: auditFields(offer), after: auditFields(updated!) });
      return recordNotification(tx, {
        companyId: offer.company_id, franchiseId: offer.franchise_id, type: 'DISCOUNT_EXPIRED',
        payload: { Discount: { id: offer.id, name: offer.name, end_date: offer.end_at.toISOString() }, offer_id: offer.id },
      });
    });
    if (row) {
      publishNotification(deps, row);
      expired.push(id);
    }
  }
  return expired;
}

/**
 * The sweep as a scheduled job (server/jobs/): queued once a minute however many API instances
 * run, and fetched by one of them. Two sweeps that did overlap would still expire each offer
 * once (each takes the offer's row lock and checks its status again).
 */
export function offerExpiryJob(deps: SweepDeps): JobDefinition {
  return {
    name: 'offer-expiry',
    cron: '* * * * *',
    retryLimit: 0,
    expireInSeconds: 5 * 60,
    run: async () => {
      await expireOffers(deps);
    },
  };
}
