// The claim actions against the real sandbox, in process (spec 000 sections 4, 7, 8 and 9). The date is frozen and the
// actions' poll clock is the sandbox's own clock, so an insurer's delay passes the moment a poll sleeps: no test waits.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { configure } from '../../test/unit/configure.ts';
import { sandboxFetch, ORIGIN } from '../../test/component/sandbox-fetch.ts';
import { PNG, WALK_START } from '../../test/unit/sandbox-shopper.ts';
import { COMING_SOON_ID, IN_NETWORK_ID, MUTUELLE_ID } from '../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { productBySlug } from '../../sandbox/pages/catalogue.ts';
import type { ShopSession } from '../../sandbox/state.ts';
import type { Fault } from '../../sandbox/service/faults.ts';
import { getClaimRecord, updateClaimRecord } from '../../src/api/claim/claim-records.ts';
import { submitClaim } from '../../src/api/claim/claims.ts';
import { syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { uploadPrescription, validatePrescription } from '../../src/api/prescription/prescriptions.ts';
import { requestQuote } from '../../src/api/quote/quotes.ts';
import type { Clock } from '../../src/api/poll.ts';
import type { HostEventName, HostEvents } from '../../src/host/public-api.ts';
import { resetConfig } from '../host/config.ts';
import { loadSession, resetSession, session, sessionExpired, signedIn, whileLoggingOut } from '../session/session.ts';
import {
  activeClaimCheck, cta, eligibleProductStatus, insuranceLoad, quoteFlags, record, restricted, toggleError, toggleOn,
} from './claim.ts';
import { lastAttemptNow } from './quote-limit.ts';
import { actionError, failureCause, resetToggle } from '../toggle/toggle.ts';
import { addSyncListener, resetSyncListeners, type SyncAction } from '../host/events.ts';
import { hostEvents } from '../host/events.ts';
import { cartChanged as hostCartChanged } from '../host/host-actions.ts';
import { endSession } from './claim-kit.ts';
import {
  cancelClaim, cancelQuote, cartChanged, checkCartEligibility, currentApi, getPlans, insureProducts, loadInsuranceState, nullify,
  rejectionNoticeUrl, requestProductQuote, resetClaim, resumeClaim, setUseInsurance, startClaim,
} from './claim-actions.ts';

/** Long enough for any insurer answer but SLOW's. */
const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;
const DAY = 24 * 60 * 60 * 1000;

let sandbox: ReturnType<typeof sandboxFetch>;
/** A fault the sandbox cannot make: the answer it gives instead, once, to the call whose path ends so. */
let spoiled: { suffix: string; response: Response } | null = null;
const heard: SyncAction[] = [];
const events: { name: HostEventName; payload: unknown }[] = [];
const unsubscribe: (() => void)[] = [];

beforeEach(async () => {
  // Only the date is faked, before the sandbox reads it: its clock then moves only when a test or a poll moves it,
  // from a Wednesday 10:00 in Los Angeles, far from the nullify cut-off. No timer is faked, so no call waits on one.
  vi.useFakeTimers({ toFake: ['Date'], now: WALK_START });
  sandbox = sandboxFetch();
  await sandbox.signIn();
  spoiled = null;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const spoil = spoiled;
    if (spoil && String(input).endsWith(spoil.suffix)) return (spoiled = null), spoil.response;
    return sandbox.fetch(input, init);
  });
  vi.stubGlobal('sessionStorage', undefined);
  configure({ apiKey: 'sandbox-public-key', apiBaseUrl: `${ORIGIN}/services/direct-billing` });
  await loadSession();
  heard.length = 0;
  events.length = 0;
  addSyncListener((action) => heard.push(action));
  for (const name of ['insurance-status', 'refresh-cart', 'session-expired', 'chat'] as const) {
    unsubscribe.push(hostEvents.on(name, (payload: HostEvents[typeof name]) => events.push({ name, payload })));
  }
});

afterEach(() => {
  unsubscribe.splice(0).forEach((off) => off());
  resetClaim();
  resetToggle();
  resetSyncListeners();
  resetSession();
  resetConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const count = (suffix: string) => sandbox.calls.filter((call) => call.endsWith(suffix)).length;
const heardOf = (name: HostEventName) => events.filter((e) => e.name === name).map((e) => e.payload);
const advance = (ms: number) => sandbox.state.advanceClock(ms);
const visitor = (): ShopSession => [...sandbox.state.sessions.values()].find((s) => s.userId === session.value?.userId)!;
const stored = (id: string) => sandbox.state.service.records.get(id)!;
const fault = (call: string, status: number, remaining = 1, method?: string): void => sandbox.state.faults.add({ call, kind: 'status', status, remaining, method } satisfies Fault);
/** Keeps only the cart lines of these product types. */
const keepOnly = (...types: string[]) => (visitor().lines = visitor().lines.filter((l) => types.includes(l.productType)));
/** Makes the page the shop's cart page, so a change of insurance refreshes it. */
const onCartPage = () => {
  vi.stubGlobal('location', { pathname: '/en-ca/cart' });
  vi.stubGlobal('window', new EventTarget());
};

/** The sandbox's clock as the actions' poll clock; `onSleep` lets a test act as the insurer between two tries. */
function clock(onSleep?: () => void): Clock {
  return {
    now: () => sandbox.state.service.now(),
    sleep: async (ms) => {
      advance(ms);
      onSleep?.();
    },
  };
}

/** A record whose member was found (INSURANCE_MEMBER_FOUND, or QUOTE_REQUIRED at a mutuelle), loaded as the page does. */
async function memberFound(memberId = 'W1234567', insurer = IN_NETWORK_ID): Promise<string> {
  const { id } = await startClaim();
  const french = insurer === MUTUELLE_ID;
  const insuree = french
    ? { contractId: memberId, firstName: 'Alex', lastName: 'Martin', insuranceType: 'ADDITIONAL_INSURANCE' }
    : { memberId, policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' };
  const patient = { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: french ? '75011' : 'H2X 1Y4' };
  await syncInsuranceMember(currentApi(), id, { primaryCoverage: { insurer: { id: insurer }, insuree }, patient, patientRelationship: 'SELF' });
  advance(SETTLE);
  await loadInsuranceState();
  return id;
}

/** A North American record whose glasses prescription the insurer approved; no product chosen yet. */
async function prescriptionApproved(memberId?: string): Promise<{ id: string; rx: string }> {
  const id = await memberFound(memberId);
  await updateClaimRecord(currentApi(), id, { referrer: { type: 'OPTOMETRIST', firstName: 'Sam', lastName: 'Lee' }, termsAndConditionsAccepted: true });
  const { prescriptionId = '' } = await uploadPrescription(currentApi(), id, new Blob([PNG], { type: 'image/png' }), 'prescription.png');
  await validatePrescription(currentApi(), id, prescriptionId);
  // Reading the file, then judging it: each answer is scheduled when the one before lands.
  for (let step = 0; step < 2; step++) {
    advance(SETTLE);
    await getClaimRecord(currentApi(), id);
  }
  await loadInsuranceState();
  return { id, rx: prescriptionId };
}

/** A claim the insurer accepted, with insurance in use. */
async function accepted(): Promise<string> {
  const { id } = await prescriptionApproved();
  await insureProducts('glasses');
  await submitClaim(currentApi(), id);
  advance(SETTLE);
  await loadInsuranceState();
  expect(record.value?.status).toBe('CLAIM_ACCEPTED');
  return id;
}

/** A French record whose insurer is offline after `requests` quote requests (SERVICE_OFFLINE). */
async function insurerOffline(requests: number): Promise<string> {
  const id = await memberFound('OFFLINE-1', MUTUELLE_ID);
  for (let i = 0; i < requests; i++) {
    await requestQuote(currentApi(), id);
    advance(SETTLE);
    await getClaimRecord(currentApi(), id);
  }
  await loadInsuranceState();
  expect(cta.value).toBe('SERVICE_OFFLINE');
  return id;
}

describe('spec 000 §4 and §7: starting a claim from the drawer', () => {
  test('creates the record for the cart, loads it and sets it', async () => {
    const started = await startClaim();
    expect(started.status).toBe('CREATED');
    expect(record.value?.id).toBe(started.id);
    expect(count('/auth/token')).toBe(1);
    expect(heardOf('insurance-status')).toEqual([{ on: false, customerFacingStatus: 'IN_PROGRESS' }]);
  });

  test('spec 000 §3 and §7: PUT claim-records sends each cart line with its price from the shop\'s cart answer (unitFullPrice)', async () => {
    const shop = globalThis.fetch;
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT' && String(input).endsWith('/claim-records')) sent.push(JSON.parse(String(init.body)));
      return shop(input, init);
    });
    await startClaim();
    const lines = visitor().lines.map((l) => ({ productId: l.id, productType: l.productType, quantity: l.quantity, unitFullPrice: { amount: l.unitPriceMinor / 100 } }));
    expect(lines.length).toBeGreaterThan(1);
    expect(sent).toEqual([expect.objectContaining({ cartId: visitor().cartId, eligibleProducts: lines })]);
  });

  test('spec 000 §7: an insurer chosen in the drawer is named by PUT (its id) and its name saved by the PATCH that loads the record, with no GET between', async () => {
    const started = await startClaim({ id: IN_NETWORK_ID, name: 'ClearSight Benefits' });
    const recordCalls = (id: string) => sandbox.calls.filter((call) => call.endsWith(`/claim-records/${id}`) || call.endsWith('/claim-records'));
    expect(recordCalls(started.id)).toEqual(['PUT /services/direct-billing/claim-records', `PATCH /services/direct-billing/claim-records/${started.id}`]);
    expect(started.claimData?.primaryCoverage?.insurer).toEqual({ id: IN_NETWORK_ID, name: 'ClearSight Benefits' });
    // As a GET and then the insurer's PATCH left it.
    expect(started.status).toBe('UPDATED');
    expect(record.value?.id).toBe(started.id);
  });

  test('spec 000 §7: an insurer named by id only (the overview\'s choice) is loaded by GET after PUT', async () => {
    const started = await startClaim({ id: IN_NETWORK_ID });
    expect(sandbox.calls.filter((call) => call.includes('/claim-records'))).toEqual(['PUT /services/direct-billing/claim-records', `GET /services/direct-billing/claim-records/${started.id}`]);
    expect(started.claimData?.primaryCoverage?.insurer?.id).toBe(IN_NETWORK_ID);
  });

  test('spec 000 §7: a 401 reloads the shop session, then one new token, and the call goes through', async () => {
    const { id } = await startClaim();
    const sessionLoads = count('/person/@self');
    sandbox.state.tokens.clear();
    expect((await getClaimRecord(currentApi(), id)).id).toBe(id);
    expect(count('/person/@self')).toBe(sessionLoads + 1);
    expect(count('/auth/token')).toBe(2);
  });
});

describe('spec 000 §4 session init and active-claim check: loading the insurance state', () => {
  test.each([
    { name: 'the demo cart (glasses and contact lenses) is eligible: the CTA offers to apply', keep: [] as string[], eligibility: 'ELIGIBLE', state: 'DEFAULT' },
    { name: 'a cart of solution and plano lenses only, which no plan pays for, is not eligible', keep: ['SOLUTIONS', 'COLORED_PLANO_CONTACT_LENS'], eligibility: 'NOT_ELIGIBLE', state: 'INELIGIBLE_CART' },
  ])('no active record: $name', async ({ keep, eligibility, state }) => {
    if (keep.length > 0) {
      keepOnly(...keep);
      sandbox.state.addLine(visitor(), productBySlug('coloured-plano-lenses')!, 1);
    }
    await loadInsuranceState();
    expect(record.value).toBeNull();
    expect(restricted.value).toBe(false);
    expect([activeClaimCheck.value, insuranceLoad.value, eligibleProductStatus.value, cta.value]).toEqual(['COMPLETE', 'ready', eligibility, state]);
    expect(count('/check-insurance-eligibility')).toBe(1);
  });

  test('an active record of the current cart is shown, and the cart is not checked', async () => {
    const { id } = await startClaim();
    resetClaim();
    events.length = 0;
    await loadInsuranceState();
    expect(record.value?.id).toBe(id);
    expect([activeClaimCheck.value, insuranceLoad.value, cta.value]).toEqual(['COMPLETE', 'ready', 'IN_PROGRESS']);
    expect(count('/check-insurance-eligibility')).toBe(0);
    expect(heardOf('insurance-status')).toEqual([{ on: false, customerFacingStatus: 'IN_PROGRESS' }]);
  });

  test("another cart's record is not shown (its order was placed): the new cart is checked", async () => {
    await startClaim();
    sandbox.state.completeOrder(visitor());
    await loadInsuranceState();
    expect(record.value).toBeNull();
    expect([eligibleProductStatus.value, cta.value]).toEqual(['ELIGIBLE', 'DEFAULT']);
  });

  test('a restricted customer: the limit is reached', async () => {
    sandbox.state.service.customer(session.value!.userId).lockedUntil = sandbox.state.service.now() + 60_000;
    await loadInsuranceState();
    expect(restricted.value).toBe(true);
    expect(cta.value).toBe('LIMIT_REACHED');
  });

  test.each([
    { name: 'the restricted check fails (500)', call: 'restricted-check', status: 500 },
    { name: 'the active-record lookup fails (503)', call: 'claim-records/active/*', status: 503 },
    { name: 'no token can be had (500)', call: 'auth/token', status: 500 },
  ])('spec 001 §8: $name: the init error, and the check can run again', async ({ call, status }) => {
    fault(call, status);
    await loadInsuranceState();
    expect([insuranceLoad.value, activeClaimCheck.value, cta.value, record.value]).toEqual(['error', 'NONE', 'INIT_ERROR', null]);
    await loadInsuranceState();
    expect([insuranceLoad.value, cta.value]).toEqual(['ready', 'DEFAULT']);
  });

  test('spec 000 §5: an invalid customer number never calls the service and leaves no record', async () => {
    session.value = { ...session.value!, userId: '-1002' };
    const before = sandbox.calls.length;
    await loadInsuranceState();
    expect(sandbox.calls.length).toBe(before);
    expect([record.value, insuranceLoad.value]).toEqual([null, 'idle']);
  });

  test.each([
    ['an empty session id', { sessionId: '' }],
    ['an invalid customer number', { userId: '-1002' }],
  ])('spec 000 §8: %s fails the record\'s creation and ends the session: no record, the host told', async (_name, change) => {
    session.value = { ...session.value!, ...change };
    const before = count('/claim-records');
    await expect(startClaim()).rejects.toThrow(/creation failed/);
    expect(count('/claim-records')).toBe(before);
    expect([sessionExpired.value, signedIn.value, record.value]).toEqual([true, false, null]);
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect(heardOf('chat')).toEqual([{ action: 'reset' }]);
  });

  test('spec 000 §8: a 401 after the one retry while the shopper signs out is the sign-out itself: no session-expired', async () => {
    await startClaim();
    fault('restricted-check', 401, 2);
    await whileLoggingOut(() => loadInsuranceState());
    expect(sessionExpired.value).toBe(false);
    expect(heardOf('session-expired')).toEqual([]);
    expect(heardOf('chat')).toEqual([]);
  });

  test('spec 000 §8: a 401 after the one retry ends the session: signed out, claim and chat reset, the host told', async () => {
    await startClaim();
    fault('restricted-check', 401, 2);
    await loadInsuranceState();
    expect([sessionExpired.value, signedIn.value, record.value, insuranceLoad.value]).toEqual([true, false, null, 'idle']);
    expect(heardOf('session-expired')).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect(heardOf('chat')).toEqual([{ action: 'reset' }]);
  });
});

describe('spec 000 §4 insurance usage: changing the use of insurance, then polling until it matches', () => {
  test('off then on: the record follows, the listeners hear remove then sync once each, the cart page refreshes', async () => {
    await memberFound();
    await setUseInsurance(true, clock());
    expect(toggleOn.value).toBe(true);
    onCartPage();
    heard.length = 0;
    events.length = 0;
    await setUseInsurance(false, clock());
    expect(toggleOn.value).toBe(false);
    await setUseInsurance(true, clock());
    expect(toggleOn.value).toBe(true);
    expect(heard).toEqual(['remove', 'sync']);
    expect(heardOf('refresh-cart')).toHaveLength(2);
    expect(heardOf('insurance-status')).toEqual([
      { on: false, customerFacingStatus: 'IN_PROGRESS' },
      { on: true, customerFacingStatus: 'IN_PROGRESS' },
    ]);
    expect(actionError.value).toBeNull();
  });

  test('spec 000 §7: the change asks for a cart refresh (refreshCartTotalRequired); elsewhere than the cart page nothing is acknowledged, on it one PATCH false follows refresh-cart', async () => {
    const id = await memberFound();
    const patches = () => sandbox.calls.filter((call) => call === `PATCH /services/direct-billing/claim-records/${id}`).length;
    const before = patches();
    await setUseInsurance(true, clock());
    expect([record.value?.claimData?.refreshCartTotalRequired, patches(), heardOf('refresh-cart')]).toEqual([true, before, []]);
    onCartPage();
    await setUseInsurance(false, clock());
    expect([record.value?.claimData?.refreshCartTotalRequired, patches(), heardOf('refresh-cart')]).toEqual([false, before + 1, [{}]]);
  });

  test('spec 000 §7: a cart page that loads while the record still asks for a refresh acknowledges it once, without asking the page to refresh again', async () => {
    const id = await memberFound();
    await setUseInsurance(true, clock());
    const patches = () => sandbox.calls.filter((call) => call === `PATCH /services/direct-billing/claim-records/${id}`).length;
    const before = patches();
    await loadInsuranceState();
    expect([record.value?.claimData?.refreshCartTotalRequired, patches()]).toEqual([true, before]);
    onCartPage();
    events.length = 0;
    await loadInsuranceState();
    await loadInsuranceState();
    expect([record.value?.claimData?.refreshCartTotalRequired, patches(), heardOf('refresh-cart')]).toEqual([false, before + 1, []]);
  });

  test('spec 000 §9: the change does not land within 2 minutes: TIME_EXCEEDED_ERROR, the record read again, nobody told', async () => {
    const id = await memberFound();
    const started = sandbox.state.service.now();
    const reads = count(`/claim-records/${id}`);
    // The insurer never answers.
    await setUseInsurance(true, clock(() => sandbox.state.service.cancelPending(stored(id))));
    expect(actionError.value).toBe('TIME_EXCEEDED_ERROR');
    expect(toggleOn.value).toBe(false);
    expect(record.value?.id).toBe(id);
    expect(heard).toEqual([]);
    expect(sandbox.state.service.now() - started).toBeLessThanOrEqual(120_000);
    // A try every 2 s within the 2 minutes, then the read after the timeout.
    expect(count(`/claim-records/${id}`) - reads).toBe(120_000 / 2000 + 1 + 1);
  });

  test('spec 000 §8: LIMIT_REACHED (429) from any call: restricted, and the action says so', async () => {
    await memberFound();
    const body = { errorType: 'CUSTOMER_FACING_ERROR', errorCode: 'LIMIT_REACHED', message: 'limit' };
    spoiled = { suffix: '/change-insurance-status', response: Response.json(body, { status: 429 }) };
    await setUseInsurance(true, clock());
    expect([restricted.value, actionError.value, toggleOn.value]).toEqual([true, 'LIMIT_REACHED', false]);
  });

  test('spec 000 §8: a bare 429 of a claim call is the daily limit too, as the submit reads it (one rule, isDailyClaimLimit)', async () => {
    await memberFound();
    spoiled = { suffix: '/change-insurance-status', response: new Response(null, { status: 429 }) };
    await setUseInsurance(true, clock());
    expect([restricted.value, actionError.value, toggleOn.value]).toEqual([true, 'LIMIT_REACHED', false]);
  });

  test('without a record nothing is sent and the action fails', async () => {
    await expect(setUseInsurance(true, clock())).rejects.toThrow('no claim record');
    expect(count('/change-insurance-status')).toBe(0);
  });
});

describe('spec 000 §4: a cart change re-checks eligibility, and syncs a record in use', () => {
  test.each([
    { name: 'no record: the cart is re-checked only', found: false, use: false, memberChecks: 0, refreshes: 0 },
    { name: 'a record not in use: the cart is re-checked only', found: true, use: false, memberChecks: 0, refreshes: 0 },
    { name: 'insurance in use: the member eligibility sync, the cart page refreshed, the cart re-checked', found: true, use: true, memberChecks: 1, refreshes: 1 },
  ])('$name', async ({ found, use, memberChecks, refreshes }) => {
    if (found) await memberFound();
    if (use) await setUseInsurance(true, clock());
    await loadInsuranceState();
    onCartPage();
    events.length = 0;
    const checks = count('/check-insurance-eligibility');
    keepOnly('SOLUTIONS');
    await cartChanged();
    expect(count('/check-insurance-eligibility')).toBe(checks + 1);
    expect(eligibleProductStatus.value).toBe('NOT_ELIGIBLE');
    expect(count('/insurance-member-eligibility-check')).toBe(memberChecks);
    expect(heardOf('refresh-cart')).toHaveLength(refreshes);
    expect(toggleOn.value).toBe(use);
  });

  test('spec 000 §8: a session that ends while the actions are fetched reads nothing more: no cart read, no check', async () => {
    await memberFound();
    await setUseInsurance(true, clock());
    const before = sandbox.calls.length;
    // The host's check passes, then the session ends before the lazily fetched actions run (endSession, as a read of
    // the session or cart under way would end it).
    const told = hostCartChanged();
    endSession();
    await told;
    expect(sandbox.calls.slice(before)).toEqual([]);
    expect([sessionExpired.value, signedIn.value, record.value]).toEqual([true, false, null]);
  });

  test('a failed eligibility check returns to not applicable, without an error', async () => {
    await loadInsuranceState();
    fault('check-insurance-eligibility', 500);
    await checkCartEligibility();
    expect(eligibleProductStatus.value).toBe('NOT_APPLICABLE');
    expect(cta.value).toBe('DEFAULT');
  });
});

describe('spec 000 §3 reason CART_UPDATE, initiator SYSTEM: a cart change under an accepted claim cancels it', () => {
  /** The shopper's cart changes on the shop's side: a line added after the claim was accepted. */
  const changeCart = () => sandbox.state.addLine(visitor(), productBySlug('coloured-plano-lenses')!, 1);

  /** The bodies of the nullify calls sent from now on. */
  function nullifyBodies(): unknown[] {
    const bodies: unknown[] = [];
    const send = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/claim/nullify')) bodies.push(JSON.parse(String(init?.body)));
      return send(input, init);
    });
    return bodies;
  }

  test('the accepted claim is nullified by the SYSTEM for CART_UPDATE: the listeners hear remove, the cart is re-checked', async () => {
    const id = await accepted();
    const bodies = nullifyBodies();
    const checks = count('/check-insurance-eligibility');
    changeCart();
    await cartChanged(clock());
    expect(bodies).toEqual([{ claimRecordId: id, reason: 'CART_UPDATE', initiatedBy: 'SYSTEM' }]);
    expect([record.value?.status, cta.value, actionError.value]).toEqual(['CLAIM_NULLIFIED', 'NULLIFIED', null]);
    expect(heard).toEqual(['remove']);
    expect(count('/check-insurance-eligibility')).toBe(checks + 1);
    // The member sync of a record in use is for a claim still to come, not a cancelled one.
    expect(count('/insurance-member-eligibility-check')).toBe(0);
  });

  test('past the cut-off (the next Los Angeles day) the accepted claim stays: nothing is sent, no error shown', async () => {
    await accepted();
    const bodies = nullifyBodies();
    const tomorrow = sandbox.state.service.now() + DAY;
    changeCart();
    await cartChanged({ now: () => tomorrow, sleep: async () => undefined });
    expect(bodies).toEqual([]);
    expect([record.value?.status, actionError.value]).toEqual(['CLAIM_ACCEPTED', null]);
    expect(heard).toEqual([]);
  });

  test("the service's clock past the cut-off (409 NULLIFY_EXPIRED): the claim stays, the failure caused by the cart's change", async () => {
    await accepted();
    const now = sandbox.state.service.now();
    advance(DAY);
    changeCart();
    await cartChanged({ now: () => now, sleep: async () => undefined });
    expect(count('/claim/nullify')).toBe(1);
    expect([record.value?.status, actionError.value, failureCause.value]).toEqual(['CLAIM_ACCEPTED', 'NULLIFY_EXPIRED', 'cart-change']);
    expect(heard).toEqual([]);
  });

  test('spec 000 §4: told of a change that was none (the cart still the claim\'s lines), the accepted claim stays: nothing is sent', async () => {
    await accepted();
    const bodies = nullifyBodies();
    const checks = count('/check-insurance-eligibility');
    await cartChanged(clock());
    expect(bodies).toEqual([]);
    expect([record.value?.status, cta.value, actionError.value]).toEqual(['CLAIM_ACCEPTED', 'ACCEPTED', null]);
    expect(heard).toEqual([]);
    // The cart's eligibility is read again all the same.
    expect(count('/check-insurance-eligibility')).toBe(checks + 1);
  });

  test('a claim being filled in is not nullified by a cart change', async () => {
    await memberFound();
    const bodies = nullifyBodies();
    await cartChanged(clock());
    expect(bodies).toEqual([]);
    expect(record.value?.status).toBe('INSURANCE_MEMBER_FOUND');
  });
});

describe('spec 000 §4 Nullify: cancelling a submitted claim before the cut-off', () => {
  test('the claim is nullified: the listeners hear remove, the cart page refreshes', async () => {
    await accepted();
    onCartPage();
    await nullify(clock());
    expect(record.value?.status).toBe('CLAIM_NULLIFIED');
    expect([cta.value, actionError.value]).toEqual(['NULLIFIED', null]);
    expect(heard).toEqual(['remove']);
    expect(heardOf('refresh-cart')).toHaveLength(1);
  });

  test.each([
    { name: 'our clock is past the cut-off: nothing is sent', ours: DAY, service: 0, calls: 0 },
    { name: "the service's clock is past it (409 NULLIFY_EXPIRED)", ours: 0, service: DAY, calls: 1 },
  ])('spec 000 §4: NULLIFY_EXPIRED when $name', async ({ ours, service, calls }) => {
    await accepted();
    const now = sandbox.state.service.now() + ours;
    advance(service);
    await nullify({ now: () => now, sleep: async () => undefined });
    expect([actionError.value, failureCause.value]).toEqual(['NULLIFY_EXPIRED', null]);
    expect(count('/claim/nullify')).toBe(calls);
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    expect(heard).toEqual([]);
  });

  test.each([
    { name: 'the insurer refuses: NULLIFY_REJECTED', status: 'CLAIM_NULLIFY_REJECTED' as const, state: 'NULLIFY_REJECTED' },
    { name: 'a person must cancel it (FOR_MANUAL_NULLIFY): NULLIFY_REJECTED', status: 'FOR_MANUAL_NULLIFY' as const, state: 'NULLIFY_REJECTED' },
  ])('$name, and the listeners are not told', async ({ status, state }) => {
    const id = await accepted();
    // The sandbox insurer always cancels; this test answers in its place.
    await nullify(clock(() => (sandbox.state.service.cancelPending(stored(id)), sandbox.state.service.setStatus(stored(id), status))));
    expect([record.value?.status, cta.value, actionError.value]).toEqual([status, state, null]);
    expect(heard).toEqual([]);
  });

  test('spec 000 §9: no answer within the 30 s wait: TIME_EXCEEDED_ERROR, the record read again', async () => {
    const id = await accepted();
    const reads = count(`/claim-records/${id}`);
    await nullify(clock(() => sandbox.state.service.cancelPending(stored(id))));
    expect(actionError.value).toBe('TIME_EXCEEDED_ERROR');
    expect(record.value?.status).toBe('CLAIM_NULLIFY_EVENT_SENT');
    // A poll a second from 0 s to 30 s, then the record read once more.
    expect(count(`/claim-records/${id}`) - reads).toBe(31 + 1);
    expect(heard).toEqual([]);
  });
});

describe('spec 001 §2: cancelling the claim in progress deletes the record, and a new start is allowed', () => {
  test.each([
    { name: 'insurance in use: the listeners hear remove', use: true, told: ['remove'] },
    { name: 'insurance not in use: nobody is told', use: false, told: [] },
  ])('$name', async ({ use, told }) => {
    const id = await memberFound();
    if (use) await setUseInsurance(true, clock());
    heard.length = 0;
    await cancelClaim();
    expect(record.value).toBeNull();
    expect(stored(id).record.status).toBe('DELETED');
    expect(eligibleProductStatus.value).toBe('ELIGIBLE');
    expect(heard).toEqual(told);
    expect((await startClaim()).id).not.toBe(id);
  });
});

describe('spec 000 §4 and §9: cancelling the quote retry at an offline insurer', () => {
  test.each([
    { name: 'not the last attempt: the answer is shown', requests: 1, last: false, reloads: 0 },
    { name: 'the last attempt (the third request of the day): the answer is skipped and the state reloaded, so the restricted check tells', requests: 3, last: true, reloads: 1 },
  ])('$name', async ({ requests, last, reloads }) => {
    await insurerOffline(requests);
    expect(lastAttemptNow()).toBe(last);
    const checks = count('/restricted-check');
    await cancelQuote(clock());
    expect(count('/restricted-check') - checks).toBe(reloads);
    expect([record.value?.status, cta.value, insuranceLoad.value]).toEqual(['QUOTE_REQUIRED', 'IN_PROGRESS', 'ready']);
  });

  test('a failed call is tried again every 500 ms', async () => {
    await insurerOffline(1);
    fault('quote/cancel-retry', 500, 2);
    const started = sandbox.state.service.now();
    await cancelQuote(clock());
    expect(count('/quote/cancel-retry')).toBe(3);
    expect(sandbox.state.service.now() - started).toBe(1000);
    expect(record.value?.status).toBe('QUOTE_REQUIRED');
  });

  test('a refused call (409) is not tried again, and fails', async () => {
    await memberFound();
    await expect(cancelQuote(clock())).rejects.toMatchObject({ status: 409 });
    expect(count('/quote/cancel-retry')).toBe(1);
  });
});

describe("spec 001 §4 and §8: the member's benefit plans", () => {
  test.each([
    { name: 'contact lenses coming soon and a cart of contact lenses only: CONTACT_LENSES_COMING_SOON', insurer: COMING_SOON_ID, contactsOnly: true, soon: true },
    { name: 'contact lenses coming soon but glasses in the cart: no message', insurer: COMING_SOON_ID, contactsOnly: false, soon: false },
    { name: 'contact lenses supported: no message', insurer: IN_NETWORK_ID, contactsOnly: true, soon: false },
  ])('$name', async ({ insurer, contactsOnly, soon }) => {
    if (contactsOnly) keepOnly('PRESCRIPTION_CONTACT_LENS');
    await memberFound('W1234567', insurer);
    const { insurancePlans } = await getPlans();
    expect(insurancePlans.map((p) => p.planType)).toContain('CONTACT_LENSES');
    expect(quoteFlags.value.contactLensesComingSoon).toBe(soon);
    expect(toggleError.value === 'CONTACT_LENSES_COMING_SOON').toBe(soon);
  });

  test('without a record the plans are refused', async () => {
    await expect(getPlans()).rejects.toThrow('no claim record');
  });
});

describe('spec 001 §4 and §6: a product quote, only once it is ready', () => {
  const frame = { productType: 'FRAME', ecommerceId: '8056597123456', ecommerceIdType: 'UPC' as const, quantity: 1, unitFullPrice: { amount: 149 } };

  test('insurance not in use: refused, nothing sent', async () => {
    await memberFound();
    await expect(requestProductQuote([frame])).rejects.toThrow('not ready');
    expect(count('/request-new-product-quotes')).toBe(0);
    expect(quoteFlags.value.productQuoteFailed).toBeUndefined();
  });

  test('insurance in use: the quotes, and an earlier failure forgotten; a failure after the one retry is PRODUCT_QUOTE_FAILED', async () => {
    await memberFound();
    await setUseInsurance(true, clock());
    fault('request-new-product-quotes', 500, 2);
    await expect(requestProductQuote([frame])).rejects.toMatchObject({ status: 500 });
    expect([quoteFlags.value.productQuoteFailed, toggleError.value]).toEqual([true, 'PRODUCT_QUOTE_FAILED']);
    const { productQuotes } = await requestProductQuote([frame]);
    expect(productQuotes.map((q) => q.ecommerceId)).toEqual([frame.ecommerceId]);
    expect(quoteFlags.value.productQuoteFailed).toBe(false);
  });
});

describe('spec 001 §2: insure a different product', () => {
  test("the group's eligible lines are claimed with the approved prescription", async () => {
    const { rx } = await prescriptionApproved();
    await insureProducts('glasses');
    expect(record.value?.status).toBe('READY_TO_CLAIM');
    expect(record.value?.eligibleProducts?.find((g) => g.id === 'glasses')?.prescriptionId).toBe(rx);
    // Again, with the prescription now linked to the group.
    await insureProducts('glasses');
    expect(count('/products/select-claimable')).toBe(2);
  });

  test.each([
    { name: 'no approved prescription yet', approved: false, group: 'glasses', error: 'no approved prescription' },
    { name: 'a group with no eligible line', approved: true, group: 'not-covered', error: 'no eligible product' },
  ])('refused when $name', async ({ approved, group, error }) => {
    if (approved) await prescriptionApproved();
    else await memberFound();
    await expect(insureProducts(group)).rejects.toThrow(error);
    expect(count('/products/select-claimable')).toBe(0);
  });

  test('spec 001 §5: refused for contact lenses when the approved prescription, as the insurer read it, is for glasses', async () => {
    await prescriptionApproved();
    expect(record.value?.prescriptions?.[0]?.attributes?.OD?.sphere).toBeTruthy();
    const contacts = record.value?.eligibleProducts?.find((g) => g.id?.startsWith('contacts-'))?.id ?? '';
    await expect(insureProducts(contacts)).rejects.toThrow('the group needs a contacts prescription');
    expect(count('/products/select-claimable')).toBe(0);
  });
});

describe('spec 000 §4: a 404 on the record means it was deleted, and a new start is allowed', () => {
  test('deleted behind the page: no record, the cart re-checked, no error, and a new record can start', async () => {
    const id = await memberFound();
    sandbox.state.service.setStatus(stored(id), 'DELETED');
    await setUseInsurance(true, clock());
    expect([record.value, eligibleProductStatus.value, actionError.value]).toEqual([null, 'ELIGIBLE', null]);
    expect((await startClaim()).id).not.toBe(id);
  });

  test('a 404 of a record that is still there is a failure, and the record stays', async () => {
    const id = await memberFound();
    fault('change-insurance-status', 404, 1, 'POST');
    await expect(setUseInsurance(true, clock())).rejects.toMatchObject({ status: 404 });
    expect(record.value?.id).toBe(id);
  });
});

describe('spec 001 §8: the rejected claim links to its rejection notice', () => {
  test('the notice of this record\'s claim, as a file URL; none before the claim is rejected', async () => {
    const { id } = await prescriptionApproved('REJECT-1');
    await insureProducts('glasses');
    expect(await rejectionNoticeUrl()).toBeNull();
    await submitClaim(currentApi(), id);
    advance(SETTLE);
    await loadInsuranceState();
    expect(record.value?.status).toBe('CLAIM_REJECTED');
    const url = await rejectionNoticeUrl();
    expect(url).toMatch(/^http:\/\/sandbox\.test\/storage\/files\/notice_/);
    const pdf = await sandbox.fetch(url ?? '');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('spec 000 §2 and §4: resume by id', () => {
  test('a record the service has is loaded; one it no longer has is deleted, and a new start is allowed', async () => {
    const { id } = await startClaim();
    resetClaim();
    expect((await resumeClaim(id))?.id).toBe(id);
    expect(record.value?.id).toBe(id);
    await cancelClaim();
    const checks = count('/check-insurance-eligibility');
    expect(await resumeClaim(id)).toBeNull();
    expect(record.value).toBeNull();
    expect(count('/check-insurance-eligibility')).toBe(checks + 1);
    expect(eligibleProductStatus.value).toBe('ELIGIBLE');
  });
});
