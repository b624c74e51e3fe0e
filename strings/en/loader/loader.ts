// Strings of the toggle and the call-to-action: what every product and cart page downloads.

/** English, the source of truth: every other locale has these keys. */
export default {
  toggleLabel: 'Use insurance benefits',
  toggleSignInHint: 'Sign in to use your insurance benefits on this order.',
  // Under the signed-in switch while it has nothing else to say: what turning it on does.
  toggleUseHint: 'Turn it on to have your insurer pay its share of this order.',
  signIn: 'Sign in to apply Vision Insurance',
  ctaHeading: 'Have vision insurance?',
  ctaBody: 'Apply your benefits to this order and pay only the difference.',
  ctaApply: 'Apply vision insurance',
  claimCancelled: 'Your claim was cancelled, and your order is at full price.',
  idleCancelled: 'Your claim was cancelled after 30 minutes without activity, and your order is at full price.',
  checking: 'Checking your insurance options…',
  initError: 'We’re sorry. There was an issue retrieving insurance information. Please try again.',
  tryAgain: 'Try again',
  // The drawer's or a page widget's code that did not come (spec 000 section 9, script chunk load timeout).
  notLoaded: 'Vision insurance could not load. Check your connection, then try again.',
  // The same code when the browser will not fetch it again on this page (a file it needs failed): only a reload brings it.
  notLoadedReload: 'Vision insurance could not load. Reload the page to try again.',
  reloadPage: 'Reload the page',
  dismiss: 'Dismiss',
  sessionEnded: 'Your session has ended. Sign in again to use your insurance benefits.',
  // The login disclaimers (spec 001 section 9).
  disclaimersLabel: 'Good to know',
  detailsDeleted: 'Your insurance details are deleted after 2 weeks of inactivity.',
  acceptedCancelled: 'An accepted claim is cancelled after 3 days without an order.',
  inactivityOrCart: 'After 30 minutes of inactivity or a change to your cart, your coverage may be cancelled.',
};
