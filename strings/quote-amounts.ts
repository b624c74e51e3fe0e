// Strings of the quote's amounts (spec 000 section 9; spec 001 sections 8 and 9): the approved quote and the accepted claim.
import type { Overrides, Strings } from './types.ts';

/** English, the default. */
export const en = {
  approvedLead: 'Your insurer has answered. Here is what it pays and what is left for you to pay.',
  subtotal: 'Order amount',
  shipping: 'Shipping',
  freeShipping: 'Free',
  share: 'Paid by your insurer',
  remainder: 'Left for you to pay',
  promo: 'Have a promo code? Apply it to your cart before accepting: once the quote is accepted the code can no longer be changed. To use one now, refuse this quote, apply the code, then request a new quote.',
  accept: 'Accept the quote',
  refuse: 'Refuse the quote',
  unreadable: 'We could not read your insurer’s quote. Please request a new one.',
  acceptedBody: 'Your insurer pays {{amount}} of your order. You pay the rest at checkout.',
  acceptedNoAmount: 'Your insurer’s share is applied to your order. You pay the rest at checkout.',
  acceptedRemainder: 'Left for you to pay: {{amount}}.',
  checkout: 'Proceed to checkout',
  amountsFailed: 'We could not load the amounts of your quote. Please try again: nothing is lost.',
  retry: 'Try again',
};

/** French. */
export const fr: Strings<typeof en> = {
  approvedLead: 'Votre mutuelle a répondu. Voici sa prise en charge et ce qu’il vous reste à payer.',
  subtotal: 'Montant de la commande',
  shipping: 'Livraison',
  freeShipping: 'Offerte',
  share: 'Pris en charge par votre mutuelle',
  remainder: 'Reste à payer',
  promo: 'Vous avez un code promo ? Appliquez-le à votre panier avant d’accepter : une fois le devis accepté, le code ne peut plus être modifié. Pour l’utiliser maintenant, refusez ce devis, appliquez le code, puis demandez un nouveau devis.',
  accept: 'Accepter le devis',
  refuse: 'Refuser le devis',
  unreadable: 'Nous n’avons pas pu lire le devis de votre mutuelle. Veuillez en demander un nouveau.',
  acceptedBody: 'Votre mutuelle prend en charge {{amount}} de votre commande. Vous réglez le reste à la caisse.',
  acceptedNoAmount: 'La part de votre mutuelle est déduite de votre commande. Vous réglez le reste à la caisse.',
  acceptedRemainder: 'Reste à payer : {{amount}}.',
  checkout: 'Passer à la caisse',
  amountsFailed: 'Nous n’avons pas pu charger les montants de votre devis. Veuillez réessayer : rien n’est perdu.',
  retry: 'Réessayer',
};

/** US English: the same words. */
export const enUS: Overrides<typeof en> = {};
