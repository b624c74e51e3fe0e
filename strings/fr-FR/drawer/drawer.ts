// Strings of the drawer shell: its title, progress, back and close, the unsaved-changes confirmation.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/drawer.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  title: 'Tiers payant',
  close: 'Fermer',
  sessionEndedTitle: 'Votre session a expiré',
  sessionEndedBody: 'Pour votre sécurité, les étapes de votre demande ont été fermées. Reconnectez-vous pour utiliser votre mutuelle.',
  signIn: 'Se reconnecter',
  orderTaken: 'Cette commande a déjà une demande, faite depuis un autre compte. Une seule demande peut s’appliquer à une commande à la fois.',
  back: 'Retour',
  loading: 'Chargement…',
  loadFailed: 'Cette étape n’a pas pu être chargée. Vérifiez votre connexion, puis fermez et rouvrez la fenêtre.',
  progress: 'Étape\u00a0{{current}}\u00a0sur\u00a0{{max}}',
  pair: '{{label}} : {{value}}',
  term: '{{label}} :',
  viewOnly: 'Consultation seule : votre demande telle qu’elle est. Rien ne peut être modifié ici.',
  closeTitle: 'Fermer pour le moment ?',
  closeBody: 'Ce que vous avez saisi sur cette page n’est pas encore envoyé. Vous le retrouverez si vous revenez pendant cette visite, et votre demande reste enregistrée avec votre panier.',
  closeConfirm: 'Fermer',
  stay: 'Continuer',
  sendingTitle: 'Fermer pendant l’envoi de vos informations ?',
  sendingBody: 'Vos informations sont en cours d’envoi à votre mutuelle et restent enregistrées avec votre demande. Fermer n’arrête pas l’envoi : vous trouverez la réponse en revenant.',
  sendingStay: 'Attendre la réponse',
  claimSendingTitle: 'Fermer pendant l’envoi de votre demande ?',
  claimSendingBody: 'Votre demande est en cours d’envoi à votre mutuelle. Fermer ne l’arrête pas et ne l’annule pas : votre mutuelle répond quand même, et votre panier affiche sa réponse.',
  tip: 'Pourquoi cette question\u202f?',
  'tooltip.member': 'Votre mutuelle vous identifie grâce à ces informations, telles qu’elles figurent sur votre carte de tiers payant. Elles ne sont transmises qu’à votre mutuelle.',
  'tooltip.relationship': 'Le patient est la personne qui portera les lunettes ou les lentilles. Son lien avec l’assuré indique à votre mutuelle quelles garanties s’appliquent.',
};

export default fr;
