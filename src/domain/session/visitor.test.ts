// Who the visitor is, and what a new claim record says about them (spec 000 §5 and §6).
import { describe, expect, test } from 'vitest';
import { visitorKind } from './session.ts';
import { recordCustomer } from './record-customer.ts';

describe('spec 000 §5, spec 001 §6: visitorKind', () => {
  test.each([
    ['a registered shopper is logged in', true, '1001', { isLoggedIn: true, isGuest: false }],
    ['an unregistered shopper with a user id is a guest account', false, '1001', { isLoggedIn: false, isGuest: true }],
    ['the anonymous user id is neither', false, '-1002', { isLoggedIn: false, isGuest: false }],
    ['a blank user id is neither', false, '  ', { isLoggedIn: false, isGuest: false }],
  ])('%s', (_name, registered, userId, kind) => {
    expect(visitorKind(registered, userId)).toEqual(kind);
  });

  test('a shop with another anonymous id: that id is not a guest', () => {
    expect(visitorKind(false, '-1', '-1')).toEqual({ isLoggedIn: false, isGuest: false });
    expect(visitorKind(false, '-1002', '-1')).toEqual({ isLoggedIn: false, isGuest: true });
  });
});

describe('spec 000 §6: guests send no name, e-mail or phone with a new claim record', () => {
  const alex = { firstName: 'Alex', lastName: 'Martin', email: 'alex@example.com', phone: '5145550123' };
  test.each([
    ['a logged-in shopper sends all three', { isLoggedIn: true, isGuest: false }, alex, {
      customerEmail: 'alex@example.com', customerPhone: '5145550123', customerName: { firstName: 'Alex', lastName: 'Martin' },
    }],
    ['a guest sends none', { isLoggedIn: false, isGuest: true }, alex, {}],
    ['a half-known name is left out, not sent half empty', { isLoggedIn: true, isGuest: false }, { ...alex, lastName: null }, {
      customerEmail: 'alex@example.com', customerPhone: '5145550123',
    }],
    ['missing details are left out', { isLoggedIn: true, isGuest: false }, {}, {}],
  ])('%s', (_name, kind, customer, expected) => {
    expect(recordCustomer(kind, customer)).toEqual(expected);
  });
});
