// Strings of the overview's insurance plans view: the member's benefits (spec 001 section 2, "Insurance plans list").
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  heading: 'Your benefits with {{name}}',
  headingNoName: 'Your benefits',
  available: 'Available',
  unavailable: 'Not available',
  comingSoon: 'Coming soon',
  routine: 'Routine benefit',
  additional: 'Additional purchase',
  FRAME: 'Frames',
  LENSES: 'Lenses',
  CONTACT_LENSES: 'Contact lenses',
  other: 'Other benefit',
  copay: 'A copay applies',
  copayAmount: 'Copay: {{amount}}',
  renewal: 'Your benefits renew on {{date}}.',
  scheduleExam: 'Schedule an eye exam',
  stepsHeading: 'Where to use them',
  ONLINE: 'Online: apply them to your cart at checkout.',
  IN_STORE: 'In store: bring your insurance card.',
  CUSTOMER_SERVICE: 'Customer service: call us and we apply them for you.',
  CUSTOMER_FORM: 'Claim form: send it to your insurer with your receipt.',
  loading: 'Loading your benefits…',
  error: 'We couldn’t load your benefits.',
  tryAgain: 'Try again',
  none: 'Your insurer did not list any benefit.',
};

/** French. */
export const fr: Strings<typeof en> = {
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
  other: 'Autre garantie',
  copay: 'Une quote-part s’applique',
  copayAmount: 'Quote-part : {{amount}}',
  renewal: 'Vos garanties se renouvellent le {{date}}.',
  scheduleExam: 'Prendre rendez-vous pour un examen de la vue',
  stepsHeading: 'Où les utiliser',
  ONLINE: 'En ligne : appliquez-les à votre panier au paiement.',
  IN_STORE: 'En magasin : apportez votre carte d’assurance.',
  CUSTOMER_SERVICE: 'Service client : appelez-nous, nous les appliquons pour vous.',
  CUSTOMER_FORM: 'Formulaire : envoyez-le à votre assureur avec votre reçu.',
  loading: 'Chargement de vos garanties…',
  error: 'Impossible de charger vos garanties.',
  tryAgain: 'Réessayer',
  none: 'Votre assureur n’a indiqué aucune garantie.',
};

/** US English: "copay" is the word already; US shoppers say carrier. */
export const enUS: Overrides<typeof en> = {
  CUSTOMER_FORM: 'Claim form: send it to your insurance carrier with your receipt.',
  none: 'Your insurance carrier did not list any benefit.',
};
