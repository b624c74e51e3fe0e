// The quote view's actions (spec 000 sections 4, 7, 8 and 9): request a quote and poll for the answer, accept it and
// follow the claim to its result, refuse it, and the offline insurer's e-mail retry. Each failure becomes the view's
// problem in place (src/domain/quote-problem.ts), never a lost answer. Lazy: only the quote view imports it.
import { signal } from '@preact/signals-react';
import { getFrontendBundle } from '../src/api/configurations.ts';
import { ApiError, isRetryable } from '../src/api/errors.ts';
import { realClock, type Clock } from '../src/api/poll.ts';
import { acceptQuote, optInQuoteRetry, refuseQuote, requestQuote } from '../src/api/quotes.ts';
import { QUOTE_POLLING, REFUSE_QUOTE_POLLING } from '../src/domain/constants.ts';
import { lensFixes, type LensFix } from '../src/domain/quote-lenses.ts';
import { quoteCallProblem, type QuoteCall, type QuoteProblem } from '../src/domain/quote-problem.ts';
import { isQuoteAnswered, quoteScreen } from '../src/domain/quote-screen.ts';
import { lastQuote } from '../src/domain/quote.ts';
import { record, setRecord } from './claim.ts';
import { cancelQuote } from './claim-cancel.ts';
import { currentApi, handled, liveRecord, pollRecord, shopCart } from './claim-kit.ts';
import { config } from './config.ts';
import { closeDrawer } from './drawer.ts';
import { settleClaim } from './flow-submit.ts';
import { forgetOnSignOut } from './forget.ts';
import { track } from './notify.ts';

/** What the quote view is doing: a call of the shopper's, or waiting for the insurer's answer; null when idle. */
export type QuoteWork = QuoteCall | 'wait' | 'settle';

/** The call under way; a second press while it runs is refused (double clicks, Enter held down). */
export const quoteBusy = signal<QuoteWork | null>(null);
/** The problem of the last failed call or wait; a problem of the insurer's answer is read from the record instead. */
export const quoteCallFailure = signal<QuoteProblem | null>(null);
/** What a "try again" repeats: the work that failed. */
export const failedWork = signal<QuoteWork | null>(null);
/** The clock of the polls when none is given: the wall clock; component tests set the sandbox's. */
export const quoteClock: { current: Clock } = { current: realClock };

/** Runs one piece of work with the busy flag, turning its failure into the view's problem; answers whether it succeeded. */
async function run(work: QuoteWork, task: () => Promise<void>): Promise<boolean> {
  if (quoteBusy.value) return false;
  quoteBusy.value = work;
  quoteCallFailure.value = null;
  failedWork.value = null;
  try {
    await task();
    return true;
  } catch (error) {
    // A session that ended or a record that is gone has its own state; nothing to show here.
    if (await handled(error)) return false;
    const call: QuoteCall = work === 'wait' || work === 'settle' ? 'request' : work;
    // An answer we cannot read (no ApiError) is treated like a lost one: trying again keeps everything.
    const failure = error instanceof ApiError ? { status: error.status, errorCode: error.errorCode, retryable: isRetryable(error) } : { status: 0, retryable: true };
    quoteCallFailure.value = work === 'settle' ? 'CALL_FAILED' : quoteCallProblem(call, failure);
    failedWork.value = work;
    return false;
  } finally {
    quoteBusy.value = null;
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

/** Asks the insurer for a quote (POST quote/request-new), then polls the record until it answers (spec 000 section 9). */
export function requestNewQuote(clock: Clock = quoteClock.current): Promise<boolean> {
  return run('request', async () => {
    const { id } = liveRecord();
    track('SUBMIT', 'drawerWidget', 'request-quote');
    setRecord(await requestQuote(currentApi(), id));
    await awaitAnswer(clock);
  });
}

/** Waits again for the answer to a request already in flight (a resumed view, or a try again after a failed poll). */
export function waitForQuote(clock: Clock = quoteClock.current): Promise<boolean> {
  return run('wait', () => awaitAnswer(clock));
}

/** Follows the claim the service submitted on accepting to the insurer's answer, and sets the result the modal shows. */
async function settle(clock: Clock): Promise<void> {
  // Null means a failure with a state of its own (the session ended): nothing more to show here.
  await settleClaim(liveRecord().id, clock);
}

/**
 * Accepts the approved quote (POST quote/cx-accept): the service submits the claim at once, so the claim is then
 * polled with the submit constants and its result shown as in the North American flow (signals/flow-submit.ts).
 */
export function acceptCurrentQuote(clock: Clock = quoteClock.current): Promise<boolean> {
  return run('accept', async () => {
    const { id } = liveRecord();
    track('SUBMIT', 'drawerWidget', 'accept-quote');
    setRecord(await acceptQuote(currentApi(), id));
    if (quoteScreen(record.value) === 'accepted') await settle(clock);
  });
}

/** Follows an accepted quote's claim again (a try again after its poll failed, or a view reopened mid-claim). */
export function settleAcceptedClaim(clock: Clock = quoteClock.current): Promise<boolean> {
  return run('settle', () => settle(clock));
}

/** Refuses the approved quote (POST quote/cx-refuse), then polls with REFUSE_QUOTE_POLLING until the refusal is recorded. */
export function refuseCurrentQuote(clock: Clock = quoteClock.current): Promise<boolean> {
  return run('refuse', async () => {
    const current = liveRecord();
    track('CANCEL', 'drawerWidget', 'refuse-quote');
    // A try again after a failed poll finds the quote already refused: only the wait is repeated.
    if (lastQuote(current.claimData)?.status === 'APPROVED') setRecord(await refuseQuote(currentApi(), current.id));
    const settled = (r: Parameters<typeof quoteScreen>[0]) => quoteScreen(r) !== 'approved';
    if (settled(record.value)) return;
    if (!(await pollRecord(current.id, settled, REFUSE_QUOTE_POLLING, clock))) throw new Error('the refusal was not recorded in time');
  });
}

/**
 * The offline insurer's retry (POST quote/opt-in-retry): `true` asks for an e-mail once the insurer answers; `false`
 * closes the retry, and the drawer with it, since the shopper chose to leave.
 */
export function optInToRetry(retry: boolean): Promise<boolean> {
  return run('opt-in', async () => {
    const { id } = liveRecord();
    track(retry ? 'SUBMIT' : 'CLOSE', 'drawerWidget', retry ? 'quote-opt-in' : 'quote-opt-out');
    setRecord(await optInQuoteRetry(currentApi(), id, retry));
    if (!retry) closeDrawer();
  });
}

/** Cancels the retry at the offline insurer (signals/claim-cancel.ts cancelQuote: its retries and its last-attempt variant). */
export function cancelRetry(clock: Clock = quoteClock.current): Promise<boolean> {
  return run('cancel-retry', async () => {
    track('CANCEL', 'drawerWidget', 'quote-cancel-retry');
    await cancelQuote(clock);
  });
}

/** Whether the brand counts shipping in a quote (frontend-bundle feature disableQuoteFreeShipping, spec 000 section 9). */
export async function shippingCounts(): Promise<boolean> {
  const bundle = await getFrontendBundle(currentApi(), config.value?.brand ?? 'cle');
  return bundle.features?.disableQuoteFreeShipping === true;
}

/** The cart's contact-lens lines a mutuelle refuses, by name, with the counts it would accept (restricted product). */
export async function lensLinesToChange(): Promise<LensFix[]> {
  const cart = await shopCart();
  return lensFixes(cart.products);
}

/** Forgets the view's work (sign-out, tests). */
export function resetQuote(): void {
  quoteBusy.value = null;
  quoteCallFailure.value = null;
  failedWork.value = null;
  quoteClock.current = realClock;
}

forgetOnSignOut(resetQuote);
