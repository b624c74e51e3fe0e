// Strings of the quote view's offline-insurer screens (spec 000 section 4; spec 001 section 9): the e-mail retry and its cancel.

/** English, the source of truth: every other locale has these keys. */
export default {
  close: 'Close',
  offlineBody: 'Your insurer cannot answer right now. It may need up to 48 hours to send a new quote.',
  optInLead: 'We can e-mail you as soon as your insurer answers, or you can cancel this request and order at full price.',
  optIn: 'E-mail me when it answers',
  optOut: 'No thanks, close',
  cancelRetry: 'Cancel my quote request',
  optedInBody: 'We will e-mail you as soon as your insurer sends its quote (within 48 hours). You can close this window.',
  // A guest has no e-mail the service can write to (spec 000 §6): the retry is offered without one, and its quote shows here.
  guestLead: 'We can’t e-mail a guest, but we can ask your insurer again and show you its quote here. You can also cancel this request and order at full price.',
  askAgain: 'Ask my insurer again',
  guestOptedInBody: 'We asked your insurer again. Its quote will show here as soon as it answers (within 48 hours): keep this page open or come back to your cart later.',
  cancelTitle: 'Cancel your quote request?',
  cancelBody: 'We will stop waiting for your insurer and your order will be at full price.',
  lastAttempt: 'This is your last attempt today: if you cancel, you will have to wait 24 hours before requesting a quote again.',
  confirmCancel: 'Yes, cancel my request',
  keep: 'Keep my request',
  // Said once the cancel went through, as the view goes back to the request.
  retryCancelled: 'Your quote request was cancelled, and your order is at full price.',
  // The host page says the service is offline (spec 001 §6): the choices above are calls none answers until it is back.
  choiceHeld: 'You can make your choice once vision insurance is available again.',
  cancelHeld: 'You can cancel once vision insurance is available again.',
};
