// The English dictionary of the toggle's and the call-to-action's record states, one table per surface.
import toggle from './status/toggle.ts';
import cta from './status/cta.ts';
import estimate from './status/estimate.ts';

/** English, the source of truth of this dictionary's surfaces and keys. */
export default { toggle, cta, estimate };
