// The daily limit of online claims (spec 000 section 8), as a table.
import { describe, expect, test } from 'vitest';
import { isDailyClaimLimit, type LimitFailure } from './limit.ts';

describe('spec 000 §8 LIMIT_REACHED: the daily limit of online claims', () => {
  test.each<[string, LimitFailure, boolean]>([
    ['a 429 with LIMIT_REACHED on the submit', { status: 429, errorCode: 'LIMIT_REACHED', call: 'claim-records/{id}/claim/submit' }, true],
    ['LIMIT_REACHED on another status', { status: 403, errorCode: 'LIMIT_REACHED', call: 'claim-records' }, true],
    ['a bare 429 of a claim call', { status: 429, call: 'claim-records/{id}/claim/submit' }, true],
    ['a bare 429 with no call named', { status: 429 }, true],
    ['a 429 with the quote limit code is the quote limit', { status: 429, errorCode: 'REQUEST_QUOTE_RESTRICTED', call: 'claim-records/{id}/quote/request-new' }, false],
    ['a bare 429 of a quote call is the quote limit', { status: 429, call: 'claim-records/{id}/quote/request-new' }, false],
    ['a 429 with another code is that code', { status: 429, errorCode: 'GENERIC_ERROR' }, false],
    ['a 500 without code', { status: 500 }, false],
    ['no answer', {}, false],
  ])('spec 000 §8: %s', (_name, failure, limit) => {
    expect(isDailyClaimLimit(failure)).toBe(limit);
  });
});
