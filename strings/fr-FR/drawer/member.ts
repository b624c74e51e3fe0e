// Strings of the insurance-member view: every lookup screen of the insurance panel (spec 001 sections 2 and 8).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/member.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  heading: 'Vérifier vos droits',
  lead: 'Indiquez vos informations exactement comme sur votre carte de tiers payant.',
  check: 'Vérifier mes droits',
  insurer: 'Mutuelle : {{name}}',
  change: 'Changer de mutuelle',
  choose: 'Choisir votre mutuelle',
  loading: 'Un instant, nous vérifions vos droits',
  loadingBody: 'Nous vérifions vos informations auprès de votre mutuelle. Cela peut prendre quelques secondes.',
  loadingSlow: 'Cela prend plus de temps que d’habitude. Nous attendons toujours une réponse, merci de garder cette fenêtre ouverte.',
  found: 'Bonne nouvelle, vos droits sont ouverts',
  foundBody: 'Voici les garanties de votre contrat :',
  notFound: 'Nous ne trouvons pas votre adhésion',
  multiple: 'Il nous faut quelques précisions',
  locked: 'Trop de tentatives',
  limit: 'Limite quotidienne atteinte',
  close: 'Fermer',
  noBenefits: 'Aucune garantie disponible',
  sent: 'Vous avez déjà une demande pour cette commande',
  outOfNetwork: '{{name}} ne fait pas partie de notre réseau',
  error: 'Nous rencontrons un problème',
  errorBody: 'Nous n’avons pas pu vérifier vos droits. Vos informations sont conservées.',
  restoreFailed: 'Nous n’avons pas pu charger votre mutuelle enregistrée. Vos informations sont conservées.',
  patientSelf: 'Les lunettes ou les lentilles sont pour vous, {{name}}.',
  changeShort: 'Modifier',
  changePatient: 'Modifier la personne qui portera les lunettes ou les lentilles',
  patientFailed: 'Nous n’avons pas pu enregistrer la personne qui portera les lunettes ou les lentilles. Vos informations sont conservées.',
  offline: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
  offlineHeading: 'Problème de connexion',
  retry: 'Réessayer',
};

export default fr;
