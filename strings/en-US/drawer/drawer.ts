// Strings of the drawer shell: the claim on its way while the drawer closes, the tooltips of the member's details.
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/drawer.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  sendingBody: 'Your details are on their way to your insurance carrier and are kept with your claim. Closing doesn’t stop this: the answer will be here when you come back.',
  claimSendingBody: 'Your claim is on its way to your insurance carrier. Closing doesn’t stop it or cancel it: your insurance carrier still answers, and your cart shows the answer.',
  'tooltip.member': 'Your insurance carrier finds you with these details, exactly as printed on your insurance card. They go to your insurance carrier only.',
  'tooltip.relationship': 'The patient is who the eyewear is for. Their relationship to the policy holder tells your insurance carrier which benefits apply.',
};

export default enUS;
