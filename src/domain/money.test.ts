// Residuals, shipping, minor-unit conversion and formatting, as tables citing spec 000 §9 and spec 001 §9.
import { describe, expect, test } from 'vitest';
import {
  confirmedAmounts, confirmedShare,
  formatMoney, fractionDigits, fromMinor, isFreeShipping, quoteShipping, residual, toMinor,
  type MoneyFormat, type ResidualInput,
} from './money.ts';

describe('spec 000 §9 residual amounts', () => {
  test.each<{ name: string; input: ResidualInput; expected: number }>([
    { name: 'subtracts the confirmed share from subtotal plus shipping', input: { subtotal: 24800, shipping: 1500, confirmed: 12000 }, expected: 14300 },
    { name: 'is the whole total when nothing is confirmed', input: { subtotal: 24800, shipping: 1500, confirmed: 0 }, expected: 26300 },
    { name: 'is 0 when the insurer covers the whole total', input: { subtotal: 24800, shipping: 1500, confirmed: 26300 }, expected: 0 },
    { name: 'clamps at 0 when the confirmed share exceeds the total', input: { subtotal: 10000, shipping: 0, confirmed: 15000 }, expected: 0 },
  ])('spec 000 §9: residual $name', ({ input, expected }) => {
    expect(residual(input)).toBe(expected);
  });

  test.each<{ name: string; input: ResidualInput }>([
    { name: 'a fractional subtotal', input: { subtotal: 248.5, shipping: 0, confirmed: 0 } },
    { name: 'a fractional shipping', input: { subtotal: 24800, shipping: 0.5, confirmed: 0 } },
    { name: 'a NaN confirmed amount', input: { subtotal: 24800, shipping: 0, confirmed: Number.NaN } },
  ])('spec 000 §9: residual refuses $name rather than answering a wrong amount', ({ input }) => {
    expect(() => residual(input)).toThrow(RangeError);
  });
});

describe('spec 000 §9 shipping', () => {
  test.each<{ name: string; shipping: number; flag: boolean; expected: number }>([
    { name: 'shipping is free in a quote when the flag is not set', shipping: 1500, flag: false, expected: 0 },
    { name: 'shipping counts when disableQuoteFreeShipping is set', shipping: 1500, flag: true, expected: 1500 },
    { name: 'zero shipping stays zero with the flag set', shipping: 0, flag: true, expected: 0 },
  ])('spec 000 §9: $name', ({ shipping, flag, expected }) => {
    expect(quoteShipping(shipping, flag)).toBe(expected);
  });

  test('spec 000 §9: quote shipping refuses a fractional amount when it counts', () => {
    expect(() => quoteShipping(9.99, true)).toThrow(RangeError);
  });

  test.each<{ name: string; shipping: number; free: boolean }>([
    { name: 'free shipping when shipping equals 0', shipping: 0, free: true },
    { name: 'not free when shipping is 1 cent', shipping: 1, free: false },
    { name: 'not free when shipping is 15.00', shipping: 1500, free: false },
  ])('spec 000 §9: $name', ({ shipping, free }) => {
    expect(isFreeShipping(shipping)).toBe(free);
  });
});

describe('spec 000 §9 minor units from the service decimal amount', () => {
  test.each<{ name: string; currency: string; digits: number }>([
    { name: 'CAD has 2 digits', currency: 'CAD', digits: 2 },
    { name: 'lower-case eur has 2 digits', currency: 'eur', digits: 2 },
    { name: 'JPY has 0 digits', currency: 'JPY', digits: 0 },
    { name: 'KWD has 3 digits', currency: 'KWD', digits: 3 },
  ])('spec 000 §9: $name', ({ currency, digits }) => {
    expect(fractionDigits(currency)).toBe(digits);
  });

  test('spec 000 §9: a malformed currency code is refused', () => {
    expect(() => fractionDigits('XX')).toThrow(RangeError);
  });

  test.each<{ name: string; amount: number; currency: string; expected: number }>([
    { name: '19.99 CAD is 1999 cents', amount: 19.99, currency: 'CAD', expected: 1999 },
    { name: '0.1 + 0.2 float noise rounds to 30 cents', amount: 0.1 + 0.2, currency: 'CAD', expected: 30 },
    { name: '1.005 rounds half up to 101 as written, not down by float error', amount: 1.005, currency: 'USD', expected: 101 },
    { name: '4.35 is 435, not 434.99999', amount: 4.35, currency: 'USD', expected: 435 },
    { name: '1234.5 EUR is 123450 cents', amount: 1234.5, currency: 'EUR', expected: 123450 },
    { name: 'a whole 120 CAD is 12000 cents', amount: 120, currency: 'CAD', expected: 12000 },
    { name: 'a negative -1.005 rounds half away from zero to -101', amount: -1.005, currency: 'USD', expected: -101 },
    { name: 'a negative -19.99 is -1999', amount: -19.99, currency: 'CAD', expected: -1999 },
    { name: 'a tiny negative -0.001 becomes 0, never -0', amount: -0.001, currency: 'CAD', expected: 0 },
    { name: 'an amount in exponent form 1e-7 becomes 0', amount: 1e-7, currency: 'CAD', expected: 0 },
    { name: '1500 JPY (no minor unit) stays 1500', amount: 1500, currency: 'JPY', expected: 1500 },
    { name: '1500.5 JPY rounds to 1501', amount: 1500.5, currency: 'JPY', expected: 1501 },
    { name: '1.2345 KWD rounds to 1235 fils', amount: 1.2345, currency: 'KWD', expected: 1235 },
  ])('spec 000 §9: toMinor $name', ({ amount, currency, expected }) => {
    const result = toMinor(amount, currency);
    expect(result).toBe(expected);
    expect(Object.is(result, -0)).toBe(false);
  });

  test.each<{ name: string; amount: number }>([
    { name: 'NaN', amount: Number.NaN },
    { name: 'Infinity', amount: Number.POSITIVE_INFINITY },
    { name: 'an amount beyond safe integers once in cents (1e21)', amount: 1e21 },
  ])('spec 000 §9: toMinor refuses $name', ({ amount }) => {
    expect(() => toMinor(amount, 'CAD')).toThrow(RangeError);
  });

  test.each<{ name: string; amount: number; currency: string; expected: number }>([
    { name: '1999 cents are 19.99 CAD', amount: 1999, currency: 'CAD', expected: 19.99 },
    { name: '30 cents are 0.3 CAD', amount: 30, currency: 'CAD', expected: 0.3 },
    { name: '1500 JPY stay 1500', amount: 1500, currency: 'JPY', expected: 1500 },
    { name: '1235 fils are 1.235 KWD', amount: 1235, currency: 'KWD', expected: 1.235 },
    { name: '-12000 cents are -120 CAD', amount: -12000, currency: 'CAD', expected: -120 },
  ])('spec 000 §9: fromMinor $name', ({ amount, currency, expected }) => {
    expect(fromMinor(amount, currency)).toBe(expected);
    expect(toMinor(fromMinor(amount, currency), currency)).toBe(amount);
  });

  test('spec 000 §9: fromMinor turns -0 into 0, so no "-$0.00" shows', () => {
    expect(Object.is(fromMinor(-0, 'CAD'), 0)).toBe(true);
  });

  test('spec 000 §9: fromMinor refuses a fractional minor amount', () => {
    expect(() => fromMinor(19.99, 'CAD')).toThrow(RangeError);
  });
});

describe('spec 000 §9 / spec 001 §9 money formatted as currency with optional sign display', () => {
  test.each<{ name: string; amount: number; format: MoneyFormat; expected: string }>([
    { name: 'en-CA CAD shows $120.00', amount: 12000, format: { locale: 'en-CA', currency: 'CAD' }, expected: '$120.00' },
    { name: 'a lower-case en-ca locale works the same', amount: 12000, format: { locale: 'en-ca', currency: 'CAD' }, expected: '$120.00' },
    { name: 'en-US USD shows $1,234.50', amount: 123450, format: { locale: 'en-US', currency: 'USD' }, expected: '$1,234.50' },
    { name: 'en-US names CAD as CA$', amount: 12000, format: { locale: 'en-US', currency: 'CAD' }, expected: 'CA$120.00' },
    {
      name: 'fr-FR EUR uses a narrow no-break space to group, a comma, and a no-break space before €',
      amount: 123450, format: { locale: 'fr-FR', currency: 'EUR' }, expected: '1\u202f234,50\u00a0€',
    },
    { name: 'a deduction with signDisplay always shows \u2212$120.00', amount: -12000, format: { locale: 'en-CA', currency: 'CAD', signDisplay: 'always' }, expected: '\u2212$120.00' },
    { name: 'a credit with signDisplay always shows +$120.00', amount: 12000, format: { locale: 'en-CA', currency: 'CAD', signDisplay: 'always' }, expected: '+$120.00' },
    { name: 'a deduction with signDisplay exceptZero shows \u2212$120.00', amount: -12000, format: { locale: 'en-CA', currency: 'CAD', signDisplay: 'exceptZero' }, expected: '\u2212$120.00' },
    { name: 'zero with signDisplay exceptZero shows no sign', amount: 0, format: { locale: 'en-CA', currency: 'CAD', signDisplay: 'exceptZero' }, expected: '$0.00' },
    { name: 'minus zero with signDisplay always shows +$0.00, not -$0.00', amount: -0, format: { locale: 'en-CA', currency: 'CAD', signDisplay: 'always' }, expected: '+$0.00' },
    { name: 'signDisplay never hides the minus of a deduction', amount: -12000, format: { locale: 'en-CA', currency: 'CAD', signDisplay: 'never' }, expected: '$120.00' },
    { name: 'a deduction in fr-FR takes the true minus (U+2212), not the hyphen-minus: −299,00 €', amount: -29900, format: { locale: 'fr-FR', currency: 'EUR' }, expected: '\u2212299,00\u00a0€' },
    { name: 'a deduction in fr-CA takes the true minus', amount: -29900, format: { locale: 'fr-CA', currency: 'CAD' }, expected: '\u2212299,00\u00a0$' },
    { name: 'a deduction in en-US takes the true minus', amount: -29900, format: { locale: 'en-US', currency: 'USD' }, expected: '\u2212$299.00' },
    { name: 'a deduction in fr-FR with signDisplay exceptZero takes the true minus', amount: -29900, format: { locale: 'fr-FR', currency: 'EUR', signDisplay: 'exceptZero' }, expected: '\u2212299,00\u00a0€' },
    { name: 'JPY has no decimals', amount: 1500, format: { locale: 'en-US', currency: 'JPY' }, expected: '¥1,500' },
  ])('spec 000 §9: formatMoney $name', ({ amount, format, expected }) => {
    expect(formatMoney(amount, format)).toBe(expected);
  });

  test('spec 000 §9: fr-FR matches Intl\'s own output for the same value, but for the true minus', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', signDisplay: 'exceptZero' }).format(-120);
    expect(formatMoney(-12000, { locale: 'fr-FR', currency: 'EUR', signDisplay: 'exceptZero' })).toBe(intl.replace('-', '\u2212'));
  });
});

describe('spec 000 §3: confirmedShare, the amount the insurer confirmed', () => {
  test.each<[string, Parameters<typeof confirmedShare>[0], number | null]>([
    ['no claim data has none', null, null],
    ['the claim\'s confirmed amount', { claim: { confirmedAmount: { amount: 84.5 } } }, 84.5],
    ['the quote\'s when the claim has none (France)', { claim: {}, quote: { quoteConfirmedAmount: { amount: 60 } } }, 60],
    ['the claim\'s wins over the quote\'s', { claim: { confirmedAmount: { amount: 50 } }, quote: { quoteConfirmedAmount: { amount: 60 } } }, 50],
    ['a confirmed zero is zero, not none', { claim: { confirmedAmount: { amount: 0 } } }, 0],
  ])('spec 000 §3: %s', (_name, data, share) => {
    expect(confirmedShare(data)).toBe(share);
  });
});

describe('spec 000 §1 and §9: what a confirmed share takes off the order, and the residual left to pay', () => {
  const accepted = (amount: number) => ({ claim: { confirmedAmount: { amount } } });
  const cart = (subtotal: number, shipping: number, cartId = 'cart-1') => ({ cartId, orderSubtotal: { amount: subtotal }, shippingCosts: { amount: shipping } });
  test.each<{ name: string; record: Parameters<typeof confirmedAmounts>[0]; cart?: Parameters<typeof confirmedAmounts>[1]; counts?: boolean; expected: ReturnType<typeof confirmedAmounts> }>([
    { name: 'the residual counts the shipping the shopper pays: 74.50 + 8.95 − 74.50', record: { cartId: 'cart-1', orderSubtotal: { amount: 74.5 }, claimData: accepted(74.5) }, cart: cart(74.5, 8.95), expected: { share: 7450, remainder: 895 } },
    { name: 'subtotal + free shipping − the share', record: { cartId: 'cart-1', claimData: accepted(120) }, cart: cart(248, 0), expected: { share: 12_000, remainder: 12_800 } },
    { name: 'the cart as it is now wins over the order the record priced (a change after the cut-off)', record: { cartId: 'cart-1', orderSubtotal: { amount: 412.99 }, shippingCosts: { amount: 0 }, claimData: accepted(397) }, cart: cart(338.49, 0), expected: { share: 33_849, remainder: 0 } },
    { name: 'the share never exceeds the subtotal: the shopper still pays the shipping', record: { cartId: 'cart-1', claimData: accepted(397) }, cart: cart(60, 8.95), expected: { share: 6000, remainder: 895 } },
    { name: 'another cart (the order was placed) is not this order: the record\'s totals', record: { cartId: 'cart-1', orderSubtotal: { amount: 248 }, shippingCosts: { amount: 8.95 }, claimData: accepted(200) }, cart: cart(99, 0, 'cart-2'), expected: { share: 20_000, remainder: 5695 } },
    { name: 'no cart read: the record\'s totals', record: { orderSubtotal: { amount: 199.9 }, shippingCosts: { amount: 0 }, claimData: { quote: { quoteConfirmedAmount: { amount: 150.5 } } } }, expected: { share: 15_050, remainder: 4940 } },
    { name: 'a French quote\'s free shipping (quoteShipping): the shipping counts nothing', record: { cartId: 'cart-1', claimData: { quote: { quoteConfirmedAmount: { amount: 150 } } } }, cart: cart(60, 8.95), counts: false, expected: { share: 6000, remainder: 0 } },
    { name: 'the shipping unknown: the share, no remainder guessed', record: { orderSubtotal: { amount: 100 }, claimData: accepted(40) }, expected: { share: 4000, remainder: null } },
    { name: 'the subtotal unknown: the share as confirmed, no remainder', record: { claimData: accepted(40) }, expected: { share: 4000, remainder: null } },
    { name: 'no confirmed share: nothing', record: { orderSubtotal: { amount: 100 }, claimData: {} }, cart: cart(100, 0), expected: null },
    { name: 'no record: nothing', record: null, expected: null },
  ])('spec 000 §9: $name', ({ record, cart: read = null, counts = true, expected }) => {
    expect(confirmedAmounts(record, read, 'CAD', counts)).toEqual(expected);
  });
});
