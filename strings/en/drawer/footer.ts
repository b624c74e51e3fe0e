// Strings of the drawer's footer calls to action, by the label keys of the page-flow configuration (spec 000 section 2).

/** English, the source of truth: every other locale has these keys. */
export default {
  // The footer's cancel closes the drawer and keeps the claim and what was typed, to finish from the call-to-action:
  // its words say so. "Cancel" read as cancelling the claim, which the call-to-action's own Cancel does.
  'footer.cancel': 'Finish later',
  'footer.continue': 'Continue',
  'footer.submit': 'Submit claim',
  'footer.tryAgain': 'Try again',
  'footer.requestQuote': 'Request a quote',
  'intro.close': 'Not now',
  'intro.start': 'Get started',
  back: 'Back',
  busy: 'Please wait…',
};
