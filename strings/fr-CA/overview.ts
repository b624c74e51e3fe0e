// The French dictionary of the overview widget and its plans, one table per surface.
import type { Translation } from '../types.ts';
import type en from '../en/overview.ts';
import overview from './overview/overview.ts';
import plans from './overview/plans.ts';

/** French: every surface and key of the English dictionary. */
const fr: Translation<typeof en> = { overview, plans };

export default fr;
