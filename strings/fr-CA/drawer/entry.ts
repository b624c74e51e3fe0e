// Strings of the drawer's entry views (login-redirect, start, resume, loading): the claim is being opened.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/entry.ts';

/** French. */
const fr: Strings<typeof en> = {
  opening: 'Ouverture de votre demande…',
};

export default fr;
