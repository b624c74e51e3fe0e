// Strings of the review's benefits list, shown when the insurer's share is not known yet (spec 000 section 2, review).
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  benefits: 'Your benefits',
  FRAME: 'Frames',
  LENSES: 'Lenses',
  CONTACT_LENSES: 'Contact lenses',
  plan: 'Other benefit',
  available: 'Available',
  unavailable: 'Not available',
  plansFailed: 'We could not load your benefits.',
};

/** French. */
export const fr: Strings<typeof en> = {
  benefits: 'Vos garanties',
  FRAME: 'Montures',
  LENSES: 'Verres',
  CONTACT_LENSES: 'Lentilles de contact',
  plan: 'Autre garantie',
  available: 'Disponible',
  unavailable: 'Non disponible',
  plansFailed: 'Nous n’avons pas pu charger vos garanties.',
};

/** US English: the same words. */
export const enUS: Overrides<typeof en> = {};
