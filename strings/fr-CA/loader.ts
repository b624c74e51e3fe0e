// The French dictionary of the toggle and the call-to-action as every product and cart page shows them, one table per surface.
import type { Translation } from '../types.ts';
import type en from '../en/loader.ts';
import loader from './loader/loader.ts';

/** French: every surface and key of the English dictionary. */
const fr: Translation<typeof en> = { loader };

export default fr;
