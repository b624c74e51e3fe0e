// Strings of the toggle's record-dependent part (synced, benefits, product choice, messages).
import type { Overrides } from '../../types.ts';
import type en from '../../en/status/toggle.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  NULLIFY_EXPIRED: 'Your claim can no longer be canceled online. Please contact customer service.',
  quoteOffline: 'Available once your insurance carrier answers your quote request.',
  additionalOnly: 'Your plan covers frames and lenses only as additional purchases: your insurance carrier gives you a discount on them, not your routine allowance, so more of the price is yours to pay.',
};

export default enUS;
