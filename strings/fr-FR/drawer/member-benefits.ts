// Strings of the member panel's benefits list, once the member is found (spec 001 section 2).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/member-benefits.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  FRAME: 'Montures',
  LENSES: 'Verres',
  CONTACT_LENSES: 'Lentilles de contact',
  available: 'Disponible',
  unavailable: 'Non disponible',
  comingSoon: 'Bientôt disponible',
  renews: 'Renouvellement le {{date}}',
  copay: 'Une partie du prix reste à votre charge.',
  plansFailed: 'Nous n’avons pas pu charger vos garanties, mais vous pouvez continuer.',
};

export default fr;
