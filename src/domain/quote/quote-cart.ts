// Whether the quote's amounts are the cart's (spec 000 sections 3 and 9; spec 001 section 9): the insurer quoted the
// order as it was (the record's orderSubtotal), and the residual it shows is that order's. Once the cart changes, the
// quote answers for another order ("after ... cart change coverage may be cancelled", CART_UPDATE): its amounts are
// not the shopper's to rely on, nor to accept, until a quote of the cart as it is now answers.
import { toMinor } from '../money.ts';

/**
 * How the quote's amounts stand against the cart: `current` (the order quoted is the cart, or nothing says otherwise),
 * `updating` (the shop said the cart changed and the widgets are still reading it), `outdated` (the cart is not the
 * order quoted).
 */
export type QuoteCartFit = 'current' | 'updating' | 'outdated';

/** What the rule reads: the order the insurer quoted, the cart now, and whether a change of the cart is being followed. */
export interface QuoteCartInput {
  /** The order the quote priced (the record's orderSubtotal), else the order the quote was first shown with; null when neither is known. */
  quoted: { amount: number } | null | undefined;
  /** The shop's cart as last read; null before it is read. */
  cart: { orderSubtotal: { amount: number } } | null | undefined;
  /** The shop said the cart changed, and the widgets have not read it since. */
  updating: boolean;
  currency: string;
}

/**
 * Whether the quote's amounts may be shown as the shopper's, in minor units of the shop's currency: a change being
 * followed is `updating`, whatever the cart; an order quoted that is not the cart's subtotal is `outdated`; an order
 * or a cart not known yet leaves the quote `current`, since nothing says it moved.
 */
export function quoteCartFit({ quoted, cart, updating, currency }: QuoteCartInput): QuoteCartFit {
  if (updating) return 'updating';
  if (!quoted || !cart) return 'current';
  return toMinor(quoted.amount, currency) === toMinor(cart.orderSubtotal.amount, currency) ? 'current' : 'outdated';
}
