// What a record's status means (spec 000 §3 and §4; spec 001 §4).
// The sandbox's own rules, written from the spec and not from the widgets' src/domain, so that a widget test run
// against the sandbox can show the widgets wrong; rules.test.ts checks each against the widgets' rule too.
import type { CustomerFacingStatus } from '../../../src/domain/claim/status.ts';

/** The part of a quote the quote rules read (spec 000 §3, "Quote"). */
export interface QuoteFacts {
  status?: string | null | undefined;
  errorCode?: string | null | undefined;
  lastQuote?: boolean | null | undefined;
}

/** The part of claimData the status rules read. */
export interface ClaimDataFacts {
  useInsuranceStatus?: string | null | undefined;
  quote?: QuoteFacts | null | undefined;
  quoteSummaries?: readonly QuoteFacts[] | null | undefined;
}

/** The part of a claim record the status rules read. */
export interface RecordFacts {
  status?: string | null | undefined;
  claimData?: ClaimDataFacts | null | undefined;
}

/**
 * spec 000 §3 "Summaries carry lastQuote and lastClaim flags": the last quote is the summary flagged lastQuote; a
 * record with no flagged summary falls back to its current quote (claimData.quote); none at all is undefined.
 */
export function latestQuote(claimData: ClaimDataFacts | null | undefined): QuoteFacts | undefined {
  for (const summary of claimData?.quoteSummaries ?? []) if (summary.lastQuote === true) return summary;
  return claimData?.quote ?? undefined;
}

/**
 * spec 000 §4 (customer-facing status, quote step): "the last quote was a connection error with the insurer offline",
 * with the words of spec 000 §4 quote status CONNECTION_ERROR and §8 error code INSURER_OFFLINE.
 */
export function insurerOffline(quote: QuoteFacts | null | undefined): boolean {
  return quote != null && quote.status === 'CONNECTION_ERROR' && quote.errorCode === 'INSURER_OFFLINE';
}

/**
 * spec 000 §4 "Customer-facing status from record status" (spec 001 §4 alike): CLAIM_ACCEPTED gives ACCEPTED,
 * CLAIM_REJECTED REJECTED, CLAIM_RETRY TIMEOUT_RETRY, CLAIM_ACKNOWLEDGED ACKNOWLEDGED_NULLIFIED, RESTRICTED
 * LIMIT_REACHED, QUOTE_PENDING SERVICE_OFFLINE; QUOTE_REQUESTED gives SERVICE_OFFLINE only when the last quote was a
 * connection error with the insurer offline; CLAIM_NULLIFY_REJECTED and FOR_MANUAL_NULLIFY give NULLIFY_REJECTED;
 * any other status gives IN_PROGRESS; no status gives DEFAULT.
 */
export function recordCustomerFacingStatus(record: RecordFacts | null | undefined): CustomerFacingStatus {
  switch (record?.status ?? '') {
    case '': return 'DEFAULT';
    case 'CLAIM_ACCEPTED': return 'ACCEPTED';
    case 'CLAIM_REJECTED': return 'REJECTED';
    case 'CLAIM_RETRY': return 'TIMEOUT_RETRY';
    case 'CLAIM_ACKNOWLEDGED': return 'ACKNOWLEDGED_NULLIFIED';
    case 'RESTRICTED': return 'LIMIT_REACHED';
    case 'QUOTE_PENDING': return 'SERVICE_OFFLINE';
    case 'QUOTE_REQUESTED': return insurerOffline(latestQuote(record?.claimData)) ? 'SERVICE_OFFLINE' : 'IN_PROGRESS';
    case 'CLAIM_NULLIFY_REJECTED':
    case 'FOR_MANUAL_NULLIFY': return 'NULLIFY_REJECTED';
    default: return 'IN_PROGRESS';
  }
}

/**
 * spec 000 §4 "Insurance usage" (spec 001 §4 alike): the toggle counts as on when the record is not deleted and
 * use-insurance is enabled or enabled-with-eligibility-check. No record is off.
 */
export function insuranceOn(record: RecordFacts | null | undefined): boolean {
  if (!record || record.status === 'DELETED') return false;
  const use = record.claimData?.useInsuranceStatus;
  return use === 'INSURANCE_ENABLED' || use === 'INSURANCE_ENABLED_ELIGIBILITY_CHECK_REQUIRED';
}

/**
 * spec 000 §4 "Nullify": the record statuses of a claim cancelled or being cancelled: asked (CLAIM_NULLIFY_EVENT_SENT),
 * sent or done ("a record counts as nullified in CLAIM_NULLIFIED, FOR_MANUAL_NULLIFY and CLAIM_NULLIFY_SENT"), or done by
 * hand (CLAIM_NULLIFIED_MANUALLY); and a claim the insurer refused (CLAIM_REJECTED). An order takes no share of them.
 */
const NO_SHARE: ReadonlySet<string> = new Set([
  'CLAIM_NULLIFY_EVENT_SENT', 'CLAIM_NULLIFY_SENT', 'CLAIM_NULLIFIED', 'FOR_MANUAL_NULLIFY', 'CLAIM_NULLIFIED_MANUALLY', 'CLAIM_REJECTED',
]);

/** Whether an order may take the share of a record's claim in this status (NO_SHARE: cancelled, being cancelled, refused). */
export const claimMayShare = (status: string | null | undefined): boolean => !NO_SHARE.has(status ?? '');

/** spec 000 §4 "Nullify": a cancellation asked or sent and not yet confirmed: the claim is being cancelled. */
export const cancellationUnderWay = (status: string | null | undefined): boolean => status === 'CLAIM_NULLIFY_EVENT_SENT' || status === 'CLAIM_NULLIFY_SENT';

/** spec 000 §4 "Insurance usage": "Turning on is allowed unless the status is disabled" (a missing status included). */
export function mayTurnInsuranceOn(useInsuranceStatus: string | null | undefined): boolean {
  return useInsuranceStatus !== 'INSURANCE_DISABLED';
}

/**
 * The record statuses in which the member's benefit plans exist. spec 001 §4 says "the benefit plan is ready only if
 * the record status allows plans" without the list; the sandbox's reading: plans are the found member's (spec 000 §4
 * member-lookup phase MEMBER_FOUND: INSURANCE_MEMBER_FOUND, NO_BENEFITS_AVAILABLE, READY_TO_QUOTE, READY_TO_CLAIM,
 * CLAIM_ACCEPTED, QUOTE_REQUIRED) and last through every step the found member goes on to (prescriptions, quote
 * requests and the insurer's answers, the claim submitted, retried or acknowledged). Before the member is found
 * (CREATED, UPDATED, the lookup's failures, RESTRICTED) and once the claim is over (rejected, cancelled, refunded,
 * invoiced, closed, deleted) there are none.
 */
const PLANS_EXIST: ReadonlySet<string> = new Set([
  // The member is found (spec 000 §4, member-lookup phase MEMBER_FOUND).
  'INSURANCE_MEMBER_FOUND', 'NO_BENEFITS_AVAILABLE', 'READY_TO_QUOTE', 'QUOTE_REQUIRED', 'READY_TO_CLAIM', 'CLAIM_ACCEPTED',
  // The North American prescription step of the found member.
  'PRESCRIPTIONS_REQUIRED', 'PRESCRIPTIONS_AUTO_APPROVED', 'PRESCRIPTIONS_APPROVED', 'PRESCRIPTIONS_DISAPPROVED',
  'PRESCRIPTIONS_FOR_REVIEW', 'PRESCRIPTIONS_IN_REVIEW',
  // The French quote of the found member, while the insurer answers.
  'QUOTE_REQUESTED', 'QUOTE_PENDING', 'QUOTE_SYSTEM_REFUSED_EVENT_SENT',
  // The claim, while it stands.
  'CLAIM_SUBMITTED', 'CLAIM_RETRY', 'CLAIM_RETRY_FAILED', 'CLAIM_ACKNOWLEDGED',
]);

/** spec 001 §4: "the benefit plan is ready only if the record status allows plans" (PLANS_EXIST); no record, none. */
export function benefitPlansReady(record: RecordFacts | null | undefined): boolean {
  return PLANS_EXIST.has(record?.status ?? '');
}

/**
 * A record's summaries with `latest` as the last one, flagged by `flag` (spec 000 §3: one summary per quote or claim,
 * the last one flagged): a new attempt is appended; a new status of the same attempt takes the last one's place, so the
 * summaries count the attempts of spec 000 §9.
 */
export function summariesWith<S extends object>(summaries: readonly S[] | null | undefined, latest: S, flag: 'lastQuote' | 'lastClaim', attempt: 'new' | 'same'): S[] {
  const earlier = attempt === 'same' ? (summaries ?? []).slice(0, -1) : (summaries ?? []);
  return [...earlier.map((s) => ({ ...s, [flag]: false })), { ...latest, [flag]: true }];
}
