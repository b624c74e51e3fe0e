// Strings of the estimate of the insurer's share and the remainder to pay, until the insurer confirms (spec 000 §9), shown
// by the drawer's views, the toggle and the call-to-action.

/** English, the source of truth: every other locale has these keys. */
export default {
  title: 'Estimated coverage',
  note: 'An estimate until your insurer confirms your claim.',
  /** On a small screen, the button that shows (and hides) each product's line. */
  details: 'Details',
  line: '{{name}}: {{share}} of {{price}}',
  share: 'Your insurer pays (estimate)',
  remainder: 'You pay (estimate)',
  summary: 'Estimate: your insurer pays {{share}} and you pay {{remainder}}, until your insurer confirms.',
  /** In the drawer's footer, beside the view's main button. */
  footer: 'Estimate: your insurer pays {{share}}, you pay {{remainder}}',
  /** The French flow before the quote answers: the mutuelle's share is what its quote says, so no amount is shown yet. */
  withQuote: 'Your insurer states its share in its quote.',
  /** While a change of the cart is followed, in place of the amounts of the cart as it was. */
  /** No product chosen (unticked on the products step, or every chosen one left the cart): no amount to estimate. */
  choose: 'Choose at least one product to see your estimate.',
  updating: 'Your cart changed: updating the estimate…',
};
