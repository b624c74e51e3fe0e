// Which amounts the widgets can count exactly (spec 000 section 9: money in integer minor units). An amount whose minor
// units are past Number.MAX_SAFE_INTEGER cannot be added, compared or shown without error, so an answer that carries
// one is an answer the widgets do not understand: the schemas refuse it, and the shopper sees the error state with its
// Try again, never a wrong amount nor a blank widget.

/** The most minor-unit digits of any currency Intl knows (CLF and UYW have 4): a safe amount is safe in every currency. */
export const MAX_FRACTION_DIGITS = 4;

/** The largest amount, in major units, whose minor units are a safe integer in every currency (about 900 billion). */
export const MAX_SAFE_AMOUNT = Number.MAX_SAFE_INTEGER / 10 ** MAX_FRACTION_DIGITS;

/** Whether an amount in major units (the service's `{amount}`) is finite and converts to a safe integer of minor units. */
export function isSafeAmount(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount) <= MAX_SAFE_AMOUNT;
}
