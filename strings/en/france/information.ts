// The French flow's relationship help: the insured person rather than the policy holder.

/** English, the source of truth: every other locale has these keys. */
export default {
  help: 'What does this mean?',
  helpTitle: 'Relationship to the insured person',
  helpLead: 'The insured person is the one who holds the supplementary insurance. Choose who the eyewear is for:',
  SELF: 'You are the insured person.',
  SPS: 'The husband or wife of the insured person.',
  CHILD: 'A child of the insured person covered by the insurance.',
  HANDIC: 'A dependant with a disability covered by the insurance, whatever their age.',
  PSTUD: 'A dependant studying part time.',
  FSTUD: 'A dependant studying full time.',
  DOMPART: 'A civil partner (PACS) or cohabitant of the insured person.',
};
