// Strings of the overview widget: the home card, the insurer search and the in- and out-of-network cards (spec 001 section 2).
import type { Overrides } from '../../types.ts';
import type en from '../../en/overview/overview.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  searchLabel: 'Find your insurance carrier',
  insurersLabel: 'Insurance carriers we work with',
  results: '{{count}} carriers found',
  result: '1 carrier found',
  noResult: 'No carrier matches',
  back: 'Back to all carriers',
};

export default enUS;
