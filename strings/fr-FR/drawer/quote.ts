// Strings of the French quote view (spec 000 sections 2 and 4; spec 001 section 9): request, the approved quote, refusal,
// acceptance; the offline screens and the problems have surfaces of their own (quote-offline.ts, quote-problem.ts).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/quote.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  requestHeading: 'Demandez votre devis',
  requestBody: 'Votre mutuelle calcule la part de votre commande qu’elle prend en charge. La réponse arrive en général en moins de 2\u00a0minutes.',
  waitingHeading: 'Demande de devis en cours',
  approvedHeading: 'Votre devis',
  refusedHeading: 'Devis refusé',
  refusedBody: 'Votre commande reste au plein tarif. Vous pouvez demander un nouveau devis, par exemple après avoir modifié votre panier.',
  requestAgain: 'Demander un nouveau devis',
  acceptingHeading: 'Acceptation de votre devis en cours',
  acceptedHeading: 'Devis accepté',
  offlineHeading: 'Votre mutuelle ne répond pas',
  optedInHeading: 'Nous attendons la réponse de votre mutuelle',
};

export default fr;
