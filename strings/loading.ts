// Strings of the loading animations, by the message keys of the message-animation configuration (spec 000 section 2, loading).
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  'loading.validate.1': 'Reading your prescription…',
  'loading.validate.2': 'Checking it against your cart…',
  'loading.validate.3': 'Almost there…',
  'loading.requestQuote.1': 'Asking your insurer for a quote…',
  'loading.requestQuote.2': 'Your insurer is answering…',
  'loading.acceptQuote.1': 'Accepting your quote…',
  'loading.acceptQuote.2': 'Confirming with your insurer…',
};

/** French. */
export const fr: Strings<typeof en> = {
  'loading.validate.1': 'Lecture de votre ordonnance…',
  'loading.validate.2': 'Vérification avec votre panier…',
  'loading.validate.3': 'Presque terminé…',
  'loading.requestQuote.1': 'Demande de devis à votre mutuelle…',
  'loading.requestQuote.2': 'Votre mutuelle répond…',
  'loading.acceptQuote.1': 'Acceptation de votre devis…',
  'loading.acceptQuote.2': 'Confirmation auprès de votre mutuelle…',
};

/** US English: the same words. */
export const enUS: Overrides<typeof en> = {};
