// Strings of the loading animations, by the message keys of the message-animation configuration (spec 000 section 2, loading).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/loading.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  'loading.validate.1': 'Lecture de votre ordonnance…',
  'loading.validate.2': 'Vérification avec votre panier…',
  'loading.validate.3': 'Presque terminé…',
  'loading.validate.slow': 'Cela prend plus de temps que d’habitude. Nous vérifions toujours votre ordonnance ; veuillez garder cette fenêtre ouverte.',
  'loading.requestQuote.1': 'Demande de devis à votre mutuelle…',
  'loading.requestQuote.2': 'Votre mutuelle répond…',
  'loading.requestQuote.slow': 'Votre mutuelle peut mettre jusqu’à {{minutes}}\u00a0minutes à répondre. Nous attendons toujours sa réponse ; veuillez garder cette fenêtre ouverte.',
  'loading.acceptQuote.1': 'Acceptation de votre devis…',
  'loading.acceptQuote.2': 'Confirmation auprès de votre mutuelle…',
  'loading.acceptQuote.slow': 'Cela prend plus de temps que d’habitude. Nous confirmons toujours auprès de votre mutuelle ; veuillez garder cette fenêtre ouverte.',
};

export default fr;
