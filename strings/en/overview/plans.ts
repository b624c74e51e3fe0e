// Strings of the overview's insurance plans view: the member's benefits (spec 001 section 2, "Insurance plans list").

/** English, the source of truth: every other locale has these keys. */
export default {
  heading: 'Your benefits with {{name}}',
  headingNoName: 'Your benefits',
  available: 'Available',
  unavailable: 'Not available',
  comingSoon: 'Coming soon',
  routine: 'Routine benefit',
  additional: 'Additional purchase',
  FRAME: 'Frames',
  LENSES: 'Lenses',
  CONTACT_LENSES: 'Contact lenses',
  EYE_EXAM: 'Eye exams',
  OTHER: 'Other benefit',
  copay: 'A copay applies',
  copayAmount: 'Copay: {{amount}}',
  renewal: 'Your benefits renew on {{date}}.',
  scheduleExam: 'Schedule an eye exam',
  stepsHeading: 'Where to use them',
  ONLINE: 'Online: apply them to your cart at checkout.',
  IN_STORE: 'In store: bring your insurance card.',
  CUSTOMER_SERVICE: 'Customer service: call us and we apply them for you.',
  CUSTOMER_FORM: 'Claim form: send it to your insurer with your receipt.',
  loading: 'Loading your benefits…',
  error: 'We couldn’t load your benefits.',
  tryAgain: 'Try again',
  none: 'Your insurer did not list any benefit.',
  // Spec 001 section 4: frame and lens both with only additional-purchase benefits, in words the shopper reads.
  additionalOnly: 'Your plan covers frames and lenses only as additional purchases: your insurer gives you a discount on them, not your routine allowance, so more of the price is yours to pay.',
};
