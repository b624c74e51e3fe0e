// The restriction as the shopper is told it and its lockout wait, as tables citing spec 000 §4 and spec 001 §2 and §9.
import { describe, expect, test } from 'vitest';
import { lockoutWait, newClaimRefused, nextRestrictionLook, restrictionAt, restrictionShown, restrictionToAskAgain, waitWord, type EndingRecordLike, type HeldRestriction, type LockoutWait, type NextAction, type RestrictionLike, type RestrictionShown, type WaitWord } from './restriction.ts';

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

describe('spec 000 §4 "a positive restricted check blocks new claims": newClaimRefused, for every way on that starts one', () => {
  const limit = { reason: 'LIMIT_REACHED', retryAfterSeconds: 46_800 };
  const lockout = { reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 900 };
  test.each<[string, NextAction | null, RestrictionLike | null, boolean]>([
    ['a new claim after a rejection, the day’s online claims used up (spec 000 §9: up to 3, then 24 hours)', 'newClaim', limit, true],
    ['applying again after a cancel, the day’s online claims used up', 'applyAgain', limit, true],
    ['a new claim while the member lookup is locked (spec 001 §2)', 'newClaim', lockout, true],
    ['applying again while the member lookup is locked', 'applyAgain', lockout, true],
    ['a check that names no reason still restricts (spec 000 §4: RESTRICTED is "limit reached")', 'newClaim', {}, true],
    ['a new claim with no restriction', 'newClaim', null, false],
    ['applying again with no restriction', 'applyAgain', null, false],
    ['continuing a claim in progress is no new claim', 'continueClaim', limit, false],
    ['no way on, nothing to refuse', null, limit, false],
  ])('%s', (_name, next, check, refused) => {
    expect(newClaimRefused(next, check)).toBe(refused);
  });
});

describe('spec 000 §4 and §9: restrictionToAskAgain, as a claim ends in a state that offers a new one (perhaps the day’s last)', () => {
  const at = (status: string, id = 'cr_1'): EndingRecordLike => ({ id, status });
  test.each<[string, EndingRecordLike | null, EndingRecordLike | null, boolean]>([
    ['the insurer rejects the claim sent (CLAIM_SUBMITTED to CLAIM_REJECTED)', at('CLAIM_SUBMITTED'), at('CLAIM_REJECTED'), true],
    ['the insurer cancels the claim it acknowledged (CLAIM_ACKNOWLEDGED to CLAIM_NULLIFIED)', at('CLAIM_ACKNOWLEDGED'), at('CLAIM_NULLIFIED'), true],
    ['a cancel under way comes to its end (CLAIM_NULLIFY_EVENT_SENT to CLAIM_NULLIFIED)', at('CLAIM_NULLIFY_EVENT_SENT'), at('CLAIM_NULLIFIED'), true],
    ['a claim ready to send answered rejected at once', at('READY_TO_CLAIM'), at('CLAIM_REJECTED'), true],
    ['the claim accepted offers no new claim', at('CLAIM_SUBMITTED'), at('CLAIM_ACCEPTED'), false],
    ['a cancel refused, for a person to do (FOR_MANUAL_NULLIFY is NULLIFY_REJECTED on the card)', at('CLAIM_NULLIFY_EVENT_SENT'), at('FOR_MANUAL_NULLIFY'), false],
    ['a rejected claim read again is no new ending', at('CLAIM_REJECTED'), at('CLAIM_REJECTED'), false],
    ['a cancelled claim, its cancel sent, then done: it offered applying again already', at('CLAIM_NULLIFY_SENT'), at('CLAIM_NULLIFIED'), false],
    ['a rejected record as the page loads: the load asks the check itself', null, at('CLAIM_REJECTED'), false],
    ['another record shown (another tab’s claim)', at('CLAIM_SUBMITTED', 'cr_1'), at('CLAIM_REJECTED', 'cr_2'), false],
    ['the record gone', at('CLAIM_SUBMITTED'), null, false],
    ['records without an id are never the same record', at('CLAIM_SUBMITTED', ''), at('CLAIM_REJECTED', ''), false],
  ])('%s', (_name, before, after, ask) => {
    expect(restrictionToAskAgain(before, after)).toBe(ask);
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

describe('spec 001 §2 "try again in N minutes or seconds": restrictionAt counts the wait down from when the page learnt it', () => {
  const learntAt = 1_000_000;
  test.each<[string, HeldRestriction, number, RestrictionLike]>([
    ['as it is learnt, the whole wait', { reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 900, learntAt }, learntAt, { reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 900 }],
    ['four minutes later, eleven are left', { reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 900, learntAt }, learntAt + 240_000, { reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 660 }],
    ['past its end, none is left', { reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 900, learntAt }, learntAt + 901_000, { reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 0 }],
    ['a clock behind the learning counts nothing off', { reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 900, learntAt }, learntAt - 5_000, { reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 900 }],
    ['a check without a wait stays without one', { reason: 'LIMIT_REACHED', learntAt }, learntAt + 60_000, { reason: 'LIMIT_REACHED' }],
  ])('%s', (_name, held, now, shown) => {
    expect(restrictionAt(held, now)).toEqual(shown);
  });
});

describe('spec 000 §4, a restriction lifts: nextRestrictionLook says when what the shopper reads changes, or when to ask the service again', () => {
  const learntAt = 5_000_000;
  const lockout = (retryAfterSeconds: number | undefined): HeldRestriction => ({ reason: 'TOO_MANY_ATTEMPTS', retryAfterSeconds, learntAt });
  test.each<[string, HeldRestriction, number, number | null]>([
    ['15 minutes become 14 a minute later', lockout(900), learntAt, 60_000],
    ['14 minutes and a half become 14 half a minute later', lockout(870), learntAt, 30_000],
    ['2 minutes (61 s) become 1 minute a second later', lockout(61), learntAt, 1_000],
    ['1 minute (60 s) becomes 59 seconds a second later', lockout(60), learntAt, 1_000],
    ['42 seconds become 41 a second later', lockout(42), learntAt, 1_000],
    ['a fraction of the last second lapses with it', lockout(0.25), learntAt, 250],
    ['a lapsed lockout is asked about now', lockout(900), learntAt + 900_000, 0],
    ['the daily limit reads 24 hours throughout: looked at only as it lapses', { reason: 'LIMIT_REACHED', retryAfterSeconds: 46_800, learntAt }, learntAt + 800_000, 46_000_000],
    ['a check without a wait changes by itself never', lockout(undefined), learntAt, null],
    ['nor one whose wait is none', lockout(0), learntAt + 10_000, null],
  ])('%s', (_name, held, now, ms) => {
    expect(nextRestrictionLook(held, now)).toBe(ms);
  });
});
