// Strings of the loading animations, by the message keys of the message-animation configuration (spec 000 section 2, loading).
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/loading.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  'loading.requestQuote.1': 'Asking your insurance carrier for a quote…',
  'loading.requestQuote.2': 'Your insurance carrier is answering…',
  'loading.requestQuote.slow': 'Your insurance carrier can take up to {{minutes}} minutes to answer. We’re still waiting; please keep this window open.',
  'loading.acceptQuote.2': 'Confirming with your insurance carrier…',
  'loading.acceptQuote.slow': 'This is taking longer than usual. We’re still confirming with your insurance carrier; please keep this window open.',
};

export default enUS;
