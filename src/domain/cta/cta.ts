// Which state the call-to-action shows, what it may cancel, and the last-attempt warning (spec 001 section 2, "CTA states").
import { MAX_CLAIM_ATTEMPTS } from '../constants.ts';
import { isNullified } from '../claim/nullified.ts';
import type { EligibleProductStatus } from '../product/eligibility.ts';
import { customerFacingStatus, withInsurer, type StatusRecordLike } from '../claim/record-status.ts';
import { sessionCtaState, type LoadStatus } from './cta-session.ts';
import { hasInsufficientBalance } from '../quote/quote-step.ts';
import { attemptsLeft, changedToday, quoteLimitReached, type QuoteLimitInput, type QuoteLimitRecordLike } from '../quote/quote-limit.ts';
import { benefitsUnavailable } from '../toggle/insurance-status-error.ts';
import { isToggleOn } from '../toggle/toggle.ts';

/** A state of the call-to-action: those of spec 001 section 2, plus the three it passes through before it knows (checking, init error, default). */
export type CtaState =
  | 'CHECKING'
  | 'INIT_ERROR'
  | 'SIGNED_OUT'
  | 'DEFAULT'
  | 'INELIGIBLE_CART'
  | 'LIMIT_REACHED'
  | 'ACCEPTED'
  | 'IN_PROGRESS'
  | 'REJECTED'
  | 'NULLIFIED'
  | 'ACKNOWLEDGED_NULLIFIED'
  | 'SERVICE_OFFLINE'
  | 'TIMEOUT_RETRY'
  | 'NULLIFY_REJECTED';

export type { LoadStatus } from './cta-session.ts';

/** What the CTA knows about the visitor, the record and the cart. */
export interface CtaInput {
  /** The shop session. */
  session: LoadStatus;
  /** Whether the visitor may apply insurance (spec 000 section 6). */
  signedIn: boolean;
  /** Loading the token, the active record and the restricted check. */
  insurance: LoadStatus;
  /** The active claim record; null when there is none (or it was deleted). */
  record: StatusRecordLike | null;
  /** The restricted check said no new claim may start (spec 000 section 4). */
  restricted: boolean;
  /** The cart's eligibility (spec 000 section 4). */
  eligibleProducts: EligibleProductStatus;
  /** The host page said the direct-billing service is offline (spec 001 section 6, "service status"). */
  serviceOnline: boolean;
}

/**
 * The CTA state. The session decides first (an unknown visitor cannot be told more); then a failed
 * insurance load (spec 001 section 8: "init error when the auth token fails"); then an outage the host page declared
 * (spec 001 section 6, serviceStatus), whose words say the order is at full price: true of every record but a claim
 * applied to the order (claimApplied), whose share the cart's totals still take off, so that claim stays ACCEPTED with
 * its amount. Then the record, whose customer-facing status (spec 000 section 4) outranks the restricted check and the
 * cart: a shopper with an accepted claim sees it even when the day's limit is reached. A nullified record
 * (CLAIM_NULLIFIED, FOR_MANUAL_NULLIFY, CLAIM_NULLIFY_SENT) is NULLIFIED, except FOR_MANUAL_NULLIFY, which the
 * customer-facing rule already calls NULLIFY_REJECTED: the shopper must act on it.
 */
export function ctaState(input: CtaInput): CtaState {
  const before = sessionCtaState(input.session, input.signedIn);
  if (before) return before;
  if (input.insurance === 'error') return 'INIT_ERROR';
  const record = input.record?.status === 'DELETED' ? null : input.record;
  if (!input.serviceOnline && !claimApplied(record)) return 'SERVICE_OFFLINE';
  if (record) {
    const facing = customerFacingStatus(record);
    if (facing === 'NULLIFY_REJECTED') return facing;
    if (isNullified(record.status)) return 'NULLIFIED';
    return facing === 'DEFAULT' || facing === 'NO_CLAIM_RECORD' ? 'IN_PROGRESS' : facing;
  }
  if (input.insurance !== 'ready') return 'CHECKING';
  if (input.restricted) return 'LIMIT_REACHED';
  return input.eligibleProducts === 'NOT_ELIGIBLE' ? 'INELIGIBLE_CART' : 'DEFAULT';
}

/** What the CTA's cancel action cancels in each state: the submitted claim, the record in progress, or the quote retry. */
export type CtaCancel = 'nullify' | 'claim' | 'quote';

const CANCELS: Partial<Record<CtaState, CtaCancel>> = { ACCEPTED: 'nullify', IN_PROGRESS: 'claim', SERVICE_OFFLINE: 'quote' };

/**
 * The cancel the CTA offers (spec 001 section 2: cancel-claim and cancel-quote confirmations; spec 000 section 4:
 * nullify cancels a submitted claim). Only a record can be cancelled, and a quote only when the record itself waits
 * on an offline insurer: an outage the host page declared cancels nothing. A claim the insurer holds (withInsurer) is
 * no claim in progress to delete: nothing is cancelled until the insurer answers, and an accepted claim is then nullified.
 */
export function ctaCancel(state: CtaState, record: StatusRecordLike | null | undefined): CtaCancel | null {
  const cancel = record ? CANCELS[state] : undefined;
  if (!cancel || (cancel === 'quote' && offlineCause(record) !== 'quote')) return null;
  if (cancel === 'claim' && withInsurer(record)) return null;
  return cancel;
}

/**
 * Whether a claim is applied to the order: the insurer accepted it (spec 000 section 4, CLAIM_ACCEPTED gives ACCEPTED)
 * and the shopper's benefits are on (section 4, "Insurance usage"), so its confirmed amount comes off the order total
 * (section 1). It stays applied whatever the host page says of the service: nothing reaches the service to take it off.
 */
export function claimApplied(record: StatusRecordLike | null | undefined): boolean {
  return customerFacingStatus(record) === 'ACCEPTED' && isToggleOn(record);
}

/**
 * Whether the cancel the call-to-action offers must wait for the service: every cancel is a call to it (spec 000
 * section 7: nullify, delete, the quote retry's cancel), which none answers while the host page says the service is
 * offline (spec 001 section 6, serviceStatus). The card still shows the cancel, unavailable, and says when it can be used.
 */
export function cancelWaitsForService(cancel: CtaCancel | null, serviceOnline: boolean): boolean {
  return cancel !== null && !serviceOnline;
}

/**
 * What the toggle says while the host page says the service is offline (spec 001 section 6, serviceStatus), so that it
 * agrees with the call-to-action's state (ctaState), whether a card stands beside it or not. Every control of the toggle
 * is a call to the service (spec 000 section 7: the use of insurance, the product choice, the plans) that none answers
 * now, so none is offered while the outage lasts. A claim applied to the order stays applied (`applied`, the card's
 * ACCEPTED with its amount): its benefits come off once the service is back. Any other record, or none, is at full
 * price (`unavailable`, the card's SERVICE_OFFLINE in the outage's words). A quote waiting on an offline insurer, whose
 * wait the switch says already, or a state the session decides, is only `held`. Null while the service is online.
 */
export type ToggleOutage = 'applied' | 'unavailable' | 'held';

/** What the toggle says and offers while the host page says the service is offline; null while it is online. */
export function toggleOutage(state: CtaState, record: StatusRecordLike | null | undefined, serviceOnline: boolean): ToggleOutage | null {
  if (serviceOnline) return null;
  if (state === 'ACCEPTED') return 'applied';
  return state === 'SERVICE_OFFLINE' && offlineCause(record) === 'service' ? 'unavailable' : 'held';
}

/**
 * Why the call-to-action says the service is offline (spec 000 section 4): the shopper's own quote waits on an insurer
 * that is offline (QUOTE_PENDING, or a quote request whose last quote met it), which they may cancel and whose answer
 * comes by e-mail; or the host page declared the service down (spec 001 section 6, serviceStatus), which has nothing to
 * do with a quote and nothing to cancel.
 */
export function offlineCause(record: StatusRecordLike | null | undefined): 'quote' | 'service' {
  return customerFacingStatus(record) === 'SERVICE_OFFLINE' ? 'quote' : 'service';
}

/**
 * Where the shopper stands with a quote that waits on an offline insurer, so the call-to-action says what is true and
 * offers what the quote view offers (spec 000 sections 4 and 7; spec 001 section 2, "service offline"; spec 001
 * section 9, up to 48 hours). The insurer's insurer-offline connection error to a request (QUOTE_REQUESTED) leaves the
 * shopper a choice, an e-mail once it answers or not (opt-in-retry, retry true or false): `unanswered` until they make
 * it; `declined` once they said no to this very quote, which the service keeps no trace of (the record is unchanged),
 * so the page remembers it (`declinedKey`, the offlineQuoteKey of the record they declined); `opted-in` once they asked
 * for the e-mail (QUOTE_PENDING, the retry the insurer answers later). Null when no quote waits on an offline insurer:
 * any other record, or none (an outage the host page declared is offlineCause 'service').
 */
export type OfflineQuote = 'unanswered' | 'declined' | 'opted-in';

/** The part of a record that tells one offline quote from the next. */
export interface OfflineQuoteRecordLike extends StatusRecordLike {
  id?: string | null | undefined;
  lastModified?: string | null | undefined;
}

/** What the shopper can do about the quote waiting on an offline insurer, if one waits. */
export function offlineQuote(record: OfflineQuoteRecordLike | null | undefined, declinedKey: string | null): OfflineQuote | null {
  if (!record || customerFacingStatus(record) !== 'SERVICE_OFFLINE') return null;
  if (record.status === 'QUOTE_PENDING') return 'opted-in';
  return declinedKey !== null && declinedKey === offlineQuoteKey(record) ? 'declined' : 'unanswered';
}

/**
 * The e-mail retry a quote at an offline insurer offers (spec 000 section 7, opt-in-retry), on the call-to-action and in
 * the quote view: until the shopper asked for it (offlineQuote `unanswered` or `declined`) it is `offered`; while the host
 * page says the service is offline (spec 001 section 6, serviceStatus) that call is one none answers, so it is `held`: in
 * sight, unavailable, with when it can be used, as the cancel beside it (cancelWaitsForService). Null once asked for, or
 * with no quote at an offline insurer.
 */
export function retryOptIn(offline: OfflineQuote | null, serviceOnline: boolean): 'offered' | 'held' | null {
  if (offline !== 'unanswered' && offline !== 'declined') return null;
  return serviceOnline ? 'offered' : 'held';
}

/**
 * The offline quote a "no thanks" answers: the record, as of its last change, with its count of quotes. A new request,
 * a cancel or an opt-in changes it, so a "no" is never carried over to a quote the shopper has not seen.
 */
export function offlineQuoteKey(record: OfflineQuoteRecordLike): string {
  return `${record.id ?? ''}|${record.lastModified ?? ''}|${record.claimData?.quoteSummaries?.length ?? 0}`;
}

/**
 * Whether the record in progress ends in an exhausted pot: the mutuelle's last quote is the customer-facing error
 * INSUFFICIENT_BALANCE (spec 000 section 8, INSUFFICIENT_COVERAGE; spec 001 section 8, "exhausted pot"), one of the
 * claim outcomes of spec 000 section 4. The record keeps its status (QUOTE_REQUIRED, customer-facing IN_PROGRESS) and
 * "proceed to checkout" changes nothing on it (spec 000 section 8, modal behaviour), so the call-to-action says the
 * outcome, the order at full price, rather than a claim to resume: resuming would only show the same refusal.
 */
export function exhaustedPot(record: StatusRecordLike | null | undefined): boolean {
  return customerFacingStatus(record) === 'IN_PROGRESS' && hasInsufficientBalance(record?.claimData);
}

/** The part of a record that says whether its member has benefits to apply (spec 000 section 3, claimData.insuranceStatusErrorCode). */
export interface BenefitsRecordLike extends StatusRecordLike {
  claimData?: (NonNullable<StatusRecordLike['claimData']> & { insuranceStatusErrorCode?: string | null | undefined }) | null | undefined;
}

/**
 * Whether the record in progress found the member with no benefits to apply online: the status NO_BENEFITS_AVAILABLE,
 * or the service's error code saying so (spec 000 section 8, benefits unavailable; spec 001 section 8,
 * BENEFITS_UNAVAILABLE). The drawer can only say so and close, so the call-to-action says it too, with what the
 * shopper can do, rather than offer a claim to continue and an estimate of nothing.
 */
export function noBenefitsToApply(record: BenefitsRecordLike | null | undefined): boolean {
  return customerFacingStatus(record) === 'IN_PROGRESS' && benefitsUnavailable({ status: record?.status, insuranceStatusErrorCode: record?.claimData?.insuranceStatusErrorCode });
}

/**
 * Whether the attempts used are all the day allows, so cancelling means waiting 24 hours and the confirmation
 * says so (spec 000 section 9: up to 3 attempts, then a 24-hour wait).
 */
export function isLastAttempt(attemptsUsed: number): boolean {
  return attemptsUsed >= MAX_CLAIM_ATTEMPTS;
}

/** The part of a record that counts attempts: its claim or quote summaries, one per submission. */
export interface AttemptsLike {
  claimData?: { claimSummaries?: readonly unknown[] | null | undefined; quoteSummaries?: readonly unknown[] | null | undefined } | null | undefined;
}

/**
 * The attempts a record has used: its submissions (claims in North America, quotes in France). The spec gives the
 * limit, not the count; the record's summaries are the service's own tally of its tries.
 */
export function attemptsUsed(record: AttemptsLike | null | undefined): number {
  const data = record?.claimData;
  return Math.max(data?.claimSummaries?.length ?? 0, data?.quoteSummaries?.length ?? 0);
}

/** What the cancel confirmations' warning reads: the record shown, with its submissions, and the day's quotes as the quote view's rule counts them. */
export interface LastAttemptInput extends QuoteLimitInput {
  record: (QuoteLimitRecordLike & AttemptsLike) | null | undefined;
}

/**
 * Whether cancelling now uses the day's last attempt, so the confirmation says cancelling means waiting 24 hours
 * (spec 001 section 2, the last-attempt variant; section 9). The record's own submissions may be the three (a claim
 * in North America, a record whose date is unknown) when it last changed within the 24 hours, as attemptsLeft counts
 * every record: three tries of an earlier day leave today's three; else the day's quotes count, this record's and the
 * shopper's others' and the service's refusal (src/domain/quote/quote-limit.ts attemptsLeft): the limit is the day's,
 * not the claim's, so a claim started after one cancelled with two quotes is on its last with its first.
 */
export function lastAttemptToday(input: LastAttemptInput): boolean {
  const ownToday = changedToday(input.record?.lastModified, input.now) && isLastAttempt(attemptsUsed(input.record));
  return ownToday || attemptsLeft(input) === 0;
}

/**
 * What the cancel confirmation warns of (spec 001 §2, the last-attempt variant; §9; spec 000 §8 REQUEST_QUOTE_RESTRICTED):
 * `limitMet` where the claim asks for a quote the day's limit already refuses (quoteLimitReached): no attempt is left to
 * lose, the 24-hour wait already applies whether or not the shopper cancels; `lastAttempt` where cancelling gives up the
 * day's last (lastAttemptToday); else nothing.
 */
export function cancelWarning(input: LastAttemptInput): 'limitMet' | 'lastAttempt' | null {
  if (quoteLimitReached(input)) return 'limitMet';
  return lastAttemptToday(input) ? 'lastAttempt' : null;
}
