// Strings of the review's benefits list, shown when the insurer's share is not known yet (spec 000 section 2, review).

/** English, the source of truth: every other locale has these keys. */
export default {
  benefits: 'Your benefits',
  FRAME: 'Frames',
  LENSES: 'Lenses',
  CONTACT_LENSES: 'Contact lenses',
  EYE_EXAM: 'Eye exams',
  OTHER: 'Other benefit',
  available: 'available',
  unavailable: 'not available',
  plansFailed: 'We could not load your benefits.',
};
