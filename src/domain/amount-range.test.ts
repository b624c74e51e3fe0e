// Amounts the widgets can count exactly (spec 000 §9: money in integer minor units).
import { describe, expect, test } from 'vitest';
import { isSafeAmount, MAX_SAFE_AMOUNT } from './amount-range.ts';
import { toMinor } from './money.ts';

describe('spec 000 §9 money in minor units: isSafeAmount', () => {
  test.each<[string, number, boolean]>([
    ['a price', 129.5, true],
    ['zero', 0, true],
    ['a refund (negative)', -45.25, true],
    ['the largest safe amount', MAX_SAFE_AMOUNT, true],
    ['its negative', -MAX_SAFE_AMOUNT, true],
    ['a hundred billion', 1e11, true],
    ['1e14, whose cents pass Number.MAX_SAFE_INTEGER', 1e14, false],
    ['-1e14', -1e14, false],
    ['just past the largest safe amount', MAX_SAFE_AMOUNT * 1.000001, false],
    ['Number.MAX_VALUE', Number.MAX_VALUE, false],
    ['Infinity (1e400 in JSON)', Number.POSITIVE_INFINITY, false],
    ['-Infinity', Number.NEGATIVE_INFINITY, false],
    ['NaN', Number.NaN, false],
  ])('spec 000 §9: %s → %s', (_name, amount, safe) => {
    expect(isSafeAmount(amount)).toBe(safe);
  });

  test.each(['CAD', 'JPY', 'KWD', 'CLF'])('spec 000 §9: the largest safe amount converts to minor units exactly in %s', (currency) => {
    expect(Number.isSafeInteger(toMinor(Math.trunc(MAX_SAFE_AMOUNT), currency))).toBe(true);
  });
});
