// The English dictionary of the my-claims widget, one table per surface.
import myClaims from './my-claims/my-claims.ts';

/** English, the source of truth of this dictionary's surfaces and keys. */
export default { 'my-claims': myClaims };
