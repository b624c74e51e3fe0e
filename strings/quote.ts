// Strings of the French quote view (spec 000 sections 2 and 4; spec 001 section 9): request, the approved quote, refusal,
// acceptance. The offline screens' and the problems' strings travel with their own chunks (quote-offline.ts, quote-problem.ts).
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  requestHeading: 'Request your quote',
  requestBody: 'Your insurer works out how much of your order it pays. The answer usually comes in under 2 minutes.',
  waitingHeading: 'Requesting your quote',
  approvedHeading: 'Your quote',
  refusedHeading: 'Quote refused',
  refusedBody: 'Your order stays at full price. You can request a new quote, for example after changing your cart.',
  requestAgain: 'Request a new quote',
  acceptedHeading: 'Quote accepted',
  offlineHeading: 'Your insurer is not answering',
  optedInHeading: 'We will e-mail you',
};

/** French. */
export const fr: Strings<typeof en> = {
  requestHeading: 'Demandez votre devis',
  requestBody: 'Votre mutuelle calcule la part de votre commande qu’elle prend en charge. La réponse arrive en général en moins de 2 minutes.',
  waitingHeading: 'Demande de devis en cours',
  approvedHeading: 'Votre devis',
  refusedHeading: 'Devis refusé',
  refusedBody: 'Votre commande reste au prix plein. Vous pouvez demander un nouveau devis, par exemple après avoir modifié votre panier.',
  requestAgain: 'Demander un nouveau devis',
  acceptedHeading: 'Devis accepté',
  offlineHeading: 'Votre mutuelle ne répond pas',
  optedInHeading: 'Nous vous préviendrons par e-mail',
};

/** US English: US shoppers write "email". */
export const enUS: Overrides<typeof en> = {
  optedInHeading: 'We will email you',
};
