// Strings of the quote's amounts (spec 000 section 9; spec 001 sections 8 and 9): the approved quote and the accepted claim.
import type { Strings } from '../../types.ts';
import type en from '../../en/drawer/quote-amounts.ts';

/** French. */
const fr: Strings<typeof en> = {
  approvedLead: 'Votre mutuelle a répondu. Voici sa prise en charge et ce qu’il vous reste à payer.',
  subtotal: 'Montant de la commande',
  shipping: 'Livraison',
  freeShipping: 'Offerte',
  share: 'Pris en charge par votre mutuelle',
  remainder: 'Reste à payer',
  promo: 'Vous avez un code promo? Appliquez-le à votre panier avant d’accepter : une fois le devis accepté, le code ne peut plus être modifié. Pour l’utiliser maintenant, refusez ce devis, appliquez le code, puis demandez un nouveau devis.',
  promoLastAttempt: 'C’est votre dernier devis aujourd’hui\u00a0: un code promo appliqué maintenant à votre panier modifierait votre commande, et un nouveau devis ne pourrait être demandé que dans 24\u00a0heures. Une fois le devis accepté, le code ne peut plus être modifié.',
  accept: 'Accepter le devis',
  refuse: 'Refuser le devis',
  cartUpdating: 'Votre panier a changé : vérification de ce devis…',
  cartChanged: 'Votre panier a changé depuis ce devis : ses montants portaient sur votre commande telle qu’elle était et ne lui correspondent plus. Demandez un devis pour votre panier actuel.',
  requestForCart: 'Demander un devis pour mon panier',
  cartChangedLimit: 'Votre panier a changé depuis ce devis\u00a0: ses montants portaient sur votre commande telle qu’elle était et ne lui correspondent plus. Vous avez demandé le nombre maximal de devis autorisé par jour\u00a0: vous pourrez demander un devis pour votre panier actuel dans 24\u00a0heures. Pour utiliser ce devis, remettez votre panier tel qu’il était lors du devis.',
  editCart: 'Modifier mon panier',
  unreadable: 'Nous n’avons pas pu lire le devis de votre mutuelle. Veuillez en demander un nouveau.',
  acceptedBody: 'Votre mutuelle prend en charge {{amount}} de votre commande. Vous réglez le reste à la caisse.',
  acceptedNoAmount: 'La part de votre mutuelle est déduite de votre commande. Vous réglez le reste à la caisse.',
  acceptedRemainder: 'Reste à payer : {{amount}}.',
  checkout: 'Passer à la caisse',
  amountsFailed: 'Nous n’avons pas pu charger les montants de votre devis. Veuillez réessayer : rien n’est perdu.',
  retry: 'Réessayer',
};

export default fr;
