// Strings of the review's benefits list, shown when the insurer's share is not known yet (spec 000 section 2, review).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/review-benefits.ts';

/** French. */
const fr: Strings<typeof en> = {
  benefits: 'Vos garanties',
  FRAME: 'Montures',
  LENSES: 'Verres',
  CONTACT_LENSES: 'Lentilles de contact',
  EYE_EXAM: 'Examens de la vue',
  OTHER: 'Autre garantie',
  available: 'disponible',
  unavailable: 'non disponible',
  plansFailed: 'Nous n’avons pas pu charger vos garanties.',
};

export default fr;
