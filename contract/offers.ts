/**
 * Offers' catalogues (domain.md §9) and the validator messages of domain.md §5 "Discount".
 * The statuses are OFFER_STATUSES in contract/statuses.ts; OFFER_STATUS names them.
 */
import { OFFER_STATUSES } from './statuses.ts';

/** domain.md §9 "Offer types". */
export const OFFER_TYPES = [
  { id: 1, name: 'Flat' },
  { id: 2, name: 'Percentage' },
  { id: 3, name: 'Combo' },
  { id: 4, name: 'Liquidation' },
  { id: 5, name: 'Buy X items get Y items' },
  { id: 6, name: 'Buy X product get Y product free' },
  { id: 7, name: 'Buy X items for Y total amount' },
  { id: 8, name: 'Shop X amount get Y item free' },
] as const;
export type OfferTypeId = (typeof OFFER_TYPES)[number]['id'];
export const OFFER_TYPE_IDS = OFFER_TYPES.map((t) => t.id) as OfferTypeId[];
export const OFFER_TYPE = {
  flat: 1, percentage: 2, combo: 3, liquidation: 4, buyXGetY: 5, buyXProductGetY: 6, buyXForY: 7, shopXGetY: 8,
} as const satisfies Record<string, OfferTypeId>;
export function offerTypeName(id: number): string {
  return OFFER_TYPES.find((t) => t.id === id)?.name ?? String(id);
}

/** domain.md §9 "Discount types": the family each offer type prices by. */
export const DISCOUNT_TYPES = ['FLAT', 'PERCENTAGE', 'COMBO_TYPE_II', 'COMBO_TYPE_I'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const DISCOUNT_TYPE_OF: Record<OfferTypeId, DiscountType> = {
  1: 'FLAT', 2: 'PERCENTAGE', 3: 'COMBO_TYPE_II', 4: 'PERCENTAGE', 5: 'COMBO_TYPE_I', 6: 'COMBO_TYPE_I', 7: 'COMBO_TYPE_II', 8: 'COMBO_TYPE_I',
};

/** domain.md §4 "Advertisement or offer status" by name. */
export const OFFER_STATUS = { active: 1, paused: 2, suspended: 3, expired: 4 } as const satisfies Record<string, (typeof OFFER_STATUSES)[number]['id']>;
export type OfferStatusId = (typeof OFFER_STATUS)[keyof typeof OFFER_STATUS];

/** domain.md §9 "Channels". */
export const OFFER_CHANNELS = [
  { id: 1, name: 'Mobile Application' },
  { id: 2, name: 'Mobile Browser' },
  { id: 3, name: 'Device App' },
] as const;
export type OfferChannelId = (typeof OFFER_CHANNELS)[number]['id'];
export const OFFER_CHANNEL_IDS = OFFER_CHANNELS.map((c) => c.id) as OfferChannelId[];

/** domain.md §9 "Scope". */
export const OFFER_SCOPES = [
  { id: 'COMPANY', name: 'Company' },
  { id: 'ZONE', name: 'Zone' },
  { id: 'RETAILER', name: 'Retailer' },
] as const;
export type OfferScope = (typeof OFFER_SCOPES)[number]['id'];
export const OFFER_SCOPE_IDS = OFFER_SCOPES.map((s) => s.id) as OfferScope[];

/** domain.md §9 "Weekdays are numbered 1-7 from Sunday". */
export const OFFER_WEEKDAYS = [
  { id: 1, name: 'Sunday' }, { id: 2, name: 'Monday' }, { id: 3, name: 'Tuesday' }, { id: 4, name: 'Wednesday' },
  { id: 5, name: 'Thursday' }, { id: 6, name: 'Friday' }, { id: 7, name: 'Saturday' },
] as const;

/** domain.md §9 "Repeat options", each with the weekdays it means (Custom: the ones chosen). */
export const OFFER_REPEAT_OPTIONS = [
  { id: 'DAILY', name: 'Daily', weekdays: [1, 2, 3, 4, 5, 6, 7] },
  { id: 'WEEKDAYS', name: 'Weekdays (Mon-Fri)', weekdays: [2, 3, 4, 5, 6] },
  { id: 'WEEKEND', name: 'Weekend (Sat & Sun)', weekdays: [1, 7] },
  { id: 'CUSTOM', name: 'Custom', weekdays: [] },
] as const;
export type OfferRepeatOption = (typeof OFFER_REPEAT_OPTIONS)[number]['id'];
export const OFFER_REPEAT_IDS = OFFER_REPEAT_OPTIONS.map((r) => r.id) as OfferRepeatOption[];

/**
 * domain.md §9 "Time windows", each with its times ('HH:MM', local). A window whose end is
 * before its start runs past midnight (Late night 23:00–03:00). Custom: the times chosen.
 */
export const OFFER_TIME_WINDOWS = [
  { id: 'FULL_DAY', name: 'Full day', start: '00:00', end: '23:59' },
  { id: 'LATE_NIGHT', name: 'Late night (11pm-3am)', start: '23:00', end: '03:00' },
  { id: 'EARLY_MORNING', name: 'Early morning (3am-8am)', start: '03:00', end: '08:00' },
  { id: 'CUSTOM', name: 'Custom', start: '', end: '' },
] as const;
export type OfferTimeWindow = (typeof OFFER_TIME_WINDOWS)[number]['id'];
export const OFFER_TIME_WINDOW_IDS = OFFER_TIME_WINDOWS.map((w) => w.id) as OfferTimeWindow[];

/** domain.md §9 "Offer sources". */
export const OFFER_SOURCES = [
  { id: 'ERP', name: 'ERP' },
  { id: 'PARTNER', name: 'Partner' },
  { id: 'OTHER', name: 'Other/3rd Party' },
] as const;
export type OfferSource = (typeof OFFER_SOURCES)[number]['id'];
export const OFFER_SOURCE_IDS = OFFER_SOURCES.map((s) => s.id) as OfferSource[];

/** What an offer_history row records. */
export const OFFER_HISTORY_EVENTS = [
  { id: 'CREATED', name: 'Created' },
  { id: 'UPDATED', name: 'Updated' },
  { id: 'STATUS', name: 'Status changed' },
  { id: 'RESTARTED', name: 'Restarted' },
  { id: 'EXPIRED', name: 'Expired (end date passed)' },
] as const;
export type OfferHistoryEvent = (typeof OFFER_HISTORY_EVENTS)[number]['id'];
