// The English dictionary of the overview widget and its plans, one table per surface.
import overview from './overview/overview.ts';
import plans from './overview/plans.ts';

/** English, the source of truth of this dictionary's surfaces and keys. */
export default { overview, plans };
