// Strings of the insurance-member view: every lookup screen of the insurance panel (spec 001 sections 2 and 8).

/** English, the source of truth: every other locale has these keys. */
export default {
  heading: 'Check eligibility',
  lead: 'Enter your details exactly as they appear on your insurance card.',
  check: 'Check eligibility',
  insurer: 'Insurer: {{name}}',
  change: 'Change insurer',
  choose: 'Choose your insurer',
  loading: 'Sit tight, we’re looking for you',
  loadingBody: 'We’re checking your details with your insurer. This can take a few seconds.',
  // Said instead once the wait has lasted a while (a slow insurer): the shopper knows it is still under way.
  loadingSlow: 'This is taking longer than usual. We’re still waiting for an answer; please keep this window open.',
  found: 'Good news, we found you',
  foundBody: 'Here are the benefits of your plan:',
  notFound: 'We’re having trouble finding you',
  multiple: 'We need a few more details',
  locked: 'Too many attempts',
  // The restricted check's other reason: the day's online claims used up (spec 001 section 9).
  limit: 'Daily limit reached',
  close: 'Close',
  noBenefits: 'No benefits available',
  /** A claim the insurer holds, when the flow is opened again: no new claim may start. */
  sent: 'You already have a claim for this order',
  outOfNetwork: '{{name}} is out of network',
  error: 'We’re experiencing some issues',
  errorBody: 'We couldn’t check your eligibility. Your details are kept.',
  // The saved insurer's read that failed (a 500, offline): it is saved, not to be chosen again.
  restoreFailed: 'We couldn’t load your saved insurer. Your details are kept.',
  patientSelf: 'The eyewear is for: you, {{name}}.',
  changeShort: 'Change',
  changePatient: 'Change who the eyewear is for',
  patientFailed: 'We couldn’t save who the eyewear is for. Your details are kept.',
  offline: 'You seem to be offline. Check your connection, then try again.',
  // The lookup's failure when the connection dropped, above the words of `offline`.
  offlineHeading: 'Connection problem',
  retry: 'Try again',
};
