// The French flow's insurers view: mutuelles rather than carriers.

/** English, the source of truth: every other locale has these keys. */
export default {
  heading: 'Choose your supplementary health insurer',
  lead: 'Select the insurer named on your third-party payment card.',
  search: 'Search supplementary insurers',
  list: 'Supplementary health insurers',
  shown: '{{count}} insurers shown',
  none: 'No insurer matches your search.',
  required: 'Select your supplementary health insurer',
  chosen: 'Your supplementary health insurer',
};
