// Strings of the toggle's record-dependent part (synced, benefits, product choice, messages).
import type { Overrides } from '../../types.ts';
import type en from '../../en/status/toggle.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  NULLIFY_EXPIRED: 'Your claim can no longer be canceled online. Please contact customer service.',
};

export default enUS;
