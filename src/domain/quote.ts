// Which quote counts and what it means: the last quote, insurer offline, quote step, insufficient balance (spec 000 sections 4 and 8).
import type { QuoteStep } from './status.ts';

/** The part of a quote these rules read; the service may send any status, so statuses are plain strings. */
export interface QuoteLike {
  status?: string | null | undefined;
  errorType?: string | null | undefined;
  errorCode?: string | null | undefined;
}

/** A quote summary: a quote with the flag that marks the latest one (spec 000 section 3). */
export interface QuoteSummaryLike extends QuoteLike {
  lastQuote?: boolean | null | undefined;
}

/** The part of claimData that carries quotes. */
export interface QuoteDataLike {
  quote?: QuoteLike | null | undefined;
  quoteSummaries?: readonly QuoteSummaryLike[] | null | undefined;
}

/** The part of a claim record the quote step reads. */
export interface QuoteRecordLike {
  status?: string | null | undefined;
  claimData?: QuoteDataLike | null | undefined;
}

/**
 * The quote the rules judge: the summary flagged lastQuote, else claimData.quote (spec 000 section 3,
 * "Summaries carry lastQuote"), so a stale current quote never hides the latest answer.
 */
export function lastQuote(claimData: QuoteDataLike | null | undefined): QuoteLike | undefined {
  if (!claimData) return undefined;
  return claimData.quoteSummaries?.find((summary) => summary.lastQuote === true) ?? claimData.quote ?? undefined;
}

/** An insurer-offline answer is a CONNECTION_ERROR with code INSURER_OFFLINE (spec 000 section 4). */
export function isInsurerOffline(quote: QuoteLike | null | undefined): boolean {
  return quote?.status === 'CONNECTION_ERROR' && quote.errorCode === 'INSURER_OFFLINE';
}

/** Quote statuses that always ask for a (new) quote; a missing status counts as NONE. */
const REQUEST_ALWAYS: ReadonlySet<string> = new Set(['NONE', 'SUBMITTED', 'RETRY_CANCELLED', 'REJECTED']);
/** Quote statuses that ask for a new quote only while the record is QUOTE_REQUIRED. */
const REQUEST_WHEN_REQUIRED: ReadonlySet<string> = new Set(['ERROR', 'CX_ACCEPT_FAILED', 'CLOSED']);

/**
 * The step the quote view shows (spec 000 section 4, "Quote step derivation"), judged on the last quote,
 * with the branches in the spec's order. A fresh request in flight (QUOTE_REQUESTED) therefore outranks
 * an older approved quote. "Refused" means CX_REFUSED (the shopper's refusal). When no branch matches
 * (an unknown or in-between status) the answer is REQUEST: the one step from which the shopper can move on.
 */
export function quoteStep(record: QuoteRecordLike | null | undefined): QuoteStep {
  const recordStatus = record?.status ?? '';
  const quote = lastQuote(record?.claimData);
  const quoteStatus = quote?.status || 'NONE';
  if (quoteStatus === 'CX_ACCEPTED' || recordStatus === 'CLAIM_ACCEPTED') return 'ACCEPTED';
  if (REQUEST_ALWAYS.has(quoteStatus)) return 'REQUEST';
  if (recordStatus === 'QUOTE_REQUIRED' && REQUEST_WHEN_REQUIRED.has(quoteStatus)) return 'REQUEST';
  if (recordStatus === 'QUOTE_REQUESTED') return isInsurerOffline(quote) ? 'OFFLINE' : 'REQUEST';
  // The spec's "approved or accepted": CX_ACCEPTED was already answered ACCEPTED above.
  if (quoteStatus === 'APPROVED') return 'SUBMIT';
  if (recordStatus === 'READY_TO_CLAIM' && quoteStatus === 'CX_REFUSED') return 'SUBMIT';
  return 'REQUEST';
}

/**
 * The insurer's pot is exhausted when the last quote is a customer-facing error with code
 * INSUFFICIENT_BALANCE (spec 000 section 8); the drawer then shows INSUFFICIENT_COVERAGE.
 */
export function hasInsufficientBalance(claimData: QuoteDataLike | null | undefined): boolean {
  const quote = lastQuote(claimData);
  return quote?.errorType === 'CUSTOMER_FACING_ERROR' && quote.errorCode === 'INSUFFICIENT_BALANCE';
}
