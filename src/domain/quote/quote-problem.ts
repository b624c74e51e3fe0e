// Which problem the quote view shows, from the last quote's answer or a failed quote call (spec 000 section 8; spec 001
// section 8: the French beneficiary-not-found, restricted-product, no-eligible-product). Its ways on are quote-ways.ts.
import { isInsurerOffline, lastQuote, type QuoteDataLike } from './quote.ts';
import { hasInsufficientBalance } from './quote-step.ts';
import { isOrderAlreadyClaimed } from '../submit/submit-outcome.ts';
import type { FailureKind } from '../drawer/failure.ts';

/** A problem of the quote view: an error context of spec 000 section 8, a French restriction, or a call to try again. */
export type QuoteProblem =
  | 'REQUEST_QUOTE_RESTRICTED' | 'INSUFFICIENT_COVERAGE' | 'REQUEST_QUOTE_ERROR' | 'SUBMIT_QUOTE_ERROR' | 'SUBMIT_QUOTE_NO_RETRY_ERROR' | 'REFUSE_QUOTE_ERROR'
  | 'RESTRICTED_PRODUCT' | 'NO_ELIGIBLE_PRODUCT' | 'BENEFICIARY_NOT_FOUND' | 'TIME_EXCEEDED' | 'CALL_FAILED' | 'ORDER_ALREADY_CLAIMED';

/** The quote calls, by what the shopper did. */
export type QuoteCall = 'request' | 'accept' | 'refuse' | 'opt-in' | 'cancel-retry';

/** How a call failed: the HTTP status (0 without an answer), the service's code, and whether another try may cure it. */
export interface QuoteCallFailure {
  status: number;
  errorCode?: string | null | undefined;
  retryable: boolean;
}

/** Quote statuses that mean the insurer could not quote (besides the restrictions), read as REQUEST_QUOTE_ERROR. */
const REQUEST_FAILED: ReadonlySet<string> = new Set(['ERROR', 'REJECTED', 'SYSTEM_REFUSED', 'CONNECTION_ERROR']);

/**
 * The problem the last quote's answer gives, or null (spec 000 section 8): an exhausted pot first (INSUFFICIENT_COVERAGE),
 * then the restriction errors by type, the unknown beneficiary by code, a failed accept or refuse, any other refusal.
 * An insurer-offline answer is no problem: it has a step of its own (OFFLINE).
 */
export function quoteAnswerProblem(claimData: QuoteDataLike | null | undefined): QuoteProblem | null {
  const quote = lastQuote(claimData);
  if (!quote) return null;
  if (hasInsufficientBalance(claimData)) return 'INSUFFICIENT_COVERAGE';
  if (quote.errorType === 'RESTRICTED_PRODUCT_ERROR') return 'RESTRICTED_PRODUCT';
  if (quote.errorType === 'NO_ELIGIBLE_PRODUCT_ERROR') return 'NO_ELIGIBLE_PRODUCT';
  if (quote.errorCode === 'BENEFICIARY_NOT_FOUND') return 'BENEFICIARY_NOT_FOUND';
  if (quote.status === 'CX_ACCEPT_FAILED') return 'SUBMIT_QUOTE_ERROR';
  if (quote.status === 'CX_REFUSE_FAILED') return 'REFUSE_QUOTE_ERROR';
  if (isInsurerOffline(quote)) return null;
  return REQUEST_FAILED.has(quote.status ?? '') ? 'REQUEST_QUOTE_ERROR' : null;
}

/**
 * The problem a failed call gives: an acceptance refused because the order already has a claim is ORDER_ALREADY_CLAIMED
 * (spec 000 section 5, "One claim at a time per order"); the daily quote limit (429 or its code) is REQUEST_QUOTE_RESTRICTED; a failure
 * another try may cure is CALL_FAILED, kept in place with everything the shopper did; any other is the call's
 * non-retryable error (spec 001 section 8: "set when a non-retryable failure occurs").
 */
export function quoteCallProblem(call: QuoteCall, failure: QuoteCallFailure): QuoteProblem {
  if (call === 'accept' && isOrderAlreadyClaimed(failure)) return 'ORDER_ALREADY_CLAIMED';
  if (failure.errorCode === 'REQUEST_QUOTE_RESTRICTED' || (call === 'request' && failure.status === 429)) return 'REQUEST_QUOTE_RESTRICTED';
  if (failure.retryable) return 'CALL_FAILED';
  if (call === 'request') return 'REQUEST_QUOTE_ERROR';
  if (call === 'accept') return 'SUBMIT_QUOTE_ERROR';
  if (call === 'refuse') return 'REFUSE_QUOTE_ERROR';
  return 'CALL_FAILED';
}

/**
 * The problem the quote view shows: a failed call or wait first (what the shopper just did, with its try again); then the
 * day's quote limit (spec 000 §8 REQUEST_QUOTE_RESTRICTED: whatever the last answer said, no new quote can be asked
 * before 24 hours, so no screen may offer one); then the last answer's problem.
 */
export function shownQuoteProblem(failure: QuoteProblem | null, limitReached: boolean, answer: QuoteProblem | null): QuoteProblem | null {
  return failure ?? (limitReached ? 'REQUEST_QUOTE_RESTRICTED' : answer);
}

/**
 * The words a problem is said in: a failed call another try may cure (CALL_FAILED) whose connection dropped
 * (failureKind, src/domain/drawer/failure.ts: the browser offline, or nothing answered) says so, and what to do, as
 * every other failed call does (spec 000 section 8, the generic error with its try again); its ways on stay CALL_FAILED's,
 * and so does the name the shop's analytics hear.
 */
export function quoteProblemWords(problem: QuoteProblem, kind: FailureKind | null): QuoteProblem | 'OFFLINE' {
  return problem === 'CALL_FAILED' && kind === 'offline' ? 'OFFLINE' : problem;
}
