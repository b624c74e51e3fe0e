// The French flow's insurance-member view: the supplementary health insurance and its lookup screens.

/** English, the source of truth: every other locale has these keys. */
export default {
  heading: 'Your supplementary health insurance',
  lead: 'Enter the details shown on your third-party payment card.',
  insurer: 'Your insurer: {{name}}',
  change: 'Change insurer',
  choose: 'Choose your insurer',
  loading: 'One moment, we’re saving your details',
  loadingBody: 'We’re sending your details to your insurer. This can take a few seconds.',
  notFound: 'We couldn’t find your membership',
  notFoundBody: 'Check your member number and the insured person’s name as they appear on your card, then try again.',
  error: 'We’re experiencing some issues',
  errorBody: 'We couldn’t save your details. They are kept: please try again.',
};
