// What the review does once the tab caught up with the shopper's other tabs ("One claim at a time per order", spec 000
// §5: those tabs act on the same claim and the same cart): when it reads again what it shows, and what the claim it
// finds asks of it.

/**
 * Whether the drawer reads again what the review prices the claim from (the cart, the plans, the quotes) once the tab
 * caught up: on the review, which shows what would be sent, with no submit of its own under way and no result shown.
 * Another tab may have changed the products, the cart, the doctor, or cancelled or submitted the claim meanwhile, and
 * the review must never ask for a submit of what is no longer so.
 * `view` is the open drawer's view (null when it is closed); `submitting`, this tab's submit is under way (its own poll
 * reads the record, and its result follows); `resultShown`, a submit's result is shown (the outcome is known, and the
 * modal has the shopper's attention).
 */
export function reviewReadsAgain(view: string | null, submitting: boolean, resultShown: boolean): boolean {
  return view === 'review' && !submitting && !resultShown;
}

/**
 * Whether the open drawer's view offers the cart's products to choose (select-product, and change-product opened from
 * the review; spec 000 §2): the shopper's other tabs act on the same cart (spec 000 §5), so on their return it tells
 * them when the cart they come back to is not the one they left. `view` is null when the drawer is closed.
 */
export function choosesFromCart(view: string | null): boolean {
  return view === 'select-product' || view === 'change-product';
}

/**
 * The record statuses a submit leads to (spec 000 §4, "Claim outcomes"): the insurer is answering, or answered. A review
 * that finds one of these was submitted elsewhere since it was shown.
 */
const SUBMITTED: ReadonlySet<string> = new Set(['CLAIM_SUBMITTED', 'CLAIM_RETRY', 'CLAIM_RETRY_FAILED', 'CLAIM_ACCEPTED', 'CLAIM_ACKNOWLEDGED', 'CLAIM_REJECTED']);

/**
 * Whether the review, having found the claim as it now is, shows the outcome of a submit made elsewhere (the result
 * modal, as if this tab had sent the claim, whose buttons lead where a submit's do: afterResult) rather than the claim
 * to submit. A view-only review shows a claim as it stands, sent or not, and never a result. A claim that is gone is not
 * the review's to show: the drawer's error view says so (ClaimGone).
 */
export function showsSubmitOutcome(status: string | null | undefined, readOnly: boolean): boolean {
  return !readOnly && !!status && SUBMITTED.has(status);
}
