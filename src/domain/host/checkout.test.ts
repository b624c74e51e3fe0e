// Where "Proceed to checkout" takes the shopper (spec 000 §2, "proceed to checkout"; issue 24, checkoutPath).
import { describe, expect, test } from 'vitest';
import { checkoutPathOf, checkoutStep, type CheckoutStep } from './checkout.ts';

describe('spec 000 §2: checkoutPathOf (the cart is the checkout unless the shop names one)', () => {
  test.each([
    ['no checkout path: the cart path', { cartPath: '/en-ca/cart' }, '/en-ca/cart'],
    ['a checkout path: that path', { cartPath: '/en-ca/cart', checkoutPath: '/en-ca/checkout' }, '/en-ca/checkout'],
  ])('%s', (_name, config, expected) => {
    expect(checkoutPathOf(config)).toBe(expected);
  });
});

describe('spec 000 §2: checkoutStep', () => {
  test.each<[string, string, string | undefined, boolean, CheckoutStep]>([
    ['on the cart, the checkout is the cart: its totals refresh, no reload', '/en-ca/cart', undefined, false, 'refresh-cart'],
    ['on the cart with a trailing slash, checkout named as the cart', '/en-ca/cart/', '/en-ca/cart', false, 'refresh-cart'],
    ['on the cart, a checkout page of its own: it loads, the cart does not reload', '/en-ca/cart', '/en-ca/checkout', false, 'navigate'],
    ['on a product page, the checkout is the cart: the cart loads', '/en-ca/frames/harbour', undefined, false, 'navigate'],
    ['on a product page, a checkout page: it loads', '/en-ca/frames/harbour', '/en-ca/checkout?step=1', false, 'navigate'],
    ['the shop cancelled the checkout event: it routes itself', '/en-ca/frames/harbour', '/en-ca/checkout', true, 'stay'],
    ['the shop cancelled it on the cart: no refresh either', '/en-ca/cart', undefined, true, 'stay'],
    ['a checkout path to another host is never followed', '/en-ca/cart', '//evil.example/checkout', false, 'stay'],
  ])('%s', (_name, pathname, checkoutPath, handledByShop, expected) => {
    expect(checkoutStep({ pathname, cartPath: '/en-ca/cart', checkoutPath, handledByShop })).toBe(expected);
  });
});
