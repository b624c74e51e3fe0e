// Which paths stay on the shop's own site (spec 000 §2 sign-in redirect; DESIGN: never break the host).
import { describe, expect, test } from 'vitest';
import { isSameSitePath } from './paths.ts';
import { isCartPage } from './cart-page.ts';

describe('spec 000 §2: isSameSitePath', () => {
  test.each([
    ['a plain path', '/en-ca/cart', true],
    ['a path with a query and a hash', '/en-ca/cart?brand=vde#top', true],
    ['the root', '/', true],
    ['a protocol-relative //host', '//evil.example/x', false],
    ['a backslash /\\host', '/\\evil.example', false],
    ['a tab-smuggled /\\t/host', '/\t/evil.example', false],
    ['a newline inside the path', '/en-ca/\ncart', false],
    ['an absolute URL', 'https://evil.example/', false],
    ['a javascript: URL', 'javascript:alert(1)', false],
    ['a relative path', 'en-ca/cart', false],
    ['an empty string', '', false],
  ])('%s → %s', (_name, path, expected) => {
    expect(isSameSitePath(path)).toBe(expected);
  });
});

describe('spec 000 §4: isCartPage (the cart refreshes after a change of insurance)', () => {
  test.each([
    ['the cart path itself', '/en-ca/cart', '/en-ca/cart', true],
    ['with a trailing slash', '/en-ca/cart/', '/en-ca/cart', true],
    ['in another case', '/EN-CA/Cart', '/en-ca/cart', true],
    ['a product page', '/en-ca/products/aviator', '/en-ca/cart', false],
    ['a page under the cart path', '/en-ca/cart/totals', '/en-ca/cart', false],
  ])('%s', (_name, pathname, cartPath, expected) => {
    expect(isCartPage(pathname, cartPath)).toBe(expected);
  });
});
