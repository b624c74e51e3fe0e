// Strings of the error view (spec 001 section 8, "Generic").
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  heading: "We're experiencing some issues",
  body: 'Your cart is unchanged. Please try again in a moment.',
  tryAgain: 'Try again',
  close: 'Close',
};

/** French. */
export const fr: Strings<typeof en> = {
  heading: 'Nous rencontrons quelques difficultés',
  body: 'Votre panier n’a pas changé. Veuillez réessayer dans un instant.',
  tryAgain: 'Réessayer',
  close: 'Fermer',
};

/** US English. */
export const enUS: Overrides<typeof en> = {};
