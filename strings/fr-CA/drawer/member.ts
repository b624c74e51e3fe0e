// Strings of the insurance-member view: every lookup screen of the insurance panel (spec 001 sections 2 and 8).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/member.ts';

/** French. */
const fr: Strings<typeof en> = {
  heading: 'Vérifier l’admissibilité',
  lead: 'Indiquez vos renseignements exactement comme sur votre carte d’assurance.',
  check: 'Vérifier l’admissibilité',
  insurer: 'Assureur : {{name}}',
  change: 'Changer d’assureur',
  choose: 'Choisir votre assureur',
  loading: 'Un instant, nous vous cherchons',
  loadingBody: 'Nous vérifions vos renseignements auprès de votre assureur. Cela peut prendre quelques secondes.',
  loadingSlow: 'Cela prend plus de temps que d’habitude. Nous attendons toujours une réponse. Veuillez garder cette fenêtre ouverte.',
  found: 'Bonne nouvelle, nous vous avons trouvé',
  foundBody: 'Voici les garanties de votre régime :',
  notFound: 'Nous avons du mal à vous trouver',
  multiple: 'Il nous faut quelques précisions',
  locked: 'Trop de tentatives',
  limit: 'Limite quotidienne atteinte',
  close: 'Fermer',
  noBenefits: 'Aucune garantie disponible',
  sent: 'Vous avez déjà une demande pour cette commande',
  outOfNetwork: '{{name}} est hors réseau',
  error: 'Nous éprouvons quelques difficultés',
  errorBody: 'Nous n’avons pas pu vérifier votre admissibilité. Vos renseignements sont conservés.',
  restoreFailed: 'Nous n’avons pas pu charger votre assureur enregistré. Vos renseignements sont conservés.',
  patientSelf: 'Les lunettes ou les lentilles sont pour vous, {{name}}.',
  changeShort: 'Changer',
  changePatient: 'Changer la personne qui portera les lunettes ou les lentilles',
  patientFailed: 'Nous n’avons pas pu enregistrer la personne qui portera les lunettes ou les lentilles. Vos renseignements sont conservés.',
  offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
  offlineHeading: 'Problème de connexion',
  retry: 'Réessayer',
};

export default fr;
