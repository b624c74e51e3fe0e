// What a claim submit came to (spec 000 section 4, "Claim outcomes" and "Submit result"; section 8, error contexts):
// the outcome the result modal shows, read from the submit call and from the record once the insurer answered.
import { ORDER_ALREADY_CLAIMED, TIMEOUT_STATUS } from '../constants.ts';
import { isDailyClaimLimit } from '../claim/limit.ts';
import { answersFinal } from '../claim/moved-on.ts';
import { isNullified } from '../claim/nullified.ts';
import { RECORD_STATUSES, type ErrorContext } from '../claim/status.ts';

/** The error contexts a claim submit can end on (spec 000 section 8). */
export type SubmitErrorContext = Extract<
  ErrorContext,
  | 'CLAIM_REJECTED' | 'INSURER_ERROR' | 'CLAIM_ACKNOWLEDGED' | 'CLAIM_ACKNOWLEDGED_NULLIFIED' | 'TIMEOUT_RETRY'
  | 'LIMIT_REACHED' | 'INSUFFICIENT_COVERAGE' | 'SUBMIT_CLAIM_NO_RETRY_ERROR' | 'GENERIC_ERROR'
>;

/**
 * A submit's outcome: the claim applied, the error context its modal shows, or ORDER_ALREADY_CLAIMED: the order already
 * has a claim in flight or applied, from another record (spec 000 section 5, "One claim at a time per order").
 */
export type SubmitOutcome = 'ACCEPTED' | SubmitErrorContext | 'ORDER_ALREADY_CLAIMED';


/** Whether a failed claim call (submit, or a French quote's acceptance) was refused as a second claim on the order. */
export function isOrderAlreadyClaimed(failure: { status?: number | null | undefined; errorCode?: string | null | undefined }): boolean {
  return failure.status === 409 && failure.errorCode === ORDER_ALREADY_CLAIMED;
}

/** The part of the record's claim the outcome reads; the service may send values we do not know. */
export interface SubmitClaimLike {
  status?: string | null | undefined;
  errorType?: string | null | undefined;
  errorCode?: string | null | undefined;
  submitResponseStatus?: string | null | undefined;
}

/** The part of a claim record the outcome reads. */
export interface SubmitRecordLike {
  status?: string | null | undefined;
  claimData?: { claim?: SubmitClaimLike | null | undefined } | null | undefined;
}

/**
 * Whether the insurer is still answering, so the poll goes on: the record or its claim is CLAIM_SUBMITTED. A record
 * status we do not know counts as still in progress too (never a crash, never a wrong outcome).
 */
export function isClaimPending(record: SubmitRecordLike | null | undefined): boolean {
  const status = record?.status;
  if (status === 'CLAIM_SUBMITTED' || record?.claimData?.claim?.status === 'CLAIM_SUBMITTED') return true;
  return !status || !(RECORD_STATUSES as readonly string[]).includes(status);
}

/**
 * A claim the insurer answered with an error (the record back at READY_TO_CLAIM): an exhausted pot is
 * INSUFFICIENT_COVERAGE; information the insurer refused (customer-facing or validation error) is INSURER_ERROR, which
 * the shopper can fix; any other failure is GENERIC_ERROR, which a try again may cure.
 */
function claimErrorOutcome(claim: SubmitClaimLike): SubmitOutcome {
  if (claim.errorCode === 'INSUFFICIENT_BALANCE') return 'INSUFFICIENT_COVERAGE';
  if (claim.errorType === 'CUSTOMER_FACING_ERROR' || claim.errorType === 'VALIDATION_ERROR') return 'INSURER_ERROR';
  return 'GENERIC_ERROR';
}

/**
 * The outcome once polling stopped (spec 000 section 4, "Claim outcomes"). A claim still pending when the poll ran
 * out is TIMEOUT_RETRY: the insurer has not answered, so the shopper orders at full price and the claim settles later.
 * After a fresh submit only the insurer cancels a claim, after acknowledging it: a nullified record is
 * CLAIM_ACKNOWLEDGED_NULLIFIED. CLAIM_RETRY_FAILED (the automatic resubmission failed) leaves checkout at full price.
 */
export function outcomeOfRecord(record: SubmitRecordLike | null | undefined): SubmitOutcome {
  if (!record) return 'GENERIC_ERROR';
  if (isClaimPending(record)) return 'TIMEOUT_RETRY';
  const status = record.status;
  const claim = record.claimData?.claim;
  if (status === 'CLAIM_ACCEPTED') return 'ACCEPTED';
  if (status === 'CLAIM_REJECTED') return 'CLAIM_REJECTED';
  if (status === 'CLAIM_ACKNOWLEDGED') return 'CLAIM_ACKNOWLEDGED';
  if (isNullified(status) || status === 'CLAIM_NULLIFY_EVENT_SENT') return 'CLAIM_ACKNOWLEDGED_NULLIFIED';
  if (status === 'CLAIM_RETRY_FAILED') return 'SUBMIT_CLAIM_NO_RETRY_ERROR';
  if (status === 'CLAIM_RETRY' || claim?.status === 'CLAIM_SUBMIT_TIMEOUT' || claim?.submitResponseStatus === 'CLAIM_SUBMIT_TIMEOUT') return 'TIMEOUT_RETRY';
  if (status === 'RESTRICTED') return 'LIMIT_REACHED';
  if (claim?.status === 'CLAIM_ERROR') return claimErrorOutcome(claim);
  return 'GENERIC_ERROR';
}

/**
 * The outcome once the wait for the insurer's answer ended (spec 000 sections 4 and 9): the record last read says it
 * (outcomeOfRecord). A wait that ran out without one record read (the service unreachable all along) knows no more than
 * that the claim was sent: it is with the insurer as far as anyone knows, the answer taking longer (TIMEOUT_RETRY),
 * never a claim that "could not be submitted".
 */
export function outcomeOfWait(last: SubmitRecordLike | null | undefined, timedOut: boolean): SubmitOutcome {
  return timedOut && !last ? 'TIMEOUT_RETRY' : outcomeOfRecord(last);
}

/** How the submit call ended: the HTTP status of a failure, or the httpStatus an answer carries, and the service's code. */
export interface SubmitCall {
  /** Whether the call answered (2xx), so `status` is the answer's httpStatus; else the failure's status (0: no answer). */
  answered: boolean;
  status?: number | null | undefined;
  errorCode?: string | null | undefined;
}

/**
 * What the submit call alone decides, or null when the record must be polled to know. The daily limit (isDailyClaimLimit)
 * ends it, and so does a refusal of a second claim on the order (409 ORDER_ALREADY_CLAIMED). An answer is otherwise
 * always polled. A failed call is polled when the claim may have gone
 * through: a timeout (504) or a conflict (409: already submitted, from another tab or an earlier try). Another 4xx
 * is a refusal no retry cures (SUBMIT_CLAIM_NO_RETRY_ERROR); no answer or a 5xx is GENERIC_ERROR, worth a try again.
 */
export function submitCallOutcome({ answered, status, errorCode }: SubmitCall): SubmitOutcome | null {
  if (isDailyClaimLimit({ status, errorCode })) return 'LIMIT_REACHED';
  if (!answered && isOrderAlreadyClaimed({ status, errorCode })) return 'ORDER_ALREADY_CLAIMED';
  if (answered || status === TIMEOUT_STATUS || status === 409) return null;
  if (status && status >= 400 && status < 500) return 'SUBMIT_CLAIM_NO_RETRY_ERROR';
  return 'GENERIC_ERROR';
}

/**
 * Whether a submit refused with a 409 met a claim that moved on before it (spec 000 section 4 lists the statuses, not the
 * transitions: the service refuses a call the record's status no longer allows), not a failure to try again: the record
 * read after the refusal holds no claim sent (answersFinal), so the claim stands where that record says and the drawer
 * shows it, as on a reload. A 409 with a meaning of its own is not (ORDER_ALREADY_CLAIMED, the daily limit), nor one
 * after which the record shows a claim sent (another tab's submit): that claim is followed to its answer.
 */
export function refusedAsStale(call: SubmitCall, last: Parameters<typeof answersFinal>[0]): boolean {
  if (call.answered || call.status !== 409 || isOrderAlreadyClaimed(call) || isDailyClaimLimit(call)) return false;
  return !!last && !answersFinal(last);
}

/**
 * Outcomes that put the insurer's share on the cart, whose total the host must read again (spec 000 section 4): an
 * accepted claim only. An acknowledged claim is not applied (spec 000 section 4: the shopper checks out pre-authorised
 * for the full amount), so the page hears no sync for it: a shop that deducts on sync would take off money never confirmed.
 */
export function changesCart(outcome: SubmitOutcome): boolean {
  return outcome === 'ACCEPTED';
}
