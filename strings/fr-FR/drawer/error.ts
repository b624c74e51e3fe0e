// Strings of the error view (spec 001 section 8, "Generic"), and of a claim gone from the service (spec 000 section 4).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/error.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  heading: 'Nous rencontrons un problème',
  body: 'Votre panier n’a pas changé. Veuillez réessayer dans un instant.',
  tryAgain: 'Réessayer',
  close: 'Fermer',
  goneHeading: 'Votre demande a été annulée',
  goneBody: 'Elle a été annulée ailleurs, par exemple dans un autre onglet, et ne peut donc plus être envoyée. Vous pouvez commencer une nouvelle demande.',
  startAgain: 'Commencer une nouvelle demande',
};

export default fr;
