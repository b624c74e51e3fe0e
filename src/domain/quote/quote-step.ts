// The quote step, the insufficient balance and a quote waiting to be accepted (spec 000 sections 4 and 8): read by the
// quote view, the call-to-action and the switch; apart from quote.ts, which the customer-facing status reads.
import { isInsurerOffline, lastQuote, type QuoteDataLike, type QuoteRecordLike } from './quote.ts';
import { customerFacingStatus } from '../claim/record-status.ts';
import type { QuoteStep } from '../claim/status.ts';

/** Quote statuses that always ask for a (new) quote; a missing status counts as NONE. */
const REQUEST_ALWAYS: ReadonlySet<string> = new Set(['NONE', 'SUBMITTED', 'RETRY_CANCELLED', 'REJECTED']);
/** Record statuses of a claim cancelled (spec 000 section 4): by the shopper, in this tab or another, or by hand. */
const CANCELLED: ReadonlySet<string> = new Set(['CLAIM_NULLIFIED', 'CLAIM_NULLIFIED_MANUALLY']);
/** Quote statuses that ask for a new quote only while the record is QUOTE_REQUIRED. */
const REQUEST_WHEN_REQUIRED: ReadonlySet<string> = new Set(['ERROR', 'CX_ACCEPT_FAILED', 'CLOSED']);

/**
 * The step the quote view shows (spec 000 section 4, "Quote step derivation"), judged on the last quote,
 * with the branches in the spec's order. A fresh request in flight (QUOTE_REQUESTED) therefore outranks
 * an older approved quote. "Refused" means CX_REFUSED (the shopper's refusal). When no branch matches
 * (an unknown or in-between status) the answer is REQUEST: the one step from which the shopper can move on. A claim
 * cancelled (its record, or the quote the cancellation nullified, CLAIM_NULLIFIED) is CANCELLED before any of them: the
 * service refuses a quote on it (409), so the view, open in one tab as the claim is cancelled in another, offers none.
 */
export function quoteStep(record: QuoteRecordLike | null | undefined): QuoteStep {
  const recordStatus = record?.status ?? '';
  const quote = lastQuote(record?.claimData);
  const quoteStatus = quote?.status || 'NONE';
  if (claimCancelled(record)) return 'CANCELLED';
  if (quoteStatus === 'CX_ACCEPTED' || recordStatus === 'CLAIM_ACCEPTED') return 'ACCEPTED';
  if (REQUEST_ALWAYS.has(quoteStatus)) return 'REQUEST';
  if (recordStatus === 'QUOTE_REQUIRED' && REQUEST_WHEN_REQUIRED.has(quoteStatus)) return 'REQUEST';
  if (recordStatus === 'QUOTE_REQUESTED') return isInsurerOffline(quote) ? 'OFFLINE' : 'REQUEST';
  // The spec's "approved or accepted": CX_ACCEPTED was already answered ACCEPTED above.
  if (quoteStatus === 'APPROVED') return 'SUBMIT';
  if (recordStatus === 'READY_TO_CLAIM' && quoteStatus === 'CX_REFUSED') return 'SUBMIT';
  return 'REQUEST';
}

/** Record statuses of a quote request on its way to the insurer: asked, or asked again at an offline insurer by e-mail retry. */
const AWAITING: ReadonlySet<string> = new Set(['QUOTE_REQUESTED', 'QUOTE_PENDING']);

/**
 * Whether the record holds a quote request the insurer has yet to answer (spec 000 section 4, within the REQUEST step):
 * asked (QUOTE_REQUESTED), which the quote view waits for, or the e-mail retry the shopper opted into at an offline
 * insurer (QUOTE_PENDING), answered later. An insurer that answered offline (OFFLINE), a claim accepted or cancelled
 * meanwhile, or an approved quote is an answer.
 */
export function quoteAwaited(record: QuoteRecordLike | null | undefined): boolean {
  return AWAITING.has(record?.status ?? '') && quoteStep(record) === 'REQUEST';
}

/**
 * Whether the record's claim was cancelled (spec 000 section 4): its record nullified, by the shopper or by hand
 * (CLAIM_NULLIFIED_MANUALLY, which the spec's "counts as nullified" list leaves out but which ends the claim as surely),
 * or its last quote nullified with it. The quote view then shows the cancelled claim, and applying again is a new claim.
 */
export function claimCancelled(record: QuoteRecordLike | null | undefined): boolean {
  return CANCELLED.has(record?.status ?? '') || lastQuote(record?.claimData)?.status === 'CLAIM_NULLIFIED';
}

/**
 * The insurer's pot is exhausted when the last quote is a customer-facing error with code
 * INSUFFICIENT_BALANCE (spec 000 section 8); the drawer then shows INSUFFICIENT_COVERAGE.
 */
export function hasInsufficientBalance(claimData: QuoteDataLike | null | undefined): boolean {
  const quote = lastQuote(claimData);
  return quote?.errorType === 'CUSTOMER_FACING_ERROR' && quote.errorCode === 'INSUFFICIENT_BALANCE';
}

/**
 * Whether the record holds a quote the insurer approved and the shopper has yet to accept or refuse (spec 000 section 4,
 * quote step SUBMIT of an APPROVED quote), in a claim still in progress: the call-to-action says a quote is ready and
 * leads to it, and the switch opens it, since insurance comes on with the acceptance (spec 000 section 1: the shopper
 * requests a quote and accepts it).
 */
export function quoteToAccept(record: QuoteRecordLike | null | undefined): boolean {
  return customerFacingStatus(record) === 'IN_PROGRESS' && quoteStep(record) === 'SUBMIT' && lastQuote(record?.claimData)?.status === 'APPROVED';
}
