// Strings of the error view (spec 001 section 8, "Generic"), and of a claim gone from the service (spec 000 section 4).

/** English, the source of truth: every other locale has these keys. */
export default {
  heading: 'We’re experiencing some issues',
  body: 'Your cart is unchanged. Please try again in a moment.',
  tryAgain: 'Try again',
  close: 'Close',
  goneHeading: 'Your claim was cancelled',
  goneBody: 'It was cancelled elsewhere, for example in another tab, so it can no longer be sent. You can start a new claim.',
  startAgain: 'Start a new claim',
};
