// The ways on from each problem of the quote view (spec 000 section 8, "Modal behaviour"), apart from the problems
// themselves (quote-problem.ts), which every quote view needs: the ways read the error catalogue, which the shopper's
// browser then fetches only once a problem shows.
import { ERROR_MODALS, type ModalAction } from '../errors.ts';
import type { LensCart } from './quote-lenses.ts';
import type { QuoteProblem } from './quote-problem.ts';

/** A way on from a problem: ask again, correct the member details, change the cart, check out at full price, close, retry the call. */
export type QuoteWayOn = 'request-again' | 'edit-member' | 'edit-cart' | 'proceed-to-checkout' | 'close' | 'try-again';

/** The catalogue's modal actions as ways on: back to the form is the member form, OK closes. */
const FROM_MODAL: Readonly<Record<ModalAction, QuoteWayOn>> = {
  'back-to-form': 'edit-member',
  'proceed-to-checkout': 'proceed-to-checkout',
  'try-again': 'try-again',
  close: 'close',
  ok: 'close',
};

/**
 * The French problems the catalogue has no modal for (our choice): the shopper fixes what the insurer named, in the
 * cart (no eligible product; the lens counts below) or in the member form (beneficiary), then asks again; a failed call
 * or a wait that ran out is tried again.
 */
const FRENCH_WAYS: Readonly<Record<Exclude<QuoteProblem, keyof typeof ERROR_MODALS | 'RESTRICTED_PRODUCT'>, readonly QuoteWayOn[]>> = {
  NO_ELIGIBLE_PRODUCT: ['edit-cart', 'close'],
  BENEFICIARY_NOT_FOUND: ['edit-member', 'close'],
  TIME_EXCEEDED: ['try-again', 'close'],
  CALL_FAILED: ['try-again', 'close'],
  // The order's earlier claim stands (spec 000 section 5): nothing to try again, the message says so.
  ORDER_ALREADY_CLAIMED: ['close'],
};

/**
 * The lens counts the mutuelle refused (spec 001 §5, multiples of six): the cart to change first; a new quote only once
 * the cart holds no refused count any more, since the same cart gets the same refusal and spends one of the day's quotes
 * (spec 000 §9), asked first then. A cart that could not be read cannot tell, so both stay offered.
 */
const RESTRICTED_PRODUCT_WAYS: Readonly<Record<LensCart, readonly QuoteWayOn[]>> = {
  reading: ['edit-cart', 'close'],
  unchanged: ['edit-cart', 'close'],
  changed: ['request-again', 'edit-cart'],
  unknown: ['edit-cart', 'request-again'],
};

/**
 * The ways on from a problem, primary first: the catalogue's modal buttons (spec 000 section 8) where it has them; a
 * restricted product's by where the cart stands (`lenses`).
 */
export function quoteWaysOn(problem: QuoteProblem, lenses: LensCart = 'unknown'): readonly QuoteWayOn[] {
  if (problem === 'RESTRICTED_PRODUCT') return RESTRICTED_PRODUCT_WAYS[lenses];
  if (Object.hasOwn(FRENCH_WAYS, problem)) return FRENCH_WAYS[problem as keyof typeof FRENCH_WAYS];
  return ERROR_MODALS[problem as keyof typeof ERROR_MODALS].actions.map((action) => FROM_MODAL[action]);
}
