// Strings of the review view (spec 000 section 2, review; spec 001 sections 2 and 8): the claim's sections, terms, risks.
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/review.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  insurer: 'Insurance carrier',
  share: 'Your insurance carrier pays {{amount}}',
  risk2: 'If your insurance carrier only acknowledges the claim, the full amount is pre-authorized on your payment method.',
  risk1: 'If your insurance carrier does not answer in time, your order is placed at full price and your claim is resubmitted automatically within 24 hours.',
};

export default enUS;
