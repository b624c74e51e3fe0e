// Strings of the French quote view (spec 000 sections 2 and 4; spec 001 section 9): request, the approved quote, refusal,
// acceptance; the offline screens and the problems have surfaces of their own (quote-offline.ts, quote-problem.ts).
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/quote.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  cancelledHeading: 'Your claim was canceled',
  requestBody: 'Your insurance carrier works out how much of your order it pays. The answer usually comes in under 2 minutes.',
  offlineHeading: 'Your insurance carrier is not answering',
  optedInHeading: 'Waiting for your insurance carrier’s answer',
};

export default enUS;
