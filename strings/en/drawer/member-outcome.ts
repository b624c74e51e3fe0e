// Strings of the member panel's screens after a lookup that found no single member: not found, several found, locked
// out, no benefits, a claim the insurer already holds, out of network (spec 001 sections 2 and 8).

/** English, the source of truth: every other locale has these keys. */
export default {
  notFoundBody: 'Check your details, and add your group ID and member ID as they appear on your card.',
  none: 'You have no attempts left.',
  one: 'You have 1 attempt left.',
  many: 'You have {{count}} attempts left.',
  multipleBody: 'Several members match these details. Add your group ID and member ID so we can find you.',
  lockedBody: 'For security reasons, we’ve paused the search for your insurance.',
  minutes: 'Please try again in {{count}} minutes.',
  minute: 'Please try again in 1 minute.',
  seconds: 'Please try again in {{count}} seconds.',
  second: 'Please try again in 1 second.',
  later: 'Please try again later.',
  limitBody: 'You’ve reached the daily limit of online claims. Please try again in 24 hours.',
  noBenefitsBody: 'Your plan has no benefits we can apply online right now. You can still shop at the regular price.',
  sentBody: 'Your insurer is handling it, so you can’t start another one now. Close this panel to see where it stands.',
  outOfNetworkBody: 'You can still use your benefits: your insurer reimburses you after your purchase.',
  oon1: 'Download the claim form.',
  oon2: 'Place your order and keep your receipt.',
  oon3: 'Fill in the form and send it with your receipt to your insurer.',
  download: 'Download claim form',
  noForm: 'Ask your insurer for its claim form.',
  formFailed: 'We couldn’t get the claim form.',
};
