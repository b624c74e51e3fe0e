// Money in integer minor units: residuals, shipping and Intl formatting (spec 000 section 9; spec 001 section 9).

/** How the sign of a formatted amount shows; 'exceptZero' suits a deduction such as −$120.00. */
export type SignDisplay = 'auto' | 'always' | 'exceptZero' | 'never';

/** How an amount is shown: the shop's locale (en-CA, fr-FR, en-US) and currency, with an optional sign display. */
export interface MoneyFormat {
  locale: string;
  currency: string;
  signDisplay?: SignDisplay | undefined;
}

/** The amounts a residual reads, each in minor units. */
export interface ResidualInput {
  subtotal: number;
  shipping: number;
  confirmed: number;
}

/** Refuses a non-integer amount: a fractional cent means a conversion was skipped, and a wrong total is worse than an error. */
function minor(value: number, name: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${name} must be an integer amount of minor units`);
  return value;
}

/**
 * What the shopper still pays: order subtotal + shipping − the insurer's confirmed amount (spec 000 section 9).
 * The spec is silent on a share above the total; it clamps at 0, since an insurer share never pays the shopper back.
 */
export function residual({ subtotal, shipping, confirmed }: ResidualInput): number {
  return Math.max(0, minor(subtotal, 'subtotal') + minor(shipping, 'shipping') - minor(confirmed, 'confirmed'));
}

/** The shipping a quote counts: free (0) unless the shop sets disableQuoteFreeShipping (spec 000 section 9). */
export function quoteShipping(shipping: number, disableQuoteFreeShipping: boolean): number {
  return disableQuoteFreeShipping ? minor(shipping, 'shipping') : 0;
}

/** Free shipping is shipping of exactly 0 (spec 000 section 9). */
export function isFreeShipping(shipping: number): boolean {
  return shipping === 0;
}

// Building an Intl.NumberFormat is slow next to a lookup, and a cart re-renders often.
const digitsByCurrency = new Map<string, number>();

/** The currency's minor-unit digits as Intl knows them (CAD 2, JPY 0, KWD 3); throws RangeError for a malformed code. */
export function fractionDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsByCurrency.get(code);
  if (digits === undefined) {
    const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code }).formatToParts(1);
    digits = parts.find((part) => part.type === 'fraction')?.value.length ?? 0;
    digitsByCurrency.set(code, digits);
  }
  return digits;
}

/**
 * The service's decimal `{amount}` in minor units: 19.99 CAD → 1999. The decimal point is shifted in the
 * number's shortest text form, so float noise (0.1 + 0.2) and halves (1.005 → 101) round as written,
 * half away from zero. Throws RangeError for a non-finite amount, never answering a wrong one.
 */
export function toMinor(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new RangeError('amount must be a finite number');
  const digits = fractionDigits(currency);
  const [mantissa = '0', exponent = '0'] = String(Math.abs(amount)).split('e');
  const shifted = Math.round(Number(`${mantissa}e${Number(exponent) + digits}`));
  const result = amount < 0 && shifted !== 0 ? -shifted : shifted;
  return minor(result, 'amount');
}

/** Minor units back to the service's decimal amount: 1999 CAD → 19.99. */
export function fromMinor(amount: number, currency: string): number {
  const value = minor(amount, 'amount') / 10 ** fractionDigits(currency);
  return value === 0 ? 0 : value; // -0 would format as "-$0.00"
}

/** One formatter per locale, currency and sign: a view shows a dozen amounts, each render formats them all again. */
const formats = new Map<string, Intl.NumberFormat>();

/** The amount as the shopper reads it, in the shop's locale and currency; formatting happens only here, at the edge. */
export function formatMoney(amount: number, { locale, currency, signDisplay = 'auto' }: MoneyFormat): string {
  const key = `${locale} ${currency} ${signDisplay}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay });
    formats.set(key, format);
  }
  // Intl writes a negative amount with the hyphen-minus (U+002D) in most locales (en-CA, fr-FR: "-299,00 €"); a
  // deduction is written with the true minus sign, U+2212 ("−299,00 €"), in every locale.
  return format
    .formatToParts(fromMinor(amount, currency))
    .map((part) => (part.type === 'minusSign' ? '\u2212' : part.value))
    .join('');
}

/** The part of claimData that carries the insurer's confirmed share (spec 000 section 3, Quote and Claim). */
export interface ConfirmedShareInput {
  claim?: { confirmedAmount?: { amount: number } | null | undefined } | null | undefined;
  quote?: { quoteConfirmedAmount?: { amount: number } | null | undefined } | null | undefined;
}

/**
 * The insurer's confirmed share, in major units: the claim's confirmed amount, else the quote's (the French flow, where
 * the accepted quote sets the share before the claim confirms it); null when neither carries one.
 */
export function confirmedShare(claimData: ConfirmedShareInput | null | undefined): number | null {
  return claimData?.claim?.confirmedAmount?.amount ?? claimData?.quote?.quoteConfirmedAmount?.amount ?? null;
}

/** An order's totals as the shop's cart or the claim record carries them (spec 000 §3 and §7: orderSubtotal, shippingCosts). */
export interface OrderTotals {
  orderSubtotal?: { amount: number } | null | undefined;
  shippingCosts?: { amount: number } | null | undefined;
}

/** The part of a claim record the amounts of a confirmed share read: its cart, its order and the insurer's share (spec 000 §3). */
export interface ConfirmedRecordLike extends OrderTotals {
  cartId?: string | null | undefined;
  claimData?: ConfirmedShareInput | null | undefined;
}

/** The shop's cart as those amounts read it (spec 000 §7, the host shop's cart: cartId, orderSubtotal, shippingCosts). */
export interface OrderCartLike extends OrderTotals {
  cartId: string;
}

/** What the insurer's confirmed share takes off the order and what the shopper still pays, in minor units. */
export interface ConfirmedAmounts {
  share: number;
  /** Null when the order's subtotal or shipping is not known: a remainder guessed from half the figures would be a wrong amount. */
  remainder: number | null;
}

/**
 * The insurer's confirmed share as the order takes it off, and what is left to pay: the residual, order subtotal +
 * shipping − the share (spec 000 §9), so the shipping the shopper pays is in it. The order is the shop's cart as it was
 * last read when it is the record's cart (a cart changed after the nullify cut-off keeps its claim, spec 000 §4), else
 * what the record says. The share taken off never exceeds the order's subtotal: the insurer pays for the products, not
 * the delivery, and never pays the shopper back (spec 000 §1, the order total is reduced by the confirmed amount).
 * `shippingCounts` is false where the order's shipping is free (a French quote's, unless the shop sets
 * disableQuoteFreeShipping: quoteShipping). Null without a confirmed share.
 */
export function confirmedAmounts(
  record: ConfirmedRecordLike | null | undefined,
  cart: OrderCartLike | null | undefined,
  currency: string,
  shippingCounts = true,
): ConfirmedAmounts | null {
  const confirmed = confirmedShare(record?.claimData);
  if (confirmed === null) return null;
  const order: OrderTotals | null | undefined = cart && cart.cartId === record?.cartId ? cart : record;
  const subtotal = order?.orderSubtotal ? toMinor(order.orderSubtotal.amount, currency) : null;
  const share = Math.max(0, Math.min(toMinor(confirmed, currency), subtotal ?? Infinity));
  const shipping = !shippingCounts ? 0 : order?.shippingCosts ? toMinor(order.shippingCosts.amount, currency) : null;
  return { share, remainder: subtotal === null || shipping === null ? null : residual({ subtotal, shipping, confirmed: share }) };
}
