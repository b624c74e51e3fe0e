// Strings of the submit result modal (spec 000 sections 2 and 8; spec 001 sections 2 and 8), by outcome and action.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/results.ts';

/** French. */
const fr: Strings<typeof en> = {
  'ACCEPTED.title': 'Demande appliquée',
  'ACCEPTED.body': 'Votre assureur paie {{amount}} de votre commande. Vous payez le reste à la caisse.',
  'ACCEPTED.noAmount': 'La part de votre assureur est appliquée à votre commande. Vous payez le reste à la caisse.',
  'CLAIM_REJECTED.title': 'Votre demande n’a pas pu être traitée',
  'CLAIM_REJECTED.body': 'Votre assureur a refusé la demande. Vous pouvez payer le prix complet et envoyer la demande vous-même à votre assureur.',
  notice: 'Voir l’avis de refus',
  'INSURER_ERROR.title': 'Action requise',
  'INSURER_ERROR.body': 'Selon votre assureur, des informations manquent, sont invalides ou ne sont pas acceptées. Vérifiez votre couverture et envoyez de nouveau.',
  'CLAIM_ACKNOWLEDGED.title': 'Votre assureur n’a pas confirmé votre demande',
  'CLAIM_ACKNOWLEDGED.body': 'Votre assureur a reçu votre demande sans pouvoir la confirmer tout de suite : elle n’est donc pas appliquée à cette commande. Vous pouvez passer à la caisse : le prix plein est préautorisé sur votre moyen de paiement.',
  'CLAIM_ACKNOWLEDGED_NULLIFIED.title': 'Votre demande a été annulée',
  'CLAIM_ACKNOWLEDGED_NULLIFIED.body': 'Votre assureur n’a pas pu confirmer votre demande tout de suite : elle a donc été annulée. Votre commande est au prix plein.',
  'TIMEOUT_RETRY.title': 'Votre assureur met plus de temps que d’habitude',
  hint1: 'Passez votre commande au prix complet.',
  hint2: 'Nous renvoyons automatiquement votre demande dans les {{hours}}\u00a0heures.',
  hint3: 'Si votre assureur l’accepte, votre commande est ajustée; sinon, le montant complet vous est facturé.',
  'LIMIT_REACHED.title': 'Limite quotidienne atteinte',
  'LIMIT_REACHED.body': 'Vous avez atteint la limite quotidienne de demandes en ligne. Veuillez réessayer dans 24\u00a0heures.',
  'SUBMIT_CLAIM_NO_RETRY_ERROR.title': 'Votre demande ne peut pas être envoyée en ligne',
  'SUBMIT_CLAIM_NO_RETRY_ERROR.body': 'Vous pouvez payer le prix complet et envoyer la demande vous-même à votre assureur.',
  'INSUFFICIENT_COVERAGE.title': 'Couverture restante insuffisante',
  'INSUFFICIENT_COVERAGE.body': 'Vos garanties restantes ne couvrent pas cette commande. Vous pouvez payer le prix complet.',
  'GENERIC_ERROR.title': 'Nous rencontrons des difficultés',
  'GENERIC_ERROR.body': 'Votre demande n’a pas pu être envoyée. Veuillez réessayer.',
  'ORDER_ALREADY_CLAIMED.title': 'Cette commande a déjà une demande',
  'ORDER_ALREADY_CLAIMED.body': 'Une seule demande peut s’appliquer à une commande à la fois, et votre demande précédente y est déjà. Rien de plus n’a été envoyé à votre assureur.',
  'proceed-to-checkout': 'Passer à la caisse',
  close: 'Fermer',
  'back-to-form': 'Modifier ma couverture',
  ok: 'OK',
  'try-again': 'Réessayer',
  newTab: '(s’ouvre dans un nouvel onglet)',
  call: 'Des questions? Appelez-nous :',
  faq: 'Consulter notre foire aux questions',
  write: 'Ou écrivez-nous :',
  // The remainder to pay (claim residual, spec 000 section 9) and the service's own words (spec 000 section 8, "details").
  'ACCEPTED.remainder': 'Votre assureur paie {{amount}} de votre commande. Vous payez les {{remainder}} restants à la caisse.',
  details: 'Message de votre assureur : {{details}}',
};

export default fr;
