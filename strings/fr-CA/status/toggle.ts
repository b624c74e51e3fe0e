// Strings of the toggle's record-dependent part (synced, benefits, product choice, messages).
import type { Strings } from '../../types.ts';
import type en from '../../en/status/toggle.ts';

/** French. */
const fr: Strings<typeof en> = {
  synced: 'Assurance synchronisée',
  seeBenefits: 'Voir mes garanties',
  benefits: 'Vos garanties',
  plansLoading: 'Chargement de vos garanties…',
  plansError: 'Impossible de charger vos garanties. Veuillez réessayer.',
  plansEmpty: 'Aucune garantie n’a été trouvée pour votre contrat.',
  planFRAME: 'Montures',
  planLENSES: 'Verres',
  planCONTACT_LENSES: 'Lentilles de contact',
  planEYE_EXAM: 'Examens de la vue',
  planOTHER: 'Autre garantie',
  available: 'Garanties disponibles',
  unavailable: 'Garanties indisponibles',
  comingSoon: 'Bientôt disponible',
  renews: 'Renouvellement le {{date}}',
  insureDifferent: 'Assurer un autre produit',
  selectTitle: 'Choisissez le produit à assurer',
  selectHint: 'Vos garanties s’appliquent à un seul produit à la fois.',
  group: 'Produit {{n}} : {{kind}}',
  kindGlasses: 'lunettes de vue',
  kindSunglasses: 'lunettes de soleil correctrices',
  kindContacts: 'lentilles de contact',
  kindLenses: 'verres',
  kindOther: 'autre article',
  needsGlasses: 'Exige une ordonnance pour lunettes; la vôtre est pour des lentilles de contact.',
  needsContacts: 'Exige une ordonnance pour lentilles de contact; la vôtre est pour des lunettes.',
  insureThis: 'Assurer ce produit',
  cancel: 'Annuler',
  removeBenefits: 'Retirer mes garanties',
  busy: 'Mise à jour de votre assurance…',
  quoteOffline: 'Disponible dès que votre mutuelle aura répondu à votre demande de devis.',
  quoteLimit: 'De nouveau disponible dans 24\u00a0heures\u00a0: vous avez demandé le nombre maximal de devis autorisé par jour.',
  removeHeld: 'Vous pourrez retirer vos garanties lorsque l’assurance vision sera de nouveau disponible.',
  ELIGIBLE_PRODUCTS_REQUIRED: 'Ajoutez un article sur ordonnance à votre panier pour utiliser vos garanties.',
  BENEFITS_UNAVAILABLE: 'Vos garanties ne sont pas disponibles pour ce produit pour le moment.',
  CONTACT_LENSES_COMING_SOON:
    'Les lentilles de contact ne sont pas encore prises en charge : ajoutez une paire de lunettes de vue ou de lunettes de soleil correctrices pour utiliser vos garanties.',
  retrievalError: 'Nous sommes désolés. Un problème est survenu lors de la récupération des informations d’assurance. Veuillez réessayer.',
  tryAgain: 'Réessayer',
  GENERIC_ERROR: 'Impossible de mettre à jour votre assurance. Veuillez réessayer.',
  NULLIFY_EXPIRED: 'Votre demande ne peut plus être annulée en ligne. Veuillez contacter le service à la clientèle.',
  LIMIT_REACHED: 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.',
  TIME_EXCEEDED_ERROR: 'L’opération prend plus de temps que prévu. Veuillez réessayer dans quelques minutes.',
  OFFLINE: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
  // Spec 001 section 4: frame and lens both with only additional-purchase benefits, in words the shopper reads.
  additionalOnly: 'Votre contrat ne couvre les montures et les verres qu’en achat supplémentaire : votre assureur vous accorde une réduction, pas votre garantie habituelle, et une plus grande part du prix reste à votre charge.',
};

export default fr;
