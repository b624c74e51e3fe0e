// Strings of the insurers view: the eligible insurers, the search, the carrier message of spec 001 section 5.

/** English, the source of truth: every other locale has these keys. */
export default {
  heading: 'Choose your insurer',
  lead: 'Select the insurer named on your vision insurance card.',
  search: 'Search insurers',
  list: 'Insurers',
  shown: '{{count}} insurers shown',
  shownOne: '1 insurer shown',
  none: 'No insurer matches your search.',
  required: 'Select your insurance carrier',
  loading: 'Loading insurers…',
  saving: 'Saving your insurer…',
  loadFailed: 'We couldn’t load the insurers.',
  saveFailed: 'We couldn’t save your insurer.',
  retry: 'Try again',
  chosen: 'Your insurer',
};
