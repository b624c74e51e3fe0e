// Strings of the insurance-information view: the claimant-relationship help (spec 001 section 2) and the rule of change.

/** English, the source of truth: every other locale has these keys. */
export default {
  help: 'What does this mean?',
  helpTitle: 'Relationship to the policy holder',
  helpLead: 'The policy holder is the person whose name is on the insurance plan. Choose who the eyewear is for:',
  SELF: 'You are the policy holder.',
  SPS: 'The husband or wife of the policy holder.',
  CHILD: 'A child of the policy holder covered by the plan.',
  HANDIC: 'A dependant with a disability covered by the plan, whatever their age.',
  PSTUD: 'A dependant enrolled part time at school, college or university.',
  FSTUD: 'A dependant enrolled full time at school, college or university.',
  DOMPART: 'A partner living with the policy holder, covered by the plan.',
  close: 'Close',
  recheck: 'You changed a name: your validated prescription will be checked again after you continue.',
  failed: 'We couldn’t save your details. Please try again.',
  offline: 'You seem to be offline. Check your connection, then try again.',
  retry: 'Try again',
  // An edit from the review: the page's press saves and returns to the review, with nothing more to answer on the way.
  save: 'Save',
  // Opened on a claim with no insurer yet (a page's view-only open while the claim is at the insurer list): no page to show.
  noneHeading: 'Nothing to show yet',
  none: 'Your claim hasn’t reached these details yet.',
};
