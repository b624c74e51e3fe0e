// Strings of the quote's amounts (spec 000 section 9; spec 001 sections 8 and 9): the approved quote and the accepted claim.

/** English, the source of truth: every other locale has these keys. */
export default {
  approvedLead: 'Your insurer has answered. Here is what it pays and what is left for you to pay.',
  subtotal: 'Order amount',
  shipping: 'Shipping',
  freeShipping: 'Free',
  share: 'Paid by your insurer',
  remainder: 'Left for you to pay',
  promo: 'Have a promo code? Apply it to your cart before accepting: once the quote is accepted the code can no longer be changed. To use one now, refuse this quote, apply the code, then request a new quote.',
  // The day's last quote (spec 001 §9): refusing it to apply a code would leave no new quote until tomorrow.
  promoLastAttempt: 'This is your last quote today: a promo code applied to your cart now would change your order, and a new quote could only be requested in 24 hours. Once the quote is accepted, the code can no longer be changed.',
  accept: 'Accept the quote',
  refuse: 'Refuse the quote',
  // The cart changed after the insurer answered: its amounts were for the order as it was (announced, in place of the amounts).
  cartUpdating: 'Your cart changed: checking this quote against it…',
  cartChanged: 'Your cart changed since this quote: its amounts were for your order as it was, and no longer match it. Request a new quote for your cart as it is now.',
  requestForCart: 'Request a quote for my cart',
  // The day's last quote in hand (spec 001 §9): a quote of the cart would only be refused, so the shopper is told the
  // limit and when a new quote can be requested, and offered to put the cart back as quoted.
  cartChangedLimit: 'Your cart changed since this quote: its amounts were for your order as it was, and no longer match it. You have requested the most quotes allowed in a day: you can request a quote for your cart as it is now in 24 hours. To use this quote, put your cart back as it was when quoted.',
  editCart: 'Change my cart',
  unreadable: 'We could not read your insurer’s quote. Please request a new one.',
  acceptedBody: 'Your insurer pays {{amount}} of your order. You pay the rest at checkout.',
  acceptedNoAmount: 'Your insurer’s share is applied to your order. You pay the rest at checkout.',
  acceptedRemainder: 'Left for you to pay: {{amount}}.',
  checkout: 'Proceed to checkout',
  amountsFailed: 'We could not load the amounts of your quote. Please try again: nothing is lost.',
  retry: 'Try again',
};
