// Strings of the call-to-action's record states and confirmations (spec 001 sections 2 and 8).
import type { Strings } from '../../types.ts';
import type en from '../../en/status/cta.ts';

/** French. */
const fr: Strings<typeof en> = {
  INELIGIBLE_CART_title: 'Aucun article éligible dans votre panier',
  INELIGIBLE_CART_body:
    'L’assurance vision s’applique aux lunettes de vue, aux lunettes de soleil correctrices et aux lentilles de contact. Ajoutez-en à votre panier pour utiliser vos garanties.',
  LIMIT_REACHED_title: 'Limite quotidienne atteinte',
  LIMIT_REACHED_body: 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24 heures.',
  LOCKED_title: 'Trop de tentatives de recherche de votre assurance',
  LOCKED_body: 'Pour des raisons de sécurité, nous avons suspendu la recherche de votre assurance.',
  LOCKED_minutes: 'Veuillez réessayer dans {{count}} minutes.',
  LOCKED_minute: 'Veuillez réessayer dans 1 minute.',
  LOCKED_seconds: 'Veuillez réessayer dans {{count}} secondes.',
  LOCKED_second: 'Veuillez réessayer dans 1 seconde.',
  LOCKED_later: 'Veuillez réessayer plus tard.',
  ACCEPTED_title: 'Votre assurance est appliquée',
  ACCEPTED_body: 'Votre assureur prend en charge {{amount}} sur cette commande. Finalisez votre commande pour conserver ce montant.',
  ACCEPTED_bodyNoAmount: 'Votre assureur a accepté votre demande. Finalisez votre commande pour conserver vos garanties.',
  ACCEPTED_off_title: 'Vos garanties sont désactivées',
  ACCEPTED_off_body: 'Votre assureur a accepté votre demande de {{amount}}, mais cette commande est au prix plein tant que « Utiliser mes garanties » est désactivé. Activez-le dans votre panier pour déduire {{amount}} de votre commande.',
  ACCEPTED_off_bodyNoAmount: 'Votre assureur a accepté votre demande, mais cette commande est au prix plein tant que « Utiliser mes garanties » est désactivé. Activez-le dans votre panier pour appliquer vos garanties.',
  IN_PROGRESS_title: 'Votre demande est en cours',
  IN_PROGRESS_body: 'Reprenez là où vous en étiez pour appliquer vos garanties à cette commande.',
  REJECTED_title: 'Votre demande n’a pas pu être traitée',
  REJECTED_body:
    'Votre assureur n’a pas accepté cette demande en ligne. Vous pouvez la lui envoyer vous-même après votre achat, ou faire une nouvelle demande.',
  NULLIFIED_title: 'Votre demande a été annulée',
  NULLIFIED_body: 'Votre commande est de nouveau au prix plein. Vous pouvez utiliser à nouveau votre assurance vision.',
  ACKNOWLEDGED_NULLIFIED_title: 'Votre demande a été annulée',
  ACKNOWLEDGED_NULLIFIED_body: 'Votre assureur n’a pas pu confirmer votre demande : elle a donc été annulée. Votre commande est au prix plein.',
  SERVICE_OFFLINE_title: 'Votre assureur est hors ligne',
  SERVICE_OFFLINE_body:
    'Votre assureur ne peut pas répondre pour le moment. Nous vous écrirons par e-mail dès qu’il l’aura fait. Vous pouvez aussi annuler cette demande de devis et commander au prix plein.',
  QUOTE_OFFLINE_title: 'Votre mutuelle est injoignable',
  QUOTE_OFFLINE_body:
    'Votre mutuelle ne peut pas répondre pour le moment. Elle peut avoir besoin de 48 heures au plus pour envoyer un nouveau devis. Nous pouvons vous prévenir par e-mail dès sa réponse, ou vous pouvez annuler cette demande de devis et commander au prix plein.',
  QUOTE_DECLINED_body: 'Nous ne vous enverrons pas d’e-mail à sa réponse. Vous pouvez annuler cette demande de devis et commander au prix plein, ou demander cet e-mail.',
  optIn: 'Me prévenir par e-mail',
  'pending_opt-in': 'Enregistrement de votre choix…',
  SERVICE_DOWN_title: 'L’assurance vision est indisponible pour le moment',
  SERVICE_DOWN_body: 'Nous ne pouvons pas joindre le service d’assurance pour le moment. Vous pouvez commander au prix plein, ou revenir plus tard pour utiliser vos garanties.',
  TIMEOUT_RETRY_title: 'Votre demande sera renvoyée',
  TIMEOUT_RETRY_body:
    'Votre assureur n’a pas répondu à temps. Vous pouvez passer votre commande au prix complet : nous renverrons automatiquement votre demande sous 24 heures et, si elle est acceptée, votre paiement sera ajusté.',
  NULLIFY_REJECTED_title: 'Nous n’avons pas pu annuler votre demande',
  NULLIFY_REJECTED_body: 'Veuillez contacter le service client pour l’annuler.',
  rejectionNotice: 'Lire l’avis de refus (PDF, s’ouvre dans un nouvel onglet)',
  chat: 'Discuter avec le service client',
  continueClaim: 'Reprendre ma demande',
  cancelClaim: 'Annuler la demande',
  cancelQuote: 'Annuler le devis',
  newClaim: 'Faire une nouvelle demande',
  applyAgain: 'Utiliser à nouveau mon assurance',
  nullifyTitle: 'Annuler votre demande?',
  nullifyBody: 'Votre assurance sera retirée de cette commande et vous paierez le prix plein.',
  claimTitle: 'Annuler votre demande?',
  claimBody: 'Les informations de votre demande seront supprimées et votre commande sera au prix plein.',
  quoteTitle: 'Annuler votre demande de devis?',
  quoteBody: 'Nous cesserons d’attendre la réponse de votre assureur et votre commande sera au prix plein.',
  lastAttempt: 'C’est votre dernière tentative aujourd’hui : si vous annulez, vous devrez attendre 24 heures avant de refaire une demande.',
  confirmClaim: 'Oui, annuler ma demande',
  confirmQuote: 'Oui, annuler ma demande de devis',
  keepClaim: 'Conserver ma demande',
  keepQuote: 'Conserver ma demande de devis',
  pending_nullify: 'Annulation de votre demande…',
  'pending_cancel-claim': 'Annulation de votre demande…',
  'pending_cancel-quote': 'Annulation de votre demande de devis…',
  GENERIC_ERROR: 'Une erreur est survenue. Veuillez réessayer.',
  NULLIFY_EXPIRED: 'Votre demande ne peut plus être annulée en ligne aujourd’hui. Veuillez contacter le service client.',
  LIMIT_REACHED: 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24 heures.',
  TIME_EXCEEDED_ERROR: 'L’opération prend plus de temps que prévu. Veuillez réessayer dans quelques minutes.',
  // The remainder to pay (claim residual, spec 000 section 9) and the service's own words (spec 000 section 8, "details").
  ACCEPTED_remainder: 'Votre assureur prend en charge {{amount}} sur cette commande. Il vous reste {{remainder}} à payer. Finalisez votre commande pour conserver ce montant.',
};

export default fr;
