// Strings of the call-to-action's record states and confirmations (spec 001 sections 2 and 8).

/** English, the source of truth: every other locale has these keys. */
export default {
  INELIGIBLE_CART_title: 'No eligible items in your cart',
  INELIGIBLE_CART_body: 'Vision insurance applies to prescription eyeglasses, prescription sunglasses and contact lenses. Add one to your cart to use your benefits.',
  LIMIT_REACHED_title: 'Daily limit reached',
  LIMIT_REACHED_body: 'You’ve reached the daily limit of online claims. Please try again in 24 hours.',
  // The member lookup paused after failed attempts (the restricted check's reason), with the wait it gives.
  LOCKED_title: 'Too many attempts to find your insurance',
  LOCKED_body: 'For security reasons, we’ve paused the search for your insurance.',
  LOCKED_minutes: 'Please try again in {{count}} minutes.',
  LOCKED_minute: 'Please try again in 1 minute.',
  LOCKED_seconds: 'Please try again in {{count}} seconds.',
  LOCKED_second: 'Please try again in 1 second.',
  LOCKED_later: 'Please try again later.',
  ACCEPTED_title: 'Your insurance is applied',
  ACCEPTED_body: 'Your insurer covers {{amount}} of this order. Complete your checkout to keep this amount.',
  ACCEPTED_bodyNoAmount: 'Your insurer accepted your claim. Complete your checkout to keep your benefits.',
  // The cart changed under an accepted claim: the claim was for the order as it was, and a changed order cancels it
  // (CART_UPDATE by the SYSTEM), unless the cart read is still the claim's or the cut-off has passed.
  ACCEPTED_cartChanged: 'Your insurer accepted this claim for your order as it was. We are checking your cart: if your order changed, your claim will be cancelled and your order will be at full price.',
  ACCEPTED_cartChanged_title: 'Your claim may be cancelled',
  // An accepted claim while the shopper has switched their benefits off with the toggle: the order is at full price.
  ACCEPTED_off_title: 'Your benefits are switched off',
  ACCEPTED_off_body: 'Your insurer accepted your claim for {{amount}}, but this order is at full price while “Use insurance benefits” is off. Switch it on in your cart to take {{amount}} off your order.',
  ACCEPTED_off_bodyNoAmount: 'Your insurer accepted your claim, but this order is at full price while “Use insurance benefits” is off. Switch it on in your cart to apply your benefits.',
  IN_PROGRESS_title: 'Your claim is in progress',
  IN_PROGRESS_body: 'Pick up where you left off to apply your benefits to this order.',
  // A claim sent, which the insurer has not answered yet (record CLAIM_SUBMITTED): the page follows it to the answer.
  SUBMITTED_title: 'Your claim is with your insurer',
  SUBMITTED_body: 'We sent your claim and are waiting for your insurer’s answer, which usually comes within 2 minutes. It will show here.',
  /** A French quote refused for an exhausted pot (spec 001 §8, INSUFFICIENT_COVERAGE): the record stays, the order is at full price. */
  EXHAUSTED_title: 'Your optical allowance is used up',
  EXHAUSTED_body: 'Your insurer can’t cover this order: it is paid at full price.',
  /** A French claim whose next quote the day's limit refuses (spec 000 §8, REQUEST_QUOTE_RESTRICTED: retry after 24 hours): nothing to resume until then. */
  QUOTE_LIMIT_title: 'Daily quote limit reached',
  QUOTE_LIMIT_body: 'You have requested the most quotes allowed in a day. You can request a new quote in 24 hours. Until then, this order is at full price.',
  /** A member found with no benefits to apply online (spec 000 §8 benefits unavailable): the order at the regular price, or another insurance. */
  NO_BENEFITS_title: 'No benefits to apply online',
  NO_BENEFITS_body: 'Your plan has no benefits we can apply online to this order right now. You can check out at the regular price, or cancel this claim to use other vision insurance.',
  /** The day's claim attempts used, the last one refused (spec 000 §8-§9): what the drawer's no-retry result said. */
  SPENT_title: 'Your claim cannot be submitted online',
  SPENT_body: 'Your last attempt couldn’t be completed, and today’s online attempts are used up. Check out at full price and send the claim yourself, or try again online in 24 hours.',
  REJECTED_title: 'Your claim could not be processed',
  REJECTED_body: 'Your insurer didn’t accept this claim online. You can submit it manually to your insurer after your purchase, or start a new claim.',
  // A rejected claim whose new claim the restricted check refuses (src/domain/claim/restriction.ts newClaimRefused): the card says the restriction after it.
  REJECTED_restricted: 'Your insurer didn’t accept this claim online. You can submit it manually to your insurer after your purchase.',
  NULLIFIED_title: 'Your claim was cancelled',
  NULLIFIED_body: 'Your order is back at full price. You can apply your vision insurance again.',
  // A cancelled claim whose new claim the restricted check refuses: the card says the restriction after it.
  NULLIFIED_restricted: 'Your order is back at full price.',
  // A cancelled claim whose new claim's quote the day's limit would refuse (src/domain/quote/quote-limit.ts applyAgainRefused): when, not now.
  NULLIFIED_quoteLimit_body: 'Your order is back at full price. You have requested the most quotes allowed in a day: you can apply your vision insurance again in 24 hours.',
  applyAgainLater: 'You have requested the most quotes allowed in a day: you can apply your vision insurance again in 24 hours.',
  // The two stories of an acknowledged claim (src/domain/claim/acknowledgement.ts), word for word as the drawer's result
  // tells them: the record CLAIM_ACKNOWLEDGED (its state ACKNOWLEDGED_NULLIFIED, spec 000 §4), and its later cancellation.
  ACKNOWLEDGED_NULLIFIED_title: 'Your insurer hasn’t confirmed your claim',
  ACKNOWLEDGED_NULLIFIED_body: 'Your insurer received your claim but couldn’t confirm it right away, so it isn’t applied to this order. You can check out: the full price is pre-authorised on your payment method.',
  ACKNOWLEDGED_CANCELLED_title: 'Your claim was cancelled',
  ACKNOWLEDGED_CANCELLED_body: 'Your insurer couldn’t confirm your claim right away, so it was cancelled. Your order is at full price.',
  SERVICE_OFFLINE_title: 'Your insurer is offline',
  SERVICE_OFFLINE_body: 'Your insurer can’t answer right now. We’ll e-mail you as soon as it does. You can also cancel this quote request and order at full price.',
  // A quote at an offline insurer before the shopper chose its e-mail retry, and after they said no thanks (spec 000 §7).
  QUOTE_OFFLINE_title: 'Your insurer can’t be reached',
  QUOTE_OFFLINE_body:
    'Your insurer can’t answer right now. It may need up to 48 hours to send a new quote. We can e-mail you as soon as it answers, or you can cancel this quote request and order at full price.',
  QUOTE_DECLINED_body: 'We won’t e-mail you when it answers. You can cancel this quote request and order at full price, or ask for the e-mail.',
  optIn: 'E-mail me when it answers',
  // The same three states for a guest, whom the service cannot e-mail (spec 000 §6): the retry is asked without an e-mail,
  // and its quote shows on the cart.
  QUOTE_OFFLINE_guest: 'Your insurer can’t answer right now. It may need up to 48 hours to send a new quote. We can’t e-mail a guest, but we can ask it again and show you its quote here, or you can cancel this quote request and order at full price.',
  QUOTE_DECLINED_guest: 'You chose not to ask your insurer again. You can cancel this quote request and order at full price, or ask it again.',
  SERVICE_OFFLINE_guest: 'Your insurer can’t answer right now. We asked it again: its quote will show here as soon as it answers (within 48 hours). You can also cancel this quote request and order at full price.',
  askAgain: 'Ask my insurer again',
  // A French quote the insurer approved, which the shopper has yet to accept (spec 000 §4, quote step SUBMIT).
  QUOTE_READY_title: 'Your quote is ready',
  QUOTE_READY_body: 'Your insurer has sent its quote: it covers {{amount}} of this order. Accept it to apply your benefits.',
  QUOTE_READY_bodyNoAmount: 'Your insurer has sent its quote. Accept it to apply your benefits to this order.',
  seeQuote: 'See my quote',
  'pending_opt-in': 'Saving your choice…',
  SERVICE_DOWN_title: 'Vision insurance is unavailable right now',
  SERVICE_DOWN_body: 'We can’t reach the insurance service at the moment. You can still order at full price, or come back later to apply your benefits.',
  TIMEOUT_RETRY_title: 'Your claim will be resubmitted',
  TIMEOUT_RETRY_body:
    'Your insurer didn’t answer in time. You can check out at full price: we’ll resubmit your claim automatically within 24 hours, and if it’s accepted, your payment will be adjusted.',
  NULLIFY_REJECTED_title: 'We couldn’t cancel your claim',
  NULLIFY_REJECTED_body: 'Please contact customer service to cancel it.',
  rejectionNotice: 'Read the rejection notice (PDF, opens in a new tab)',
  chat: 'Chat with customer service',
  continueClaim: 'Continue my claim',
  cancelClaim: 'Cancel claim',
  // Past the nullify cut-off (spec 000 §4): no Cancel claim, whom to contact instead, with the brand's contact details.
  cancelClosed: 'Your claim can no longer be cancelled online. To cancel it, please contact customer service.',
  callUs: 'Call customer service:',
  writeUs: 'Or write to us:',
  cancelQuote: 'Cancel my quote request',
  // The host page says the service is offline (spec 001 §6): no cancel can reach it until it is back.
  cancelHeld: 'You can cancel once vision insurance is available again.',
  // And beside it the e-mail retry of a quote at an offline insurer, a call too: one sentence says when both can be used.
  choiceHeld: 'You can ask for the e-mail or cancel once vision insurance is available again.',
  choiceHeld_guest: 'You can ask your insurer again or cancel once vision insurance is available again.',
  newClaim: 'Start a new claim',
  applyAgain: 'Apply again',
  nullifyTitle: 'Cancel your claim?',
  nullifyBody: 'Your insurance will be removed from this order and you will pay the full price.',
  claimTitle: 'Cancel your claim?',
  claimBody: 'The details of your claim will be deleted and your order will be at full price.',
  quoteTitle: 'Cancel your quote request?',
  quoteBody: 'We will stop waiting for your insurer and your order will be at full price.',
  limitMet: 'You have already requested the most quotes allowed in a day: whether or not you cancel, you can apply again in 24 hours.',
  lastAttempt: 'This is your last attempt today: if you cancel, you will have to wait 24 hours before applying again.',
  confirmClaim: 'Yes, cancel my claim',
  confirmQuote: 'Yes, cancel my request',
  keepClaim: 'Keep my claim',
  keepQuote: 'Keep my request',
  pending_nullify: 'Cancelling your claim…',
  'pending_cancel-claim': 'Cancelling your claim…',
  'pending_cancel-quote': 'Cancelling your quote request…',
  // Announced while a change of the cart is followed: amounts read from the cart as it was are being updated.
  cartUpdating: 'Your cart changed: updating your amounts…',
  GENERIC_ERROR: 'Something went wrong. Please try again.',
  NULLIFY_EXPIRED: 'Your claim can no longer be cancelled online. Please contact customer service.',
  // The cart changed under an accepted claim past the cut-off: the shopper pressed no cancel, the claim stays as it was accepted.
  NULLIFY_EXPIRED_cartChanged: 'Your cart changed, but it is too late to cancel your claim online today: it stays as your insurer accepted it, for your order as it was. Please contact customer service.',
  LIMIT_REACHED: 'You’ve reached the daily limit of online claims. Please try again in 24 hours.',
  TIME_EXCEEDED_ERROR: 'This is taking longer than expected. Please try again in a few minutes.',
  // Either failure above when nothing answered: the connection dropped (src/domain/drawer/failure.ts).
  OFFLINE: 'You seem to be offline. Check your connection, then try again.',
  // The remainder to pay (claim residual, spec 000 section 9) and the service's own words (spec 000 section 8, "details").
  ACCEPTED_remainder: 'Your insurer covers {{amount}} of this order. You pay the remaining {{remainder}}. Complete your checkout to keep this amount.',
};
