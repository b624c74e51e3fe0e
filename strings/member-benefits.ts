// Strings of the member panel's benefits list, once the member is found (spec 001 section 2).
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  FRAME: 'Frames',
  LENSES: 'Lenses',
  CONTACT_LENSES: 'Contact lenses',
  available: 'Available',
  unavailable: 'Not available',
  comingSoon: 'Coming soon',
  renews: 'Renews on {{date}}',
  copay: 'A copay applies.',
  plansFailed: 'We couldn’t load your benefits, but you can continue.',
};

/** French. */
export const fr: Strings<typeof en> = {
  FRAME: 'Montures',
  LENSES: 'Verres',
  CONTACT_LENSES: 'Lentilles cornéennes',
  available: 'Disponible',
  unavailable: 'Non disponible',
  comingSoon: 'Bientôt disponible',
  renews: 'Renouvellement le {{date}}',
  copay: 'Une quote-part s’applique.',
  plansFailed: 'Nous n’avons pas pu charger vos garanties, mais vous pouvez continuer.',
};

/** US English: the same words. */
export const enUS: Overrides<typeof en> = {};
