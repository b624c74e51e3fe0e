// The French flow's forms: US spelling of the dependent.
import type { Overrides } from '../../types.ts';
import type en from '../../en/france/forms.ts';

/** US English: only where it differs from English. */
const enUS: Overrides<typeof en> = {
  HANDIC: 'Dependent with a disability',
};

export default enUS;
