// Strings of the error view (spec 001 section 8, "Generic").

/** English, the source of truth: every other locale has these keys. */
export default {
  heading: "We're experiencing some issues",
  body: 'Your cart is unchanged. Please try again in a moment.',
  tryAgain: 'Try again',
  close: 'Close',
};
