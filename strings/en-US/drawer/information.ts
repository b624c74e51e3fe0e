// The insurance-information view's relationship help: US spelling of the dependent.
import type { Overrides } from '../../types.ts';
import type en from '../../en/drawer/information.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  HANDIC: 'A dependent with a disability covered by the plan, whatever their age.',
  PSTUD: 'A dependent enrolled part time at school, college or university.',
  FSTUD: 'A dependent enrolled full time at school, college or university.',
};

export default enUS;
