/**
 * /api/campaign-management `campaign.list` (console.md §7 names it): the Campaigns sidebar
 * group's offers in one list, the discounts (/offerlist/discounts) and the coupons
 * (/offerlist/coupons), each row naming its kind so a screen or a caller opens the right one.
 * Each kind keeps its own reach: discounts narrow to the caller's franchise or retailer, coupons
 * are the company's (docs/decisions.md "campaign.list").
 */
import { enums, number, object, optional, string } from 'superstruct';
import { defineAction } from '../action.ts';
import { boundedArray, list, listFields } from '../structs.ts';

export const CAMPAIGN_KINDS = ['discount', 'coupon'] as const;
export type CampaignKind = (typeof CAMPAIGN_KINDS)[number];

export const CampaignRow = object({
  kind: enums(CAMPAIGN_KINDS),
  id: number(),
  /** The discount's name or the coupon's code. */
  name: string(),
  /** The status's name: a discount's OFFER_STATUSES, a coupon's COUPON_STATUSES. */
  status: string(),
  start_at: string(),
  end_at: string(),
  created_at: string(),
});

export const CAMPAIGN_SORT_KEYS = ['name', 'kind', 'start_at', 'end_at', 'created_at'] as const;

export const listCampaigns = defineAction({
  area: 'campaign-management',
  name: 'campaign.list',
  kind: 'read',
  summary: "The caller's discounts and coupons in one list (kind says which); search matches the discount's name or the coupon's code; filter: kind (any of).",
  permissions: ['PERM_VIEW_OFFER'],
  request: object({
    ...listFields(CAMPAIGN_SORT_KEYS, 'created_at', 'DESC'),
    kind: optional(boundedArray(enums(CAMPAIGN_KINDS), CAMPAIGN_KINDS.length)),
  }),
  response: list(CampaignRow),
});
