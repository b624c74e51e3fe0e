// Strings of the drawer's entry views (login-redirect, start, resume, loading): the claim is being opened.
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  opening: 'Opening your claim…',
};

/** French. */
export const fr: Strings<typeof en> = {
  opening: 'Ouverture de votre demande…',
};

/** US English. */
export const enUS: Overrides<typeof en> = {};
