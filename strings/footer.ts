// Strings of the drawer's footer calls to action, by the label keys of the page-flow configuration (spec 000 section 2).
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  'footer.cancel': 'Cancel',
  'footer.continue': 'Continue',
  'footer.submit': 'Submit claim',
  'footer.tryAgain': 'Try again',
  'footer.requestQuote': 'Request a quote',
  'intro.close': 'Not now',
  'intro.start': 'Get started',
  back: 'Back',
  busy: 'Please wait…',
};

/** French. */
export const fr: Strings<typeof en> = {
  'footer.cancel': 'Annuler',
  'footer.continue': 'Continuer',
  'footer.submit': 'Envoyer la demande',
  'footer.tryAgain': 'Réessayer',
  'footer.requestQuote': 'Demander un devis',
  'intro.close': 'Plus tard',
  'intro.start': 'Commencer',
  back: 'Retour',
  busy: 'Veuillez patienter…',
};

/** US English. */
export const enUS: Overrides<typeof en> = {};
