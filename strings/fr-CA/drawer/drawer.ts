// Strings of the drawer shell: its title, progress, back and close, the unsaved-changes confirmation.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/drawer.ts';

/** French. */
const fr: Strings<typeof en> = {
  title: 'Assurance vision',
  close: 'Fermer',
  sessionEndedTitle: 'Votre session a expiré',
  sessionEndedBody: 'Pour votre sécurité, les étapes de votre demande ont été fermées. Reconnectez-vous pour utiliser vos garanties.',
  signIn: 'Se reconnecter',
  orderTaken: 'Cette commande a déjà une demande, faite depuis un autre compte. Une seule demande peut s’appliquer à une commande à la fois.',
  back: 'Retour',
  loading: 'Chargement…',
  loadFailed: 'Cette étape n’a pas pu être chargée. Vérifiez votre connexion, puis fermez et rouvrez.',
  progress: 'Étape\u00a0{{current}}\u00a0sur\u00a0{{max}}',
  pair: '{{label}} : {{value}}',
  term: '{{label}} :',
  viewOnly: 'Consultation seule : votre demande telle qu’elle est. Rien ne peut être modifié ici.',
  closeTitle: 'Fermer pour le moment?',
  closeBody: 'Ce que vous avez saisi sur cette page n’est pas encore envoyé. Vous le retrouverez si vous revenez pendant cette visite, et votre demande reste enregistrée avec votre panier.',
  closeConfirm: 'Fermer',
  stay: 'Continuer',
  sendingTitle: 'Fermer pendant l’envoi de vos renseignements?',
  sendingBody: 'Vos renseignements sont en cours d’envoi à votre assureur et restent enregistrés avec votre demande. Fermer n’arrête pas l’envoi : vous trouverez la réponse à votre retour.',
  sendingStay: 'Attendre la réponse',
  claimSendingTitle: 'Fermer pendant l’envoi de votre demande?',
  claimSendingBody: 'Votre demande est en cours d’envoi à votre assureur. Fermer ne l’arrête pas et ne l’annule pas : votre assureur répond quand même, et votre panier affiche sa réponse.',
  tip: 'Pourquoi nous le demandons',
  'tooltip.member': 'Votre assureur vous retrouve grâce à ces renseignements, tels qu’imprimés sur votre carte d’assurance. Ils ne sont transmis qu’à votre assureur.',
  'tooltip.relationship': 'Le patient est la personne qui portera les lunettes ou les lentilles. Son lien avec le titulaire de la police indique à votre assureur quelles garanties s’appliquent.',
};

export default fr;
