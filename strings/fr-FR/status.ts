// The dictionary, in the French of France, of the toggle's and the call-to-action's record states, one table per surface.
import type { Translation } from '../types.ts';
import type en from '../en/status.ts';
import toggle from './status/toggle.ts';
import cta from './status/cta.ts';
import estimate from './status/estimate.ts';

/** The French of France: every surface and key of the English dictionary. */
const fr: Translation<typeof en> = { toggle, cta, estimate };

export default fr;
