/**
 * The refill app's sign-in: a refill partner's identifier (its id) and PIN give a bearer token
 * scoped to that partner and its company. The token is stateless, signed with the server's
 * secret, and names the PIN change it was issued after, so a new PIN ends every old token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Services } from '../context.ts';
import { refillPartners } from '../db/schema/index.ts';
import { ApiError, unauthenticated } from '../http/errors.ts';
import { NO_ONES_HASH, verifyPassword } from '../auth/passwords.ts';
import { releaseAttempt, reserveAttempt, type Throttle } from '../auth/throttle.ts';
import { REFILL_PARTNER_STATUS } from '../../contract/actions/refill-partners.ts';

export const PARTNER_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
const PIN_FAILURE_LIMIT = 5;
const PIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const PARTNER_MESSAGES = {
  badPin: 'Refill partner or PIN is wrong.',
  throttled: 'Too many wrong PINs. Try again in 15 minutes.',
  signIn: 'Sign in to the refill app to continue.',
} as const;

export interface PartnerCaller {
  partnerId: number;
  companyId: number;
  name: string;
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`partner-app:${body}`).digest('base64url');

/** Failures per partner from this client, and per partner from anywhere (a ceiling on guessing from many addresses). */
function pinThrottle(partnerId: number, client: string): Throttle {
  return {
    windowMs: PIN_FAILURE_WINDOW_MS,
    limits: [
      { key: `partner-pin:partner-client:${partnerId} ${client}`, max: PIN_FAILURE_LIMIT },
      { key: `partner-pin:partner:${partnerId}`, max: PIN_FAILURE_LIMIT * 4 },
    ],
  };
}

export async function signInPartner(services: Services, partnerId: number, pin: string, client: string) {
  const now = services.now();
  const reservation = await reserveAttempt(services.db, pinThrottle(partnerId, client), now);
  if (!reservation) throw new ApiError(429, PARTNER_MESSAGES.throttled);
  const [partner] = await services.db.select().from(refillPartners).where(eq(refillPartners.id, partnerId));
  // Checked against a hash even for an unknown partner, so timing tells nothing about which exist.
  const ok = await verifyPassword(pin, partner?.pin_hash ?? NO_ONES_HASH);
  if (!partner || !ok || partner.status !== REFILL_PARTNER_STATUS.active) throw unauthenticated(PARTNER_MESSAGES.badPin);
  await releaseAttempt(services.db, reservation);
  const body = `${partner.id}.${partner.company_id}.${now.getTime() + PARTNER_TOKEN_TTL_MS}.${partner.pin_changed_at?.getTime() ?? 0}`;
  return { token: `${body}.${sign(services.config.secret, body)}`, partner: { id: partner.id, name: partner.name } };
}

/** The partner a bearer token names, still active and with the PIN it signed in with; 401 otherwise. */
export async function resolvePartner(services: Services, token: string | null): Promise<PartnerCaller> {
  if (!token) throw unauthenticated(PARTNER_MESSAGES.signIn);
  const parts = token.split('.');
  const mac = parts.pop() ?? '';
  const body = parts.join('.');
  const expected = Buffer.from(sign(services.config.secret, body));
  const given = Buffer.from(mac);
  if (parts.length !== 4 || given.length !== expected.length || !timingSafeEqual(given, expected)) throw unauthenticated(PARTNER_MESSAGES.signIn);
  const [partnerId, companyId, expires, pinChanged] = parts.map(Number) as [number, number, number, number];
  if (expires < services.now().getTime()) throw unauthenticated(PARTNER_MESSAGES.signIn);
  const [partner] = await services.db.select().from(refillPartners)
    .where(and(eq(refillPartners.id, partnerId), eq(refillPartners.company_id, companyId)));
  if (!partner || partner.status !== REFILL_PARTNER_STATUS.active || (partner.pin_changed_at?.getTime() ?? 0) !== pinChanged) {
    throw unauthenticated(PARTNER_MESSAGES.signIn);
  }
  return { partnerId: partner.id, companyId: partner.company_id, name: partner.name };
}
