// Strings of the loading animations, by the message keys of the message-animation configuration (spec 000 section 2, loading).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/loading.ts';

/** French. */
const fr: Strings<typeof en> = {
  'loading.validate.1': 'Lecture de votre ordonnance…',
  'loading.validate.2': 'Vérification avec votre panier…',
  'loading.validate.3': 'Presque terminé…',
  'loading.requestQuote.1': 'Demande de devis à votre mutuelle…',
  'loading.requestQuote.2': 'Votre mutuelle répond…',
  'loading.acceptQuote.1': 'Acceptation de votre devis…',
  'loading.acceptQuote.2': 'Confirmation auprès de votre mutuelle…',
};

export default fr;
