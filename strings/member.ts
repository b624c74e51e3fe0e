// Strings of the insurance-member view: every lookup screen of the insurance panel (spec 001 sections 2 and 8).
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  heading: 'Check eligibility',
  lead: 'Enter your details exactly as they appear on your insurance card.',
  check: 'Check eligibility',
  insurer: 'Insurer: {{name}}',
  change: 'Change insurer',
  choose: 'Choose your insurer',
  loading: 'Sit tight, we’re looking for you',
  loadingBody: 'We’re checking your details with your insurer. This can take a few seconds.',
  found: 'Good news, we found you',
  foundBody: 'Here are the benefits of your plan:',
  notFound: 'We’re having trouble finding you',
  multiple: 'We need a few more details',
  locked: 'Too many attempts',
  close: 'Close',
  noBenefits: 'No benefits available',
  outOfNetwork: '{{name}} is out of network',
  error: 'We’re experiencing some issues',
  errorBody: 'We couldn’t check your eligibility. Your details are kept.',
  retry: 'Try again',
};

/** French. */
export const fr: Strings<typeof en> = {
  heading: 'Vérifier l’admissibilité',
  lead: 'Indiquez vos renseignements exactement comme sur votre carte d’assurance.',
  check: 'Vérifier l’admissibilité',
  insurer: 'Assureur : {{name}}',
  change: 'Changer d’assureur',
  choose: 'Choisir votre assureur',
  loading: 'Un instant, nous vous cherchons',
  loadingBody: 'Nous vérifions vos renseignements auprès de votre assureur. Cela peut prendre quelques secondes.',
  found: 'Bonne nouvelle, nous vous avons trouvé',
  foundBody: 'Voici les garanties de votre régime :',
  notFound: 'Nous avons du mal à vous trouver',
  multiple: 'Il nous faut quelques précisions',
  locked: 'Trop de tentatives',
  close: 'Fermer',
  noBenefits: 'Aucune garantie disponible',
  outOfNetwork: '{{name}} est hors réseau',
  error: 'Nous éprouvons quelques difficultés',
  errorBody: 'Nous n’avons pas pu vérifier votre admissibilité. Vos renseignements sont conservés.',
  retry: 'Réessayer',
};

/** US English: US shoppers speak of their insurance carrier. */
export const enUS: Overrides<typeof en> = {
  insurer: 'Insurance carrier: {{name}}',
  change: 'Change insurance carrier',
  choose: 'Choose your insurance carrier',
  loadingBody: 'We’re checking your details with your insurance carrier. This can take a few seconds.',
};
