// Strings of the French quote view (spec 000 sections 2 and 4; spec 001 section 9): request, the approved quote, refusal,
// acceptance; the offline screens and the problems have surfaces of their own (quote-offline.ts, quote-problem.ts).

/** English, the source of truth: every other locale has these keys. */
export default {
  requestHeading: 'Request your quote',
  requestBody: 'Your insurer works out how much of your order it pays. The answer usually comes in under 2 minutes.',
  waitingHeading: 'Requesting your quote',
  approvedHeading: 'Your quote',
  refusedHeading: 'Quote refused',
  refusedBody: 'Your order stays at full price. You can request a new quote, for example after changing your cart.',
  requestAgain: 'Request a new quote',
  acceptingHeading: 'Accepting your quote',
  acceptedHeading: 'Quote accepted',
  offlineHeading: 'Your insurer is not answering',
  // Neutral: who is e-mailed the answer, and who is not (a guest), is the text's to say (quote-offline.ts).
  optedInHeading: 'Waiting for your insurer’s answer',
};
