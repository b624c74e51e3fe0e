// Strings of the error view (spec 001 section 8, "Generic").
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/error.ts';

/** French. */
const fr: Strings<typeof en> = {
  heading: 'Nous rencontrons quelques difficultés',
  body: 'Votre panier n’a pas changé. Veuillez réessayer dans un instant.',
  tryAgain: 'Réessayer',
  close: 'Fermer',
};

export default fr;
