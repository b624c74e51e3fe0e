// The French flow's insurers view: mutuelles, which a US shopper calls carriers as the North American view does.
import type { Overrides } from '../../types.ts';
import type en from '../../en/france/insurers.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  heading: 'Choose your supplementary health insurance carrier',
  lead: 'Select the insurance carrier named on your third-party payment card.',
  search: 'Search supplementary insurance carriers',
  list: 'Supplementary health insurance carriers',
  shown: '{{count}} carriers shown',
  none: 'No carrier matches your search.',
  required: 'Select your supplementary health insurance carrier',
  chosen: 'Your supplementary health insurance carrier',
};

export default enUS;
