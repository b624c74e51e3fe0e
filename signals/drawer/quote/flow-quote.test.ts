// The quote view's actions against the real sandbox, in process (spec 000 sections 4, 7, 8 and 9). The date is frozen
// and the poll clock is the sandbox's own clock, so an insurer's delay passes the moment a poll sleeps: no test waits.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInSandbox } from '../../../test/unit/signed-in-sandbox.ts';
import { frenchQuoteRequired } from '../../../test/unit/french-quote.ts';
import { configure } from '../../../test/unit/configure.ts';
import type { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';
import { MUTUELLE_ID, SECOND_MUTUELLE_ID } from '../../../sandbox/service/catalogue.ts';
import { QUOTE_REQUESTS_PER_DAY } from '../../../sandbox/service/quotes.ts';
import { SLOW_DELAY_MS } from '../../../sandbox/service/scenarios.ts';
import type { Fault } from '../../../sandbox/service/faults.ts';
import { updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import type { Clock } from '../../../src/api/poll.ts';
import { QUOTE_POLLING, SUBMIT_POLLING } from '../../../src/domain/constants.ts';
import { acceptedClaimState } from '../../../src/domain/quote/quote-claim.ts';
import { quoteAnswerProblem } from '../../../src/domain/quote/quote-problem.ts';
import { quoteScreen } from '../../../src/domain/quote/quote-screen.ts';
import { lastQuote } from '../../../src/domain/quote/quote.ts';
import { resetConfig } from '../../host/config.ts';
import { resetSession, session } from '../../session/session.ts';
import { record, setRecord } from '../../claim/claim.ts';
import { addSyncListener, hostEvents, resetSyncListeners, type SyncAction } from '../../host/events.ts';
import { currentApi, resetClaim } from '../../claim/claim-actions.ts';
import { drawerTarget, openDrawer } from '../drawer.ts';
import { resetFlow } from '../flow.ts';
import {
  acceptCurrentQuote, failedWork, quoteBusy, quoteCallFailure, refuseCurrentQuote, requestNewQuote, resetQuote, settleAcceptedClaim, quoteTerms, waitForQuote,
} from './flow-quote.ts';
import { cancelRetry, lensLinesToChange, optInToRetry } from './flow-quote-offline.ts';

let sandbox: ReturnType<typeof sandboxFetch>;
const heard: SyncAction[] = [];

beforeEach(async () => {
  sandbox = await signedInSandbox();
  configure({ apiKey: 'sandbox-public-key', apiBaseUrl: 'http://sandbox.test/services/direct-billing', locale: 'fr-fr', country: 'FR', currency: 'EUR' });
  heard.length = 0;
  addSyncListener((action) => heard.push(action));
});

afterEach(() => {
  resetQuote();
  resetFlow();
  resetClaim();
  resetSyncListeners();
  resetSession();
  resetConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const advance = (ms: number) => sandbox.state.advanceClock(ms);
const count = (suffix: string) => sandbox.calls.filter((call) => call.startsWith('POST') && call.endsWith(suffix)).length;
const fault = (call: string, status: number, remaining = 1): void => sandbox.state.faults.add({ call, kind: 'status', status, remaining } satisfies Fault);
/** The sandbox's clock as the poll clock: each pause moves it `step` ms. */
const clock = (step: number = QUOTE_POLLING.intervalMs): Clock => ({ now: () => sandbox.state.service.now(), sleep: async () => advance(step) });
/** A clock whose pauses never reach the sandbox: the insurer never answers within the wait. */
function stalled(): Clock {
  let now = 0;
  return { now: () => now, sleep: async (ms: number) => void (now += ms) };
}

/** A French record at QUOTE_REQUIRED (test/unit/french-quote.ts); the member number carries the scenario. */
const quoteRequired = (contractId?: string, insurer?: string): Promise<string> => frenchQuoteRequired(sandbox, contractId, insurer);

describe('spec 000 §4, §7, §9: request, accept, refuse', () => {
  test('spec 000 §9: a request polls with QUOTE_POLLING until the insurer approves, then SUBMIT', async () => {
    await quoteRequired();
    expect(await requestNewQuote(clock())).toBe(true);
    expect(count('/quote/request-new')).toBe(1);
    expect(record.value?.status).toBe('READY_TO_CLAIM');
    expect(quoteScreen(record.value)).toBe('approved');
    expect(quoteCallFailure.value).toBeNull();
  });

  test('a second press while the first request runs is refused: one call', async () => {
    await quoteRequired();
    const first = requestNewQuote(clock());
    expect(quoteBusy.value).toBe('request');
    expect(await requestNewQuote(clock())).toBe(false);
    await first;
    expect(count('/quote/request-new')).toBe(1);
  });

  test('spec 000 §4: accepting submits the claim; it is followed to CLAIM_ACCEPTED and the sync listeners hear it', async () => {
    await quoteRequired();
    await requestNewQuote(clock());
    expect(await acceptCurrentQuote(clock(SUBMIT_POLLING.intervalMs))).toBe(true);
    expect(count('/quote/cx-accept')).toBe(1);
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(acceptedClaimState(record.value)).toBe('accepted');
    expect(heard).toEqual(['sync']);
  });

  test('issue 27, spec 000 §8: signed out in another tab, accepting asks the shop first: the session-expired path, no acceptance sent', async () => {
    await quoteRequired();
    await requestNewQuote(clock());
    const expired: unknown[] = [];
    const stop = hostEvents.on('session-expired', (payload) => expired.push(payload));
    for (const [id, visitor] of sandbox.state.sessions) if (visitor.userId === session.value?.userId) sandbox.state.sessions.delete(id);
    expect(await acceptCurrentQuote(clock(SUBMIT_POLLING.intervalMs))).toBe(false);
    stop();
    expect(count('/quote/cx-accept')).toBe(0);
    expect(expired).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect([session.value, record.value, quoteCallFailure.value]).toEqual([null, null, null]);
  });

  test('spec 000 §9: an insurer answering in 20 s (SLOW) is waited for: the quote is approved, the accepted claim ends CLAIM_ACCEPTED', async () => {
    await quoteRequired('SLOW-12345678');
    const before = sandbox.calls.filter((call) => call.startsWith('GET')).length;
    expect(await requestNewQuote(clock())).toBe(true);
    expect(quoteScreen(record.value)).toBe('approved');
    expect(await acceptCurrentQuote(clock(SUBMIT_POLLING.intervalMs))).toBe(true);
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(acceptedClaimState(record.value)).toBe('accepted');
    expect(quoteCallFailure.value).toBeNull();
    expect(heard).toEqual(['sync']);
    // Two 20 s waits, each read every 2 s: more than the 5 reads the acceptance used to stop at.
    expect(sandbox.calls.filter((call) => call.startsWith('GET')).length - before).toBeGreaterThanOrEqual((2 * SLOW_DELAY_MS) / SUBMIT_POLLING.intervalMs);
  });

  test('an acceptance whose answer was unreadable is not sent twice: the record says it went through, and its claim is followed', async () => {
    await quoteRequired();
    await requestNewQuote(clock());
    sandbox.state.faults.add({ call: 'quote/cx-accept', kind: 'missing-field', remaining: 1 } satisfies Fault);
    expect(await acceptCurrentQuote(clock(SUBMIT_POLLING.intervalMs))).toBe(true);
    expect(count('/quote/cx-accept')).toBe(1);
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  });

  test('spec 000 §9: a claim still with the insurer when the submit polling ends is TIME_EXCEEDED; trying again waits once more', async () => {
    await quoteRequired();
    await requestNewQuote(clock());
    await acceptCurrentQuote(stalled());
    expect(quoteCallFailure.value).toBe('TIME_EXCEEDED');
    expect(failedWork.value).toBe('settle');
    expect(acceptedClaimState(record.value)).toBe('pending');
    await settleAcceptedClaim(clock(SUBMIT_POLLING.intervalMs));
    expect(acceptedClaimState(record.value)).toBe('accepted');
    expect(count('/quote/cx-accept')).toBe(1);
  });

  test('spec 000 §9: refusing is polled until recorded; the shopper may ask again', async () => {
    await quoteRequired();
    await requestNewQuote(clock());
    expect(await refuseCurrentQuote(clock())).toBe(true);
    expect(lastQuote(record.value?.claimData)?.status).toBe('CX_REFUSED');
    expect(quoteScreen(record.value)).toBe('refused');
    await requestNewQuote(clock());
    expect(quoteScreen(record.value)).toBe('approved');
  });

  test('spec 000 §9: a request the insurer does not answer within QUOTE_POLLING is TIME_EXCEEDED; waiting again finds the answer', async () => {
    await quoteRequired();
    await requestNewQuote(stalled());
    expect(quoteCallFailure.value).toBe('TIME_EXCEEDED');
    expect(failedWork.value).toBe('wait');
    await waitForQuote(clock());
    expect(quoteScreen(record.value)).toBe('approved');
    expect(count('/quote/request-new')).toBe(1);
  });

  test('spec 000 §8: a failed request call (503) keeps everything and is tried again', async () => {
    await quoteRequired();
    fault('quote/request-new', 503);
    expect(await requestNewQuote(clock())).toBe(false);
    expect(quoteCallFailure.value).toBe('CALL_FAILED');
    expect(failedWork.value).toBe('request');
    expect(record.value?.status).toBe('QUOTE_REQUIRED');
    expect(await requestNewQuote(clock())).toBe(true);
    expect(quoteScreen(record.value)).toBe('approved');
  });

  test('spec 000 §8 polling failure: server failures past the 3 retries while the shop says the session holds are an outage: the quote is followed to its answer', async () => {
    const id = await quoteRequired();
    const expired: unknown[] = [];
    const stop = hostEvents.on('session-expired', (payload) => expired.push(payload));
    sandbox.state.faults.add({ call: `claim-records/${id}`, kind: 'status', status: 500, remaining: QUOTE_POLLING.maxRetries + 1, method: 'GET' } satisfies Fault);
    expect(await requestNewQuote(clock())).toBe(true);
    stop();
    expect(expired).toEqual([]);
    expect(session.value).not.toBeNull();
    expect(quoteScreen(record.value)).toBe('approved');
  });

  test('spec 000 §8 polling failure: server failures past the 3 retries, and the shop says the session ended, end in the session-expired path', async () => {
    const id = await quoteRequired();
    const expired: unknown[] = [];
    const stop = hostEvents.on('session-expired', (payload) => expired.push(payload));
    sandbox.state.faults.add({ call: `claim-records/${id}`, kind: 'status', status: 500, remaining: QUOTE_POLLING.maxRetries + 1, method: 'GET' } satisfies Fault);
    // The shop, asked once the reads ran out, says its session expired (spec 000 §8, a session-expired key and code).
    sandbox.state.faults.add({ call: 'person/@self', kind: 'session-expired', remaining: 1 } satisfies Fault);
    expect(await requestNewQuote(clock())).toBe(false);
    stop();
    expect(expired).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect(session.value).toBeNull();
    expect(quoteCallFailure.value).toBeNull();
  });

  test('spec 000 §8: a poll that fails (403) after the request went through is tried again as a wait, never a second request', async () => {
    const id = await quoteRequired();
    sandbox.state.faults.add({ call: `claim-records/${id}`, kind: 'status', status: 403, remaining: 1, method: 'GET' } satisfies Fault);
    await requestNewQuote(clock());
    expect(quoteCallFailure.value).not.toBeNull();
    expect(failedWork.value).toBe('wait');
    await waitForQuote(clock());
    expect(quoteScreen(record.value)).toBe('approved');
    expect(count('/quote/request-new')).toBe(1);
  });

  test('spec 000 §8: a 409 on a request that did not land reads the record once, and the refusal is told', async () => {
    await quoteRequired();
    fault('quote/request-new', 409);
    const gets = () => sandbox.calls.filter((call) => call.startsWith('GET')).length;
    const before = gets();
    expect(await requestNewQuote(clock())).toBe(false);
    // The request's own read says it did not land and that the record is where the shopper left it: nothing more to read.
    expect(gets() - before).toBe(1);
    expect(quoteCallFailure.value).toBe('REQUEST_QUOTE_ERROR');
    expect(record.value?.status).toBe('QUOTE_REQUIRED');
  });

  test('spec 000 §8: a 409 on an acceptance reads the record once, and the refusal is told', async () => {
    await quoteRequired();
    await requestNewQuote(clock());
    fault('quote/cx-accept', 409);
    const reads = () => sandbox.calls.filter((call) => call.startsWith('GET') && /\/claim-records\/[^/]+$/.test(call)).length;
    const before = reads();
    expect(await acceptCurrentQuote(clock(SUBMIT_POLLING.intervalMs))).toBe(false);
    expect(reads() - before).toBe(1);
    expect(quoteCallFailure.value).toBe('SUBMIT_QUOTE_ERROR');
  });

  test('spec 000 §8: a non-retryable accept failure is SUBMIT_QUOTE_ERROR', async () => {
    await quoteRequired();
    await requestNewQuote(clock());
    fault('quote/cx-accept', 409);
    await acceptCurrentQuote(clock());
    expect(quoteCallFailure.value).toBe('SUBMIT_QUOTE_ERROR');
  });

  test('spec 000 §9: the sandbox brand counts no shipping in a quote (disableQuoteFreeShipping off); the cart gives the order totals', async () => {
    const terms = await quoteTerms();
    expect(terms.shippingCounts).toBe(false);
    expect(terms.cart.orderSubtotal.amount).toBeGreaterThan(0);
  });
});

describe('spec 000 §8 / spec 001 §8: the insurer’s refusals', () => {
  test('spec 000 §8: LOWBAL (an exhausted pot) gives INSUFFICIENT_COVERAGE', async () => {
    await quoteRequired('1234LOWBAL');
    await requestNewQuote(clock());
    expect(quoteScreen(record.value)).toBe('problem');
    expect(quoteAnswerProblem(record.value?.claimData)).toBe('INSUFFICIENT_COVERAGE');
  });

  test('spec 001 §8: a member number the insurer no longer finds at quote time gives BENEFICIARY_NOT_FOUND', async () => {
    const id = await quoteRequired();
    const insuree = { contractId: '1234NOTFOUND', firstName: 'Alex', lastName: 'Martin', insuranceType: 'ADDITIONAL_INSURANCE' };
    setRecord(await updateClaimRecord(currentApi(), id, { primaryCoverage: { insurer: { id: MUTUELLE_ID }, insuree } }));
    await requestNewQuote(clock());
    expect(quoteScreen(record.value)).toBe('problem');
    expect(quoteAnswerProblem(record.value?.claimData)).toBe('BENEFICIARY_NOT_FOUND');
  });

  test('spec 001 §8: a mutuelle that quotes lenses by six refuses 2 daily lenses, and the line to change is named with 6 to choose', async () => {
    await quoteRequired('12345678', SECOND_MUTUELLE_ID);
    await requestNewQuote(clock());
    expect(quoteAnswerProblem(record.value?.claimData)).toBe('RESTRICTED_PRODUCT');
    const lines = await lensLinesToChange();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantity: 2, fewer: null, more: 6 });
    expect(lines[0]?.name).toMatch(/\w/);
  });

  test('spec 000 §8: past the daily quote attempts the request is REQUEST_QUOTE_RESTRICTED', async () => {
    await quoteRequired('1234LOWBAL');
    for (let i = 0; i < QUOTE_REQUESTS_PER_DAY; i++) await requestNewQuote(clock());
    expect(quoteCallFailure.value).toBeNull();
    expect(await requestNewQuote(clock())).toBe(false);
    expect(quoteCallFailure.value).toBe('REQUEST_QUOTE_RESTRICTED');
  });
});

describe('spec 000 §4, §7 / spec 001 §9: the offline insurer', () => {
  async function offline(): Promise<void> {
    await quoteRequired('1234OFFLINE');
    await requestNewQuote(clock());
    expect(quoteScreen(record.value)).toBe('offline');
  }

  test('spec 000 §7: opting in to the e-mail retry (retry true) waits for the insurer (QUOTE_PENDING)', async () => {
    await offline();
    expect(await optInToRetry(true)).toBe(true);
    expect(record.value?.status).toBe('QUOTE_PENDING');
    expect(quoteScreen(record.value)).toBe('opted-in');
  });

  test('spec 000 §7: closing the retry (retry false) closes the drawer', async () => {
    await offline();
    openDrawer('insurance-member');
    expect(await optInToRetry(false)).toBe(true);
    expect(drawerTarget.value).toBeNull();
    expect(count('/quote/opt-in-retry')).toBe(1);
  });

  test('spec 000 §9: cancelling the retry (cancel-retry) asks for a quote again', async () => {
    await offline();
    expect(await cancelRetry(clock())).toBe(true);
    expect(lastQuote(record.value?.claimData)?.status).toBe('RETRY_CANCELLED');
    expect(quoteScreen(record.value)).toBe('request');
  });
});
