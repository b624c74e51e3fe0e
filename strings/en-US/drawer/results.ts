// Strings of the submit result modal (spec 000 sections 2 and 8; spec 001 sections 2 and 8), by outcome and action.
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/results.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  'CLAIM_ACKNOWLEDGED.body': 'Your insurance carrier has not confirmed its share yet. You can check out: the full amount is pre-authorized on your payment method and adjusted once your carrier confirms.',
};

export default enUS;
