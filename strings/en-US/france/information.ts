// The French flow's relationship help: US spelling of the dependent.
import type { Overrides } from '../../types.ts';
import type en from '../../en/france/information.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  HANDIC: 'A dependent with a disability covered by the insurance, whatever their age.',
  PSTUD: 'A dependent studying part time.',
  FSTUD: 'A dependent studying full time.',
};

export default enUS;
