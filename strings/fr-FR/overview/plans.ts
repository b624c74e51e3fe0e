// Strings of the overview's insurance plans view: the member's benefits (spec 001 section 2, "Insurance plans list").
import type { Strings } from '../../types.ts';
import type en from '../../en/overview/plans.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  heading: 'Vos garanties avec {{name}}',
  additionalOnly: 'Votre contrat ne rembourse les montures et les verres qu’en achat supplémentaire : votre mutuelle vous accorde une remise, pas votre remboursement habituel, et une plus grande part du prix reste à votre charge.',
  headingNoName: 'Vos garanties',
  available: 'Disponible',
  unavailable: 'Non disponible',
  comingSoon: 'Bientôt disponible',
  routine: 'Garantie de base',
  additional: 'Achat complémentaire',
  FRAME: 'Montures',
  LENSES: 'Verres',
  CONTACT_LENSES: 'Lentilles de contact',
  EYE_EXAM: 'Examens de la vue',
  OTHER: 'Autre garantie',
  copay: 'Une partie du prix reste à votre charge',
  copayAmount: 'Reste à votre charge : {{amount}}',
  renewal: 'Vos garanties se renouvellent le {{date}}.',
  scheduleExam: 'Prendre rendez-vous pour un examen de la vue',
  stepsHeading: 'Où les utiliser',
  ONLINE: 'En ligne : appliquez-les à votre panier au moment de payer.',
  IN_STORE: 'En magasin : présentez votre carte de tiers payant.',
  CUSTOMER_SERVICE: 'Service client : appelez-nous, nous les appliquons pour vous.',
  CUSTOMER_FORM: 'Formulaire : envoyez-le à votre mutuelle avec votre facture.',
  loading: 'Chargement de vos garanties…',
  error: 'Impossible de charger vos garanties.',
  tryAgain: 'Réessayer',
  none: 'Votre mutuelle n’a indiqué aucune garantie.',
};

export default fr;
