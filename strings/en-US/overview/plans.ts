// Strings of the overview's insurance plans view: the member's benefits (spec 001 section 2, "Insurance plans list").
import type { Overrides } from '../../types.ts';
import type en from '../../en/overview/plans.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  CUSTOMER_FORM: 'Claim form: send it to your insurance carrier with your receipt.',
  none: 'Your insurance carrier did not list any benefit.',
  additionalOnly: 'Your plan covers frames and lenses only as additional purchases: your insurance carrier gives you a discount on them, not your routine allowance, so more of the price is yours to pay.',
};

export default enUS;
