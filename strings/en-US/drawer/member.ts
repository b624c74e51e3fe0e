// Strings of the insurance-member view: every lookup screen of the insurance panel (spec 001 sections 2 and 8).
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/member.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  insurer: 'Insurance carrier: {{name}}',
  change: 'Change insurance carrier',
  choose: 'Choose your insurance carrier',
  restoreFailed: 'We couldn’t load your saved insurance carrier. Your details are kept.',
  loadingBody: 'We’re checking your details with your insurance carrier. This can take a few seconds.',
};

export default enUS;
