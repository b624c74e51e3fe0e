// The review's actions against the real sandbox, in process (spec 000 sections 4, 7, 8 and 9). The date is frozen and
// the poll clock is the sandbox's own clock, so an insurer's delay passes the moment a poll sleeps: no test waits.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { signedInSandbox } from '../../../test/unit/signed-in-sandbox.ts';
import type { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';
import { PNG } from '../../../test/unit/sandbox-shopper.ts';
import { IN_NETWORK_ID } from '../../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS, SLOW_DELAY_MS } from '../../../sandbox/service/scenarios.ts';
import { INSURER_ERROR_MESSAGE } from '../../../sandbox/service/claims.ts';
import type { Fault } from '../../../sandbox/service/faults.ts';
import { deleteClaimRecord, getClaimRecord, selectClaimableProducts, updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { syncInsuranceMember } from '../../../src/api/claim/eligibility.ts';
import { uploadPrescription, validatePrescription } from '../../../src/api/prescription/prescriptions.ts';
import type { Clock } from '../../../src/api/poll.ts';
import { toMinor } from '../../../src/domain/money.ts';
import { MAX_CLAIM_ATTEMPTS, SUBMIT_CALL_ATTEMPTS, SUBMIT_POLLING } from '../../../src/domain/constants.ts';
import { resetConfig } from '../../host/config.ts';
import { resetSession, session, sessionExpired } from '../../session/session.ts';
import { record, restricted, setRecord } from '../../claim/claim.ts';
import { addSyncListener, hostEvents, resetSyncListeners, type SyncAction } from '../../host/events.ts';
import { currentApi, resetClaim, startClaim } from '../../claim/claim-actions.ts';
import { drawerTarget, openDrawer, resetDrawer } from '../drawer.ts';
import { claimGone, closeRequested, confirmClose, formGroups, formIndex, go, pageFlow, requestClose, resetFlow, view, viewMode } from '../flow.ts';
import { setDraft } from '../drafts.ts';
import { closeQuestionShown } from '../close-question.ts';
import { acceptTerms, clearResult, refreshRecord, resetSubmit, result, submit } from './flow-submit.ts';
import { followSubmitted } from '../../claim/submitted-follow.ts';
import { submitClaim } from '../../../src/api/claim/claims.ts';
import { backToForm, closeResult, proceedToCheckout } from '../flow-result.ts';

/** Long enough for any insurer answer but SLOW's. */
const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;

let sandbox: ReturnType<typeof sandboxFetch>;
const heard: SyncAction[] = [];
const refreshes: unknown[] = [];
let off: () => void = () => {};

beforeEach(async () => {
  sandbox = await signedInSandbox();
  heard.length = 0;
  refreshes.length = 0;
  addSyncListener((action) => heard.push(action));
  off = hostEvents.on('refresh-cart', (payload) => refreshes.push(payload));
});

afterEach(() => {
  off();
  resetSubmit();
  resetFlow();
  resetDrawer();
  resetClaim();
  resetSyncListeners();
  resetSession();
  resetConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const count = (method: string, suffix: string) => sandbox.calls.filter((call) => call.startsWith(method) && call.endsWith(suffix)).length;
/** The reads of claim records (the shop's session calls before the submit are not the poll's). */
const reads = () => sandbox.calls.filter((call) => call.startsWith('GET /services/direct-billing/claim-records/')).length;
const advance = (ms: number) => sandbox.state.advanceClock(ms);
const fault = (call: string, status: number, remaining = 1, method?: string): void => sandbox.state.faults.add({ call, kind: 'status', status, remaining, method } satisfies Fault);

/** The sandbox's clock as the poll clock: each pause moves it `step` ms. */
const clock = (step: number = SUBMIT_POLLING.intervalMs): Clock => ({ now: () => sandbox.state.service.now(), sleep: async () => advance(step) });

/** A North American record at READY_TO_CLAIM: member (the ID carries the scenario), doctor, an approved prescription, the glasses. */
async function readyToClaim(memberId = 'W1234567', terms = false): Promise<string> {
  const { id } = await startClaim();
  const api = currentApi();
  const insuree = { memberId, policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' };
  const patient = { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4' };
  await syncInsuranceMember(api, id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID }, insuree }, patient, patientRelationship: 'SELF' });
  // SLOW makes every insurer answer, the member lookup's included, take 20 s.
  const settle = memberId.includes('SLOW') ? SLOW_DELAY_MS + 1 : SETTLE;
  advance(settle);
  await getClaimRecord(api, id);
  await updateClaimRecord(api, id, { referrer: { type: 'OPTOMETRIST', firstName: 'Sam', lastName: 'Lee' }, ...(terms ? { termsAndConditionsAccepted: true } : {}) });
  const { prescriptionId = '' } = await uploadPrescription(api, id, new Blob([PNG], { type: 'image/png' }), 'prescription.png');
  await validatePrescription(api, id, prescriptionId);
  for (let step = 0; step < 2; step++) {
    advance(settle);
    await getClaimRecord(api, id);
  }
  const approved = await getClaimRecord(api, id);
  const glasses = (approved.eligibleProducts ?? []).find((g) => g.id === 'glasses');
  setRecord(await selectClaimableProducts(api, id, prescriptionId, (glasses?.cartProducts ?? []).map((l) => l.productId)));
  expect(record.value?.status).toBe('READY_TO_CLAIM');
  return id;
}

describe('spec 000 §4 and §9: submit, poll until the insurer answers, and the result', () => {
  test('accepted: the terms are recorded first, the share is the result, the cart hears sync, the wizard resets', async () => {
    await readyToClaim();
    formGroups.value = [{}, {}, {}] as never;
    formIndex.value = 2;
    openDrawer('review');
    const submitted = await submit(clock());
    const share = record.value?.claimData?.claim?.confirmedAmount?.amount ?? 0;
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(submitted).toEqual({ outcome: 'ACCEPTED', amount: toMinor(share, 'CAD'), details: null });
    expect(share).toBeGreaterThan(0);
    expect(result.value).toBe(submitted);
    expect(record.value?.claimData?.termsAndConditionsAccepted).toBe(true);
        expect(heard).toEqual(['sync']);
    expect(formIndex.value).toBe(0);
  });

  test.each([
    { name: 'REJECT ends rejected', memberId: 'W-REJECT-1', outcome: 'CLAIM_REJECTED', status: 'CLAIM_REJECTED', sync: [] },
    { name: 'ACK ends acknowledged, not applied: the cart hears no sync', memberId: 'W-ACK-1', outcome: 'CLAIM_ACKNOWLEDGED', status: 'CLAIM_ACKNOWLEDGED', sync: [] },
    { name: 'TIMEOUT ends timeout-retry', memberId: 'W-TIMEOUT-1', outcome: 'TIMEOUT_RETRY', status: 'CLAIM_RETRY', sync: [] },
    { name: 'INSURERERR ends insurer error, with the record ready to claim again', memberId: 'W-INSURERERR-1', outcome: 'INSURER_ERROR', status: 'READY_TO_CLAIM', sync: [] },
    { name: 'SLOW (the insurer answers in 20 s, within the 2-minute wait of spec 000 §9) ends accepted', memberId: 'W-SLOW-1', outcome: 'ACCEPTED', status: 'CLAIM_ACCEPTED', sync: ['sync'] },
  ])('$name', async ({ memberId, outcome, status, sync }) => {
    await readyToClaim(memberId, true);
    const submitted = await submit(clock());
    expect(submitted?.outcome).toBe(outcome);
    expect(record.value?.status).toBe(status);
    expect(heard).toEqual(sync);
  });

  test('issue 27, spec 000 §8: signed out in another tab, Submit asks the shop first and takes the session-expired path; no claim is sent', async () => {
    await readyToClaim('W1234567', true);
    const expired: unknown[] = [];
    const stop = hostEvents.on('session-expired', (payload) => expired.push(payload));
    // The other tab's sign-out ends the shop session this page knew.
    for (const [id, visitor] of sandbox.state.sessions) if (visitor.userId === session.value?.userId) sandbox.state.sessions.delete(id);
    expect(await submit(clock())).toBeNull();
    stop();
    expect(count('POST', '/claim/submit')).toBe(0);
    expect(expired).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect([session.value, sessionExpired.value, record.value]).toEqual([null, true, null]);
    expect(result.value).toBeNull();
  });

  test('issue 27: the shop session asked first still holds: the claim is sent', async () => {
    await readyToClaim('W1234567', true);
    expect((await submit(clock()))?.outcome).toBe('ACCEPTED');
    expect(count('GET', '/person/@self')).toBeGreaterThan(0);
    expect(count('POST', '/claim/submit')).toBe(1);
  });

  test('spec 000 §9: SLOW is read every 2 s until its answer at 20 s, not stopped after 5 reads', async () => {
    await readyToClaim('W-SLOW-2', true);
    const before = reads();
    expect((await submit(clock()))?.outcome).toBe('ACCEPTED');
    // The first read at once, then one every interval until the answer lands at 20 s.
    expect(reads() - before).toBe(SLOW_DELAY_MS / SUBMIT_POLLING.intervalMs + 1);
  });

  test('spec 000 §9: an insurer still answering at the 2-minute max wait is timeout-retry, after the wait and not before', async () => {
    await readyToClaim('W-SLOW-3', true);
    const start = sandbox.state.service.now();
    // The poll's time runs ten times the insurer's: its 2 minutes are 12 s of the insurer's, short of SLOW's 20 s.
    const fast: Clock = { now: () => start + (sandbox.state.service.now() - start) * 10, sleep: async () => advance(SUBMIT_POLLING.intervalMs / 10) };
    const before = reads();
    expect((await submit(fast))?.outcome).toBe('TIMEOUT_RETRY');
    expect(record.value?.status).toBe('CLAIM_SUBMITTED');
    // A read at once and one every interval up to the max wait.
    expect(reads() - before).toBe(SUBMIT_POLLING.maxWaitMs / SUBMIT_POLLING.intervalMs + 1);
  });

  test('INSURERERR: the insurer’s words are the details', async () => {
    await readyToClaim('W-INSURERERR-2', true);
    expect((await submit(clock()))?.details).toBe(INSURER_ERROR_MESSAGE);
  });

  test('ACKNULL: the poll ends on the acknowledgement; the insurer cancels it only later (the CTA shows that)', async () => {
    await readyToClaim('W-ACKNULL-1', true);
    expect((await submit(clock(2 * SETTLE)))?.outcome).toBe('CLAIM_ACKNOWLEDGED');
  });

  test('terms already accepted: no second PATCH', async () => {
    await readyToClaim('W1234567', true);
    const patches = count('PATCH', '');
    await submit(clock());
    expect(count('PATCH', '')).toBe(patches);
  });

  test('a second submit while one is under way is refused: one claim/submit call', async () => {
    await readyToClaim('W1234567', true);
    const [first, second] = await Promise.all([submit(clock()), submit(clock())]);
    expect(first?.outcome).toBe('ACCEPTED');
    expect(second).toBeNull();
    expect(count('POST', '/claim/submit')).toBe(1);
  });

  test('spec 000 §8 LIMIT_REACHED: past the daily limit the submit answers 429, the record is restricted', async () => {
    await readyToClaim('W1234567', true);
    const file = sandbox.state.service.customer(session.value?.userId ?? '');
    for (let i = 0; i < MAX_CLAIM_ATTEMPTS; i++) file.submits.push(sandbox.state.service.now());
    expect((await submit(clock()))?.outcome).toBe('LIMIT_REACHED');
    expect(restricted.value).toBe(true);
    expect(record.value?.status).toBe('RESTRICTED');
  });

  test.each([
    { name: 'a refusal (400) is no-retry', status: 400, outcome: 'SUBMIT_CLAIM_NO_RETRY_ERROR' },
    { name: 'a server failure (500) on each of the 5 submit attempts is a generic error', status: 500, outcome: 'GENERIC_ERROR' },
  ])('spec 000 §8: $name', async ({ status, outcome }) => {
    await readyToClaim('W1234567', true);
    fault('claim/submit', status, SUBMIT_CALL_ATTEMPTS.maxAttempts);
    expect((await submit(clock()))?.outcome).toBe(outcome);
    expect(record.value?.status).toBe('READY_TO_CLAIM');
    expect(count('POST', '/claim/submit')).toBe(status === 500 ? SUBMIT_CALL_ATTEMPTS.maxAttempts : 1);
  });

  test('spec 000 §9 submit max attempts: a server failure is sent again, 2 s later, and the claim is accepted', async () => {
    await readyToClaim('W1234567', true);
    fault('claim/submit', 500, SUBMIT_CALL_ATTEMPTS.maxAttempts - 1);
    expect((await submit(clock()))?.outcome).toBe('ACCEPTED');
    expect(count('POST', '/claim/submit')).toBe(SUBMIT_CALL_ATTEMPTS.maxAttempts);
  });

  test('a submit already made (409) is polled: the record says accepted', async () => {
    await readyToClaim('W1234567', true);
    await submit(clock());
    expect((await submit(clock()))?.outcome).toBe('ACCEPTED');
  });

  test('a gateway timeout (504) on the submit is polled: the record says what happened', async () => {
    await readyToClaim('W1234567', true);
    fault('claim/submit', 504);
    expect((await submit(clock()))?.outcome).toBe('GENERIC_ERROR');
  });

  test.each([
    { name: 'a 503', kind: 'status', status: 503 },
    { name: 'a dropped connection', kind: 'drop', status: undefined },
  ] as const)('spec 000 §8 polling failure: reads that fail ($name) past the 3 retries while the shop says the session holds are an outage, not a session end: the claim is followed to the insurer’s answer', async ({ kind, status }) => {
    const id = await readyToClaim('W1234567', true);
    const expired: unknown[] = [];
    const stop = hostEvents.on('session-expired', (payload) => expired.push(payload));
    sandbox.state.faults.add({ call: `claim-records/${id}`, kind, status, remaining: SUBMIT_POLLING.maxRetries + 1, method: 'GET' } satisfies Fault);
    expect((await submit(clock()))?.outcome).toBe('ACCEPTED');
    stop();
    expect(expired).toEqual([]);
    expect(session.value).not.toBeNull();
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(heard).toEqual(['sync']);
  });

  test('spec 000 §8 polling failure: the shop unreachable too when asked, the shopper stays signed in and the claim is followed', async () => {
    const id = await readyToClaim('W1234567', true);
    fault(`claim-records/${id}`, 503, SUBMIT_POLLING.maxRetries + 1, 'GET');
    // The shop is asked once the reads ran out: it does not answer either (the first two of its calls are the submit's own check).
    let shopCalls = 0;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/wcs/') && ++shopCalls > 2 ? Promise.reject(new TypeError('Failed to fetch')) : sandbox.fetch(input, init),
    );
    expect((await submit(clock()))?.outcome).toBe('ACCEPTED');
    expect(shopCalls).toBeGreaterThan(2);
    expect(sessionExpired.value).toBe(false);
    expect(session.value).not.toBeNull();
  });

  test('spec 000 §8 polling failure: server failures past the 3 retries, and the shop says the session ended, end in the session-expired path', async () => {
    const id = await readyToClaim('W1234567', true);
    const expired: unknown[] = [];
    const stop = hostEvents.on('session-expired', (payload) => expired.push(payload));
    fault(`claim-records/${id}`, 500, SUBMIT_POLLING.maxRetries + 1, 'GET');
    // The shopper signs out in another tab once the claim is sent: the shop, asked after the failed reads, says so.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST' && String(input).endsWith('/claim/submit')) {
        for (const [key, visitor] of sandbox.state.sessions) if (visitor.userId === session.value?.userId) sandbox.state.sessions.delete(key);
      }
      return sandbox.fetch(input, init);
    });
    expect(await submit(clock())).toBeNull();
    stop();
    expect(result.value).toBeNull();
    expect(expired).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect(session.value).toBeNull();
  });

  test('spec 000 §8 and §9: an outage that outlasts the 2-minute wait says the insurer is taking longer (TIMEOUT_RETRY), never a session end nor a claim "not submitted"', async () => {
    const id = await readyToClaim('W1234567', true);
    fault(`claim-records/${id}`, 503, 1000, 'GET');
    const before = reads();
    expect((await submit(clock()))?.outcome).toBe('TIMEOUT_RETRY');
    expect(sessionExpired.value).toBe(false);
    expect(session.value).not.toBeNull();
    // Reads every 2 s within the wait, never past it.
    expect(reads() - before).toBeLessThanOrEqual(SUBMIT_POLLING.maxWaitMs / SUBMIT_POLLING.intervalMs + 1);
  });

  test('spec 000 §8 polling failure: a failure no retry cures (403) is the generic error, the session stays', async () => {
    const id = await readyToClaim('W1234567', true);
    fault(`claim-records/${id}`, 403, 1, 'GET');
    expect((await submit(clock()))?.outcome).toBe('GENERIC_ERROR');
    expect(session.value).not.toBeNull();
  });

  test('a session that ends while polling has its own state: no result', async () => {
    const id = await readyToClaim('W1234567', true);
    fault(`claim-records/${id}`, 401, 3, 'GET');
    expect(await submit(clock())).toBeNull();
    expect(result.value).toBeNull();
  });

  test('a record deleted before the submit rejects: the view shows its failure', async () => {
    await readyToClaim('W1234567', true);
    fault('claim/submit', 404);
    fault('claim-records/*', 404, 5, 'GET');
    await expect(submit(clock())).rejects.toThrow();
  });

  test('spec 000 §4: a claim cancelled in another tab: the terms meet its 404, nothing is sent, and the open drawer says the claim is gone', async () => {
    const id = await readyToClaim();
    pageFlow.value = { defaultView: 'intro', stepCount: 4, views: {} };
    openDrawer('review');
    go('review');
    await deleteClaimRecord(currentApi(), id, { cartId: record.value?.cartId ?? '', customerNumber: session.value?.userId ?? '' });
    const patches = count('PATCH', id);
    await expect(submit(clock())).rejects.toThrow();
    expect(count('PATCH', id)).toBe(patches + 1);
    expect(count('POST', '/claim/submit')).toBe(0);
    expect([record.value, view.value, claimGone.value, drawerTarget.value]).toEqual([null, 'error', true, 'review']);
  });

  test('terms that cannot be recorded reject the submit, and nothing is submitted', async () => {
    await readyToClaim();
    fault('claim-records/*', 500, 1, 'PATCH');
    await expect(submit(clock())).rejects.toThrow();
    expect(count('POST', '/claim/submit')).toBe(0);
  });

  test('spec 000 §4: a claim sent before a reload, which the page follows (submitted-follow.ts) while the review follows it too, is told to the page once', async () => {
    const id = await readyToClaim('W1234567', true);
    await submitClaim(currentApi(), id);
    setRecord(await getClaimRecord(currentApi(), id));
    expect(record.value?.status).toBe('CLAIM_SUBMITTED');
    openDrawer('review');
    const following = followSubmitted(clock());
    const submitted = await submit(clock(), true);
    await following;
    expect(submitted?.outcome).toBe('ACCEPTED');
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(heard).toEqual(['sync']);
  });

  test('without a record, accepting the terms rejects', async () => {
    await expect(acceptTerms()).rejects.toThrow('no claim record');
  });
});

describe('a close while the claim is being sent: nothing is left unsent, and never two dialogs at once', () => {
  /** A review that asks before closing with unsent changes, in an open drawer, its terms ticked (not yet sent). */
  function reviewAsking(): void {
    pageFlow.value = { defaultView: 'intro', stepCount: 4, views: { review: { step: 4, modal: { unsavedChanges: 'CLOSE_APP' } } } };
    openDrawer('review');
    go('review');
    setDraft('termsAndConditionsAccepted', true);
  }

  /** The sandbox's clock as the poll clock, which runs `during` at the first pause, while the insurer is answering. */
  const pausing = (during: () => void): Clock => {
    let first = true;
    return {
      now: () => sandbox.state.service.now(),
      sleep: async (ms) => {
        if (first) during();
        first = false;
        advance(ms);
      },
    };
  };

  test('while it is sent the footer’s cancel waits, and Escape or Close asks in the claim’s words, never about unsent changes; closing leaves the claim followed to its answer, and no modal waits for the next open', async () => {
    await readyToClaim();
    reviewAsking();
    let held: [boolean, string | null] | null = null;
    let question: string | null = null;
    const submitted = await submit(pausing(() => {
      requestClose('cancel');
      held = [closeRequested.value, drawerTarget.value];
      requestClose();
      question = closeRequested.value ? closeQuestionShown.value : null;
      confirmClose();
    }));
    expect(held).toEqual([false, 'review']);
    expect(question).toBe('claim');
    expect(drawerTarget.value).toBeNull();
    expect(submitted?.outcome).toBe('ACCEPTED');
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(result.value).toBeNull();
  });

  test('a close question asked while it is sent (the terms ticked again) makes way for the result', async () => {
    await readyToClaim();
    reviewAsking();
    const submitted = await submit(pausing(() => {
      setDraft('termsAndConditionsAccepted', true);
      requestClose();
      expect(closeRequested.value).toBe(true);
    }));
    expect([closeRequested.value, drawerTarget.value, result.value]).toEqual([false, 'review', submitted]);
  });
});

describe('spec 000 §2 and §8: the modal’s buttons and the review’s refresh', () => {
  test('refreshRecord reads the record again', async () => {
    const id = await readyToClaim();
    setRecord({ id, status: 'PRESCRIPTIONS_IN_REVIEW' });
    await refreshRecord();
    expect(record.value?.status).toBe('READY_TO_CLAIM');
  });

  test('close: a retryable error stays on the review, a final result ends the flow and closes the drawer; clear only clears', () => {
    pageFlow.value = { defaultView: 'insurers', stepCount: 4, views: {} };
    openDrawer('review');
    go('review');
    result.value = { outcome: 'TIMEOUT_RETRY', amount: null, details: null };
    clearResult();
    expect([result.value, view.value, drawerTarget.value]).toEqual([null, 'review', 'review']);
    for (const outcome of ['GENERIC_ERROR', 'INSURER_ERROR'] as const) {
      result.value = { outcome, amount: null, details: null };
      closeResult(outcome);
      expect([result.value, view.value, drawerTarget.value]).toEqual([null, 'review', 'review']);
    }
    for (const outcome of ['ACCEPTED', 'LIMIT_REACHED', 'TIMEOUT_RETRY', 'SUBMIT_CLAIM_NO_RETRY_ERROR'] as const) {
      openDrawer('review');
      result.value = { outcome, amount: null, details: null };
      closeResult(outcome);
      expect([result.value, drawerTarget.value]).toEqual([null, null]);
    }
  });

  test('back to the form edits the coverage, then returns to the review', () => {
    result.value = { outcome: 'INSURER_ERROR', amount: null, details: 'x' };
    backToForm();
    expect([result.value, view.value, viewMode.value]).toEqual([null, 'insurance-member', 'edit']);
  });

  test('proceed to checkout on the cart page closes the drawer and refreshes the cart', () => {
    vi.stubGlobal('location', { pathname: '/en-ca/cart', assign: vi.fn() });
    vi.stubGlobal('window', new EventTarget());
    openDrawer('intro');
    result.value = { outcome: 'ACCEPTED', amount: 100, details: null };
    proceedToCheckout();
    expect([result.value, drawerTarget.value, refreshes.length]).toEqual([null, null, 1]);
    expect(location.assign).not.toHaveBeenCalled();
  });

  test('proceed to checkout elsewhere goes to the shop’s cart', () => {
    vi.stubGlobal('location', { pathname: '/en-ca/frames', assign: vi.fn() });
    vi.stubGlobal('window', new EventTarget());
    openDrawer('intro');
    proceedToCheckout();
    expect(drawerTarget.value).toBeNull();
    expect(location.assign).toHaveBeenCalledWith('/en-ca/cart');
  });
});
