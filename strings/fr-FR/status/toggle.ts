// Strings of the toggle's record-dependent part (synced, benefits, product choice, messages).
import type { Strings } from '../../types.ts';
import type en from '../../en/status/toggle.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  additionalOnly: 'Votre contrat ne rembourse les montures et les verres qu’en achat supplémentaire : votre mutuelle vous accorde une remise, pas votre remboursement habituel, et une plus grande part du prix reste à votre charge.',
  synced: 'Tiers payant activé',
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
  insureDifferent: 'Changer de produit pris en charge',
  selectTitle: 'Quel produit votre mutuelle doit-elle prendre en charge ?',
  selectHint: 'Vos garanties s’appliquent à un seul produit à la fois.',
  group: 'Produit {{n}} : {{kind}}',
  kindGlasses: 'lunettes de vue',
  kindSunglasses: 'lunettes de soleil correctrices',
  kindContacts: 'lentilles de contact',
  kindLenses: 'verres',
  kindOther: 'autre article',
  needsGlasses: 'Demande une ordonnance de lunettes ; la vôtre est pour des lentilles.',
  needsContacts: 'Demande une ordonnance de lentilles ; la vôtre est pour des lunettes.',
  insureThis: 'Faire prendre en charge ce produit',
  cancel: 'Annuler',
  removeBenefits: 'Retirer le tiers payant',
  busy: 'Mise à jour de votre prise en charge…',
  quoteOffline: 'Disponible dès que votre mutuelle aura répondu à votre demande de devis.',
  quoteLimit: 'De nouveau disponible dans 24\u00a0heures\u202f: vous avez demandé le nombre maximal de devis autorisé par jour.',
  removeHeld: 'Vous pourrez retirer le tiers payant lorsqu’il sera de nouveau disponible.',
  ELIGIBLE_PRODUCTS_REQUIRED: 'Ajoutez un article sur ordonnance à votre panier pour utiliser vos garanties.',
  BENEFITS_UNAVAILABLE: 'Vos garanties ne sont pas disponibles pour ce produit pour le moment.',
  CONTACT_LENSES_COMING_SOON:
    'Les lentilles de contact ne sont pas encore prises en charge : ajoutez une paire de lunettes de vue ou de lunettes de soleil correctrices pour utiliser vos garanties.',
  retrievalError: 'Nous sommes désolés : un problème est survenu lors de la récupération des informations de votre mutuelle. Veuillez réessayer.',
  tryAgain: 'Réessayer',
  GENERIC_ERROR: 'Impossible de mettre à jour votre prise en charge. Veuillez réessayer.',
  NULLIFY_EXPIRED: 'Votre demande ne peut plus être annulée en ligne. Veuillez contacter le service client.',
  LIMIT_REACHED: 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.',
  TIME_EXCEEDED_ERROR: 'L’opération prend plus de temps que prévu. Veuillez réessayer dans quelques minutes.',
  OFFLINE: 'Vous semblez être hors ligne. Vérifiez votre connexion, puis réessayez.',
};

export default fr;
