// Strings of the member panel's screens after a lookup that found no single member: not found, several found, locked
// out, no benefits, out of network (spec 001 sections 2 and 8).
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/member-outcome.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  outOfNetworkBody: 'You can still use your benefits: your insurance carrier reimburses you after your purchase.',
  oon3: 'Fill in the form and send it with your receipt to your insurance carrier.',
  noForm: 'Ask your insurance carrier for its claim form.',
  sentBody: 'Your insurance carrier is handling it, so you can’t start another one now. Close this panel to see where it stands.',
};

export default enUS;
