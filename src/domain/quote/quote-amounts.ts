// What the approved quote shows (spec 000 section 9; spec 001 section 9): the order, the shipping a quote counts, the
// insurer's share and the remainder to pay, each in minor units, read from the record's approved quote.
import { isFreeShipping, quoteShipping, residual, toMinor } from '../money.ts';
import { lastQuote, type QuoteLike } from './quote.ts';

/** The amounts the quote view lists, in minor units of the shop's currency. */
export interface QuoteAmounts {
  subtotal: number;
  /** The shipping the quote counts: 0 unless the brand sets disableQuoteFreeShipping. */
  shipping: number;
  freeShipping: boolean;
  /** The insurer's share (quoteConfirmedAmount). */
  share: number;
  /** What the shopper still pays: subtotal + shipping − share, never below 0. */
  remainder: number;
}

/** The part of a quote the amounts read; amounts are the service's decimal `{amount}`. */
export interface QuoteAmountsQuote extends QuoteLike {
  quoteConfirmedAmount?: { amount: number } | null | undefined;
  shippingCosts?: { amount: number } | null | undefined;
}

/** The part of a claim record the amounts read. */
export interface QuoteAmountsRecord {
  orderSubtotal?: { amount: number } | null | undefined;
  shippingCosts?: { amount: number } | null | undefined;
  claimData?: { quote?: QuoteAmountsQuote | null | undefined; quoteSummaries?: readonly QuoteAmountsQuote[] | null | undefined } | null | undefined;
}

/** The shop's cart totals (spec 000 section 7, cart: orderSubtotal, shippingCosts), for a record that carries none. */
export interface QuoteAmountsCart {
  orderSubtotal: { amount: number };
  shippingCosts?: { amount: number } | null | undefined;
}

/**
 * The approved quote's amounts (spec 000 section 9: residual = subtotal + shipping − confirmed amount; shipping is 0
 * unless disableQuoteFreeShipping; free shipping when it is 0). What the quote and its record say wins over the cart's
 * totals, since it is what the insurer quoted; the cart fills in what the record leaves out. Null when the quote carries
 * no share or no subtotal is known: a quote the view cannot read is shown as such, never as a wrong amount.
 */
export function quoteAmounts(
  record: QuoteAmountsRecord | null | undefined,
  currency: string,
  disableQuoteFreeShipping: boolean,
  cart?: QuoteAmountsCart | null,
): QuoteAmounts | null {
  const quote = lastQuote(record?.claimData) as QuoteAmountsQuote | undefined;
  const confirmed = quote?.quoteConfirmedAmount?.amount;
  const subtotalAmount = record?.orderSubtotal?.amount ?? cart?.orderSubtotal.amount;
  if (confirmed === undefined || subtotalAmount === undefined) return null;
  const subtotal = toMinor(subtotalAmount, currency);
  const share = toMinor(confirmed, currency);
  const quoted = quote?.shippingCosts?.amount ?? record?.shippingCosts?.amount ?? cart?.shippingCosts?.amount ?? 0;
  const shipping = quoteShipping(toMinor(quoted, currency), disableQuoteFreeShipping);
  return { subtotal, shipping, freeShipping: isFreeShipping(shipping), share, remainder: residual({ subtotal, shipping, confirmed: share }) };
}
