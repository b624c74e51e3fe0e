// Strings of the toggle and the call-to-action: what every product and cart page downloads.
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  toggleLabel: 'Use insurance benefits',
  toggleSignInHint: 'Sign in to use your insurance benefits on this order.',
  signIn: 'Sign in to apply Vision Insurance',
  ctaHeading: 'Have vision insurance?',
  ctaBody: 'Apply your benefits to this order and pay only the difference.',
  ctaApply: 'Apply vision insurance',
  checking: 'Checking your insurance options…',
  initError: "We're sorry. There was an issue retrieving insurance information. Please try again.",
  tryAgain: 'Try again',
};

/** French. */
export const fr: Strings<typeof en> = {
  toggleLabel: 'Utiliser mes garanties',
  toggleSignInHint: 'Connectez-vous pour utiliser vos garanties sur cette commande.',
  signIn: 'Connectez-vous pour utiliser votre assurance vision',
  ctaHeading: 'Vous avez une assurance vision ?',
  ctaBody: 'Appliquez vos garanties à cette commande et ne payez que la différence.',
  ctaApply: 'Utiliser mon assurance vision',
  checking: 'Vérification de vos options d’assurance…',
  initError: 'Nous sommes désolés. Un problème est survenu lors de la récupération des informations d’assurance. Veuillez réessayer.',
  tryAgain: 'Réessayer',
};

/** US English. */
export const enUS: Overrides<typeof en> = {};
