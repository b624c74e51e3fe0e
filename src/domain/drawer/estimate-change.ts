// When the drawer says the estimate of the insurer's share anew (spec 000 §9: the estimate until the insurer confirms):
// a product ticked or unticked on the products step changes what the insurer would pay and what is left, which the
// footer shows, and a screen-reader shopper hears it, once per change (widgets/drawer/product/estimate-said.ts).

/** The amounts the rule compares as the shopper reads them (formatted for the shop): what the insurer pays, what is left. */
export interface EstimateAmounts {
  share: string;
  remainder: string;
}

/**
 * The amounts to say, or null to say nothing: `now` when it differs from `last`, the amounts last shown on this screen
 * (387,00 $ then 149,00 $ once a product is unticked). Its first showing is no change: it comes with the screen, read
 * with it. Nor is an estimate that went for a moment (being updated, or no product chosen: its own words say so), nor
 * the same amounts again (a render, the same answers read again): each change is said once.
 */
export function estimateChangeSaid(last: EstimateAmounts | null, now: EstimateAmounts | null): EstimateAmounts | null {
  if (!last || !now) return null;
  return last.share !== now.share || last.remainder !== now.remainder ? now : null;
}
