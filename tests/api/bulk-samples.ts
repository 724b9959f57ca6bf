/**
 * Tenancy samples for the bulk actions (contract/actions/bulk.ts), made from their targets' own
 * samples: the same record, sent as a one-record bulk run. A bulk run answers 200 with each
 * record's refusal, so the matrix checks the record instead (`changeMine`): after an outsider's
 * run it still has the version its owner read.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely; the contract checks them */
import type { Caller, Sample } from './tenancy-samples.ts';
import { ADVERTISEMENT_SAMPLES } from './advertisement-samples.ts';
import { OFFER_SAMPLES } from './offer-samples.ts';
import { REFILL_PLAN_SAMPLES } from './refill-plan-samples.ts';
import { SHIPPING_SAMPLES } from './shipping-samples.ts';

const OWNER = { franchise: 'franchise@demo.local', company: 'admin@demo.local' } as const;

export function bulkOf(single: Sample, target: string, get: string): Sample {
  // The single sample's request, asked once: the matrix checks `unchanged` before the first run too.
  let asked: Promise<Record<string, unknown>> | undefined;
  const named = (api: Caller) => (asked ??= single.request(api)) as Promise<{ id: number; version: number }>;
  return {
    owner: single.owner,
    kind: 'changeMine',
    request: async (api: Caller) => {
      const { id, version: _version, ...fields } = await named(api);
      return { target, ids: [id], ...(Object.keys(fields).length ? { fields } : {}) };
    },
    unchanged: async (api: Caller) => {
      const { id, version } = await named(api);
      const r = await api.call(OWNER[single.owner], get, { id });
      return r.status === 200 && (r.body as any).data.version === version;
    },
  };
}

export const BULK_SAMPLES: Record<string, Sample> = {
  'bulk.refill_plan': bulkOf(REFILL_PLAN_SAMPLES['mark_in_transit.refill_plan']!, 'mark_in_transit.refill_plan', 'get.refill_plan'),
  'bulk.discount': bulkOf(OFFER_SAMPLES['change_status.discount']!, 'change_status.discount', 'get.discount'),
  'bulk.advertisement': bulkOf(ADVERTISEMENT_SAMPLES['change_status.advertisement']!, 'change_status.advertisement', 'get.advertisement'),
  'bulk.shipping': bulkOf(SHIPPING_SAMPLES['step.shipping']!, 'step.shipping', 'get.shipping'),
};
