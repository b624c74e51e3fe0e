// Strings of the intro view: six North American steps, four French ones (spec 001 section 1).
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/intro.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  na1: 'Enter your insurance carrier and policy information.',
};

export default enUS;
