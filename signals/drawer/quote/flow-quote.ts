// The quote view's actions (spec 000 sections 4, 7, 8 and 9): request a quote and poll for the answer, accept it and
// follow the claim to the insurer's answer, refuse it. Each failure becomes the view's problem in place
// (src/domain/quote/quote-problem.ts), never a lost answer. The offline insurer's retry is flow-quote-offline.ts.
import { signal } from '@preact/signals-react';
import { getFrontendBundle } from '../../../src/api/insurer/configurations.ts';
import { ApiError, isRetryable } from '../../../src/api/errors.ts';
import type { Cart } from '../../../src/contract/claim/cart.ts';
import { realClock, type Clock } from '../../../src/api/poll.ts';
import { getClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { acceptQuote, refuseQuote, requestQuote } from '../../../src/api/quote/quotes.ts';
import { QUOTE_POLLING, REFUSE_QUOTE_POLLING, SUBMIT_POLLING } from '../../../src/domain/constants.ts';
import { acceptedClaimState, isAcceptanceSettled } from '../../../src/domain/quote/quote-claim.ts';
import { quoteCallProblem, type QuoteCall, type QuoteCallFailure, type QuoteProblem } from '../../../src/domain/quote/quote-problem.ts';
import { mayHaveReached, requestReached } from '../../../src/domain/quote/quote-lost.ts';
import { isQuoteAnswered, quoteScreen, type QuoteScreen } from '../../../src/domain/quote/quote-screen.ts';
import { mayHaveMovedOn, movedOn } from '../../../src/domain/drawer/flow-nav.ts';
import { failureKind, type FailureKind } from '../../../src/domain/drawer/failure.ts';
import { lastQuote } from '../../../src/domain/quote/quote.ts';
import { quoteCartFit } from '../../../src/domain/quote/quote-cart.ts';
import { cartFoundChanged } from '../../claim/cart-change.ts';
import type { ClaimRecord } from '../../../src/contract/claim/claim-record.ts';
import { record, setRecord } from '../../claim/claim.ts';
import { quoteLimitMet } from '../../claim/quote-limit.ts';
import { currentApi, handled, liveRecord, sessionHolds, shopCart } from '../../claim/claim-kit.ts';
import { pollRecord } from '../../claim/claim-poll.ts';
import { catchUpInsuranceState } from '../../claim/claim-load.ts';
import { config } from '../../host/config.ts';
import { forgetOnSignOut } from '../../session/forget.ts';
import { insuranceChanged, track } from '../../host/notify.ts';
import { browserOnline } from '../../toggle/toggle.ts';
import { markQuoteWorking } from '../flow.ts';

/** What the quote view is doing: a call of the shopper's, or waiting for the insurer's answer; null when idle. */
export type QuoteWork = QuoteCall | 'wait' | 'settle';

/** The call under way; a second press while it runs is refused (double clicks, Enter held down). */
export const quoteBusy = signal<QuoteWork | null>(null);
/** The problem of the last failed call or wait; a problem of the insurer's answer is read from the record instead. */
export const quoteCallFailure = signal<QuoteProblem | null>(null);
/** Why the last failed call or wait failed: the connection (the browser offline, or nothing answered), or else; the problem says which (quoteProblemWords). */
export const quoteCallKind = signal<FailureKind | null>(null);
/** What a "try again" repeats: the work that failed. */
export const failedWork = signal<QuoteWork | null>(null);
/** The clock of the polls when none is given: the wall clock; component tests set the sandbox's. */
export const quoteClock: { current: Clock } = { current: realClock };

/**
 * A call the service refused because the record moved on meanwhile (movedOn, src/domain/drawer/flow-nav.ts: the
 * shopper's other tab accepted or refused the quote, or asked for a new one): the record is read again and the view
 * shows where it stands, not a failure a try again would only repeat. A quote accepted elsewhere whose claim the insurer
 * still answers is followed, as this tab's own acceptance is. Answers whether the record had moved on.
 */
async function caughtUp(error: unknown, actedOn: QuoteScreen): Promise<boolean> {
  if (!(error instanceof ApiError) || !mayHaveMovedOn(error)) return false;
  // A request or an acceptance reads the record back when its call fails: what that read found stands, with no second read.
  if (!readBack && quoteScreen(record.value) === actedOn) await catchUpInsuranceState();
  const now = record.value;
  if (!movedOn(error, actedOn, quoteScreen(now))) return false;
  if (quoteScreen(now) !== 'accepted' || acceptedClaimState(now) !== 'pending') return true;
  try {
    await settle(quoteClock.current);
  } catch (failure) {
    // The claim's poll failed, not the shopper's call: a try again follows the claim, as after this tab's own acceptance.
    quoteCallFailure.value = 'CALL_FAILED';
    quoteCallKind.value = failureKind(failure, browserOnline());
    failedWork.value = 'settle';
  }
  return true;
}

/** The record whose last quote request lost its answer (late, cut off, unreadable): what it asks next is read first. */
let unanswered: string | null = null;

/** Whether the work under way read the record back once its call failed: the record is then as fresh as a read makes it. */
let readBack = false;

/** How a call failed, in the terms of the quote rules; an answer we cannot read (no ApiError) counts as a lost one. */
const failureOf = (error: unknown): QuoteCallFailure =>
  error instanceof ApiError ? { status: error.status, errorCode: error.errorCode, retryable: isRetryable(error) } : { status: 0, retryable: true };

/** Runs one piece of work with the busy flag, turning its failure into the view's problem; answers whether it succeeded. */
export async function run(work: QuoteWork, task: () => Promise<void>): Promise<boolean> {
  if (quoteBusy.value) return false;
  quoteBusy.value = work;
  markQuoteWorking(true);
  quoteCallFailure.value = null;
  quoteCallKind.value = null;
  failedWork.value = null;
  readBack = false;
  const actedOn = quoteScreen(record.value);
  try {
    await task();
    return true;
  } catch (error) {
    // A session that ended or a record that is gone has its own state; nothing to show here.
    if (await handled(error)) return false;
    if (await caughtUp(error, actedOn)) return false;
    // Once the call went through, what failed is the wait that followed: a try again waits, it never asks or accepts twice.
    const screen = quoteScreen(record.value);
    const failed: QuoteWork = work === 'accept' && screen === 'accepted' ? 'settle' : work === 'request' && screen === 'waiting' ? 'wait' : work;
    const call: QuoteCall = failed === 'wait' || failed === 'settle' ? 'request' : failed;
    // An answer we cannot read is treated like a lost one: trying again keeps everything.
    quoteCallFailure.value = failed === 'settle' ? 'CALL_FAILED' : quoteCallProblem(call, failureOf(error));
    quoteCallKind.value = failureKind(error, browserOnline());
    failedWork.value = failed;
    // The day's limit outlasts this message: the call-to-action and the view shown again say it too.
    if (quoteCallFailure.value === 'REQUEST_QUOTE_RESTRICTED') quoteLimitMet();
    return false;
  } finally {
    quoteBusy.value = null;
    markQuoteWorking(false);
  }
}

/** Polls until the insurer answered a request in flight (QUOTE_POLLING); a wait that runs out is TIME_EXCEEDED. */
async function awaitAnswer(clock: Clock): Promise<void> {
  const current = liveRecord();
  if (isQuoteAnswered(current)) return;
  const answered = await pollRecord(current.id, isQuoteAnswered, QUOTE_POLLING, clock);
  if (!answered) quoteCallFailure.value = 'TIME_EXCEEDED';
  if (!answered) failedWork.value = 'wait';
}

/**
 * Reads the record after a request whose answer was lost and keeps what it says; answers whether the request reached the
 * service (src/domain/quote/quote-lost.ts), which is then followed. `before` is the record as the request found it.
 */
async function reachedService(before: ClaimRecord): Promise<boolean> {
  const now = await getClaimRecord(currentApi(), before.id);
  // The shopper may have moved on to another record meanwhile: this read says nothing of it.
  if (record.value?.id !== now.id) return false;
  setRecord(now);
  const reached = requestReached(before, now);
  if (reached) unanswered = null;
  return reached;
}

/**
 * Asks the insurer for a quote (POST quote/request-new), then polls the record until it answers (spec 000 section 9).
 * The request is not idempotent: when its answer is lost (spec 000 sections 8 and 9: a timeout, no answer) it may still
 * have reached the service, at once or later, so the record is read, and a request it shows is followed rather than
 * refused or sent twice. Until one is seen, the next request reads the record first too.
 */
export function requestNewQuote(clock: Clock = quoteClock.current): Promise<boolean> {
  return run('request', () => askForQuote(clock));
}

/** The request of requestNewQuote, inside its run. */
async function askForQuote(clock: Clock): Promise<void> {
  const before = liveRecord();
  if (unanswered === before.id && (await reachedService(before))) return awaitAnswer(clock);
  track('SUBMIT', 'drawerWidget', 'request-quote');
  try {
    setRecord(await requestQuote(currentApi(), before.id));
    unanswered = null;
  } catch (error) {
    const failure = failureOf(error);
    if (!mayHaveReached(failure)) throw error;
    if (failure.retryable) unanswered = before.id;
    let reached = false;
    try {
      reached = await reachedService(before);
      readBack = true;
    } catch {
      // A read that fails too leaves the request's own failure to tell, and the next request reads first.
    }
    if (!reached) throw error;
  }
  await awaitAnswer(clock);
}

/**
 * Asks a quote of the cart as it is now, in place of an approved quote of the order as it was (quoteCartFit,
 * src/domain/quote/quote-cart.ts): the service asks a new quote only of a refused one (spec 000 section 4), so the old
 * one is refused (POST quote/cx-refuse, polled until recorded), then a new one is requested and followed to its answer,
 * in one piece of work: the shopper sees the request under way, never the refusal between.
 */
export function requestQuoteForCart(clock: Clock = quoteClock.current): Promise<boolean> {
  return run('request', async () => {
    if (quoteScreen(liveRecord()) === 'approved') await refuseApproved(clock);
    await askForQuote(clock);
  });
}

/**
 * The quote view shown anew (the drawer reopened on it, or come back to): the failure of an earlier showing is not
 * kept, the record is what the view shows. After a request whose answer was lost, the record is read again, and a
 * request that reached the service in the meantime is followed to its answer.
 */
export async function showQuoteAgain(clock: Clock = quoteClock.current): Promise<boolean> {
  if (quoteBusy.value) return false;
  quoteCallFailure.value = null;
  quoteCallKind.value = null;
  failedWork.value = null;
  if (!record.value || unanswered !== record.value.id) return true;
  return run('wait', async () => {
    if (await reachedService(liveRecord())) await awaitAnswer(clock);
  });
}

/** Waits again for the answer to a request already in flight (a resumed view, or a try again after a failed poll). */
export function waitForQuote(clock: Clock = quoteClock.current): Promise<boolean> {
  return run('wait', () => awaitAnswer(clock));
}

/**
 * Follows the claim the service submitted on accepting (spec 000 section 9: the submit polling) until the insurer
 * answered; an accepted claim tells the sync listeners and the cart, as the review's submit does (spec 000 section 4).
 * A wait that runs out is TIME_EXCEEDED: the claim is still with the insurer, and "try again" waits once more.
 */
async function settle(clock: Clock): Promise<void> {
  const settled = await pollRecord(liveRecord().id, isAcceptanceSettled, SUBMIT_POLLING, clock);
  if (!settled) {
    quoteCallFailure.value = 'TIME_EXCEEDED';
    failedWork.value = 'settle';
    return;
  }
  if (quoteScreen(settled) === 'accepted' && acceptedClaimState(settled) === 'accepted') insuranceChanged('sync');
}

/**
 * Accepts the approved quote (POST quote/cx-accept): the service submits the claim at once, so the claim is then
 * polled with the submit constants until the insurer answered (spec 000 sections 4 and 9).
 */
export function acceptCurrentQuote(clock: Clock = quoteClock.current): Promise<boolean> {
  return run('accept', async () => {
    // Session truth at the moment it matters: an ended session is the session-expired path, no acceptance.
    if (!(await sessionHolds())) throw new Error('the shop session ended');
    const current = liveRecord();
    const { id } = current;
    // The cart may have changed where this tab was not told (another tab's cart page): a quote of another order is not
    // accepted, and the view reads the cart again to say so (quoteCartFit).
    const currency = config.value?.currency ?? 'EUR';
    // A cart that cannot be read says nothing: the view read it already.
    const cart = await shopCart().catch(() => null);
    if (quoteCartFit({ quoted: current.orderSubtotal, cart, updating: false, currency }) === 'outdated') return cartFoundChanged();
    track('SUBMIT', 'drawerWidget', 'accept-quote');
    try {
      setRecord(await acceptQuote(currentApi(), id));
    } catch (error) {
      // The acceptance may have reached the service though its answer was lost (late, unreadable): read the record,
      // and if the quote is accepted follow its claim rather than accept twice, which the service refuses.
      const now = await getClaimRecord(currentApi(), id).catch(() => null);
      if (now) setRecord(now);
      readBack = !!now;
      if (quoteScreen(record.value) !== 'accepted') throw error;
    }
    if (quoteScreen(record.value) === 'accepted') await settle(clock);
  });
}

/** Follows an accepted quote's claim again (a try again after its poll failed, or a view reopened mid-claim). */
export function settleAcceptedClaim(clock: Clock = quoteClock.current): Promise<boolean> {
  return run('settle', () => settle(clock));
}

/** Refuses the approved quote (POST quote/cx-refuse), then polls with REFUSE_QUOTE_POLLING until the refusal is recorded. */
export function refuseCurrentQuote(clock: Clock = quoteClock.current): Promise<boolean> {
  return run('refuse', () => refuseApproved(clock));
}

/** The refusal of refuseCurrentQuote, inside a run. */
async function refuseApproved(clock: Clock): Promise<void> {
  const current = liveRecord();
  track('CANCEL', 'drawerWidget', 'refuse-quote');
  // A try again after a failed poll finds the quote already refused: only the wait is repeated.
  if (lastQuote(current.claimData)?.status === 'APPROVED') setRecord(await refuseQuote(currentApi(), current.id));
  const settled = (r: Parameters<typeof quoteScreen>[0]) => quoteScreen(r) !== 'approved';
  if (settled(record.value)) return;
  if (!(await pollRecord(current.id, settled, REFUSE_QUOTE_POLLING, clock))) throw new Error('the refusal was not recorded in time');
}

/** What the quote's amounts read besides the record: the brand's shipping rule and the shop's cart totals. */
export interface QuoteTerms {
  /** The frontend-bundle feature disableQuoteFreeShipping (spec 000 section 9): the quote counts shipping. */
  shippingCounts: boolean;
  /** The shop's cart (orderSubtotal, shippingCosts): the order's totals when the record carries none. */
  cart: Cart;
}

/** The brand's shipping rule and the shop's cart, read together when a quote's amounts are shown. */
export async function quoteTerms(): Promise<QuoteTerms> {
  const [bundle, cart] = await Promise.all([getFrontendBundle(currentApi(), config.value?.brand ?? 'cle'), shopCart()]);
  return { shippingCounts: bundle.features?.disableQuoteFreeShipping === true, cart };
}

/** The shopper moved on from a failed quote call (to correct, to answer again, or to leave): its message goes. */
export function dismissQuoteProblem(): void {
  quoteCallFailure.value = null;
  quoteCallKind.value = null;
}

/** Forgets the view's work (sign-out, tests). */
export function resetQuote(): void {
  unanswered = null;
  quoteBusy.value = null;
  markQuoteWorking(false);
  quoteCallFailure.value = null;
  quoteCallKind.value = null;
  failedWork.value = null;
  quoteClock.current = realClock;
}

forgetOnSignOut(resetQuote);
