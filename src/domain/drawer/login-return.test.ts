import { describe, expect, test } from 'vitest';
import { isReturnTo } from './login-return.ts';

describe('spec 000 §2: isReturnTo (login-redirect opens the drawer on the page the shopper left to sign in)', () => {
  test.each<[string, string, string, string, string, boolean]>([
    ['the same page', '/en-ca/cart', '', '/en-ca/cart', '', true],
    ['the same page with the shop’s own parameter added', '/en-ca/cart', '?promo=1', '/en-ca/cart', '?promo=1&signedIn=true', true],
    ['another page', '/en-ca/cart', '', '/en-ca/account', '', false],
    ['the page without a parameter it had', '/en-ca/cart', '?store=2', '/en-ca/cart', '', false],
  ])('%s', (_name, leftPath, leftSearch, herePath, hereSearch, expected) => {
    expect(isReturnTo({ pathname: leftPath, search: leftSearch }, { pathname: herePath, search: hereSearch })).toBe(expected);
  });
});
