// Strings of the quote view's problems and their ways on (spec 000 section 8; spec 001 section 8).
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/quote-problem.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  'INSUFFICIENT_COVERAGE.body': 'Your optical allowance is used up, so your insurance carrier cannot pay a share of this order. You can check out at full price.',
  'RESTRICTED_PRODUCT.body': 'Your insurance carrier covers contact lenses only in multiples of six boxes. Change the number of boxes in your cart, then request a new quote.',
  'NO_ELIGIBLE_PRODUCT.body': 'Your cart has no product your insurance carrier covers. Add prescription glasses or contact lenses to your cart to request a quote.',
  'BENEFICIARY_NOT_FOUND.title': 'Your insurance carrier cannot find you',
  'BENEFICIARY_NOT_FOUND.body': 'Your insurance carrier finds no beneficiary with these details. Check the member number and the names on your card: what you entered is kept.',
  'REQUEST_QUOTE_ERROR.title': 'Your insurance carrier could not give a quote',
  'SUBMIT_QUOTE_ERROR.body': 'Your insurance carrier did not take your acceptance. Check your details and request a new quote, or check out at full price.',
  'SUBMIT_QUOTE_NO_RETRY_ERROR.title': 'Your insurance carrier did not confirm its share',
  'SUBMIT_QUOTE_NO_RETRY_ERROR.body': 'Your insurance carrier could not confirm the claim for this quote. You can check out at full price.',
  'TIME_EXCEEDED.title': 'Your insurance carrier is taking longer than usual',
  details: 'Message from your insurance carrier: {{details}}',
};

export default enUS;
