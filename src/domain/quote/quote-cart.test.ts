// Whether the quote's amounts are the cart's, as a table citing spec 000 §3 (orderSubtotal, CART_UPDATE), §9 (residual)
// and spec 001 §9 (a cart change may cancel coverage).
import { describe, expect, test } from 'vitest';
import { quoteCartFit, type QuoteCartFit, type QuoteCartInput } from './quote-cart.ts';

const cart = (amount: number) => ({ orderSubtotal: { amount } });

describe('spec 000 §3 orderSubtotal / CART_UPDATE, §9 residual; spec 001 §9 cart change: quoteCartFit', () => {
  test.each<[string, Omit<QuoteCartInput, 'currency'>, QuoteCartFit]>([
    ['the cart is the order quoted: its amounts are current', { quoted: { amount: 412.99 }, cart: cart(412.99), updating: false }, 'current'],
    ['the same order written with float noise is the same order', { quoted: { amount: 0.1 + 0.2 }, cart: cart(0.3), updating: false }, 'current'],
    ['lens boxes 2 → 6: the cart is not the order quoted', { quoted: { amount: 412.99 }, cart: cart(710.99), updating: false }, 'outdated'],
    ['a product removed: the cart is not the order quoted', { quoted: { amount: 412.99 }, cart: cart(263.99), updating: false }, 'outdated'],
    ['a cent apart is another order', { quoted: { amount: 412.99 }, cart: cart(413), updating: false }, 'outdated'],
    ['the shop said the cart changed and it is not read yet: updating, even if it reads the same', { quoted: { amount: 412.99 }, cart: cart(412.99), updating: true }, 'updating'],
    ['updating before the order quoted is known', { quoted: null, cart: null, updating: true }, 'updating'],
    ['no order quoted known: nothing says the quote moved', { quoted: null, cart: cart(710.99), updating: false }, 'current'],
    ['the cart not read yet: nothing says the quote moved', { quoted: { amount: 412.99 }, cart: null, updating: false }, 'current'],
  ])('%s', (_name, input, expected) => {
    expect(quoteCartFit({ ...input, currency: 'EUR' })).toBe(expected);
  });
});
