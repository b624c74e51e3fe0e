// The record's request that the shop's cart total be refreshed, and its acknowledgement (spec 000 sections 3 and 7); the
// refresh a reset of the claim state owes the cart (spec 000 section 4).
import { isToggleOn, type ToggleInput } from '../toggle/toggle.ts';

/** The part of a claim record the rule reads. */
export interface CartRefreshRecordLike {
  status?: string | null | undefined;
  claimData?: { refreshCartTotalRequired?: boolean | null | undefined } | null | undefined;
}

/**
 * Whether the service asks for the cart total to be refreshed and not yet told it was (claimData.refreshCartTotalRequired,
 * spec 000 section 3); once the cart page refreshed, PATCH claim-records acknowledges with false (spec 000 section 7).
 * A deleted record asks nothing: there is no record left to acknowledge on.
 */
export function cartRefreshRequired(record: CartRefreshRecordLike | null | undefined): boolean {
  return !!record && record.status !== 'DELETED' && record.claimData?.refreshCartTotalRequired === true;
}

/**
 * Whether forgetting the claim state owes the cart page a refresh of its totals: logout, session expiry and order
 * completion reset it (spec 000 section 4, "Other rules of change"), and with insurance in use on the cart (the toggle
 * on) its totals may carry the insurer's share, which no widget speaks for any more. Insurance taken off the cart
 * refreshes it (section 4, "Insurance usage"), and so does this: the shop re-reads what it owes. With insurance off there
 * is nothing on the totals to re-read.
 */
export function resetRefreshesCart(record: ToggleInput | null | undefined): boolean {
  return isToggleOn(record);
}
