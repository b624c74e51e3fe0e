// Strings of the submit result modal (spec 000 sections 2 and 8; spec 001 sections 2 and 8), by outcome and action.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/results.ts';

/** The French of France. */
const fr: Strings<typeof en> = {
  'ACCEPTED.title': 'Prise en charge accordée',
  'ACCEPTED.body': 'Votre mutuelle prend en charge {{amount}} sur votre commande. Vous réglez le reste au paiement.',
  'ACCEPTED.remainder': 'Votre mutuelle prend en charge {{amount}} sur votre commande. Il vous reste {{remainder}} à régler au paiement.',
  details: 'Message de votre mutuelle : {{details}}',
  'ACCEPTED.noAmount': 'La part de votre mutuelle est déduite de votre commande. Vous réglez le reste au paiement.',
  'CLAIM_REJECTED.title': 'Votre demande n’a pas pu être traitée',
  'CLAIM_REJECTED.body': 'Votre mutuelle a refusé la demande. Vous pouvez payer au plein tarif et lui envoyer vous-même votre demande de remboursement.',
  notice: 'Voir l’avis de refus',
  'INSURER_ERROR.title': 'Action requise',
  'INSURER_ERROR.body': 'Selon votre mutuelle, des informations manquent, sont erronées ou ne sont pas acceptées. Vérifiez les informations de votre contrat et envoyez de nouveau.',
  'CLAIM_ACKNOWLEDGED.title': 'Votre mutuelle n’a pas confirmé votre demande',
  'CLAIM_ACKNOWLEDGED.body': 'Votre mutuelle a reçu votre demande sans pouvoir la confirmer tout de suite : elle n’est donc pas appliquée à cette commande. Vous pouvez passer commande : le plein tarif est pré-autorisé sur votre moyen de paiement.',
  'CLAIM_ACKNOWLEDGED_NULLIFIED.title': 'Votre demande a été annulée',
  'CLAIM_ACKNOWLEDGED_NULLIFIED.body': 'Votre mutuelle n’a pas pu confirmer votre demande tout de suite : elle a donc été annulée. Votre commande est au plein tarif.',
  'TIMEOUT_RETRY.title': 'Votre mutuelle met plus de temps que d’habitude',
  hint1: 'Passez votre commande au plein tarif.',
  hint2: 'Nous renvoyons automatiquement votre demande dans les {{hours}}\u00a0heures.',
  hint3: 'Si votre mutuelle l’accepte, votre commande est ajustée ; sinon, le plein tarif vous est facturé.',
  'LIMIT_REACHED.title': 'Limite quotidienne atteinte',
  'LIMIT_REACHED.body': 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.',
  'SUBMIT_CLAIM_NO_RETRY_ERROR.title': 'Votre demande ne peut pas être envoyée en ligne',
  'SUBMIT_CLAIM_NO_RETRY_ERROR.body': 'Vous pouvez payer au plein tarif et envoyer vous-même votre demande de remboursement à votre mutuelle.',
  'INSUFFICIENT_COVERAGE.title': 'Garanties restantes insuffisantes',
  'INSUFFICIENT_COVERAGE.body': 'Vos garanties restantes ne couvrent pas cette commande. Vous pouvez payer au plein tarif.',
  'GENERIC_ERROR.title': 'Nous rencontrons un problème',
  'GENERIC_ERROR.body': 'Votre demande n’a pas pu être envoyée. Veuillez réessayer.',
  'ORDER_ALREADY_CLAIMED.title': 'Cette commande a déjà une demande',
  'ORDER_ALREADY_CLAIMED.body': 'Une seule demande peut s’appliquer à une commande à la fois, et votre demande précédente y est déjà. Rien de plus n’a été envoyé à votre mutuelle.',
  'proceed-to-checkout': 'Passer commande',
  close: 'Fermer',
  'back-to-form': 'Modifier mes informations',
  ok: 'OK',
  'try-again': 'Réessayer',
  newTab: '(s’ouvre dans un nouvel onglet)',
  call: 'Des questions ? Appelez-nous :',
  faq: 'Consulter notre foire aux questions',
  write: 'Ou écrivez-nous :',
};

export default fr;
