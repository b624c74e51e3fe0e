// Strings of the drawer shell: its title, progress, back and close, the unsaved-changes confirmation.

/** English, the source of truth: every other locale has these keys. */
export default {
  title: 'Vision insurance',
  close: 'Close',
  orderTaken: 'This order already has a claim, made from another account. Only one claim can be applied to an order at a time.',
  back: 'Back',
  loading: 'Loading…',
  loadFailed: 'This step could not be loaded. Check your connection, then close and open again.',
  progress: 'Step\u00a0{{current}}\u00a0of\u00a0{{max}}',
  // A label and its value in a sentence or a list, and a label before its value, with the language's colon.
  pair: '{{label}}: {{value}}',
  term: '{{label}}:',
  // The shop ended the session while the drawer was open (spec 000 section 8): why the steps went, and the way back.
  sessionEndedTitle: 'Your session has ended',
  sessionEndedBody: 'For your security, your claim’s steps were closed. Sign in again to use your insurance benefits.',
  signIn: 'Sign in again',
  viewOnly: 'View only: your claim as it stands. Nothing here can be changed.',
  closeTitle: 'Close for now?',
  closeBody: 'What you typed on this page is not sent yet. It stays here if you come back during this visit, and your claim stays saved with your cart.',
  closeConfirm: 'Close',
  stay: 'Keep going',
  // While the details are on their way to the insurer (the lookup in flight): closing does not stop the sending.
  sendingTitle: 'Close while we send your details?',
  sendingBody: 'Your details are on their way to your insurer and are kept with your claim. Closing doesn’t stop this: the answer will be here when you come back.',
  sendingStay: 'Wait for the answer',
  // While the claim is on its way to the insurer (the review's submit): closing neither stops nor cancels it.
  claimSendingTitle: 'Close while we send your claim?',
  claimSendingBody: 'Your claim is on its way to your insurer. Closing doesn’t stop it or cancel it: your insurer still answers, and your cart shows the answer.',
  tip: 'Why we ask',
  'tooltip.member': 'Your insurer finds you with these details, exactly as printed on your insurance card. They go to your insurer only.',
  'tooltip.relationship': 'The patient is who the eyewear is for. Their relationship to the policy holder tells your insurer which benefits apply.',
};
