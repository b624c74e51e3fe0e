// Strings of the quote view's problems and their ways on (spec 000 section 8; spec 001 section 8).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/quote-problem.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  close: 'Fermer',
  // The service's own words with REQUEST_QUOTE_ERROR and SUBMIT_QUOTE_ERROR (spec 000 section 8, "details").
  details: 'Message de votre mutuelle : {{details}}',
  'REQUEST_QUOTE_RESTRICTED.title': 'Limite quotidienne de devis atteinte',
  'REQUEST_QUOTE_RESTRICTED.body': 'Vous avez demandé le nombre maximal de devis autorisé par jour. Veuillez réessayer dans 24\u00a0heures, ou payer au plein tarif.',
  'INSUFFICIENT_COVERAGE.title': 'Garanties insuffisantes',
  'INSUFFICIENT_COVERAGE.body': 'Votre forfait optique est épuisé : votre mutuelle ne peut pas prendre en charge cette commande. Vous pouvez la payer au plein tarif.',
  'RESTRICTED_PRODUCT.title': 'Modifiez le nombre de lentilles',
  'RESTRICTED_PRODUCT.body': 'Votre mutuelle ne prend en charge les lentilles de contact que par multiples de six boîtes. Modifiez le nombre de boîtes dans votre panier, puis demandez un nouveau devis.',
  lensLine: '{{name}} : {{quantity}} dans votre panier. Choisissez {{more}}.',
  lensLineOr: '{{name}} : {{quantity}} dans votre panier. Choisissez {{fewer}} ou {{more}}.',
  'NO_ELIGIBLE_PRODUCT.title': 'Aucun produit ne peut être pris en charge',
  'NO_ELIGIBLE_PRODUCT.body': 'Votre panier ne contient aucun produit pris en charge par votre mutuelle. Ajoutez des lunettes de vue ou des lentilles de contact pour demander un devis.',
  'BENEFICIARY_NOT_FOUND.title': 'Votre mutuelle ne vous trouve pas',
  'BENEFICIARY_NOT_FOUND.body': 'Votre mutuelle ne trouve aucun bénéficiaire avec ces informations. Vérifiez le numéro d’adhérent et les noms figurant sur votre carte de tiers payant : vos saisies sont conservées.',
  'REQUEST_QUOTE_ERROR.title': 'Votre mutuelle n’a pas pu établir de devis',
  'REQUEST_QUOTE_ERROR.body': 'Vérifiez vos informations et redemandez un devis, ou payez au plein tarif.',
  'SUBMIT_QUOTE_ERROR.title': 'Votre devis n’a pas pu être accepté',
  'SUBMIT_QUOTE_ERROR.body': 'Votre mutuelle n’a pas enregistré votre acceptation. Vérifiez vos informations et demandez un nouveau devis, ou payez au plein tarif.',
  'SUBMIT_QUOTE_NO_RETRY_ERROR.title': 'Votre mutuelle n’a pas confirmé sa prise en charge',
  'SUBMIT_QUOTE_NO_RETRY_ERROR.body': 'Votre mutuelle n’a pas pu confirmer la demande liée à ce devis. Vous pouvez payer votre commande au plein tarif.',
  'REFUSE_QUOTE_ERROR.title': 'Votre refus n’a pas pu être envoyé',
  'REFUSE_QUOTE_ERROR.body': 'Votre devis est toujours ouvert. Veuillez réessayer.',
  'TIME_EXCEEDED.title': 'Votre mutuelle met plus de temps que d’habitude',
  'TIME_EXCEEDED.body': 'Nous n’avons pas encore reçu de réponse. Vérifiez de nouveau dans un instant : rien de ce que vous avez fait n’est perdu.',
  'CALL_FAILED.title': 'Un problème est survenu',
  'CALL_FAILED.body': 'Nous n’avons pas pu joindre le service. Veuillez réessayer : rien de ce que vous avez fait n’est perdu.',
  'OFFLINE.title': 'Vous semblez être hors ligne',
  'OFFLINE.body': 'Vérifiez votre connexion, puis réessayez\u202f: rien de ce que vous avez fait n’est perdu.',
  'ORDER_ALREADY_CLAIMED.title': 'Cette commande a déjà une demande',
  'ORDER_ALREADY_CLAIMED.body': 'Une seule demande peut s’appliquer à une commande à la fois, et votre demande précédente y est déjà. Ce devis n’a pas été accepté.',
  'request-again': 'Demander un nouveau devis',
  'edit-member': 'Vérifier mes informations',
  'edit-cart': 'Modifier mon panier',
  'proceed-to-checkout': 'Payer au plein tarif',
  'try-again': 'Réessayer',
};

export default fr;
