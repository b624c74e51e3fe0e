// The French dictionary of the my-claims widget, one table per surface.
import type { Translation } from '../types.ts';
import type en from '../en/my-claims.ts';
import myClaims from './my-claims/my-claims.ts';

/** French: every surface and key of the English dictionary. */
const fr: Translation<typeof en> = { 'my-claims': myClaims };

export default fr;
