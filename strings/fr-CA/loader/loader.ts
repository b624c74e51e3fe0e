// Strings of the toggle and the call-to-action: what every product and cart page downloads.
import type { Strings } from '../../types.ts';
import type en from '../../en/loader/loader.ts';

/** French. */
const fr: Strings<typeof en> = {
  toggleLabel: 'Utiliser mes garanties',
  toggleSignInHint: 'Connectez-vous pour utiliser vos garanties sur cette commande.',
  toggleUseHint: 'Activez-le pour que votre assureur paie sa part de cette commande.',
  signIn: 'Connectez-vous pour utiliser votre assurance vision',
  ctaHeading: 'Vous avez une assurance vision?',
  ctaBody: 'Appliquez vos garanties à cette commande et ne payez que la différence.',
  ctaApply: 'Utiliser mon assurance vision',
  claimCancelled: 'Votre demande a été annulée, et votre commande est au prix plein.',
  idleCancelled: 'Votre demande a été annulée après 30\u00a0minutes d’inactivité, et votre commande est au prix plein.',
  checking: 'Vérification de vos options d’assurance…',
  initError: 'Nous sommes désolés. Un problème est survenu lors de la récupération des informations d’assurance. Veuillez réessayer.',
  tryAgain: 'Réessayer',
  notLoaded: 'L’assurance vision n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.',
  notLoadedReload: 'L’assurance vision n’a pas pu se charger. Rechargez la page pour réessayer.',
  reloadPage: 'Recharger la page',
  dismiss: 'Fermer',
  sessionEnded: 'Votre session a expiré. Reconnectez-vous pour utiliser vos garanties.',
  disclaimersLabel: 'Bon à savoir',
  detailsDeleted: 'Vos informations d’assurance sont supprimées après 2\u00a0semaines d’inactivité.',
  acceptedCancelled: 'Une demande acceptée est annulée après 3\u00a0jours sans commande.',
  inactivityOrCart: 'Après 30\u00a0minutes d’inactivité ou une modification de votre panier, votre prise en charge peut être annulée.',
};

export default fr;
