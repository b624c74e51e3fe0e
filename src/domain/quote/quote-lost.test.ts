// A quote request whose answer was lost, as tables citing spec 000 §4, §7, §8 and §9.
import { describe, expect, test } from 'vitest';
import type { QuoteLike, QuoteRecordLike } from './quote.ts';
import type { QuoteCallFailure } from './quote-problem.ts';
import { mayHaveReached, requestReached } from './quote-lost.ts';

const rec = (status: string, ...quotes: QuoteLike[]): QuoteRecordLike => ({
  status,
  claimData: { quote: quotes.at(-1) ?? null, quoteSummaries: quotes.map((quote, i) => ({ ...quote, lastQuote: i === quotes.length - 1 })) },
});
const restricted: QuoteLike = { status: 'REJECTED', errorType: 'RESTRICTED_PRODUCT_ERROR' };
const required = rec('QUOTE_REQUIRED');

describe('spec 000 §7, §9: a request whose answer was lost reached the service only if the record says so', () => {
  test.each<{ name: string; before: QuoteRecordLike; after: QuoteRecordLike; reached: boolean }>([
    { name: 'nothing changed: the request did not reach it (ask again)', before: required, after: required, reached: false },
    { name: 'a request in flight (QUOTE_REQUESTED, quote SUBMITTED)', before: required, after: rec('QUOTE_REQUESTED', { status: 'SUBMITTED' }), reached: true },
    { name: 'the insurer already approved it (READY_TO_CLAIM, APPROVED)', before: required, after: rec('READY_TO_CLAIM', { status: 'SUBMITTED' }, { status: 'APPROVED' }), reached: true },
    {
      name: 'the insurer is offline (spec 000 §4, OFFLINE)',
      before: required,
      after: rec('QUOTE_REQUESTED', { status: 'CONNECTION_ERROR', errorType: 'COMMUNICATION_ERROR', errorCode: 'INSURER_OFFLINE' }),
      reached: true,
    },
    {
      name: 'a new quote after a refusal, asked from the refused screen',
      before: rec('QUOTE_REQUIRED', { status: 'APPROVED' }, { status: 'CX_REFUSED' }),
      after: rec('QUOTE_REQUESTED', { status: 'APPROVED' }, { status: 'CX_REFUSED' }, { status: 'SUBMITTED' }),
      reached: true,
    },
    { name: 'the insurer refused it again at once (one more quote, spec 001 §8 restricted product)', before: rec('QUOTE_REQUIRED', restricted), after: rec('QUOTE_REQUIRED', restricted, restricted), reached: true },
    { name: 'the same refusal as before is the earlier answer, not this request’s', before: rec('QUOTE_REQUIRED', restricted), after: rec('QUOTE_REQUIRED', restricted), reached: false },
    { name: 'the refusal the shopper made is no new request', before: rec('QUOTE_REQUIRED', { status: 'CX_REFUSED' }), after: rec('QUOTE_REQUIRED', { status: 'CX_REFUSED' }), reached: false },
  ])('$name', ({ before, after, reached }) => {
    expect(requestReached(before, after)).toBe(reached);
  });
});

describe('spec 000 §8: which failed requests are read back before anything is shown or sent again', () => {
  test.each<{ name: string; failure: QuoteCallFailure; read: boolean }>([
    { name: 'a timeout (504, spec 000 §9)', failure: { status: 504, retryable: true }, read: true },
    { name: 'no answer, or one that could not be read', failure: { status: 0, retryable: true }, read: true },
    { name: 'a server failure (5xx)', failure: { status: 503, retryable: true }, read: true },
    { name: 'a conflict with the record’s state (409): a request may already be in flight', failure: { status: 409, retryable: false }, read: true },
    { name: 'past the daily quote attempts (429, REQUEST_QUOTE_RESTRICTED)', failure: { status: 429, errorCode: 'REQUEST_QUOTE_RESTRICTED', retryable: false }, read: false },
    { name: 'a refusal of what was sent (400)', failure: { status: 400, retryable: false }, read: false },
  ])('$name', ({ failure, read }) => {
    expect(mayHaveReached(failure)).toBe(read);
  });
});
