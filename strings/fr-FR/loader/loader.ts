// Strings of the toggle and the call-to-action: what every product and cart page downloads.
import type { Strings } from '../../types.ts';
import type en from '../../en/loader/loader.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  toggleLabel: 'Utiliser le tiers payant',
  toggleSignInHint: 'Connectez-vous pour utiliser le tiers payant sur cette commande.',
  toggleUseHint: 'Activez-le pour que votre mutuelle prenne en charge sa part de cette commande.',
  signIn: 'Connectez-vous pour utiliser votre mutuelle',
  ctaHeading: 'Vous avez une mutuelle ?',
  ctaBody: 'Profitez du tiers payant sur cette commande : vous ne réglez que le reste à payer.',
  ctaApply: 'Utiliser ma mutuelle',
  claimCancelled: 'Votre demande a été annulée, et votre commande est au plein tarif.',
  idleCancelled: 'Votre demande a été annulée après 30\u00a0minutes d’inactivité, et votre commande est au plein tarif.',
  checking: 'Vérification de vos droits…',
  initError: 'Nous sommes désolés : un problème est survenu lors de la récupération des informations de votre mutuelle. Veuillez réessayer.',
  tryAgain: 'Réessayer',
  notLoaded: 'Le tiers payant n’a pas pu se charger. Vérifiez votre connexion, puis réessayez.',
  notLoadedReload: 'Le tiers payant n’a pas pu se charger. Rechargez la page pour réessayer.',
  reloadPage: 'Recharger la page',
  dismiss: 'Fermer',
  disclaimersLabel: 'Bon à savoir',
  detailsDeleted: 'Les informations de votre mutuelle sont supprimées après 2\u00a0semaines d’inactivité.',
  acceptedCancelled: 'Un devis accepté est annulé au bout de 3\u00a0jours sans commande.',
  inactivityOrCart: 'Après 30\u00a0minutes d’inactivité ou une modification de votre panier, votre prise en charge peut être annulée.',
  sessionEnded: 'Votre session a expiré. Reconnectez-vous pour utiliser votre mutuelle.',
};

export default fr;
