// Strings of the French quote view (spec 000 sections 2 and 4; spec 001 section 9): request, the approved quote, refusal,
// acceptance; the offline screens and the problems have surfaces of their own (quote-offline.ts, quote-problem.ts).
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/quote.ts';

/** French. */
const fr: Strings<typeof en> = {
  requestHeading: 'Demandez votre devis',
  requestBody: 'Votre mutuelle calcule la part de votre commande qu’elle prend en charge. La réponse arrive en général en moins de 2\u00a0minutes.',
  waitingHeading: 'Demande de devis en cours',
  approvedHeading: 'Votre devis',
  refusedHeading: 'Devis refusé',
  refusedBody: 'Votre commande reste au prix plein. Vous pouvez demander un nouveau devis, par exemple après avoir modifié votre panier.',
  requestAgain: 'Demander un nouveau devis',
  acceptingHeading: 'Acceptation de votre devis en cours',
  acceptedHeading: 'Devis accepté',
  offlineHeading: 'Votre mutuelle ne répond pas',
  cancelledHeading: 'Votre demande a été annulée',
  cancelledBody: 'Votre commande est de nouveau au prix plein. Vous pouvez utiliser à nouveau votre assurance vision.',
  close: 'Fermer',
  optedInHeading: 'Nous attendons la réponse de votre mutuelle',
  refuseTitle: 'Refuser ce devis?',
  refuseBody: 'Votre commande restera au prix plein.',
  refuseKeep: 'Conserver ce devis',
  requestTitle: 'Demander un nouveau devis?',
  replaceTitle: 'Demander un devis pour votre panier?',
  replaceBody: 'Ce devis sera refusé, et un nouveau devis demandé pour votre panier actuel.',
  requestLast: 'C’est votre dernière demande de devis aujourd’hui\u00a0: si vous refusez le nouveau devis, ou si vous modifiez ensuite votre panier, vous devrez attendre 24\u00a0heures avant d’en demander un autre.',
  refusalLast: 'C’est votre dernier devis aujourd’hui\u00a0: si vous le refusez, vous devrez attendre 24\u00a0heures avant d’en demander un nouveau.',
  requestConfirm: 'Oui, demander un devis',
  refusalConfirm: 'Oui, refuser le devis',
  requestKeep: 'Pas maintenant',
  replaceKeep: 'Conserver ce devis',
};

export default fr;
