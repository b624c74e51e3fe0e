// The toggle's one insurance status error (spec 000 section 8; spec 001 section 8). Apart from the error modals so the
// signed-in state, which shows the toggle's error, does not carry the drawer's modal table.
import { INSURANCE_STATUS_ERRORS, type InsuranceStatusError } from '../claim/status.ts';

/** What the toggle knows when it picks its one error message. */
export interface InsuranceStatusErrorInput {
  /** The claim record status. */
  status?: string | null | undefined;
  /** claimData.insuranceStatusErrorCode: a service code naming one of the insurance status errors, or BENEFITS_UNAVAILABLE's NO_BENEFITS_AVAILABLE. */
  insuranceStatusErrorCode?: string | null | undefined;
  /** Whether the product (or cart) has an insurance-eligible product; undefined while not yet checked, which raises nothing. */
  hasEligibleProduct?: boolean | undefined;
  /** Whether the cart holds a prescription item; false asks the shopper to add one. */
  cartHasPrescriptionItem?: boolean | undefined;
  /** Whether the only benefits for the product are contact-lens benefits that are COMING_SOON. */
  contactLensesComingSoon?: boolean | undefined;
  productQuoteFailed?: boolean | undefined;
  cartQuoteFailed?: boolean | undefined;
  /** Whether loading the insurance state failed. */
  initError?: boolean | undefined;
  /** Whether the shopper is on the cart page, where an init error has its own variant. */
  onCart?: boolean | undefined;
}

/**
 * The order in which insurance status errors win when several hold. Facts about the cart and the benefits
 * come first: they stay true whatever is retried, and the most actionable message leads (add eyeglasses, add a
 * prescription item, then benefits unavailable). Then failed calls, a product quote failure before a cart quote
 * failure before an init error (spec 000 section 8: the product quote failure takes priority over init).
 */
export const INSURANCE_STATUS_ERROR_ORDER = [
  'CONTACT_LENSES_COMING_SOON', 'ELIGIBLE_PRODUCTS_REQUIRED', 'BENEFITS_UNAVAILABLE', 'PRODUCT_QUOTE_FAILED',
  'CART_QUOTE_FAILED', 'INIT_ERROR_ON_CART', 'INIT_ERROR',
] as const satisfies readonly InsuranceStatusError[];

/** The toggle's errors that are failed calls: the shopper is sorry-ed and offered Try again. */
const RETRIEVAL_FAILURES: readonly InsuranceStatusError[] = ['PRODUCT_QUOTE_FAILED', 'CART_QUOTE_FAILED', 'INIT_ERROR_ON_CART', 'INIT_ERROR'];

/** How the toggle shows a message: as an error, in the danger colour, or as information, in its text colour. */
export type ToggleMessageKind = 'error' | 'information';

/**
 * The kind of each toggle message (spec 001 section 8, "Toggle errors and messages"): the retrieval failures are errors
 * ("There was an issue retrieving insurance information. Please try again."); the others say what the cart or the plan
 * holds (add a prescription item, benefits unavailable, contact lenses not eligible yet): nothing failed and nothing is
 * the shopper's mistake, so they are information. An emptied cart after an order is a neutral state, never a red one.
 */
export function toggleMessageKind(error: Exclude<InsuranceStatusError, 'NONE'>): ToggleMessageKind {
  return RETRIEVAL_FAILURES.includes(error) ? 'error' : 'information';
}

/** The service's error code, when it names a known insurance status error; unknown codes raise nothing rather than a wrong message. */
function fromCode(code: string | null | undefined): InsuranceStatusError | undefined {
  if (code === 'NO_BENEFITS_AVAILABLE') return 'BENEFITS_UNAVAILABLE';
  return (INSURANCE_STATUS_ERRORS as readonly string[]).includes(code ?? '') ? (code as InsuranceStatusError) : undefined;
}

/**
 * Benefits are unavailable when the record status is NO_BENEFITS_AVAILABLE, the service's error code says so, or there is
 * no eligible product (spec 000 section 8); a check not made yet (undefined) says nothing.
 */
export function benefitsUnavailable(input: Pick<InsuranceStatusErrorInput, 'status' | 'insuranceStatusErrorCode' | 'hasEligibleProduct'>): boolean {
  return input.status === 'NO_BENEFITS_AVAILABLE' || fromCode(input.insuranceStatusErrorCode) === 'BENEFITS_UNAVAILABLE' || input.hasEligibleProduct === false;
}

/** The one insurance status error the toggle shows (spec 000 section 8; spec 001 section 8), NONE when all is well. */
export function insuranceStatusError(input: InsuranceStatusErrorInput): InsuranceStatusError {
  const raised = new Set<InsuranceStatusError>();
  const code = fromCode(input.insuranceStatusErrorCode);
  if (code) raised.add(code);
  if (input.contactLensesComingSoon) raised.add('CONTACT_LENSES_COMING_SOON');
  if (input.cartHasPrescriptionItem === false) raised.add('ELIGIBLE_PRODUCTS_REQUIRED');
  if (benefitsUnavailable(input)) raised.add('BENEFITS_UNAVAILABLE');
  if (input.productQuoteFailed) raised.add('PRODUCT_QUOTE_FAILED');
  if (input.cartQuoteFailed) raised.add('CART_QUOTE_FAILED');
  if (input.initError) raised.add(input.onCart ? 'INIT_ERROR_ON_CART' : 'INIT_ERROR');
  return INSURANCE_STATUS_ERROR_ORDER.find((error) => raised.has(error)) ?? 'NONE';
}
