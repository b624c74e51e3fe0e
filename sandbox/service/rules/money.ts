// Money (spec 000 §3 amounts, §9 residual and money formatting).
// The sandbox's own rules, written from the spec and not from the widgets' src/domain, so that a widget test run
// against the sandbox can show the widgets wrong; rules.test.ts checks each against the widgets' rule too.

const digitsOfCurrency = new Map<string, number>();

/** How many minor-unit digits a currency has (CAD, USD and EUR 2, JPY 0), as Intl knows it; a malformed code throws. */
function minorDigits(currency: string): number {
  const code = currency.toUpperCase();
  let digits = digitsOfCurrency.get(code);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOfCurrency.set(code, digits);
  }
  return digits;
}

/**
 * An amount as the service's `{amount}` carries it (spec 000 §3: orderSubtotal{amount}, quoteConfirmedAmount{amount},
 * unitFullPrice) in integer minor units: 19.99 CAD is 1999. Read from the number's decimal text, so 0.1 + 0.2 is 30 and
 * 1.005 is 101 (as written, not as the binary fraction falls), halves rounded away from zero. Throws a RangeError for
 * an amount that is not a finite number or too large to count in whole minor units.
 */
export function toMinorUnits(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new RangeError(`amount ${amount} is not a finite number`);
  const digits = minorDigits(currency);
  const text = Math.abs(amount).toString();
  let minor: number;
  if (/e/i.test(text)) {
    // Exponent form only for the very small (which round to 0) and the very large (which have no fraction left).
    minor = Math.round(Math.abs(amount) * 10 ** digits);
  } else {
    const [whole = '0', fraction = ''] = text.split('.');
    const next = fraction.charAt(digits);
    minor = Number(whole + fraction.slice(0, digits).padEnd(digits, '0')) + (next !== '' && next >= '5' ? 1 : 0);
  }
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount ${amount} is too large`);
  return amount < 0 && minor !== 0 ? -minor : minor;
}

/** Integer minor units back to the service's decimal `{amount}` (spec 000 §3): 1999 CAD is 19.99; never -0. */
export function toMajorUnits(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units`);
  const major = minor / 10 ** minorDigits(currency);
  return major === 0 ? 0 : major;
}

/**
 * spec 000 §9 "Money is formatted as currency": minor units as the shopper reads them, in the locale and currency given
 * (the sandbox's plan descriptions and claim summaries, which the widgets show as they come).
 */
export function moneyText(minor: number, locale: string, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(toMajorUnits(minor, currency));
}

/**
 * spec 000 §9 "Residual amount = order subtotal + shipping - confirmed amount", in minor units: what the shopper still
 * pays once the insurer's share comes off. The spec is silent on a share above the total; a shop never pays the
 * shopper back for glasses, so the remainder stops at 0.
 */
export function remainderMinor({ subtotal, shipping, share }: { subtotal: number; shipping: number; share: number }): number {
  const remainder = subtotal + shipping - share;
  return remainder > 0 ? remainder : 0;
}
