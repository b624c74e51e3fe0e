// Strings of the loading animations, by the message keys of the message-animation configuration (spec 000 section 2, loading).

/** English, the source of truth: every other locale has these keys. */
export default {
  'loading.validate.1': 'Reading your prescription…',
  'loading.validate.2': 'Checking it against your cart…',
  'loading.validate.3': 'Almost there…',
  'loading.requestQuote.1': 'Asking your insurer for a quote…',
  'loading.requestQuote.2': 'Your insurer is answering…',
  'loading.acceptQuote.1': 'Accepting your quote…',
  'loading.acceptQuote.2': 'Confirming with your insurer…',
};
