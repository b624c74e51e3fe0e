// Which login disclaimers a shopper reads, and where (spec 001 section 9, "Login disclaimers").
import type { Flow } from '../host/flow.ts';

/**
 * A disclaimer of spec 001 section 9: the insurance details are deleted after 2 weeks of inactivity; an accepted claim
 * is cancelled after 3 days without an order; the French text, after 30 minutes of inactivity or a cart change the
 * coverage may be cancelled (spec 000 sections 4 and 9 are the rules behind it).
 */
export type Disclaimer = 'detailsDeleted' | 'acceptedCancelled' | 'inactivityOrCart';

/** Where a disclaimer is read: the sign-in prompt (the login), or the moment a claim is accepted. */
export type DisclaimerMoment = 'sign-in' | 'accepted';

/**
 * The disclaimers shown, in order (spec 001 section 9). Signing in, the shopper reads all that applies to their
 * details and a claim; accepting, what can still undo the claim. The 30-minute or cart-change notice is the French
 * text: the French flow's quote is accepted in the drawer and can be lost that way; the North American shopper is not
 * told it, as spec 001 section 9 gives it to France alone.
 */
export function disclaimers(flow: Flow, moment: DisclaimerMoment): readonly Disclaimer[] {
  const french: readonly Disclaimer[] = flow === 'france' ? ['inactivityOrCart'] : [];
  return moment === 'sign-in' ? ['detailsDeleted', 'acceptedCancelled', ...french] : ['acceptedCancelled', ...french];
}
