// Strings of the submit result modal (spec 000 sections 2 and 8; spec 001 sections 2 and 8), by outcome and action.
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/results.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  'CLAIM_ACKNOWLEDGED.body': 'Your insurance carrier received your claim but couldn’t confirm it right away, so it isn’t applied to this order. You can check out: the full price is pre-authorized on your payment method.',
  'CLAIM_ACKNOWLEDGED_NULLIFIED.title': 'Your claim was canceled',
  'CLAIM_ACKNOWLEDGED_NULLIFIED.body': 'Your insurance carrier couldn’t confirm your claim right away, so it was canceled. Your order is at full price.',
};

export default enUS;
