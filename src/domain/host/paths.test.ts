// Which paths stay on the shop's own site (spec 000 §2 sign-in redirect; DESIGN: never break the host).
import { describe, expect, test } from 'vitest';
import { isSameSitePath, sameOriginPath } from './paths.ts';
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

describe('spec 000 §3 Host page configuration: sameOriginPath, a configured path never leads off the shop\'s site', () => {
  const ORIGIN = 'https://shop.example';
  test.each<[string, string, string | null]>([
    ['a plain path is kept', '/en-ca/cart', '/en-ca/cart'],
    ['a path with a query and a hash is kept', '/en-ca/cart?brand=vde#top', '/en-ca/cart?brand=vde#top'],
    ['a path with the {locale} placeholder is kept', '/{locale}/info/cookies', '/{locale}/info/cookies'],
    ['a path with an encoded space is kept', '/en-ca/my%20cart', '/en-ca/my%20cart'],
    ['the root is kept', '/', '/'],
    ['an absolute URL of the page\'s own origin becomes its path', 'https://shop.example/en-ca/cart?x=1#y', '/en-ca/cart?x=1#y'],
    ['an own-origin URL keeps its {locale} placeholder as written', 'https://shop.example/{locale}/faq', '/{locale}/faq'],
    ['an own-origin URL with no path is the root', 'https://shop.example', '/'],
    ['an own-origin URL in capitals is the same origin', 'HTTPS://SHOP.EXAMPLE/en-ca/cart', '/en-ca/cart'],
    ['a backslash after the slash (/\\host)', '/\\evil.example/cart', null],
    ['a backslash further in', '/en-ca\\..\\cart', null],
    ['two backslashes', '\\\\evil.example', null],
    ['a protocol-relative //host', '//evil.example', null],
    ['three slashes', '///evil.example', null],
    ['a tab between the slashes', '/\t/evil.example', null],
    ['a newline inside the path', '/en-ca/\ncart', null],
    ['a tab inside the scheme', 'java\tscript:alert(1)', null],
    ['a newline inside the scheme', 'java\nscript:alert(1)', null],
    ['a carriage return before the path', '\r/en-ca/cart', null],
    ['a NUL character', '/en-ca/cart\u0000', null],
    ['an encoded slash (/%2F host)', '/%2F%2Fevil.example', null],
    ['an encoded slash in lower case', '/%2f/evil.example', null],
    ['an encoded backslash', '/%5Cevil.example', null],
    ['an encoded tab', '/%09/evil.example', null],
    ['a javascript: URL', 'javascript:alert(1)', null],
    ['a JavaScript: URL in capitals', 'JavaScript:alert(1)', null],
    ['a data: URL', 'data:text/html,<script>alert(1)</script>', null],
    ['an https URL of another origin', 'https://other.example/cart', null],
    ['an http URL of the same host (another origin)', 'http://shop.example/cart', null],
    ['the same host on another port', 'https://shop.example:8443/cart', null],
    ['a look-alike host that starts with the origin', 'https://shop.example.evil.example/cart', null],
    ['credentials before the host', 'https://shop.example@evil.example/cart', null],
    ['an own-origin URL whose path is //host', 'https://shop.example//evil.example', null],
    ['a relative path', 'en-ca/cart', null],
    ['a dot path', './cart', null],
    ['an empty string', '', null],
  ])('spec 000 §3: %s', (_name, value, expected) => {
    expect(sameOriginPath(value, ORIGIN)).toBe(expected);
  });

  test('spec 000 §3: without a page origin, an absolute URL is never taken', () => {
    expect(sameOriginPath('https://shop.example/en-ca/cart')).toBeNull();
    expect(sameOriginPath('/en-ca/cart')).toBe('/en-ca/cart');
  });
});
