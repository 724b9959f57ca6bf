/**
 * The kinds of record the palette opens by number or name (issue 56 "Open any record"), in
 * the order their groups list when they match equally. Each has the word the palette's
 * `kind:` prefix names it by and the heading of its group. The server's table of how to find
 * each (server/search/record-kinds.ts) is keyed by these, so a new kind is a row here and one there.
 */
export const RECORD_KINDS = {
  purchase_order: { label: 'Purchase orders', prefix: 'po' },
  purchase_return: { label: 'Purchase returns', prefix: 'pr' },
  refill_plan: { label: 'Refill plans', prefix: 'rp' },
  bulk_refill: { label: 'Bulk refills', prefix: 'br' },
  shipping_order: { label: 'Shipping orders', prefix: 'so' },
  material_transfer: { label: 'Transfers', prefix: 'mt' },
  kit_transfer: { label: 'Kit transfers', prefix: 'kt' },
  package_transfer: { label: 'Package transfers', prefix: 'pt' },
  request_order: { label: 'Request orders', prefix: 'rq' },
  supplier_return: { label: 'Supplier returns', prefix: 'sr' },
  store_return: { label: 'Store returns', prefix: 'str' },
  bin_discarded: { label: 'Discarded bins', prefix: 'bin' },
  cash_collection: { label: 'Cash collections', prefix: 'cash' },
  tally_order: { label: 'Tally orders', prefix: 'ti' },
  dex_audit: { label: 'DEX audits', prefix: 'dex' },
  supplier: { label: 'Suppliers', prefix: 'sup' },
  warehouse: { label: 'Warehouses', prefix: 'wh' },
  store: { label: 'Stores', prefix: 'st' },
  franchise: { label: 'Franchises', prefix: 'fr' },
  retailer: { label: 'Retailers', prefix: 're' },
  zone: { label: 'Zones', prefix: 'zone' },
  refill_partner: { label: 'Refill partners', prefix: 'rpa' },
  delivery_partner: { label: 'Delivery partners', prefix: 'dp' },
  delivery_person: { label: 'Delivery persons', prefix: 'dper' },
  vm_template: { label: 'Machine templates', prefix: 'vmt' },
  planogram_template: { label: 'Planogram templates', prefix: 'pgt' },
  coupon: { label: 'Coupons', prefix: 'cp' },
  discount: { label: 'Discounts', prefix: 'disc' },
  advertisement: { label: 'Ads', prefix: 'ad' },
  product: { label: 'Products', prefix: 'sku' },
} as const satisfies Record<string, { label: string; prefix: string }>;

export type RecordKind = keyof typeof RECORD_KINDS;
export const RECORD_KIND_KEYS = Object.keys(RECORD_KINDS) as [RecordKind, ...RecordKind[]];

/** The kind a `word:` prefix names, if any ("po:" → purchase_order). */
export function kindOfPrefix(word: string): RecordKind | null {
  const lower = word.toLowerCase();
  return RECORD_KIND_KEYS.find((kind) => RECORD_KINDS[kind].prefix === lower) ?? null;
}

/** The fewest characters a search takes (one character would match most of every table). */
export const RECORD_SEARCH_MIN = 2;
export const RECORD_SEARCH_MAX = 100;
/** Hits per kind in one answer. */
export const RECORD_SEARCH_PER_KIND = 5;

export const RECORD_SEARCH_MESSAGES = {
  tooShort: `Type at least ${RECORD_SEARCH_MIN} characters to search records.`,
  tooLong: `A search is at most ${RECORD_SEARCH_MAX} characters.`,
} as const;
