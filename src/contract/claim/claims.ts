// Claim answers (spec 000 sections 3 and 7; spec 001 section 2, My-claims): the claim, submit, my-claims, restriction, file URLs.
import { array, assign, boolean, integer, string, type, type Infer } from 'superstruct';
import { maybe, Money, HttpUrl, OUTCOME_FIELDS } from '../common.ts';

/** POST claims/{id}/get-attachment-url, attachments/{id}/get-url and get-insurance-form-url: a file URL, http(s) only. */
export const AttachmentUrl = type({ url: HttpUrl });
/** A file URL. */
export type AttachmentUrl = Infer<typeof AttachmentUrl>;

/**
 * The claim inside a record (spec 000 section 3). Statuses are plain strings: a value we do not know is
 * kept, and the rules treat it as a claim still in progress.
 */
export const Claim = type({
  ...OUTCOME_FIELDS,
  confirmedAmount: maybe(Money),
  payee: maybe(string()),
  submitResponseStatus: maybe(string()),
});
/** A claim. */
export type Claim = Infer<typeof Claim>;

/** One earlier claim; `lastClaim` flags the most recent one (spec 000 section 3, "Summaries"). */
export const ClaimSummary = assign(Claim, type({ lastClaim: maybe(boolean()) }));
/** A claim summary. */
export type ClaimSummary = Infer<typeof ClaimSummary>;

/** POST claim-records/{id}/claim/submit: the claim, plus the HTTP status the insurer's system answered (504 on a timeout). */
export const ClaimSubmitAnswer = assign(Claim, type({ httpStatus: maybe(integer()) }));
/** What a claim submit answers. */
export type ClaimSubmitAnswer = Infer<typeof ClaimSubmitAnswer>;

/** A notice attached to a claim; type is EXPLANATION_OF_BENEFITS, REJECTION_NOTICE, ACKNOWLEDGEMENT_NOTICE or a newer kind. */
export const ClaimAttachment = type({ id: string(), type: string(), name: maybe(string()) });
/** A claim attachment. */
export type ClaimAttachment = Infer<typeof ClaimAttachment>;

/**
 * One row of my-claims (spec 001 section 2). Our shape for what is not shown: submissionDate is an ISO
 * date-time, insuranceSummary is a line the service writes in the record's language.
 */
export const CustomerClaim = type({
  claimId: string(),
  submissionDate: string(),
  status: string(),
  customerFacingStatus: maybe(string()),
  insuranceSummary: maybe(string()),
  orderNumber: maybe(string()),
  insuranceDeduction: maybe(Money),
  refunded: maybe(Money),
  attachments: maybe(array(ClaimAttachment)),
});
/** A claim of the customer. */
export type CustomerClaim = Infer<typeof CustomerClaim>;

/** GET claims/customer/{id}/claims and POST claims/search; a search's count is the length of `claims`, never a field. */
export const CustomerClaims = type({ claims: array(CustomerClaim) });
/** A list of the customer's claims. */
export type CustomerClaims = Infer<typeof CustomerClaims>;

/**
 * POST claim-records/customer/{id}/restricted-check. Our shape beyond `restricted`: the lookups left before
 * the lock, the seconds until it lifts (spec 001 section 2, "try again in N minutes or seconds"), and why the shopper
 * is restricted: TOO_MANY_ATTEMPTS (the member lookup paused) or LIMIT_REACHED (the day's online claims used up), the
 * spec's error contexts; a reason we do not know is read as none (src/domain/claim/restriction.ts).
 */
export const RestrictedCheck = type({
  restricted: boolean(),
  remainingAttempts: maybe(integer()),
  retryAfterSeconds: maybe(integer()),
  reason: maybe(string()),
});
/** Whether the customer may start a claim. */
export type RestrictedCheck = Infer<typeof RestrictedCheck>;
