// Strings of the estimate of the carrier's share and the remainder to pay, until the carrier confirms (spec 000 §9).
import type { Overrides } from '../../types.ts';
import type en from '../../en/status/estimate.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  note: 'An estimate until your insurance carrier confirms your claim.',
  share: 'Your insurance carrier pays (estimate)',
  summary: 'Estimate: your insurance carrier pays {{share}} and you pay {{remainder}}, until your insurance carrier confirms.',
  footer: 'Estimate: your insurance carrier pays {{share}}, you pay {{remainder}}',
  withQuote: 'Your insurance carrier states its share in its quote.',
};

export default enUS;
