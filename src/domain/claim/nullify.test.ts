// The nullify rules of spec 000 sections 4 and 9, as tables.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isNullifyExpired, nullifiesOnCartChange, type CartChangeRecordLike } from './nullify.ts';
import { isNullified, isNullifyExpiredAnswer, nullifyProgress, type NullifyProgress } from './nullified.ts';
import { DEFAULT_NULLIFY_CUTOFF_TIME } from '../constants.ts';

describe('spec 000 §4 Nullify: isNullified', () => {
  test.each<[string, string | null | undefined, boolean]>([
    ['nullified in CLAIM_NULLIFIED', 'CLAIM_NULLIFIED', true],
    ['nullified in FOR_MANUAL_NULLIFY', 'FOR_MANUAL_NULLIFY', true],
    ['nullified in CLAIM_NULLIFY_SENT', 'CLAIM_NULLIFY_SENT', true],
    ['not nullified in CLAIM_NULLIFY_EVENT_SENT', 'CLAIM_NULLIFY_EVENT_SENT', false],
    ['not nullified in CLAIM_NULLIFIED_MANUALLY (not in the spec list)', 'CLAIM_NULLIFIED_MANUALLY', false],
    ['not nullified in CLAIM_ACCEPTED', 'CLAIM_ACCEPTED', false],
    ['not nullified without a status', null, false],
    ['not nullified for an empty status', '', false],
  ])('%s', (_name, status, expected) => {
    expect(isNullified(status)).toBe(expected);
  });
});

describe('spec 000 §4 Nullify: "the attempt may be rejected or expired": where a cancellation stands', () => {
  test.each<[string, string | null | undefined, NullifyProgress]>([
    ['CLAIM_NULLIFIED is cancelled', 'CLAIM_NULLIFIED', 'cancelled'],
    ['CLAIM_NULLIFY_SENT is cancelled', 'CLAIM_NULLIFY_SENT', 'cancelled'],
    ['CLAIM_NULLIFY_REJECTED is refused by the insurer', 'CLAIM_NULLIFY_REJECTED', 'refused'],
    ['FOR_MANUAL_NULLIFY is refused online: a person must cancel it', 'FOR_MANUAL_NULLIFY', 'refused'],
    ['CLAIM_NULLIFY_EVENT_SENT is still pending', 'CLAIM_NULLIFY_EVENT_SENT', 'pending'],
    ['CLAIM_ACCEPTED (not yet moved) is pending', 'CLAIM_ACCEPTED', 'pending'],
    ['no status is pending', null, 'pending'],
  ])('spec 000 §4: %s', (_name, status, progress) => {
    expect(nullifyProgress(status)).toBe(progress);
  });

  test.each<[string, { status?: number; errorCode?: string }, boolean]>([
    ['a 409 NULLIFY_EXPIRED is past the cut-off', { status: 409, errorCode: 'NULLIFY_EXPIRED' }, true],
    ['a 409 with another code is not', { status: 409, errorCode: 'CONFLICT' }, false],
    ['NULLIFY_EXPIRED on a 500 is not', { status: 500, errorCode: 'NULLIFY_EXPIRED' }, false],
    ['no answer is not', {}, false],
  ])('spec 000 §4: %s', (_name, failure, expired) => {
    expect(isNullifyExpiredAnswer(failure)).toBe(expired);
  });
});

describe('spec 000 §4 Nullify / §9 Nullify cut-off: isNullifyExpired in America/Los_Angeles', () => {
  test('spec 000 §9: the default cut-off is 23:59:59', () => {
    expect(DEFAULT_NULLIFY_CUTOFF_TIME).toBe('23:59:59');
  });

  test.each<{ name: string; lastModified: string | Date; now: string; cutoff?: string; expired: boolean }>([
    { name: 'not expired: same LA day (09:00 and 13:00 PDT), before the cut-off', lastModified: '2024-06-15T16:00:00Z', now: '2024-06-15T20:00:00Z', expired: false },
    { name: 'expired: same UTC day but the previous LA day (23:00 PDT on the 14th)', lastModified: '2024-06-15T06:00:00Z', now: '2024-06-15T20:00:00Z', expired: true },
    { name: 'not expired: different UTC days but the same LA day (13:00 and 22:00 PDT)', lastModified: '2024-06-15T20:00:00Z', now: '2024-06-16T05:00:00Z', expired: false },
    { name: 'expired: PST winter, 23:30 on the 9th then 00:30 on the 10th', lastModified: '2024-01-10T07:30:00Z', now: '2024-01-10T08:30:00Z', expired: true },
    { name: 'not expired: PST winter, 23:30 and 23:59 on the 9th', lastModified: '2024-01-10T07:30:00Z', now: '2024-01-10T07:59:00Z', expired: false },
    { name: 'not expired: the day DST starts, 01:30 PST and 03:30 PDT are the same LA day', lastModified: '2024-03-10T09:30:00Z', now: '2024-03-10T10:30:00Z', expired: false },
    { name: 'expired: a later LA date in another month', lastModified: '2024-05-31T20:00:00Z', now: '2024-06-01T20:00:00Z', expired: true },
    { name: 'expired: the same LA date a year later', lastModified: '2023-06-15T20:00:00Z', now: '2024-06-15T20:00:00Z', expired: true },
    { name: 'not expired: at 23:59:59.000 PDT with the default cut-off (not past it)', lastModified: '2024-06-15T20:00:00Z', now: '2024-06-16T06:59:59.000Z', expired: false },
    { name: 'expired: at 23:59:59.500 PDT, past the default cut-off', lastModified: '2024-06-15T20:00:00Z', now: '2024-06-16T06:59:59.500Z', expired: true },
    { name: 'not expired: 16:30 PDT before a 17:00:00 cut-off', lastModified: '2024-06-15T16:00:00Z', now: '2024-06-15T23:30:00Z', cutoff: '17:00:00', expired: false },
    { name: 'not expired: exactly 17:00:00.000 PDT at a 17:00:00 cut-off', lastModified: '2024-06-15T16:00:00Z', now: '2024-06-16T00:00:00.000Z', cutoff: '17:00:00', expired: false },
    { name: 'expired: one millisecond past a 17:00:00 cut-off', lastModified: '2024-06-15T16:00:00Z', now: '2024-06-16T00:00:00.001Z', cutoff: '17:00:00', expired: true },
    { name: 'expired: 17:30 PDT past a 17:00 cut-off written without seconds', lastModified: '2024-06-15T16:00:00Z', now: '2024-06-16T00:30:00Z', cutoff: '17:00', expired: true },
    { name: 'not expired: lastModified with a -07:00 offset on the same LA day', lastModified: '2024-06-15T09:00:00-07:00', now: '2024-06-15T20:00:00Z', expired: false },
    { name: 'not expired: lastModified as a Date on the same LA day', lastModified: new Date('2024-06-15T16:00:00Z'), now: '2024-06-15T20:00:00Z', expired: false },
    { name: 'expired: lastModified as a Date on the previous LA day', lastModified: new Date('2024-06-15T06:00:00Z'), now: '2024-06-15T20:00:00Z', expired: true },
    { name: 'expired: an unreadable lastModified (refuse rather than guess)', lastModified: 'yesterday-ish', now: '2024-06-15T20:00:00Z', expired: true },
    { name: 'expired: an empty lastModified', lastModified: '', now: '2024-06-15T20:00:00Z', expired: true },
    { name: 'expired: an unreadable now', lastModified: '2024-06-15T16:00:00Z', now: 'not a time', expired: true },
  ])('$name', ({ lastModified, now, cutoff, expired }) => {
    const at = new Date(now);
    expect(cutoff === undefined ? isNullifyExpired(lastModified, at) : isNullifyExpired(lastModified, at, cutoff)).toBe(expired);
  });

  describe('on a machine whose own zone is America/Los_Angeles, where a local reading would differ', () => {
    const saved = process.env.TZ;
    beforeAll(() => { process.env.TZ = 'America/Los_Angeles'; });
    afterAll(() => { if (saved === undefined) delete process.env.TZ; else process.env.TZ = saved; });

    test('the machine zone really is Los Angeles inside this block', () => {
      expect(new Date('2024-06-15T12:00:00Z').getTimezoneOffset()).toBe(420);
    });

    // now is 23:00 PDT on June 15.
    test.each<{ name: string; lastModified: string; expired: boolean }>([
      { name: 'not expired: a zone-less 2024-06-16T02:00 is read as UTC (19:00 PDT on the 15th), not as 02:00 local', lastModified: '2024-06-16T02:00:00', expired: false },
      { name: 'expired: a zone-less 2024-06-15T06:00 is read as UTC (23:00 PDT on the 14th), not as 06:00 local', lastModified: '2024-06-15T06:00:00', expired: true },
      { name: 'expired: a zone-less time with milliseconds is read as UTC too', lastModified: '2024-06-15T06:00:00.250', expired: true },
      { name: 'not expired: a zone-less time without seconds is read as UTC too', lastModified: '2024-06-16T02:00', expired: false },
    ])('$name', ({ lastModified, expired }) => {
      expect(isNullifyExpired(lastModified, new Date('2024-06-16T06:00:00Z'))).toBe(expired);
    });
  });

  test.each(['24:00:00', '9:00:00', '23:60:00', '23:59:60', 'noon', '', ' 23:59:59', '23:59:59 ', '23:59:59.000', '23-59-59'])(
    'a malformed cut-off "%s" is rejected with a RangeError',
    (cutoff) => {
      expect(() => isNullifyExpired('2024-06-15T16:00:00Z', new Date('2024-06-15T20:00:00Z'), cutoff)).toThrow(RangeError);
    },
  );
});

describe('spec 000 §3 CART_UPDATE / SYSTEM, §4 Nullify; spec 001 §9 a cart change may cancel coverage: nullifiesOnCartChange', () => {
  // 13:00 PDT on 15 June 2024; the record was last modified at 09:00 PDT the same Los Angeles day.
  const now = new Date('2024-06-15T20:00:00Z');
  const today = '2024-06-15T16:00:00Z';
  test.each<[string, CartChangeRecordLike | null, boolean]>([
    ['an accepted claim of today is cancelled: its share was for the cart as it was', { status: 'CLAIM_ACCEPTED', lastModified: today }, true],
    ['an accepted claim of yesterday (Los Angeles) is past the cut-off: it stays', { status: 'CLAIM_ACCEPTED', lastModified: '2024-06-15T06:00:00Z' }, false],
    ['an accepted claim without a readable lastModified is not cancelled blindly', { status: 'CLAIM_ACCEPTED' }, false],
    ['a claim still with the insurer is not (nothing to cancel yet)', { status: 'CLAIM_SUBMITTED', lastModified: today }, false],
    ['an acknowledged claim is not (pre-authorised for the full amount)', { status: 'CLAIM_ACKNOWLEDGED', lastModified: today }, false],
    ['a rejected claim is not', { status: 'CLAIM_REJECTED', lastModified: today }, false],
    ['a claim already nullified is not', { status: 'CLAIM_NULLIFIED', lastModified: today }, false],
    ['a claim being filled in is not (no claim submitted)', { status: 'PRESCRIPTIONS_REQUIRED', lastModified: today }, false],
    ['no record: nothing to cancel', null, false],
  ])('%s', (_name, record, expected) => {
    expect(nullifiesOnCartChange(record, now)).toBe(expected);
  });
});
