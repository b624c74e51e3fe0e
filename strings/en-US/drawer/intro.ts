// Strings of the intro view: six North American steps, four French ones (spec 001 section 1).
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/intro.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  na1: 'Enter your insurance carrier and policy information.',
  headingFr: 'Use your insurance carrier’s direct payment',
  leadNa: 'Your insurance carrier pays its share directly, and you pay only the rest. Here is how it works:',
  leadFr: 'Your supplementary insurance carrier (mutuelle) pays its share directly, and you pay only the rest. Here is how it works:',
  fr1: 'Choose your supplementary insurance carrier (mutuelle) and enter the member’s details.',
  fr3: 'Add a second supplementary insurance carrier, if you have one.',
};

export default enUS;
