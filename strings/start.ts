// Strings of the start view, which creates the claim record.
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  starting: 'Starting your claim…',
  started: 'Your claim is started',
  startedBody: 'We saved it with your cart. Choosing your insurer and the next steps open here soon; your cart and its total are unchanged.',
  close: 'Close',
};

/** French. */
export const fr: Strings<typeof en> = {
  starting: 'Création de votre demande…',
  started: 'Votre demande est créée',
  startedBody: 'Nous l’avons enregistrée avec votre panier. Le choix de votre mutuelle et les étapes suivantes arrivent bientôt ici ; votre panier et son total n’ont pas changé.',
  close: 'Fermer',
};

/** US English. */
export const enUS: Overrides<typeof en> = {
  startedBody: 'We saved it with your cart. Choosing your insurance carrier and the next steps open here soon; your cart and its total are unchanged.',
};
