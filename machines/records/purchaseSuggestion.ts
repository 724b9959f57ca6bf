/**
 * "Suggest purchase order" (issue "Procurement end to end", beyond the spec): for each product
 * a warehouse holds below its reorder level, enough to cover the coming days at the rate it
 * has been going out, at least the supplier's minimum, with the reason in words so the clerk
 * can judge the line before saving the draft.
 */
export const COVER_DAYS = 14;
/** How far back the outflow is counted (docs/decisions.md "Suggested purchase orders"). */
export const OUTFLOW_DAYS = 30;

export interface StockPosition {
  product_id: number;
  name: string;
  on_hand: number;
  /** Units already on open purchase orders to this warehouse. */
  incoming: number;
  reorder_level: number;
  /** Units that left the warehouse over the last `days` days. */
  outflow: number;
  days: number;
  /** The supplier's minimum quantity to be bought; 0 or 1 when there is none. */
  minimum: number;
}

export interface SuggestedLine {
  product_id: number;
  quantity: number;
  reason: string;
}

export function suggestPurchase(positions: readonly StockPosition[], coverDays = COVER_DAYS): SuggestedLine[] {
  const lines: SuggestedLine[] = [];
  for (const p of positions) {
    const available = p.on_hand + p.incoming;
    if (available >= p.reorder_level) continue;
    const perDay = p.days > 0 ? p.outflow / p.days : 0;
    const target = p.reorder_level + Math.ceil(perDay * coverDays);
    const need = target - available;
    const quantity = Math.max(need, p.minimum);
    const why = [
      `Holds ${p.on_hand}${p.incoming ? ` with ${p.incoming} on order` : ''}, under its reorder level of ${p.reorder_level}`,
      perDay > 0
        ? `${p.outflow} went out in the last ${p.days} days, so ${coverDays} days of cover above the reorder level needs ${target}`
        : `nothing went out in the last ${p.days} days, so this fills it up to the reorder level`,
      ...(p.minimum > need ? [`the supplier sells at least ${p.minimum}`] : []),
    ];
    lines.push({ product_id: p.product_id, quantity, reason: `${why.join('; ')}.` });
  }
  return lines;
}

/** A supplier's proposal: the lines it can sell of what is due, and their amount before tax. */
export interface SupplierProposal<L extends { product_id: number } = { product_id: number }> {
  supplier: { id: number; name: string };
  lines: L[];
  amount: number;
}

/**
 * Which supplier first when several sell what is due: the one that covers the most products
 * (one order instead of several), then the cheaper proposal, then the name.
 */
export function rankProposals<P extends SupplierProposal<{ product_id: number }>>(proposals: readonly P[]): P[] {
  return [...proposals]
    .filter((p) => p.lines.length > 0)
    .sort((a, b) => b.lines.length - a.lines.length || a.amount - b.amount || a.supplier.name.localeCompare(b.supplier.name));
}
