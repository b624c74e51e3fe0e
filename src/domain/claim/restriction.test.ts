// The restriction as the shopper is told it and its lockout wait, as tables citing spec 000 §4 and spec 001 §2 and §9.
import { describe, expect, test } from 'vitest';
import { lockoutWait, restrictionShown, waitWord, type LockoutWait, type RestrictionLike, type RestrictionShown, type WaitWord } from './restriction.ts';

describe('spec 001 §2 restricted: lockoutWait says minutes or seconds', () => {
  test.each<[string, number | null | undefined, LockoutWait | null]>([
    ['15 minutes are 15 minutes', 900, { unit: 'minutes', count: 15 }],
    ['a minute and a second round up to 2 minutes', 61, { unit: 'minutes', count: 2 }],
    ['exactly a minute is 1 minute', 60, { unit: 'minutes', count: 1 }],
    ['under a minute is seconds', 42, { unit: 'seconds', count: 42 }],
    ['a fraction of a second rounds up to 1 second', 0.2, { unit: 'seconds', count: 1 }],
    ['no wait says none', 0, null],
    ['an unknown wait says none', null, null],
  ])('%s', (_name, seconds, wait) => {
    expect(lockoutWait(seconds)).toEqual(wait);
  });
});

describe('spec 000 §4 and spec 001 §2: restrictionShown says the same restriction on the cart and in the drawer', () => {
  const lockout = { reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 900 };
  test.each<[string, RestrictionLike | null, 'lookup' | 'cart', RestrictionShown]>([
    ['a lookup lockout on the cart is the lockout with its wait, not the daily limit', lockout, 'cart', { reason: 'TOO_MANY_ATTEMPTS', wait: { unit: 'minutes', count: 15 } }],
    ['a lookup lockout in the drawer is the lockout with its wait', lockout, 'lookup', { reason: 'TOO_MANY_ATTEMPTS', wait: { unit: 'minutes', count: 15 } }],
    ['the daily limit in the drawer is the daily limit, with no countdown (spec 001 §9: a 24-hour wait)', { reason: 'LIMIT_REACHED', retryAfterSeconds: 46_800 }, 'lookup', { reason: 'LIMIT_REACHED', wait: null }],
    ['the daily limit on the cart is the daily limit', { reason: 'LIMIT_REACHED', retryAfterSeconds: 46_800 }, 'cart', { reason: 'LIMIT_REACHED', wait: null }],
    ['no reason on the cart is the daily limit (spec 000 §4: RESTRICTED is "limit reached")', { retryAfterSeconds: 900 }, 'cart', { reason: 'LIMIT_REACHED', wait: null }],
    ['no reason in the drawer is the lookup lockout (spec 001 §2), with its wait', { retryAfterSeconds: 900 }, 'lookup', { reason: 'TOO_MANY_ATTEMPTS', wait: { unit: 'minutes', count: 15 } }],
    ['a reason we do not know is read as no reason', { reason: 'SOMETHING_NEW', retryAfterSeconds: 30 }, 'lookup', { reason: 'TOO_MANY_ATTEMPTS', wait: { unit: 'seconds', count: 30 } }],
    ['no check on the cart is the daily limit', null, 'cart', { reason: 'LIMIT_REACHED', wait: null }],
    ['a lockout without a wait has none to say', { reason: 'TOO_MANY_ATTEMPTS' }, 'cart', { reason: 'TOO_MANY_ATTEMPTS', wait: null }],
  ])('%s', (_name, check, where, shown) => {
    expect(restrictionShown(check, where)).toEqual(shown);
  });
});

describe('spec 001 §2 "try again in N minutes or seconds": waitWord, the word a wait is said with', () => {
  test.each<[string, LockoutWait, WaitWord]>([
    ['15 minutes are minutes', { unit: 'minutes', count: 15 }, 'minutes'],
    ['1 minute is a minute', { unit: 'minutes', count: 1 }, 'minute'],
    ['42 seconds are seconds', { unit: 'seconds', count: 42 }, 'seconds'],
    ['1 second is a second', { unit: 'seconds', count: 1 }, 'second'],
  ])('%s', (_name, wait, word) => {
    expect(waitWord(wait)).toBe(word);
  });
});
