// Strings of the overview's insurance plans view: the member's benefits (spec 001 section 2, "Insurance plans list").
import type { Strings } from '../../types.ts';
import type en from '../../en/overview/plans.ts';

/** French. */
const fr: Strings<typeof en> = {
  heading: 'Vos garanties avec {{name}}',
  headingNoName: 'Vos garanties',
  available: 'Disponible',
  unavailable: 'Non disponible',
  comingSoon: 'Bientôt disponible',
  routine: 'Garantie courante',
  additional: 'Achat supplémentaire',
  FRAME: 'Montures',
  LENSES: 'Verres',
  CONTACT_LENSES: 'Lentilles de contact',
  EYE_EXAM: 'Examens de la vue',
  OTHER: 'Autre garantie',
  copay: 'Une quote-part s’applique',
  copayAmount: 'Quote-part : {{amount}}',
  renewal: 'Vos garanties se renouvellent le {{date}}.',
  scheduleExam: 'Prendre rendez-vous pour un examen de la vue',
  stepsHeading: 'Où les utiliser',
  ONLINE: 'En ligne : appliquez-les à votre panier au paiement.',
  IN_STORE: 'En magasin : apportez votre carte d’assurance.',
  CUSTOMER_SERVICE: 'Service à la clientèle : appelez-nous, nous les appliquons pour vous.',
  CUSTOMER_FORM: 'Formulaire : envoyez-le à votre assureur avec votre reçu.',
  loading: 'Chargement de vos garanties…',
  error: 'Impossible de charger vos garanties.',
  tryAgain: 'Réessayer',
  none: 'Votre assureur n’a indiqué aucune garantie.',
  // Spec 001 section 4: frame and lens both with only additional-purchase benefits, in words the shopper reads.
  additionalOnly: 'Votre contrat ne couvre les montures et les verres qu’en achat supplémentaire : votre assureur vous accorde une réduction, pas votre garantie habituelle, et une plus grande part du prix reste à votre charge.',
};

export default fr;
