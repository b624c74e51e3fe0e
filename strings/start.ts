// Strings of the start view, which creates the claim record.
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  starting: 'Starting your claim…',
  started: 'Your claim is started. The next steps are coming soon to this shop.',
};

/** French. */
export const fr: Strings<typeof en> = {
  starting: 'Création de votre demande…',
  started: 'Votre demande est créée. Les étapes suivantes arrivent bientôt dans cette boutique.',
};

/** US English. */
export const enUS: Overrides<typeof en> = {};
