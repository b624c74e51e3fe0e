// Claims (spec 000 sections 4, 7 and 8): submit with the daily limit of online claims, the insurer's answer by
// scenario after a delay, nullify with the Los Angeles cut-off, the restricted check, and the my-claims calls.
import { Hono } from 'hono';
import { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { ClaimSubmitAnswer, RestrictedCheck, type Claim } from '../../src/contract/claim/claims.ts';
import { MAX_CLAIM_ATTEMPTS } from '../../src/domain/constants.ts';
import type { ClaimCustomerFacingStatus, ClaimStatus, QuoteStatus } from '../../src/domain/claim/status.ts';
import type { State } from '../state.ts';
import { allowancesOf, copaysOf, paidAllowancesOf } from './allowances.ts';
import { countToday, moneyOf, shareMinor, type PricedLine } from './coverage.ts';
import { answer, fail, jsonBody, type ServiceEnv } from './kit.ts';
import { illegal } from './machine.ts';
import { claimOf, myClaimRoutes, recordClaimOutcome, rowAwaitsCancel } from './my-claims.ts';
import { findRecord, orderAlreadyClaimed } from './records.ts';
import { nullifyExpired } from './rules/los-angeles-time.ts';
import { cancellationUnderWay, latestQuote, mayTurnInsuranceOn, recordCustomerFacingStatus, summariesWith } from './rules/record.ts';
import { currencyOfStored, isFrench, LOOKUP_ATTEMPTS, type StoredRecord } from './store.ts';

/**
 * The cart a record's amounts are priced from, in minor units: the cart the sandbox holds under the record's cart id
 * (a demo shop visitor's, or the one a page's demo-shop module told it), as it is now; else, for a cart the sandbox
 * does not hold (a shop answering its own cart calls), the lines the widgets sent with the record, each at the price
 * and quantity the shop's cart answer gave (`unitFullPrice`). Undefined when neither is known: nothing is priced.
 */
export function cartOfRecord(state: State, stored: StoredRecord): PricedLine[] | undefined {
  return state.service.cartNow(stored);
}

/**
 * Writes the record's order subtotal (spec 000 §3, orderSubtotal{amount}) from its cart as it is now: the order a quote
 * or a claim priced, which the widgets compare with the cart to tell a quote of another order.
 */
export function keepOrderSubtotal(state: State, stored: StoredRecord): void {
  const lines = cartOfRecord(state, stored);
  if (lines) stored.record.orderSubtotal = moneyOf(lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0), currencyOfStored(stored));
}

/** The insurer's share of a record's cart right now, in minor units (cartOfRecord gives the prices). */
export function shareOfRecord(state: State, stored: StoredRecord): number {
  const french = isFrench(stored);
  const allowances = paidAllowancesOf(allowancesOf(french, state.service.scenarios(stored)), stored.record.claimData?.primaryCoverage?.insurer?.id);
  return shareMinor({ eligibleProducts: stored.record.eligibleProducts, cart: cartOfRecord(state, stored), allowances, copays: copaysOf(french), french });
}

/** A claim as the sandbox writes it: every status from the spec's vocabularies (spec 000 section 4), so a typo cannot ship. */
type SandboxClaim = Omit<Claim, 'status' | 'customerFacingStatus'> & { status: ClaimStatus; customerFacingStatus: ClaimCustomerFacingStatus };

/**
 * Hands a new claim to the insurer (a submit): the record's claim, and a summary of its own appended, flagged lastClaim,
 * since the widget reads the summaries first. The summaries are one per claim (spec 000 §3, "Summaries carry
 * lastClaim"), so they count the record's submits: the attempts of spec 000 §9.
 */
function submittedClaim(state: State, stored: StoredRecord, claim: SandboxClaim): void {
  const data = state.service.claimData(stored);
  data.claim = claim;
  data.claimSummaries = summariesWith(data.claimSummaries, claim, 'lastClaim', 'new');
}

/**
 * The claim submitted last changes (the insurer's answer, a timeout, a cancellation): the record's claim, and its summary
 * replaced in place. A new status of the same claim is no new attempt.
 */
export function setClaim(state: State, stored: StoredRecord, claim: SandboxClaim): void {
  const data = state.service.claimData(stored);
  const summaries = data.claimSummaries ?? [];
  // A record whose claim has no summary yet (set up by hand) gets one.
  if (summaries.length === 0) return submittedClaim(state, stored, claim);
  data.claim = claim;
  data.claimSummaries = summariesWith(summaries, claim, 'lastClaim', 'same');
}

/** Puts the insurer's share on the cart: the record's use of insurance turns on and the cart's total must be read again. */
export function useInsurance(state: State, stored: StoredRecord): void {
  const data = state.service.claimData(stored);
  data.useInsuranceStatus = 'INSURANCE_ENABLED';
  data.refreshCartTotalRequired = true;
}

/** Hands the claim to the insurer: record and claim CLAIM_SUBMITTED, the submit counted against the daily limit. */
export function startClaim(state: State, stored: StoredRecord): Claim {
  const claim: SandboxClaim = { status: 'CLAIM_SUBMITTED', customerFacingStatus: 'NONE', submitResponseStatus: 'NONE' };
  claimOf(stored, state.service);
  submittedClaim(state, stored, claim);
  stored.useAtSubmit = stored.record.claimData?.useInsuranceStatus;
  state.service.setStatus(stored, 'CLAIM_SUBMITTED');
  return claim;
}

/**
 * The insurer accepts: it pays `amountMinor`, the share comes off the cart at once (spec 000 §4, "Insurance usage":
 * submitting was the shopper's choice to use insurance, unless they turned it off since), and my-claims gets the row.
 */
export function acceptClaim(state: State, stored: StoredRecord, amountMinor: number): void {
  const currency = currencyOfStored(stored);
  const confirmedAmount = moneyOf(amountMinor, currency);
  // The order subtotal the share applies to: the widgets show what is left to pay.
  keepOrderSubtotal(state, stored);
  setClaim(state, stored, { status: 'CLAIM_ACCEPTED', customerFacingStatus: 'ACCEPTED', confirmedAmount, payee: 'POLICY_HOLDER', submitResponseStatus: 'CLAIM_ACCEPTED' });
  const use = state.service.claimData(stored).useInsuranceStatus;
  if (mayTurnInsuranceOn(use) || use === stored.useAtSubmit) useInsurance(state, stored);
  else state.service.claimData(stored).refreshCartTotalRequired = true;
  state.service.setStatus(stored, 'CLAIM_ACCEPTED');
  recordClaimOutcome(state, stored, 'ACCEPTED', amountMinor, currency);
}

/**
 * The insurer confirms a cancellation: the claim is nullified, the share leaves the cart, the row reads CANCELLED. The
 * accepted quote the claim was made from (French) ends with it: CLAIM_NULLIFIED (spec 000 §4's quote status), no longer
 * an acceptance that stands, which the quote view would show accepted (spec 000 §4: accepted when the quote is CX_ACCEPTED).
 */
function nullified(state: State, stored: StoredRecord): void {
  const data = state.service.claimData(stored);
  setClaim(state, stored, { ...data.claim, status: 'NULLIFY_ACCEPTED', customerFacingStatus: 'CANCELLED' });
  if (data.quote && latestQuote(data)?.status === 'CX_ACCEPTED') {
    const ended = { ...data.quote, status: 'CLAIM_NULLIFIED' satisfies QuoteStatus };
    data.quote = ended;
    // A new status of the same quote: its summary changes in place, no new attempt.
    if (data.quoteSummaries?.length) data.quoteSummaries = summariesWith(data.quoteSummaries, ended, 'lastQuote', 'same');
  }
  // A cancelled claim takes its share off the cart: insurance no longer applies, so the toggle shows off.
  data.useInsuranceStatus = 'INSURANCE_DISABLED';
  data.refreshCartTotalRequired = true;
  state.service.setStatus(stored, 'CLAIM_NULLIFIED');
  recordClaimOutcome(state, stored, 'CANCELLED', 0, currencyOfStored(stored));
}

/**
 * The order took the accepted claim's share: the insurer is invoiced for it (spec 000 §4 CLAIM_INVOICED), the row INVOICED.
 * With REFUND in the member ID the order is then returned and the insurer refunded (refunded).
 */
function invoiced(state: State, stored: StoredRecord, amountMinor: number): void {
  setClaim(state, stored, { ...state.service.claimData(stored).claim, status: 'CLAIM_INVOICED', customerFacingStatus: 'ACCEPTED' });
  state.service.setStatus(stored, 'CLAIM_INVOICED');
  recordClaimOutcome(state, stored, 'INVOICED', amountMinor, currencyOfStored(stored));
  if (state.service.scenarios(stored).has('REFUND')) state.service.later(stored, state.service.delay(stored, 'refund'), () => refunded(state, stored, amountMinor));
}

/**
 * REFUND: the invoiced claim's order is returned, so the insurer is refunded what it paid (spec 000 §4 CLAIM_REFUNDED,
 * customer-facing REFUNDED): record and claim CLAIM_REFUNDED, the row REFUNDED with the amount refunded.
 */
function refunded(state: State, stored: StoredRecord, amountMinor: number): void {
  setClaim(state, stored, { ...state.service.claimData(stored).claim, status: 'CLAIM_REFUNDED', customerFacingStatus: 'REFUNDED' });
  state.service.setStatus(stored, 'CLAIM_REFUNDED');
  recordClaimOutcome(state, stored, 'REFUNDED', amountMinor, currencyOfStored(stored));
}

/**
 * The insurer's answer to a cancellation: with NONULLIFY it refuses it (record CLAIM_NULLIFY_REJECTED, claim
 * NULLIFY_REJECTED), with MANUALNULLIFY it cannot cancel online and hands it to a person (FOR_MANUAL_NULLIFY); both read
 * NULLIFY_REJECTED to the shopper (spec 000 §4) and leave the claim and its share as they were. The my-claims row takes
 * the claim's status and the record's customer-facing status (rowAwaitsCancel), so the customer's history says what the
 * call-to-action says, not a claim that stands accepted. Otherwise the claim is nullified.
 */
function nullifyAnswered(state: State, stored: StoredRecord): void {
  const scenarios = state.service.scenarios(stored);
  if (scenarios.has('NONULLIFY')) {
    setClaim(state, stored, { ...state.service.claimData(stored).claim, status: 'NULLIFY_REJECTED', customerFacingStatus: 'ACCEPTED' });
    state.service.setStatus(stored, 'CLAIM_NULLIFY_REJECTED');
    return rowAwaitsCancel(state, stored, 'NULLIFY_REJECTED', recordCustomerFacingStatus(stored.record));
  }
  if (scenarios.has('MANUALNULLIFY')) return forManualNullify(state, stored);
  nullified(state, stored);
}

/**
 * An accepted claim whose order took none of its share (insurance switched off, a cart changed since) once the Los Angeles
 * cut-off has passed (spec 000 §4, Nullify): the service can no longer cancel it online, and leaving it CLAIM_ACCEPTED
 * would have the insurer pay for an order billed in full. It hands the cancellation to a person: record and claim
 * FOR_MANUAL_NULLIFY (spec 000 §4: counted as nullified, customer-facing NULLIFY_REJECTED), the claim's own words
 * NULLIFY_IN_PROGRESS; no cancel online, no new claim on the order. The my-claims row takes the claim's status and the
 * record's customer-facing status (rowAwaitsCancel), and keeps what the insurer said and paid until that person has
 * cancelled it.
 */
function forManualNullify(state: State, stored: StoredRecord): void {
  setClaim(state, stored, { ...state.service.claimData(stored).claim, status: 'FOR_MANUAL_NULLIFY', customerFacingStatus: 'NULLIFY_IN_PROGRESS' });
  state.service.setStatus(stored, 'FOR_MANUAL_NULLIFY');
  rowAwaitsCancel(state, stored, 'FOR_MANUAL_NULLIFY', recordCustomerFacingStatus(stored.record));
}

/**
 * A timed-out claim's automatic resubmission after its order was placed at full price (spec 000 §4, claim outcomes:
 * "timeout-retry: order placed at full price, automatic resubmission within 24 hours, adjusted if accepted, otherwise
 * billed in full"; §9). The insurer now answers by the member ID's other words: REJECT refuses it, CLAIM_RETRY_FAILED
 * and the row REJECTED with its notice (the order stays billed in full); otherwise it pays its share of the order as
 * placed, which adjusts the order: the insurer invoiced, CLAIM_INVOICED and the row INVOICED with that share.
 */
function resubmitted(state: State, stored: StoredRecord): void {
  const currency = currencyOfStored(stored);
  if (state.service.scenarios(stored).has('REJECT')) {
    setClaim(state, stored, { status: 'CLAIM_RETRY_FAILED', customerFacingStatus: 'REJECTED', submitResponseStatus: 'CLAIM_REJECTED' });
    state.service.setStatus(stored, 'CLAIM_RETRY_FAILED');
    return recordClaimOutcome(state, stored, 'REJECTED', 0, currency);
  }
  const amountMinor = shareOfRecord(state, stored);
  setClaim(state, stored, { status: 'CLAIM_INVOICED', customerFacingStatus: 'ACCEPTED', confirmedAmount: moneyOf(amountMinor, currency), payee: 'POLICY_HOLDER', submitResponseStatus: 'CLAIM_ACCEPTED' });
  state.service.setStatus(stored, 'CLAIM_INVOICED');
  recordClaimOutcome(state, stored, 'INVOICED', amountMinor, currency);
}

/**
 * The record's claim as its placed order leaves it (orderPlaced), or as the insurer's answer that lands after the order
 * does (claimAnswered). A cancellation under way lands with the order, which took none of its share. An acknowledged
 * claim's order is pre-authorised for the full amount (spec 000 §4, claim outcomes): the order is billed in full and the
 * claim ends acknowledged-nullified, "cancelled because the insurer could not answer immediately" (CLAIM_NULLIFIED, the
 * row CANCELLED, its story CLAIM_ACKNOWLEDGED_NULLIFIED as the widgets tell it). A timed-out claim is resubmitted
 * (resubmitted). An accepted claim whose share the order took (ServiceStore.orderShare) is the order's: invoiced
 * (CLAIM_INVOICED, the row INVOICED), no longer one the shopper can cancel online. An accepted claim the order did not
 * take (its cart changed, or insurance turned off: the order is at full price) is for no order, and one claim per order
 * (spec 000 §5) leaves it none to go to: the service cancels it as the widgets would on the cart's change (spec 000 §3,
 * CART_UPDATE by the SYSTEM), CLAIM_NULLIFIED and the row CANCELLED ("the order is billed in full"), while it can still
 * be cancelled (the Los Angeles cut-off, spec 000 §4), else hands it to a person (forManualNullify); never left for the
 * 30-minute inactivity cancel, which only cancels a claim still being filled in. A claim still with the insurer waits for
 * its answer.
 */
function endWithOrder(state: State, stored: StoredRecord, share: number | undefined): void {
  const { service } = state;
  const status = stored.record.status;
  if (cancellationUnderWay(status) || status === 'CLAIM_ACKNOWLEDGED') {
    service.cancelPending(stored);
    return nullified(state, stored);
  }
  if (status === 'CLAIM_RETRY') return service.later(stored, service.delay(stored, 'resubmission'), () => resubmitted(state, stored));
  if (status !== 'CLAIM_ACCEPTED') return;
  if (share !== undefined) return invoiced(state, stored, share);
  service.cancelPending(stored);
  if (nullifyExpired(stored.record.lastModified, new Date(service.now()))) return forManualNullify(state, stored);
  nullified(state, stored);
}

/**
 * The order of a record's cart is placed (the shop's checkout), with the share it takes now (answers due by now land
 * first): the record keeps the order (StoredRecord.order), and its claim ends as the order leaves it (endWithOrder).
 */
export function orderPlaced(state: State, stored: StoredRecord): void {
  const { service } = state;
  service.settle(stored);
  if (stored.order) return;
  const share = service.orderShare(stored);
  stored.order = { lines: service.cartNow(stored), share };
  endWithOrder(state, stored, share);
}

/**
 * The insurer's answer to a claim has landed: on a record whose order is already placed (a French shopper who accepted
 * the quote and checked out before its claim's answer, the order taking the quoted share), the claim ends by that order.
 */
export function claimAnswered(state: State, stored: StoredRecord): void {
  if (stored.order) endWithOrder(state, stored, stored.order.share);
}

/** What the missing information of INSURERERR is, so the shopper knows what to fix. */
export const INSURER_ERROR_MESSAGE = "The insurer needs the patient's date of birth and the group ID on the member card; add them and submit again.";

/** The simulated insurer's answer to a submitted claim, by the scenario in the member ID (README, "Test scenarios"). */
function insurerAnswers(state: State, stored: StoredRecord): void {
  const { service } = state;
  const scenarios = service.scenarios(stored);
  const currency = currencyOfStored(stored);
  // A timeout comes first: the other words say how the insurer answers the resubmission (resubmitted).
  if (scenarios.has('TIMEOUT')) {
    setClaim(state, stored, { status: 'CLAIM_SUBMIT_TIMEOUT', customerFacingStatus: 'RETRY', submitResponseStatus: 'CLAIM_SUBMIT_TIMEOUT' });
    setClaim(state, stored, { status: 'CLAIM_RETRY', customerFacingStatus: 'RETRY', submitResponseStatus: 'CLAIM_SUBMIT_TIMEOUT' });
    return service.setStatus(stored, 'CLAIM_RETRY');
  }
  if (scenarios.has('REJECT')) {
    setClaim(state, stored, { status: 'CLAIM_REJECTED', customerFacingStatus: 'REJECTED', submitResponseStatus: 'CLAIM_REJECTED' });
    service.setStatus(stored, 'CLAIM_REJECTED');
    return recordClaimOutcome(state, stored, 'REJECTED', 0, currency);
  }
  if (scenarios.has('ACK') || scenarios.has('ACKNULL')) {
    setClaim(state, stored, { status: 'CLAIM_ACKNOWLEDGED', customerFacingStatus: 'ACKNOWLEDGED', submitResponseStatus: 'CLAIM_ACKNOWLEDGED' });
    service.setStatus(stored, 'CLAIM_ACKNOWLEDGED');
    recordClaimOutcome(state, stored, 'ACKNOWLEDGED', 0, currency);
    // The insurer could not answer in time, so it cancels the acknowledged claim itself.
    if (scenarios.has('ACKNULL')) service.later(stored, service.delay(stored, 'acknowledgedNullify'), () => nullified(state, stored));
    return;
  }
  // LOWBAL in North America: the member's pot is used up when the claim reaches the insurer (spec 000 §8,
  // INSUFFICIENT_BALANCE, which the widgets show as INSUFFICIENT_COVERAGE); the record is ready to claim again.
  if (scenarios.has('LOWBAL')) {
    setClaim(state, stored, {
      status: 'CLAIM_ERROR', customerFacingStatus: 'ERROR', submitResponseStatus: 'CLAIM_ERROR',
      errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'INSUFFICIENT_BALANCE', errorMessage: "The member's optical allowance is used up",
    });
    return service.setStatus(stored, 'READY_TO_CLAIM');
  }
  if (scenarios.has('INSURERERR')) {
    setClaim(state, stored, {
      status: 'CLAIM_ERROR', customerFacingStatus: 'ERROR', submitResponseStatus: 'CLAIM_ERROR',
      errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'GENERIC_ERROR', errorMessage: INSURER_ERROR_MESSAGE,
    });
    return service.setStatus(stored, 'READY_TO_CLAIM');
  }
  // The insurer prices the cart as it is now: its share is this cart's (StoredRecord.pricedCart).
  state.service.keepPricedCart(stored);
  acceptClaim(state, stored, shareOfRecord(state, stored));
}

const NULLIFY_REASONS: readonly string[] = ['CUSTOMER_INITIATED', 'CART_UPDATE'];
const NULLIFY_INITIATORS: readonly string[] = ['CUSTOMER', 'SYSTEM'];
/** Record statuses whose claim may be cancelled. */
const NULLIFIABLE: ReadonlySet<string> = new Set(['CLAIM_ACCEPTED', 'CLAIM_ACKNOWLEDGED', 'CLAIM_RETRY']);

/** The claim routes, with the my-claims routes mounted beside them. */
export function claimRoutes(state: State) {
  const app = new Hono<ServiceEnv>();
  const { service } = state;

  app.post('/claim-records/:id/claim/submit', (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    const status = stored.record.status;
    if (status === 'READY_TO_CLAIM' && isFrench(stored)) return illegal(c, stored, 'submit a claim on a quoted (French) record; accept the quote instead');
    if (status !== 'READY_TO_CLAIM' && status !== 'CLAIM_RETRY') return illegal(c, stored, 'submit a claim');
    if (status === 'READY_TO_CLAIM' && stored.record.claimData?.termsAndConditionsAccepted !== true) {
      return fail(c, 400, 'VALIDATION_ERROR', 'claimData.termsAndConditionsAccepted must be true before a claim is submitted');
    }
    const taken = orderAlreadyClaimed(state, c, stored.record.cartId, stored);
    if (taken) return taken;
    const file = service.customer(stored.customerNumber);
    if (countToday(file.submits, service.now()) >= MAX_CLAIM_ATTEMPTS) {
      service.restrict(stored, status);
      return fail(c, 429, 'CUSTOMER_FACING_ERROR', `The daily limit of ${MAX_CLAIM_ATTEMPTS} online claims is reached; try again tomorrow (Los Angeles time).`, 'LIMIT_REACHED');
    }
    file.submits.push(service.now());
    const claim = startClaim(state, stored);
    service.later(stored, service.delay(stored, 'claim'), () => {
      insurerAnswers(state, stored);
      claimAnswered(state, stored);
    });
    return answer(c, ClaimSubmitAnswer, { ...claim, httpStatus: 202 }, 202);
  });

  app.post('/claim-records/:id/claim/nullify', async (c) => {
    const stored = findRecord(state, c);
    if (stored instanceof Response) return stored;
    const body = await jsonBody(c);
    if (body?.claimRecordId !== undefined && body.claimRecordId !== stored.record.id) return fail(c, 400, 'VALIDATION_ERROR', 'claimRecordId must be the id in the path');
    if (!NULLIFY_REASONS.includes(String(body?.reason))) return fail(c, 400, 'VALIDATION_ERROR', `reason must be one of ${NULLIFY_REASONS.join(', ')}`);
    if (!NULLIFY_INITIATORS.includes(String(body?.initiatedBy))) return fail(c, 400, 'VALIDATION_ERROR', `initiatedBy must be one of ${NULLIFY_INITIATORS.join(', ')}`);
    if (!NULLIFIABLE.has(stored.record.status)) return illegal(c, stored, 'cancel the claim');
    if (nullifyExpired(stored.record.lastModified, new Date(service.now()))) {
      return fail(c, 409, 'VALIDATION_ERROR', 'The claim can no longer be cancelled online: the cut-off (Los Angeles time) has passed', 'NULLIFY_EXPIRED');
    }
    // A cancellation replaces whatever the insurer was still going to say (ACKNULL's own cancellation).
    service.cancelPending(stored);
    setClaim(state, stored, { ...service.claimData(stored).claim, status: 'NULLIFY_SUBMITTED', customerFacingStatus: 'NULLIFY_IN_PROGRESS' });
    service.setStatus(stored, 'CLAIM_NULLIFY_EVENT_SENT');
    service.later(stored, service.delay(stored, 'nullify'), () => nullifyAnswered(state, stored));
    return answer(c, ClaimRecord, stored.record);
  });

  app.post('/claim-records/customer/:id/restricted-check', (c) => {
    const customer = c.get('owner').customerNumber;
    if (!customer || c.req.param('id') !== customer) return fail(c, 404, 'VALIDATION_ERROR', 'Customer not found');
    const file = service.customer(customer);
    service.restrictAtLimit(customer);
    const held = service.restrictionOf(customer);
    if (held) return answer(c, RestrictedCheck, { restricted: true, remainingAttempts: 0, ...held });
    // A lock that has lifted gives every attempt back, as the next lookup will.
    const failures = file.lockedUntil !== 0 ? 0 : file.lookupFailures;
    return answer(c, RestrictedCheck, { restricted: false, remainingAttempts: Math.max(0, LOOKUP_ATTEMPTS - failures) });
  });

  app.route('/', myClaimRoutes(state));
  return app;
}
