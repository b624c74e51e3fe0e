// A signed-in shopper of an in-process sandbox whose claim the test brings to a step through the service, as the
// drawer's earlier views would, for tests that open the whole drawer on it. The date is frozen, so the sandbox's clock
// moves only when the test (or a read after a submit) moves it; the submit's pauses run on that clock: no test waits.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, expect, vi } from 'vitest';
import { IN_NETWORK_ID } from '../../sandbox/service/catalogue.ts';
import { INSURER_DELAYS_MS } from '../../sandbox/service/scenarios.ts';
import { deleteClaimRecord, getClaimRecord, selectClaimableProducts, updateClaimRecord } from '../../src/api/claim/claim-records.ts';
import { syncInsuranceMember } from '../../src/api/claim/eligibility.ts';
import { uploadPrescription, validatePrescription } from '../../src/api/prescription/prescriptions.ts';
import { submitClaim } from '../../src/api/claim/claims.ts';
import { record, setInsuranceLoad, setRecord } from '../../signals/claim/claim.ts';
import { currentApi, startClaim } from '../../signals/claim/claim-actions.ts';
import { resetSubmit, submitClock } from '../../signals/drawer/submit/flow-submit.ts';
import { resetFlow } from '../../signals/drawer/flow.ts';
import { resetDrawer } from '../../signals/drawer/drawer.ts';
import { loadSession, session } from '../../signals/session/session.ts';
import { configure } from './setup.ts';
import { ORIGIN, sandboxFetch } from './sandbox-fetch.ts';

/** A Wednesday, 10:00 in Los Angeles, as the sandbox walks use. */
const WALK_START = Date.parse('2026-11-18T18:00:00Z');
/** Long enough for any insurer answer but SLOW's. */
export const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;
/** The bytes of a tiny PNG: the magic number the sandbox checks, and a little more. */
export const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]);

/** The steps a claim is brought to, in the order of the North American flow, each with the view a drawer resumes on. */
export type ClaimStep = 'insurer-chosen' | 'prescription-required' | 'prescription-approved' | 'ready-to-claim';

/** The sandbox, and what the test may do to its requests. */
export interface DrawerSandbox {
  sandbox: ReturnType<typeof sandboxFetch>;
  /** Runs before a request reaches the sandbox (to hold or watch one); set by the test. */
  before: { current: ((method: string, url: string) => Promise<void> | void) | null };
}

/**
 * Signs a visitor in for the locale and answers the widgets' fetch from the sandbox. After the claim is submitted, each
 * read of a record first moves the sandbox's clock past the insurer's delay, so the first poll sees the answer.
 */
export async function drawerSandbox(locale = 'en-ca', shop: Readonly<Record<string, string>> = {}): Promise<DrawerSandbox> {
  vi.useFakeTimers({ toFake: ['Date'], now: WALK_START });
  configure({ apiBaseUrl: `${ORIGIN}/services/direct-billing`, locale, ...shop });
  const sandbox = sandboxFetch();
  const before: DrawerSandbox['before'] = { current: null };
  let submitted = false;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const url = String(input);
    await before.current?.(method, url);
    if (method === 'POST' && url.endsWith('/claim/submit')) submitted = true;
    else if (submitted && method === 'GET' && /claim-records\/[^/]+$/.test(url)) sandbox.state.advanceClock(SETTLE);
    return sandbox.fetch(input, init);
  });
  await sandbox.signIn();
  await loadSession();
  submitClock.current = { now: () => sandbox.state.service.now(), sleep: async (ms: number) => sandbox.state.advanceClock(ms) };
  return { sandbox, before };
}

/** How the claim is brought to its step: the member ID carries the sandbox's scenario (W-TIMEOUT-1: the insurer answers late). */
export interface ClaimOptions {
  memberId?: string;
  /** The terms accepted with the doctor, as the review's checkbox records them. */
  terms?: boolean;
  /** The group of eligible products the prescription claims: the glasses (the default), or the contact lenses. */
  claims?: 'glasses' | 'contacts';
}

/** Brings the shopper's new claim to the step through the service, and shows it as the page would have it. */
export async function claimAt(sandbox: ReturnType<typeof sandboxFetch>, step: ClaimStep, { memberId = 'W1234567', terms = false, claims = 'glasses' }: ClaimOptions = {}): Promise<string> {
  const { id } = await startClaim();
  const api = currentApi();
  const settle = () => {
    sandbox.state.advanceClock(SETTLE);
    return getClaimRecord(api, id);
  };
  await updateClaimRecord(api, id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID } } });
  if (step !== 'insurer-chosen') {
    const insuree = { memberId, policyNumber: 'GRP-100', firstName: 'Alex', lastName: 'Martin' };
    const patient = { firstName: 'Alex', lastName: 'Martin', dateOfBirth: '1988-04-12', postalCode: 'H2X 1Y4' };
    await syncInsuranceMember(api, id, { primaryCoverage: { insurer: { id: IN_NETWORK_ID }, insuree }, patient, patientRelationship: 'SELF' });
    await settle();
    await updateClaimRecord(api, id, { referrer: { type: 'OPTOMETRIST', firstName: 'Sam', lastName: 'Lee' }, ...(terms ? { termsAndConditionsAccepted: true } : {}) });
  }
  if (step === 'prescription-approved' || step === 'ready-to-claim') {
    const { prescriptionId = '' } = await uploadPrescription(api, id, new Blob([PNG], { type: 'image/png' }), 'prescription.png');
    await validatePrescription(api, id, prescriptionId);
    await settle();
    const approved = await settle();
    if (step === 'ready-to-claim') {
      const group = (approved.eligibleProducts ?? []).find((g) => g.id === claims || g.id?.startsWith(`${claims}-`));
      await selectClaimableProducts(api, id, prescriptionId, (group?.cartProducts ?? []).map((l) => l.productId));
    }
  }
  setRecord(await getClaimRecord(api, id));
  return id;
}

/** The shopper's claim brought ready to claim, its terms accepted, submitted and accepted by the insurer, as the cart page holds it: the record read, the insurance loaded. */
export async function acceptClaim(sandbox: DrawerSandbox['sandbox'], { claims }: Pick<ClaimOptions, 'claims'> = {}): Promise<string> {
  const id = await claimAt(sandbox, 'ready-to-claim', { terms: true, claims });
  await submitClaim(currentApi(), id);
  sandbox.state.advanceClock(SETTLE);
  setRecord(await getClaimRecord(currentApi(), id));
  setInsuranceLoad('ready');
  return id;
}

/** A North American shopper's claim submitted and accepted by the insurer, as the cart page holds it: the record read, the insurance loaded. */
export async function acceptedOnCart(locale: string, shop: Readonly<Record<string, string>> = {}): Promise<{ sandbox: DrawerSandbox['sandbox']; id: string }> {
  const { sandbox } = await drawerSandbox(locale, shop);
  return { sandbox, id: await acceptClaim(sandbox) };
}

/**
 * The shopper's own lookup on the drawer's empty member form, in English: pressed first, the form says what it needs;
 * the details typed (by their fields' labels), it says nothing more (it has read them: a signal's change renders a view
 * on a later task), and the press sends the lookup. The insurer answers on the sandbox's clock, moved once the lookup
 * waits; the member is found.
 */
export async function lookUpOnEmptyForm(sandbox: DrawerSandbox['sandbox'], details: Readonly<Record<string, string>>): Promise<void> {
  await sendLookUpOnEmptyForm(details);
  sandbox.state.advanceClock(SETTLE);
  expect(await screen.findByRole('heading', { name: 'Good news, we found you' })).toBeTruthy();
}

/** The same lookup sent and taken by the service, its answer not yet due: the member view waits ("Sit tight"). */
export async function sendLookUpOnEmptyForm(details: Readonly<Record<string, string>>): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
  expect(await screen.findByText('Please enter the insurance member ID')).toBeTruthy();
  for (const [label, value] of Object.entries(details)) fireEvent.input(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } });
  await waitFor(() => expect(screen.queryByText('Please enter the insurance member ID')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Check eligibility' }));
  await screen.findByRole('heading', { name: 'Sit tight, we’re looking for you' });
  // The loading screen shows from the press; the insurer's answer is due once the service has the lookup.
  await waitFor(() => expect(record.value?.status).toBe('QUOTE_REQUESTED'));
}

/** The shopper cancels the claim in another tab of the same browser: the service deletes the record; this tab knows nothing. */
export async function cancelledElsewhere(): Promise<void> {
  const current = record.value;
  if (!current) throw new Error('no claim to cancel');
  await deleteClaimRecord(currentApi(), current.id, { cartId: current.cartId ?? '', customerNumber: session.value?.userId ?? '' });
}

/** After each test of a file that walks the whole drawer: the rendered drawer, the flow, its submit and the drawer's target forgotten, fetch and the clock real again. */
export function resetDrawerAfterEach(): void {
  afterEach(() => {
    cleanup();
    resetSubmit();
    resetFlow();
    resetDrawer();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}

/**
 * The footer's button of that name once it no longer waits: busy, it keeps its name (so a screen reader still says what
 * it does) and refuses the press, as while the products' choice is on its way.
 */
export function idleButton(name: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button.getAttribute('aria-busy')).toBeNull();
    return button;
  });
}
