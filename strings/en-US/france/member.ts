// The French flow's insurance-member view: the supplementary health insurance and its lookup screens.
import type { Overrides } from '../../types.ts';
import type en from '../../en/france/member.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  insurer: 'Your insurance carrier: {{name}}',
  change: 'Change insurance carrier',
  choose: 'Choose your insurance carrier',
  loadingBody: 'We’re sending your details to your insurance carrier. This can take a few seconds.',
};

export default enUS;
