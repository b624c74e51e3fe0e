// The English dictionary of the toggle and the call-to-action as every product and cart page shows them, one table per surface.
import loader from './loader/loader.ts';

/** English, the source of truth of this dictionary's surfaces and keys. */
export default { loader };
