// Strings of the quote view's offline-insurer screens (spec 000 section 4; spec 001 section 9): the e-mail retry and its cancel.
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/quote-offline.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  optIn: 'Email me when it answers',
  optInLead: 'We can email you as soon as your insurance carrier answers, or you can cancel this request and order at full price.',
  optedInBody: 'We will email you as soon as your insurance carrier sends its quote (within 48 hours). You can close this window.',
  retryCancelled: 'Your quote request was canceled, and your order is at full price.',
  guestLead: 'We can’t email a guest, but we can ask your insurance carrier again and show you its quote here. You can also cancel this request and order at full price.',
  offlineBody: 'Your insurance carrier cannot answer right now. It may need up to 48 hours to send a new quote.',
  askAgain: 'Ask my insurance carrier again',
  guestOptedInBody: 'We asked your insurance carrier again. Its quote will show here as soon as it answers (within 48 hours): keep this page open or come back to your cart later.',
  cancelBody: 'We will stop waiting for your insurance carrier and your order will be at full price.',
};

export default enUS;
