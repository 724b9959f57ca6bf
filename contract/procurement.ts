/**
 * Procurement's catalogues (domain.md §3 "Purchase order" names a tax type but not its
 * values). A purchase in India is taxed as CGST + SGST when supplier and warehouse are in the
 * same state and as IGST across states, so those are the two tax types (docs/decisions.md).
 */
export const PURCHASE_TAX_TYPES = [
  { id: 'INTRA_STATE', name: 'CGST + SGST (same state)' },
  { id: 'INTER_STATE', name: 'IGST (other state)' },
] as const;
export type PurchaseTaxType = (typeof PURCHASE_TAX_TYPES)[number]['id'];
export const PURCHASE_TAX_TYPE_IDS = PURCHASE_TAX_TYPES.map((t) => t.id);
