// Which problem a quote answer or a failed quote call gives, as tables citing spec 000 §8 and spec 001 §8.
import { describe, expect, test } from 'vitest';
import type { QuoteDataLike } from './quote.ts';
import { quoteAnswerProblem, quoteCallProblem, quoteProblemWords, shownQuoteProblem, type QuoteCall, type QuoteCallFailure, type QuoteProblem } from './quote-problem.ts';

describe('spec 000 §8 / spec 001 §8: the problem of the last quote’s answer', () => {
  test.each<{ name: string; claimData: QuoteDataLike | null; problem: QuoteProblem | null }>([
    { name: 'INSUFFICIENT_COVERAGE for a customer-facing INSUFFICIENT_BALANCE', claimData: { quote: { status: 'ERROR', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE' } }, problem: 'INSUFFICIENT_COVERAGE' },
    { name: 'RESTRICTED_PRODUCT for a RESTRICTED_PRODUCT_ERROR', claimData: { quote: { status: 'REJECTED', errorType: 'RESTRICTED_PRODUCT_ERROR' } }, problem: 'RESTRICTED_PRODUCT' },
    { name: 'NO_ELIGIBLE_PRODUCT for a NO_ELIGIBLE_PRODUCT_ERROR', claimData: { quote: { status: 'REJECTED', errorType: 'NO_ELIGIBLE_PRODUCT_ERROR' } }, problem: 'NO_ELIGIBLE_PRODUCT' },
    { name: 'BENEFICIARY_NOT_FOUND by its code', claimData: { quote: { status: 'REJECTED', errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'BENEFICIARY_NOT_FOUND' } }, problem: 'BENEFICIARY_NOT_FOUND' },
    { name: 'SUBMIT_QUOTE_ERROR for a failed accept', claimData: { quote: { status: 'CX_ACCEPT_FAILED' } }, problem: 'SUBMIT_QUOTE_ERROR' },
    { name: 'REFUSE_QUOTE_ERROR for a failed refusal', claimData: { quote: { status: 'CX_REFUSE_FAILED' } }, problem: 'REFUSE_QUOTE_ERROR' },
    { name: 'REQUEST_QUOTE_ERROR for a technical ERROR', claimData: { quote: { status: 'ERROR', errorType: 'TECHNICAL_ERROR' } }, problem: 'REQUEST_QUOTE_ERROR' },
    { name: 'REQUEST_QUOTE_ERROR for a plain REJECTED', claimData: { quote: { status: 'REJECTED' } }, problem: 'REQUEST_QUOTE_ERROR' },
    { name: 'REQUEST_QUOTE_ERROR for a connection error that is not the insurer offline', claimData: { quote: { status: 'CONNECTION_ERROR', errorCode: 'GENERIC_ERROR' } }, problem: 'REQUEST_QUOTE_ERROR' },
    { name: 'none for the insurer offline (a step of its own)', claimData: { quote: { status: 'CONNECTION_ERROR', errorCode: 'INSURER_OFFLINE' } }, problem: null },
    { name: 'none for an approved quote', claimData: { quote: { status: 'APPROVED' } }, problem: null },
    { name: 'none for a refusal by the shopper', claimData: { quote: { status: 'CX_REFUSED' } }, problem: null },
    { name: 'none without a quote', claimData: null, problem: null },
    {
      name: 'judged on the summary flagged lastQuote, not an older error',
      claimData: { quote: { status: 'REJECTED', errorType: 'RESTRICTED_PRODUCT_ERROR' }, quoteSummaries: [{ status: 'APPROVED', lastQuote: true }] },
      problem: null,
    },
  ])('spec 000 §8: $name', ({ claimData, problem }) => {
    expect(quoteAnswerProblem(claimData)).toBe(problem);
  });
});

describe('spec 000 §8: the problem of a failed quote call', () => {
  const failure = (status: number, retryable: boolean, errorCode?: string): QuoteCallFailure => ({ status, retryable, errorCode });
  test.each<{ name: string; call: QuoteCall; failure: QuoteCallFailure; problem: QuoteProblem }>([
    { name: 'REQUEST_QUOTE_RESTRICTED by its code', call: 'request', failure: failure(429, false, 'REQUEST_QUOTE_RESTRICTED'), problem: 'REQUEST_QUOTE_RESTRICTED' },
    { name: 'REQUEST_QUOTE_RESTRICTED for a 429 of the request without a code', call: 'request', failure: failure(429, false), problem: 'REQUEST_QUOTE_RESTRICTED' },
    { name: 'CALL_FAILED for a request without an answer (retryable)', call: 'request', failure: failure(0, true), problem: 'CALL_FAILED' },
    { name: 'CALL_FAILED for a 503 of the accept (retryable)', call: 'accept', failure: failure(503, true), problem: 'CALL_FAILED' },
    { name: 'REQUEST_QUOTE_ERROR for a non-retryable request failure', call: 'request', failure: failure(409, false), problem: 'REQUEST_QUOTE_ERROR' },
    { name: 'SUBMIT_QUOTE_ERROR for a non-retryable accept failure', call: 'accept', failure: failure(409, false), problem: 'SUBMIT_QUOTE_ERROR' },
    { name: 'ORDER_ALREADY_CLAIMED for an accept refused as a second claim on the order (spec 000 §5)', call: 'accept', failure: failure(409, false, 'ORDER_ALREADY_CLAIMED'), problem: 'ORDER_ALREADY_CLAIMED' },
    { name: 'REFUSE_QUOTE_ERROR for a non-retryable refuse failure', call: 'refuse', failure: failure(400, false), problem: 'REFUSE_QUOTE_ERROR' },
    { name: 'CALL_FAILED for a non-retryable opt-in failure', call: 'opt-in', failure: failure(409, false), problem: 'CALL_FAILED' },
    { name: 'CALL_FAILED for a non-retryable cancel-retry failure', call: 'cancel-retry', failure: failure(409, false), problem: 'CALL_FAILED' },
  ])('spec 000 §8: $name', ({ call, failure: f, problem }) => {
    expect(quoteCallProblem(call, f)).toBe(problem);
  });
});

describe('spec 000 §8 REQUEST_QUOTE_RESTRICTED: the problem the quote view shows', () => {
  test.each<{ name: string; failure: QuoteProblem | null; limit: boolean; answer: QuoteProblem | null; shown: QuoteProblem | null }>([
    { name: 'the day\'s limit over a screen that would ask for a new quote (no answer problem)', failure: null, limit: true, answer: null, shown: 'REQUEST_QUOTE_RESTRICTED' },
    { name: 'the day\'s limit over a refusal whose way on is a new quote (lenses by six)', failure: null, limit: true, answer: 'RESTRICTED_PRODUCT', shown: 'REQUEST_QUOTE_RESTRICTED' },
    { name: 'a failed call first: the shopper\'s try again', failure: 'CALL_FAILED', limit: true, answer: null, shown: 'CALL_FAILED' },
    { name: 'the last answer\'s problem while the limit is not reached', failure: null, limit: false, answer: 'RESTRICTED_PRODUCT', shown: 'RESTRICTED_PRODUCT' },
    { name: 'nothing to show', failure: null, limit: false, answer: null, shown: null },
  ])('spec 000 §8: $name', ({ failure, limit, answer, shown }) => {
    expect(shownQuoteProblem(failure, limit, answer)).toBe(shown);
  });
});

describe('spec 000 §8, the generic error with its try again: the words a quote problem is said in', () => {
  test.each<{ name: string; problem: QuoteProblem; kind: Parameters<typeof quoteProblemWords>[1]; words: ReturnType<typeof quoteProblemWords> }>([
    { name: 'a failed call whose connection dropped says so', problem: 'CALL_FAILED', kind: 'offline', words: 'OFFLINE' },
    { name: 'a failed call the service answered keeps its words', problem: 'CALL_FAILED', kind: 'failed', words: 'CALL_FAILED' },
    { name: 'a failed call of unknown kind keeps its words', problem: 'CALL_FAILED', kind: null, words: 'CALL_FAILED' },
    { name: 'a wait that ran out is the insurer\'s delay, whatever the connection', problem: 'TIME_EXCEEDED', kind: 'offline', words: 'TIME_EXCEEDED' },
    { name: 'the day\'s limit keeps its words', problem: 'REQUEST_QUOTE_RESTRICTED', kind: 'offline', words: 'REQUEST_QUOTE_RESTRICTED' },
  ])('spec 000 §8: $name', ({ problem, kind, words }) => {
    expect(quoteProblemWords(problem, kind)).toBe(words);
  });
});
