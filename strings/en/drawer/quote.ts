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
  // The claim cancelled while the view was open (in another tab): the call-to-action's words for a cancelled claim.
  cancelledHeading: 'Your claim was cancelled',
  cancelledBody: 'Your order is back at full price. You can apply your vision insurance again.',
  close: 'Close',
  // Neutral: who is e-mailed the answer, and who is not (a guest), is the text's to say (quote-offline.ts).
  optedInHeading: 'Waiting for your insurer’s answer',
  // A press that spends the day's last quote attempt asks first (spec 001 §2, the last-attempt variant; §9, the 24 hours):
  // a refusal of the quote, a new quote after a refusal, or a quote of the cart as it is now in place of one of the order as it was.
  refuseTitle: 'Refuse this quote?',
  refuseBody: 'Your order will stay at full price.',
  refuseKeep: 'Keep this quote',
  requestTitle: 'Request a new quote?',
  replaceTitle: 'Request a quote for your cart?',
  replaceBody: 'This quote will be refused, and a new one requested for your cart as it is now.',
  requestLast: 'This is your last quote request today: if you refuse the new quote, or change your cart after it, you will have to wait 24 hours before requesting another one.',
  // The quote in hand is the day's last: refused (alone, or for a quote of the cart), no new one can be requested today.
  refusalLast: 'This is your last quote today: if you refuse it, you will have to wait 24 hours before requesting a new one.',
  requestConfirm: 'Yes, request a quote',
  refusalConfirm: 'Yes, refuse the quote',
  requestKeep: 'Not now',
  replaceKeep: 'Keep this quote',
};
