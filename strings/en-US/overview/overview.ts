// Strings of the overview widget: the home card, the insurer search and the in- and out-of-network cards (spec 001 section 2).
import type { Overrides } from '../../types.ts';
import type en from '../../en/overview/overview.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  searchLabel: 'Find your insurance carrier',
  insurersLabel: 'Insurance carriers we work with',
  results: '{{count}} carriers found',
  result: '1 carrier found',
  noResult: 'No carrier matches your search.',
  noResultNext: 'Check the spelling, or choose yours from the carriers above. If it isn’t there, we can’t bill it directly: pay for your order, then claim it back from your carrier.',
  back: 'Back to all carriers',
  description: 'We bill many insurance carriers directly: find yours to see how to use your benefits.',
  loading: 'Loading the insurance carriers…',
  loadError: 'We couldn’t load the insurance carriers.',
};

export default enUS;
