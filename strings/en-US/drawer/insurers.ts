// Strings of the insurers view: the eligible insurers, the search, the carrier message of spec 001 section 5.
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/insurers.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  heading: 'Choose your insurance carrier',
  lead: 'Select the carrier named on your vision insurance card.',
  search: 'Search insurance carriers',
  list: 'Insurance carriers',
  shown: '{{count}} carriers shown',
  shownOne: '1 carrier shown',
  none: 'No carrier matches your search.',
  loadFailed: 'We couldn’t load the insurance carriers.',
  saveFailed: 'We couldn’t save your insurance carrier.',
  saving: 'Saving your insurance carrier…',
  chosen: 'Your insurance carrier',
  loading: 'Loading insurance carriers…',
};

export default enUS;
