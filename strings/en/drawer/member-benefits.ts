// Strings of the member panel's benefits list, once the member is found (spec 001 section 2).

/** English, the source of truth: every other locale has these keys. */
export default {
  FRAME: 'Frames',
  LENSES: 'Lenses',
  CONTACT_LENSES: 'Contact lenses',
  available: 'Available',
  unavailable: 'Not available',
  comingSoon: 'Coming soon',
  renews: 'Renews on {{date}}',
  copay: 'A copay applies.',
  plansFailed: 'We couldn’t load your benefits, but you can continue.',
};
