// Strings of the loading animations, by the message keys of the message-animation configuration (spec 000 section 2, loading).

/** English, the source of truth: every other locale has these keys. */
export default {
  'loading.validate.1': 'Reading your prescription…',
  'loading.validate.2': 'Checking it against your cart…',
  'loading.validate.3': 'Almost there…',
  // Once every message has had its turn and the answer is still not there.
  'loading.validate.slow': 'This is taking longer than usual. We’re still checking your prescription; please keep this window open.',
  'loading.requestQuote.1': 'Asking your insurer for a quote…',
  'loading.requestQuote.2': 'Your insurer is answering…',
  'loading.requestQuote.slow': 'Your insurer can take up to {{minutes}} minutes to answer. We’re still waiting; please keep this window open.',
  'loading.acceptQuote.1': 'Accepting your quote…',
  'loading.acceptQuote.2': 'Confirming with your insurer…',
  'loading.acceptQuote.slow': 'This is taking longer than usual. We’re still confirming with your insurer; please keep this window open.',
};
