// The review view and the result modal (spec 000 sections 2, 4, 8 and 9) against the real sandbox in process. The date
// is frozen so the sandbox's clock moves only when the test moves it: every read of the record after the submit first
// moves it past the insurer's delay, so the first poll sees the answer and no test waits.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { pageFlow as sandboxPageFlow } from '../../../sandbox/service/configurations.ts';
import { INSURER_DELAYS_MS } from '../../../sandbox/service/scenarios.ts';
import { getClaimRecord, updateClaimRecord } from '../../../src/api/claim/claim-records.ts';
import { formatMoney, toMinor } from '../../../src/domain/money.ts';
import { loadSession, session } from '../../../signals/session/session.ts';
import { listCustomerClaims, submitClaim } from '../../../src/api/claim/claims.ts';
import { config, setConfig } from '../../../signals/host/config.ts';
import { insuranceLoad, record, setRecord } from '../../../signals/claim/claim.ts';
import { currentApi } from '../../../signals/claim/claim-actions.ts';
import { formIndex, go, pageFlow, setViewOnly, submitting, view, viewMode } from '../../../signals/drawer/flow.ts';
import { drafts, setDraft } from '../../../signals/drawer/drafts.ts';
import Cta from '../../cta/Cta.tsx';
import Review from './Review.tsx';
import { configure } from '../../../test/component/setup.ts';
import { timesSaid, watchLiveRegions } from '../../../test/component/said.ts';
import { claimAt, drawerSandbox, type DrawerSandbox, resetDrawerAfterEach } from '../../../test/component/drawer-claim.ts';
import type { sandboxFetch } from '../../../test/component/sandbox-fetch.ts';
import { hostEvents } from '../../../signals/host/events.ts';
import { drawerTarget, openDrawer } from '../../../signals/drawer/drawer.ts';

/** A Wednesday, 10:00 in Los Angeles (test/unit/sandbox-shopper.ts, whose node-only harness happy-dom cannot load). */
const WALK_START = Date.parse('2026-11-18T18:00:00Z');
/** The bytes of a tiny PNG: the magic number the sandbox checks, and a little more. */
const SETTLE = Math.max(...Object.values(INSURER_DELAYS_MS)) + 1;
const SUBMIT = 'POST /services/direct-billing/claim-records/';
let sandbox: ReturnType<typeof sandboxFetch>;
let before: DrawerSandbox['before'];

beforeEach(async () => {
  ({ sandbox, before } = await drawerSandbox());
  pageFlow.value = sandboxPageFlow('NA');
  onReview();
});
resetDrawerAfterEach();

/** The drawer open on the review, as the shopper has it: the submit's result is the open drawer's. */
function onReview(): void {
  openDrawer('review');
  go('review');
}

/** A record at READY_TO_CLAIM through the service, as the earlier views leave it; the member ID carries the scenario. */
async function readyToClaim(memberId = 'W1234567'): Promise<void> {
  await claimAt(sandbox, 'ready-to-claim', { memberId });
  expect(record.value?.status).toBe('READY_TO_CLAIM');
}

const submits = () => sandbox.calls.filter((call) => call.startsWith(SUBMIT) && call.endsWith('/claim/submit')).length;

/** Accepts the terms and presses the footer's submit. */
async function acceptAndSubmit(): Promise<void> {
  fireEvent.click(await screen.findByRole('checkbox', { name: /I accept the terms/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
}

describe('the review (spec 000 §2)', () => {
  it('shows the coverage, patient, doctor, prescription and the products it covers, named as the shop names them', async () => {
    await readyToClaim();
    render(<Review />);
    expect(screen.getByRole('heading', { level: 3, name: 'Review your claim' })).toBeTruthy();
    const part = (name: string) => within(screen.getByRole('region', { name }));
    expect(part('Coverage').getByText('W1234567')).toBeTruthy();
    expect(part('Patient').getByText('Alex Martin')).toBeTruthy();
    // The shop's date format, by default MM/dd/yyyy (spec 000 section 3).
    expect(part('Patient').getByText('04/12/1988')).toBeTruthy();
    expect(part('Doctor').getByText('Sam Lee')).toBeTruthy();
    // The credential is named as the form asked it, never a second "Doctor" under the Doctor heading.
    expect(part('Doctor').getByText('Credential:')).toBeTruthy();
    expect(part('Doctor').getByText('Optometrist')).toBeTruthy();
    expect(part('Prescriptions').getByText('prescription.png: validated')).toBeTruthy();
    // Each line by the name the shop sells it under, from the cart as last read (the claim's start read it).
    const claimed = () => part('Products claimed').getAllByRole('listitem').map((li) => li.textContent);
    await waitFor(() => expect(claimed()).toEqual(['Harbour round frame, tortoise × 1', 'Single vision lenses, anti-reflective × 1']));
    expect(await part('Coverage').findByText(/Frames: available/)).toBeTruthy();
  });

  it.each([
    { section: 'Coverage', target: 'insurance-member', page: 0 },
    { section: 'Patient', target: 'insurance-information', page: 1 },
    { section: 'Doctor', target: 'insurance-information', page: 2 },
    { section: 'Prescriptions', target: 'select-prescription', page: 0 },
    { section: 'Products claimed', target: 'change-product', page: 0 },
  ])('edit $section opens $target in edit mode', async ({ section, target, page }) => {
    await readyToClaim();
    render(<Review />);
    fireEvent.click(screen.getByRole('button', { name: `Edit ${section}` }));
    expect([view.value, viewMode.value, formIndex.value]).toEqual([target, 'edit', page]);
  });

  it('read-only: no edit links, no terms, no submit, and no "Before you submit" where nothing can be submitted', async () => {
    await readyToClaim();
    setViewOnly(true);
    render(<Review />);
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit claim' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Before you submit' })).toBeNull();
    // Nothing to cancel either: the drawer's header closes it.
    expect(screen.queryByRole('button', { name: 'Finish later' })).toBeNull();
  });

  it('before a submit, the risks come under "Before you submit"', async () => {
    await readyToClaim();
    render(<Review />);
    expect(screen.getByRole('region', { name: 'Before you submit' }).textContent).toMatch(/One claim at a time per order/);
  });

  it('submit without the terms shows the error on the checkbox, focuses it, and sends nothing', async () => {
    await readyToClaim();
    render(<Review />);
    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    const box = await screen.findByRole('checkbox', { name: /I accept the terms/ });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please accept the terms and conditions to submit your claim.');
    expect(document.activeElement).toBe(box);
    expect(submits()).toBe(0);
  });

  it('a new claim record asks for its terms again: the acceptance ticked for the claim before is not carried over, what the shopper typed is (spec 000 §5)', async () => {
    await readyToClaim();
    const first = record.value?.id;
    act(() => setDraft('patient.firstName', 'Alex'));
    render(<Review />);
    const terms = () => screen.findByRole<HTMLInputElement>('checkbox', { name: /I accept the terms/ });
    fireEvent.click(await terms());
    expect((await terms()).checked).toBe(true);
    cleanup();
    // The claim ends and the shopper applies again: the new claim is a record of its own (spec 000 §2, start).
    await claimAt(sandbox, 'ready-to-claim');
    expect(record.value?.id).not.toBe(first);
    render(<Review />);
    expect((await terms()).checked).toBe(false);
    expect(drafts.value['patient.firstName']).toBe('Alex');
  });

  it('links the shop’s terms and privacy pages, opening in a new tab', async () => {
    await readyToClaim();
    render(<Review />);
    expect(screen.getByRole('link', { name: /Terms and conditions/ }).getAttribute('href')).toBe('/en-ca/c/terms-and-conditions');
    expect(screen.getByRole('link', { name: /Privacy policy/ }).getAttribute('target')).toBe('_blank');
  });
});

describe('submit and its result modal (spec 000 §4, §8 and §9)', () => {
  it('accepted: the modal says "Claim applied" with the insurer’s share and the remainder to pay, focus on "Proceed to checkout"', async () => {
    await readyToClaim();
    render(<Review />);
    await acceptAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'Claim applied' });
    const share = toMinor(record.value?.claimData?.claim?.confirmedAmount?.amount ?? 0, 'CAD');
    expect(share).toBeGreaterThan(0);
    expect(dialog.textContent).toContain(formatMoney(share, { locale: 'en-CA', currency: 'CAD' }));
    // What is left to pay: the cart's subtotal less the share (spec 000 §9 claim residual), from the record the sandbox answered.
    const subtotal = toMinor(record.value?.orderSubtotal?.amount ?? 0, 'CAD');
    expect(subtotal).toBeGreaterThan(share);
    expect(dialog.textContent).toContain(`You pay the remaining ${formatMoney(subtotal - share, { locale: 'en-CA', currency: 'CAD' })} at checkout.`);
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Proceed to checkout'));
    expect(record.value?.claimData?.termsAndConditionsAccepted).toBe(true);
    // Spec 001 §9: an accepted claim does not wait for ever; the French-only 30-minute notice is not the North American shopper's.
    const notes = within(dialog).getByRole('list', { name: 'Good to know' });
    expect(within(notes).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['An accepted claim is cancelled after 3 days without an order.']);
  });

  it.each([
    { memberId: 'W-REJECT-1', title: 'Your claim could not be processed', primary: 'Proceed to checkout', error: 'CLAIM_REJECTED' },
    { memberId: 'W-ACK-1', title: 'Your insurer hasn’t confirmed your claim', primary: 'Proceed to checkout', error: 'CLAIM_ACKNOWLEDGED' },
    { memberId: 'W-TIMEOUT-1', title: 'Your insurer is taking longer than usual', primary: 'Close', error: 'TIMEOUT_RETRY' },
    { memberId: 'W-INSURERERR-1', title: 'Action required', primary: 'Edit my coverage', error: 'INSURER_ERROR' },
  ])('$memberId ends on "$title", which the shop hears as a server-caused $error (spec 000 §6)', async ({ memberId, title, primary, error }) => {
    await readyToClaim(memberId);
    const heard: unknown[] = [];
    const stop = hostEvents.on('analytics', (payload) => void (payload.action === 'error' && heard.push(payload)));
    render(<Review />);
    await acceptAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(within(dialog).getAllByRole('button')[0]?.textContent).toBe(primary);
    await waitFor(() => expect(heard).toEqual([{ elementType: 'OTHER', widget: 'drawerWidget', action: 'error', error, errorCause: 'server' }]));
    stop();
    // The rejected modal reads its notice; the test ends once it has, so no call outlives the sandbox.
    if (memberId.includes('REJECT')) await within(dialog).findByRole('link');
  });

  it('timeout-retry lists its three hints in order, and Close ends the flow: the drawer closes (spec 000 §8)', async () => {
    await readyToClaim('W-TIMEOUT-2');
    render(<Review />);
    await acceptAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'Your insurer is taking longer than usual' });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Check out at full price.',
      'We resubmit your claim automatically within 24 hours.',
      'If your insurer accepts it, your order is adjusted; otherwise you are billed in full.',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(drawerTarget.value).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('rejected links to the rejection notice', async () => {
    await readyToClaim('W-REJECT-2');
    render(<Review />);
    await acceptAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'Your claim could not be processed' });
    expect((await within(dialog).findByRole('link', { name: /View the rejection notice/ })).getAttribute('href')).toMatch(/^http/);
  });

  it('insurer error shows the insurer’s words; Escape closes it onto the review, where the shopper may send again', async () => {
    await readyToClaim('W-INSURERERR-2');
    render(<Review />);
    await acceptAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'Action required' });
    expect(dialog.textContent).toContain('date of birth');
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect([view.value, drawerTarget.value]).toEqual(['review', 'review']);
    expect(screen.getByRole('button', { name: 'Submit claim' })).toBeTruthy();
  });

  it('the wait is announced as the submit starts, once, by a status region there before it (WCAG 4.1.3)', async () => {
    const sending = 'Submitting your claim. This can take up to two minutes…';
    await readyToClaim();
    // The submit held until the wait has been heard.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    before.current = (method, url) => (method === 'POST' && url.endsWith('/claim/submit') ? held : undefined);
    render(<Review />);
    const heard = watchLiveRegions();
    try {
      await acceptAndSubmit();
      await screen.findByText(sending);
      await waitFor(() => expect(heard.said).toContain(sending));
      expect(heard.insertedSaying).not.toContain(sending);
      expect(timesSaid(sending)).toBe(1);
    } finally {
      release();
      heard.stop();
    }
    await screen.findByRole('dialog', { name: 'Claim applied' });
  });

  it('a double click and Enter held down send one submit', async () => {
    await readyToClaim();
    render(<Review />);
    fireEvent.click(await screen.findByRole('checkbox', { name: /I accept the terms/ }));
    const button = screen.getByRole('button', { name: 'Submit claim' });
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.keyDown(button, { key: 'Enter' });
      fireEvent.click(button);
    });
    await screen.findByRole('dialog', { name: 'Claim applied' });
    expect(submits()).toBe(1);
  });

  it('spec 000 §3: a shop configured dd/MM/yyyy sees the date of birth day first', async () => {
    await readyToClaim();
    setConfig({ ...config.value!, dateFormat: 'dd/MM/yyyy' });
    render(<Review />);
    expect(within(screen.getByRole('region', { name: 'Patient' })).getByText('12/04/1988')).toBeTruthy();
  });

  it('a failed submit shows an alert with try again, and keeps the terms', async () => {
    await readyToClaim();
    sandbox.state.faults.add({ call: 'claim-records/*', kind: 'status', status: 500, remaining: 1, method: 'PATCH' });
    render(<Review />);
    await acceptAndSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not submit your claim.');
    expect((screen.getByRole('checkbox', { name: /I accept the terms/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Claim applied' });
  });

  it('spec 000 §8: a submit while the browser is offline says the connection dropped; back online, Try again submits', async () => {
    await readyToClaim();
    render(<Review />);
    const answering = globalThis.fetch;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await acceptAndSubmit();
    // The submit's alert (the benefits' read, offline too, has one of its own).
    const offline = 'You seem to be offline. Check your connection, then try again.';
    const alert = await waitFor(() => screen.getAllByRole('alert').find((shown) => shown.textContent?.includes(offline)) ?? Promise.reject(new Error('no alert says the connection dropped')));
    expect(screen.queryByText(/We could not submit your claim/)).toBeNull();
    onLine.mockRestore();
    vi.stubGlobal('fetch', answering);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Claim applied' });
  });

  it('a generic error offers try again, which submits once more', async () => {
    await readyToClaim();
    // A gateway timeout (504) is not sent again but polled: the record, still ready to claim, says the claim never left.
    sandbox.state.faults.add({ call: 'claim/submit', kind: 'status', status: 504, remaining: 1 });
    render(<Review />);
    await acceptAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'We’re experiencing some issues' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('dialog', { name: 'Claim applied' });
    expect(submits()).toBe(2);
  });

  it('spec 000 §4: a submit refused as stale (409, the claim moved on before it) reads the record again and shows the review as it stands, never the generic error and its Try again', async () => {
    await readyToClaim();
    sandbox.state.faults.add({ call: 'claim/submit', kind: 'status', status: 409, remaining: 1 });
    render(<Review />);
    const reads = () => sandbox.calls.filter((call) => call === `GET /services/direct-billing/claim-records/${record.value?.id ?? ''}`).length;
    const readBefore = reads();
    await acceptAndSubmit();
    await waitFor(() => expect(submits()).toBe(1));
    await waitFor(() => expect(submitting.value).toBe(false));
    expect(reads()).toBeGreaterThan(readBefore);
    expect(screen.queryByRole('dialog', { name: 'We’re experiencing some issues' })).toBeNull();
    expect(record.value?.status).toBe('READY_TO_CLAIM');
    // The press that sent nothing is not met by silence: the review says it shows the claim as it now is.
    expect(screen.getByText('Your claim or your cart changed in another tab or window: this is your claim as it is now.').closest('[role="status"]')).toBeTruthy();
    // The review stands as the record does: its Submit sends the claim the service now takes.
    fireEvent.click(screen.getByRole('button', { name: 'Submit claim' }));
    await screen.findByRole('dialog', { name: 'Claim applied' });
    expect(submits()).toBe(2);
  });

  it('links the shop’s customer-service phone in an error dialog, when the shop gives one (spec 000 §8 generic alert)', async () => {
    configure({ apiBaseUrl: 'http://sandbox.test/services/direct-billing', contactPhone: '+1 (800) 555-0199' });
    await sandbox.signIn();
    await loadSession();
    pageFlow.value = sandboxPageFlow('NA');
    onReview();
    await readyToClaim();
    // A gateway timeout (504) is not sent again but polled: the record, still ready to claim, says the claim never left.
    sandbox.state.faults.add({ call: 'claim/submit', kind: 'status', status: 504, remaining: 1 });
    render(<Review />);
    await acceptAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'We’re experiencing some issues' });
    expect(within(dialog).getByRole('link', { name: '+1 (800) 555-0199' }).getAttribute('href')).toBe('tel:+18005550199');
  });

  it('spec 000 §8 polling failure: reads that keep failing (503 past the 3 retries) while the shop says the session holds are an outage: the drawer and the card show the claim applied, never a session end', async () => {
    await readyToClaim();
    insuranceLoad.value = 'ready';
    const expired: unknown[] = [];
    const off = hostEvents.on('session-expired', (payload) => expired.push(payload));
    render(<><Review /><Cta /></>);
    sandbox.state.faults.add({ call: `claim-records/${record.value?.id ?? ''}`, kind: 'status', status: 503, remaining: 4, method: 'GET' });
    await acceptAndSubmit();
    expect(await screen.findByRole('dialog', { name: 'Claim applied' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Your insurance is applied' })).toBeTruthy();
    off();
    expect(expired).toEqual([]);
    expect(screen.queryByText(/Your session has ended/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Sign in to apply Vision Insurance' })).toBeNull();
  });

  it('spec 000 §8 polling failure: reads that keep failing (5xx past the 3 retries) when the shop says the session ended take the session-expired path', async () => {
    await readyToClaim();
    insuranceLoad.value = 'ready';
    const expired: unknown[] = [];
    const off = hostEvents.on('session-expired', (payload) => expired.push(payload));
    render(<><Review /><Cta /></>);
    const id = record.value?.id ?? '';
    sandbox.state.faults.add({ call: `claim-records/${id}`, kind: 'status', status: 500, remaining: 4, method: 'GET' });
    // The shopper signs out in another tab once the claim is sent: the shop, asked after the failed reads, says so.
    before.current = (method, url) => {
      if (method !== 'POST' || !url.endsWith('/claim/submit')) return;
      for (const [key, visitor] of sandbox.state.sessions) if (visitor.userId === session.value?.userId) sandbox.state.sessions.delete(key);
    };
    await acceptAndSubmit();
    // The shopper is asked to sign in again; no result dialog claims anything about the order.
    expect(await screen.findByRole('link', { name: 'Sign in to apply Vision Insurance' })).toBeTruthy();
    off();
    expect(expired).toEqual([{ key: 'ERR_COOKIE_EXPIRED' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('spec 000 §8 polling failure: a read no retry cures (403) is the generic error dialog, with try again', async () => {
    await readyToClaim();
    render(<Review />);
    sandbox.state.faults.add({ call: `claim-records/${record.value?.id ?? ''}`, kind: 'status', status: 403, remaining: 1, method: 'GET' });
    await acceptAndSubmit();
    const dialog = await screen.findByRole('dialog', { name: 'We’re experiencing some issues' });
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it.each([
    { lang: 'en', locale: 'en-ca', terms: /^I accept the terms/, send: 'Submit claim', title: 'This order already has a claim', body: /^Only one claim can be applied to an order at a time/, checkout: 'Proceed to checkout' },
    { lang: 'fr', locale: 'fr-ca', terms: /^J’accepte les conditions/, send: 'Envoyer la demande', title: 'Cette commande a déjà une demande', body: /^Une seule demande peut s’appliquer à une commande à la fois/, checkout: 'Passer à la caisse' },
  ])('spec 000 §5 one claim at a time per order ($lang): a second record of the cart is refused with its own message, and one claim stands', async ({ locale, terms, send, title, body, checkout }) => {
    configure({ apiBaseUrl: 'http://sandbox.test/services/direct-billing', locale });
    await sandbox.signIn();
    await loadSession();
    pageFlow.value = sandboxPageFlow('NA');
    onReview();
    // Two records of the same cart (two tabs), both brought to the review before either claim.
    await readyToClaim();
    const first = record.value?.id ?? '';
    await readyToClaim();
    const second = record.value;
    expect(second?.id).not.toBe(first);
    // The first record's claim, accepted (in the other tab).
    await updateClaimRecord(currentApi(), first, { termsAndConditionsAccepted: true });
    await submitClaim(currentApi(), first);
    sandbox.state.advanceClock(SETTLE);
    expect((await getClaimRecord(currentApi(), first)).status).toBe('CLAIM_ACCEPTED');
    setRecord(second);
    render(<Review />);
    fireEvent.click(await screen.findByRole('checkbox', { name: terms }));
    fireEvent.click(screen.getByRole('button', { name: send }));
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(body);
    expect(within(dialog).getByRole('button', { name: checkout })).toBeTruthy();
    expect(submits()).toBe(2);
    // This tab caught up: it shows the order's one claim (issue 27); its own record is left as it was.
    expect(record.value).toMatchObject({ id: first, status: 'CLAIM_ACCEPTED' });
    expect((await getClaimRecord(currentApi(), second?.id ?? '')).status).toBe('READY_TO_CLAIM');
    const claims = (await listCustomerClaims(currentApi(), session.value?.userId ?? '')).claims.filter((c) => Date.parse(c.submissionDate) >= WALK_START);
    expect(claims).toHaveLength(1);
  });
});
