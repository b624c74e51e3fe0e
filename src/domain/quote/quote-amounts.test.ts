// What the approved quote shows, as tables citing spec 000 §9 and spec 001 §9 (residual, free shipping).
import { describe, expect, test } from 'vitest';
import { quoteAmounts, type QuoteAmounts, type QuoteAmountsCart, type QuoteAmountsRecord } from './quote-amounts.ts';

const approved = (confirmed: number | null, shipping?: number, recordShipping?: number, subtotal: number | null = 248): QuoteAmountsRecord => ({
  orderSubtotal: subtotal === null ? null : { amount: subtotal },
  shippingCosts: recordShipping === undefined ? undefined : { amount: recordShipping },
  claimData: { quote: { status: 'APPROVED', quoteConfirmedAmount: confirmed === null ? null : { amount: confirmed }, shippingCosts: shipping === undefined ? undefined : { amount: shipping } } },
});

describe('spec 000 §9 / spec 001 §9: the approved quote’s amounts', () => {
  test.each<{ name: string; record: QuoteAmountsRecord | null; disable: boolean; cart?: QuoteAmountsCart; expected: QuoteAmounts | null }>([
    {
      name: 'free shipping by default: remainder = subtotal − share',
      record: approved(120.5, 9.9),
      disable: false,
      expected: { subtotal: 24800, shipping: 0, freeShipping: true, share: 12050, remainder: 12750 },
    },
    {
      name: 'shipping counts with disableQuoteFreeShipping: remainder = subtotal + shipping − share',
      record: approved(120.5, 9.9),
      disable: true,
      expected: { subtotal: 24800, shipping: 990, freeShipping: false, share: 12050, remainder: 13740 },
    },
    {
      name: 'a quote shipping of 0 is free even with disableQuoteFreeShipping',
      record: approved(100, 0),
      disable: true,
      expected: { subtotal: 24800, shipping: 0, freeShipping: true, share: 10000, remainder: 14800 },
    },
    {
      name: 'the record’s shipping when the quote carries none',
      record: approved(100, undefined, 5),
      disable: true,
      expected: { subtotal: 24800, shipping: 500, freeShipping: false, share: 10000, remainder: 15300 },
    },
    {
      name: 'a share above the order leaves nothing to pay',
      record: approved(300, 0),
      disable: false,
      expected: { subtotal: 24800, shipping: 0, freeShipping: true, share: 30000, remainder: 0 },
    },
    {
      name: 'the cart’s subtotal and shipping when the record carries none',
      record: approved(100, undefined, undefined, null),
      disable: true,
      cart: { orderSubtotal: { amount: 200 }, shippingCosts: { amount: 7.5 } },
      expected: { subtotal: 20000, shipping: 750, freeShipping: false, share: 10000, remainder: 10750 },
    },
    {
      name: 'the record’s subtotal over the cart’s (what was quoted)',
      record: approved(100, 0),
      disable: false,
      cart: { orderSubtotal: { amount: 999 } },
      expected: { subtotal: 24800, shipping: 0, freeShipping: true, share: 10000, remainder: 14800 },
    },
    { name: 'nothing without a share (never a wrong amount)', record: approved(null), disable: false, expected: null },
    { name: 'nothing without the order subtotal', record: approved(100, 0, undefined, null), disable: false, expected: null },
    { name: 'nothing without a record', record: null, disable: false, expected: null },
  ])('spec 000 §9: $name', ({ record, disable, cart, expected }) => {
    expect(quoteAmounts(record, 'EUR', disable, cart)).toEqual(expected);
  });
});
