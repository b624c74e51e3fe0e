// A call of the shopper's answers refused because the claim moved on meanwhile (spec 000 section 4 lists the statuses,
// not the transitions: the service refuses with a 409 a call the record's status no longer allows): the shopper's
// other tab sent the claim, and this tab's view still asks for answers. Read by the action runner (claim-kit.ts
// handled), which reads the record again, as it does for a 404 (a record gone).
import { ORDER_ALREADY_CLAIMED } from '../constants.ts';
import { lastQuote, type QuoteRecordLike } from '../quote/quote.ts';

/** How a call failed: the call's label (its method and name), the HTTP status and the service's code. */
export interface RefusedAnswerCall {
  call: string;
  status?: number | null | undefined;
  errorCode?: string | null | undefined;
}

/** The calls of the shopper's answers on the record, by their label (`PATCH claim-records/{id}`, method then name). */
const ANSWER_CALL = /^(PATCH claim-records\/\{id\}|POST claim-records\/\{id\}\/(sync-insurance-member|prescriptions\/.+|products\/select-claimable))$/;

/**
 * Whether a failed call may have met a claim sent meanwhile, so the record is read again: a 409 of a call of the
 * shopper's answers on the record (the details, the member lookup, prescriptions, products). A 409 with a meaning of its
 * own is not (ORDER_ALREADY_CLAIMED, spec 000 section 5: the order's claim held by another record leaves this one where
 * it was); nor a call that is no answer: the quote's and the claim's own calls follow the insurer's answer themselves
 * (flow-quote.ts, flow-submit.ts), and the use of insurance and a cancel have their own states (the switch, the card).
 */
export function mayMeetClaimSent(failure: RefusedAnswerCall): boolean {
  return failure.status === 409 && failure.errorCode !== ORDER_ALREADY_CLAIMED && ANSWER_CALL.test(failure.call);
}

/**
 * Whether the shopper's answers on the record are final: its claim was sent, or the shopper accepted the quote (spec 000
 * section 4: accepting submits the claim at once). From the submission on, the record's statuses (spec 000 section 4)
 * are the claim's (CLAIM_SUBMITTED to CLAIM_CLOSED, and FOR_MANUAL_NULLIFY): the insurer holds the claim, has answered
 * it, or it is being cancelled or closed, and the answers it went with take no change. A form shown again then could
 * not be saved.
 */
export function answersFinal(record: QuoteRecordLike | null | undefined): boolean {
  const status = record?.status ?? '';
  return status.startsWith('CLAIM_') || status === 'FOR_MANUAL_NULLIFY' || lastQuote(record?.claimData)?.status === 'CX_ACCEPTED';
}
