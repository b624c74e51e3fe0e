// The host page talks to the widgets (spec 001 §6; spec 000 §1, §2, §9): every inbound event reaches its
// action through its method and through its window event, a page's faults never break the widgets, and
// nothing the widgets send the page carries who the shopper is. Against the real sandbox, in-process.
import type { DrawerView as DomainDrawerView } from '../src/domain/drawer/resume.ts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, expectTypeOf, it, test, vi } from 'vitest';
import { waitFor, within } from '@testing-library/preact';
import { INSURER_DELAYS_MS } from '../sandbox/service/scenarios.ts';
import { sandboxFetch } from '../test/component/sandbox-fetch.ts';
import { claimAt } from '../test/component/drawer-claim.ts';
import { submitClaim } from '../src/api/claim/claims.ts';
import { getClaimRecord } from '../src/api/claim/claim-records.ts';
import { currentApi } from '../signals/claim/claim-actions.ts';
import { HOST_EVENT_NAMES } from '../src/host/events.ts';
import { CART_UPDATE_INTERVAL_MS } from '../src/domain/constants.ts';
import { parse } from '../src/contract/parse.ts';
import { ClaimRecord } from '../src/contract/claim/claim-record.ts';
import type { InsurancePlans } from '../src/contract/claim/plans.ts';
import type { ProductQuotes as ContractProductQuotes } from '../src/contract/quote/quotes.ts';
import { recordAccepted } from '../src/contract/fixtures/claim-record.ts';
import type { CustomerFacingStatus as DomainCustomerFacingStatus } from '../src/domain/claim/status.ts';
import type { CtaState as DomainCtaState } from '../src/domain/cta/cta.ts';
import type { ProductForQuote as DomainProductForQuote } from '../src/domain/product/products.ts';
import type {
  BenefitPlans, CtaState, CustomerFacingStatus, DirectBillingApi, DrawerView, FlowView, HostEventName, HostEvents, InsuranceSummary,
  ProductForQuote, ProductQuotes, SyncAction, SyncListener, WidgetName,
} from '../src/host/public-api.ts';
import { insuranceLoad, record, setRecord } from '../signals/claim/claim.ts';
import { claims, loadClaims } from '../signals/my-claims/my-claims.ts';
import { serviceOnline } from '../signals/host/service-status.ts';
import { cartUpdating } from '../signals/claim/cart-change.ts';
import { session, sessionExpired, signedIn } from '../signals/session/session.ts';
import { closeDrawer, drawerTarget, type DrawerTarget } from '../signals/drawer/drawer.ts';
import { notifySync, reportSyncListenerError, type SyncAction as ToggleSyncAction } from '../signals/host/events.ts';
import type { WidgetName as MountWidgetName } from '../widgets/mount.tsx';

const sandbox = sandboxFetch();
const errors: string[] = [];
/** Every console line of the whole file; `errors` holds only the current test's. */
const logged: string[] = [];
const emitted: { name: HostEventName; payload: unknown }[] = [];
let api: DirectBillingApi;

const fire = (name: string, detail?: unknown) => window.dispatchEvent(new CustomEvent(name, { detail }));
const count = (call: string) => sandbox.calls.filter((c) => c === call).length;
const PERSON = 'GET /wcs/resources/store/10151/person/@self';
const ELIGIBILITY = 'POST /services/direct-billing/check-insurance-eligibility';
const accepted = () => parse(recordAccepted, ClaimRecord, 'test');
const heard = (name: HostEventName) => emitted.filter((e) => e.name === name).map((e) => e.payload);
/**
 * Every cart change told so far has joined the burst, its wait started on the test's clock: each page method reaches
 * the signed-in actions through a dynamic import (embed.ts `later`), a turn of the module loader that a loaded machine
 * stretches past any step of a fake clock, and this import, asked after theirs, settles after them.
 */
async function joinedBurst(): Promise<void> {
  await import('../signals/claim/actions.ts');
  expect(cartUpdating.value).toBe(true);
}

/**
 * Ends the burst's wait and gives the clock back at once: the cart is then read on real timers. Moved by the async
 * step, the read started within it, and a wait it set (a call's time limit) was left on a clock nobody moves.
 */
function endBurst(): void {
  vi.advanceTimersByTime(1);
  vi.useRealTimers();
}

/** The shop signs the shopper out, and tells the widgets (logout). */
async function signedOut(): Promise<void> {
  sandbox.signOut();
  await api.logout();
  expect(signedIn.value).toBe(false);
}

/** Fires a page event with a callback; settles once the page is answered, its method's work done. */
const firedAnswered = (name: string, detail: Record<string, unknown> = {}): Promise<unknown> =>
  new Promise((resolve) => fire(name, { ...detail, callback: resolve }));

const frame: ProductForQuote = { productType: 'FRAME', ecommerceId: '0123456789012', ecommerceIdType: 'UPC', quantity: 1, unitFullPrice: { amount: 129.5 } };

beforeAll(async () => {
  await sandbox.signIn();
  vi.stubGlobal('fetch', sandbox.fetch);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args.join(' '));
    logged.push(args.join(' '));
  });
  (window as unknown as Record<string, unknown>).directBillingConfig = { storeId: '10151', apiKey: 'sandbox-public-key', apiBaseUrl: 'http://sandbox.test/services/direct-billing' };
  document.body.innerHTML = '<div id="toggle" data-direct-billing="toggle"></div>';
  const ready = new Promise((resolve) => window.addEventListener('direct-billing:ready', resolve, { once: true }));
  await import('./embed.ts');
  await ready;
  api = window.directBilling as DirectBillingApi;
  for (const name of HOST_EVENT_NAMES) api.on(name, (payload) => void emitted.push({ name, payload }));
  // The loader reads the session, then the signed-in shopper's insurance.
  await waitFor(() => expect(insuranceLoad.value).toBe('ready'));
});
beforeEach(() => {
  closeDrawer();
  errors.length = 0;
});
afterAll(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('spec 001 §6: the shipped types are the widgets\' own', () => {
  it('names the same views, widgets, statuses, sync actions and products as the code', () => {
    expectTypeOf<DrawerView>().toEqualTypeOf<DrawerTarget>();
    expectTypeOf<FlowView>().toEqualTypeOf<DomainDrawerView>();
    expectTypeOf<WidgetName>().toEqualTypeOf<MountWidgetName>();
    expectTypeOf<CustomerFacingStatus>().toEqualTypeOf<DomainCustomerFacingStatus>();
    expectTypeOf<CtaState>().toEqualTypeOf<DomainCtaState>();
    expectTypeOf<SyncAction>().toEqualTypeOf<ToggleSyncAction>();
    expectTypeOf<ProductForQuote>().toEqualTypeOf<DomainProductForQuote>();
    expectTypeOf<InsurancePlans>().toExtend<BenefitPlans>();
    // requestBenefitPlan answers the plans as the service's contract reads them: the shipped type names every field.
    expectTypeOf<keyof BenefitPlans['insurancePlans'][number]>().toEqualTypeOf<keyof InsurancePlans['insurancePlans'][number]>();
    expectTypeOf<ContractProductQuotes>().toExtend<ProductQuotes>();
    expect(api.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('tells the widgets\' version and the direct-billing app version they implement (spec 000 §9)', () => {
    expect(api.specVersion).toBe('1.36.0');
    expect(api.version).toBe(__APP_VERSION__);
  });

  test.each([
    ['a frame is identified by its UPC', 'FRAME', 'UPC'],
    ['sunglasses are a frame', 'PRESCRIPTION_SUNGLASSES', 'UPC'],
    ['lenses are identified by their RXC id', 'SINGLE_VISION_LENS', 'RXC_ID'],
    ['contact lenses too', 'PRESCRIPTION_CONTACT_LENS', 'RXC_ID'],
  ])('productForQuote builds a product for quote from a cart line: %s (spec 000 §3)', (_name, productType, ecommerceIdType) => {
    const line = { productType, productIdentifier: 'P-1', quantity: 2, unitPrice: { amount: 129.5 } };
    expect(api.productForQuote(line)).toEqual({ productType, ecommerceId: 'P-1', ecommerceIdType, quantity: 2, unitFullPrice: { amount: 129.5 } });
  });
});

describe('spec 001 §6: each host page event reaches the widgets, as a method and as a window event', () => {
  it('login reads the shop session again', async () => {
    const before = count(PERSON);
    await api.login();
    expect(count(PERSON)).toBe(before + 1);
    const done = vi.fn(() => expect(count(PERSON)).toBe(before + 2));
    fire('direct-billing:login', { callback: done });
    await waitFor(() => expect(done).toHaveBeenCalledExactlyOnceWith(null));
  });

  it('logout forgets the claim record and resets the chat (spec 000 §4)', async () => {
    setRecord(accepted());
    const chats = heard('chat').length;
    await api.logout();
    expect(record.value).toBeNull();
    expect(heard('chat').slice(chats)).toEqual([{ action: 'reset' }]);
    setRecord(accepted());
    fire('direct-billing:logout');
    await waitFor(() => expect(record.value).toBeNull());
    await waitFor(() => expect(heard('chat').slice(chats)).toHaveLength(2));
    await api.login();
  });

  it('a logout the shop still answers signed in (its own sign-out not done yet) reads the shopper\'s insurance again', async () => {
    // The sandbox's visitor stays signed in: the session read again is the shopper's, whose insurance is read again, so
    // the call-to-action does not wait for it for ever and requestInsuranceData answers.
    await api.logout();
    expect(insuranceLoad.value).toBe('ready');
    await expect(api.requestInsuranceData()).resolves.toMatchObject({ on: false, ctaState: 'DEFAULT' });
  });

  test.each([
    ['the method, with the session-expired key ERR_COOKIE_EXPIRED', () => api.sessionError('ERR_COOKIE_EXPIRED'), true],
    ['the window event, with the session-expired code CWXBB1011E', () => fire('direct-billing:session-error', { code: 'CWXBB1011E' }), true],
    ['the window event, without a code', () => fire('direct-billing:session-error'), true],
    ['the method, with a code that is not a session expiry', () => api.sessionError('ERR_PROMO_CODE'), false],
  ])('session error through %s: expired is %s (spec 000 §8)', async (_how, tell, expired) => {
    const expiries = heard('session-expired').length;
    await tell();
    await waitFor(() => expect(sessionExpired.value).toBe(expired));
    await waitFor(() => expect(heard('session-expired').slice(expiries)).toEqual(expired ? [{ key: 'ERR_COOKIE_EXPIRED' }] : []));
    await api.login();
    expect(sessionExpired.value).toBe(false);
  });

  it('order complete clears the record and resets the chat; the method and the window event for one order count once (spec 000 §4)', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(5_000_000);
    setRecord(accepted());
    const chats = heard('chat').length;
    await api.orderComplete();
    expect(record.value).toBeNull();
    expect(heard('chat').slice(chats)).toEqual([{ action: 'reset' }]);
    // The window event for the same order, within the second, is the same order: nothing is cleared again.
    setRecord(accepted());
    await firedAnswered('direct-billing:order-complete', { orderNumber: '70000101' });
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    now.mockReturnValue(5_001_000);
    fire('direct-billing:order-complete');
    await waitFor(() => expect(record.value).toBeNull());
    now.mockRestore();
    await waitFor(() => expect(insuranceLoad.value).toBe('ready'));
  });

  it('cart changed checks the cart\'s eligibility again, once for a burst within the cart update interval (spec 000 §9)', async () => {
    const before = count(ELIGIBILITY);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // A shop telling of five lines, by method and by window event, within the second.
    const told = [api.cartChanged(), api.cartChanged(), firedAnswered('direct-billing:cart-changed')];
    await joinedBurst();
    vi.advanceTimersByTime(CART_UPDATE_INTERVAL_MS - 1);
    told.push(api.cartChanged(), firedAnswered('direct-billing:cart-changed'));
    await joinedBurst();
    expect(count(ELIGIBILITY)).toBe(before);
    endBurst();
    await Promise.all(told);
    expect(count(ELIGIBILITY)).toBe(before + 1);
    // A change after the check is another burst: checked again.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const again = api.cartChanged();
    await joinedBurst();
    vi.advanceTimersByTime(CART_UPDATE_INTERVAL_MS - 1);
    endBurst();
    await again;
    expect(count(ELIGIBILITY)).toBe(before + 2);
  });

  it('cart changed: amounts of the cart as it was are being updated from the shop\'s word, through the burst\'s wait, until the cart is read (spec 001 §6, §9)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const told = api.cartChanged();
    await joinedBurst();
    vi.advanceTimersByTime(CART_UPDATE_INTERVAL_MS - 1);
    expect(cartUpdating.value).toBe(true);
    endBurst();
    await told;
    expect(cartUpdating.value).toBe(false);
  });

  it('service status sets whether the service is online', () => {
    api.serviceStatus(false);
    expect(serviceOnline.value).toBe(false);
    fire('direct-billing:service-status', { online: true });
    expect(serviceOnline.value).toBe(true);
  });

  it('a sync listener added either way hears sync and remove until removed (spec 000 §1)', () => {
    const byMethod: SyncAction[] = [];
    const byEvent: SyncAction[] = [];
    const method: SyncListener = (action) => void byMethod.push(action);
    const event: SyncListener = (action) => void byEvent.push(action);
    api.addSyncListener(method);
    fire('direct-billing:add-sync-listener', { listener: event });
    notifySync('sync', () => undefined);
    api.removeSyncListener(method);
    fire('direct-billing:remove-sync-listener', { listener: event });
    notifySync('remove', () => undefined);
    expect(byMethod).toEqual(['sync']);
    expect(byEvent).toEqual(['sync']);
    expect(heard('sync').slice(-2)).toEqual([{ action: 'sync' }, { action: 'remove' }]);
  });

  test.each([
    ['the method', () => api.addBenefits()],
    ['the window event', () => fire('direct-billing:add-benefits')],
  ])('add benefits through %s starts the flow in the drawer when there is no claim yet (spec 001 §2)', async (_how, tell) => {
    setRecord(null);
    const told = tell();
    await waitFor(() => expect(drawerTarget.value).toBe('loading'));
    // Closed at once: the loading view would create a claim record, which is the drawer's tests' business.
    closeDrawer();
    await told;
    expect(heard('analytics').at(-1)).toEqual({ elementType: 'START', widget: 'toggleWidget', action: 'start-flow' });
  });

  it('add benefits asked while the sign-in is still being read waits for the shopper: the flow starts, and no line says they are signed out', async () => {
    await signedOut();
    await sandbox.signIn();
    setRecord(null);
    const login = api.login();
    const told = api.addBenefits();
    await waitFor(() => expect(drawerTarget.value).not.toBeNull());
    closeDrawer();
    await Promise.all([login, told]);
    expect(errors).toEqual([]);
  });

  it('remove benefits does nothing while insurance is off, and asks the service to turn it off while on', async () => {
    const change = (id: string) => sandbox.calls.filter((c) => c === `POST /services/direct-billing/claim-records/${id}/change-insurance-status`).length;
    setRecord(null);
    await api.removeBenefits();
    // The window event's method runs once the signed-in actions are there: answered, it ran while insurance was still off.
    await firedAnswered('direct-billing:remove-benefits');
    const on = accepted();
    expect(change(on.id)).toBe(0);
    setRecord({ ...on, status: 'INSURANCE_MEMBER_FOUND' });
    await api.removeBenefits();
    expect(change(on.id)).toBe(1);
    setRecord({ ...on, status: 'INSURANCE_MEMBER_FOUND' });
    fire('direct-billing:remove-benefits');
    await waitFor(() => expect(change(on.id)).toBe(2));
  });

  it("add benefits leaves insurance the shopper turned off alone, which their own click turns back on (spec 000 §4)", async () => {
    const change = (id: string) => sandbox.calls.filter((c) => c === `POST /services/direct-billing/claim-records/${id}/change-insurance-status`).length;
    // A record of its own: the page's own removeBenefits of another test took off insurance of the fixture's record.
    const on = { ...accepted(), id: 'cr_opted_out' };
    const optedOut = { ...on, status: 'INSURANCE_MEMBER_FOUND', claimData: { ...on.claimData, useInsuranceStatus: 'INSURANCE_DISABLED' } };
    setRecord(optedOut);
    const before = change(on.id);
    await api.addBenefits();
    expect(change(on.id)).toBe(before);
    setRecord({ ...optedOut, claimData: { ...optedOut.claimData, useInsuranceStatus: 'INSURANCE_NOT_APPLICABLE' } });
    await api.addBenefits();
    expect(change(on.id)).toBe(before + 1);
  });

  it("add benefits puts back what the page's own remove benefits took off, by method and by window event; never what the shopper took off, by the switch or the toggle's Remove benefits (spec 000 §4)", async () => {
    const change = (id: string) => sandbox.calls.filter((c) => c === `POST /services/direct-billing/claim-records/${id}/change-insurance-status`).length;
    const on = accepted();
    const off = { ...on, claimData: { ...on.claimData, useInsuranceStatus: 'INSURANCE_DISABLED' } };
    // The service's answer to each switch is stood in for: it does not hold this record.
    const turnedOff = async (takeOff: () => unknown) => {
      setRecord(on);
      const before = change(on.id);
      await takeOff();
      await waitFor(() => expect(change(on.id)).toBe(before + 1));
      setRecord(off);
    };
    for (const add of [() => api.addBenefits(), () => fire('direct-billing:add-benefits')]) {
      await turnedOff(() => api.removeBenefits());
      const before = change(on.id);
      await add();
      await waitFor(() => expect(change(on.id)).toBe(before + 1));
    }
    const { clickToggle } = await import('../signals/claim/actions.ts');
    // The shopper's own ways to take it off: the switch, and the toggle's Remove benefits (shown with no call-to-action on the page).
    const removeButton = async () => {
      const toggle = document.getElementById('toggle')?.shadowRoot as unknown as HTMLElement;
      (await within(toggle).findByRole('button', { name: 'Remove benefits' })).click();
    };
    for (const shopperTakesOff of [() => clickToggle(), removeButton]) {
      await turnedOff(() => api.removeBenefits());
      setRecord(on);
      await turnedOff(shopperTakesOff);
      const before = change(on.id);
      await api.addBenefits();
      const done = vi.fn();
      fire('direct-billing:add-benefits', { callback: done });
      await waitFor(() => expect(done).toHaveBeenCalledWith(null));
      expect(change(on.id)).toBe(before);
    }
    setRecord(null);
  });

  it('request claim count answers how many claims the customer has (spec 000 §7 claims/search), through the promise and the callback', async () => {
    const searches = count('POST /services/direct-billing/claims/search');
    const answer = await api.requestClaimCount();
    expect(count('POST /services/direct-billing/claims/search')).toBe(searches + 1);
    // The same claims my-claims lists for this customer (the sandbox seeds a few, so the count is not a default 0).
    await loadClaims();
    expect(claims.value.length).toBeGreaterThan(0);
    expect(answer).toBe(claims.value.length);
    const callback = vi.fn();
    fire('direct-billing:request-claim-count', { callback });
    await waitFor(() => expect(callback).toHaveBeenCalledWith(claims.value.length));
  });

  it('request insurance data answers on or off and the statuses, through the promise and the callback', async () => {
    setRecord(accepted());
    const summary: InsuranceSummary | null = await api.requestInsuranceData();
    expect(summary).toEqual({ on: true, customerFacingStatus: 'ACCEPTED', ctaState: 'ACCEPTED' });
    const callback = vi.fn();
    fire('direct-billing:request-insurance-data', { callback });
    await waitFor(() => expect(callback).toHaveBeenCalledWith(summary));
    setRecord(null);
  });

  test.each([
    ['request benefit plan', 'GET /services/direct-billing/claim-records/cr_ok_1/insurance-plans', () => api.requestBenefitPlan(), 'direct-billing:request-benefit-plan', {}],
    ['request product quote', 'POST /services/direct-billing/claim-records/cr_ok_1/quote/request-new-product-quotes', () => api.requestProductQuote([frame]), 'direct-billing:request-product-quote', { products: [frame] }],
  ])('%s asks the service, and answers null when it cannot (a record the service does not know)', async (name, call, ask, event, detail) => {
    setRecord({ ...accepted(), status: 'INSURANCE_MEMBER_FOUND' });
    const before = count(call);
    await expect(ask()).resolves.toBeNull();
    expect(count(call)).toBeGreaterThan(before);
    // The line names the call that failed (method and path, no id), and where its fix is.
    const method = name.replace(/ (\w)/g, (_m, c: string) => c.toUpperCase());
    const path = call.replace('/services/direct-billing/', '').replace('cr_ok_1', '{id}');
    expect(errors.find((line) => line.startsWith(`[direct-billing] ${method} failed (ApiError: ${path} failed with 404 (`))).toMatch(
      /\): directBilling\.diagnose\(\) names the call and its fix \(docs\/delivery\.md#diagnose\)$/,
    );
    setRecord({ ...accepted(), status: 'INSURANCE_MEMBER_FOUND' });
    const callback = vi.fn();
    fire(event, { ...detail, callback });
    await waitFor(() => expect(callback).toHaveBeenCalledWith(null));
    setRecord(null);
  });

  it("request product quote without products quotes the cart's lines (spec 000 §3, product for quote)", async () => {
    const call = 'POST /services/direct-billing/claim-records/cr_ok_1/quote/request-new-product-quotes';
    const cart = 'GET /wcs/resources/store/10151/cart/cartItemDetails';
    setRecord({ ...accepted(), status: 'INSURANCE_MEMBER_FOUND' });
    const [quotes, carts] = [count(call), count(cart)];
    // The sandbox does not know this record, so the answer is null; the cart was read and its lines sent.
    await expect(api.requestProductQuote()).resolves.toBeNull();
    expect(count(call)).toBe(quotes + 1);
    expect(count(cart)).toBeGreaterThan(carts);
    setRecord(null);
  });

  it('request product quote answers null, with no call, while there is no claim', async () => {
    setRecord(null);
    const before = sandbox.calls.length;
    await expect(api.requestProductQuote([frame])).resolves.toBeNull();
    expect(sandbox.calls.length).toBe(before);
  });

  test.each([
    ['no claim record', null],
    ['a record before the member lookup', { ...accepted(), status: 'CREATED', claimData: { ...accepted().claimData, useInsuranceStatus: 'INSURANCE_NOT_APPLICABLE' } }],
  ])('before a member is found (%s), benefit plan and product quote answer the documented null without a console line, by method and by window event', async (_name, shown) => {
    setRecord(shown);
    const before = sandbox.calls.length;
    await expect(api.requestBenefitPlan()).resolves.toBeNull();
    await expect(api.requestProductQuote()).resolves.toBeNull();
    await expect(api.requestProductQuote([frame])).resolves.toBeNull();
    const [plan, quote] = [vi.fn(), vi.fn()];
    fire('direct-billing:request-benefit-plan', { callback: plan });
    fire('direct-billing:request-product-quote', { callback: quote });
    await waitFor(() => expect(plan).toHaveBeenCalledWith(null));
    await waitFor(() => expect(quote).toHaveBeenCalledWith(null));
    expect(sandbox.calls.length).toBe(before);
    expect(errors).toEqual([]);
    setRecord(null);
  });
});

describe('spec 000 §2: the open-drawer event, and open, close and render by widget name', () => {
  test.each([
    ['open-drawer without a target opens the member lookup', 'open-drawer', null, 'insurance-member'],
    ['open-drawer with a target opens it', 'open-drawer', { target: 'intro' }, 'intro'],
    ['direct-billing:open does the same', 'direct-billing:open', { target: 'error' }, 'error'],
  ])('%s', async (_name, event, detail, view) => {
    const opened = heard('drawer-open').length;
    fire(event, detail);
    expect(drawerTarget.value).toBe(view);
    await waitFor(() => expect(heard('drawer-open').slice(opened)).toEqual([{ view }]));
  });

  it('the shop\'s chat hides while the drawer covers the page and comes back when it closes (spec 000 §1 chat hide and toggle)', () => {
    const chats = heard('chat').length;
    api.open('intro');
    expect(heard('chat').slice(chats)).toEqual([{ action: 'hide' }]);
    api.close();
    expect(heard('chat').slice(chats)).toEqual([{ action: 'hide' }, { action: 'toggle' }]);
    // Closing a drawer that is not open tells the chat nothing.
    api.close();
    expect(heard('chat').slice(chats)).toHaveLength(2);
  });

  it('open without a view opens insurance-member, and calls the callback once the drawer is open', async () => {
    const callback = vi.fn(() => expect(drawerTarget.value).toBe('insurance-member'));
    api.open(undefined, { callback });
    await waitFor(() => expect(callback).toHaveBeenCalledExactlyOnceWith({ view: 'insurance-member' }));
    // Asked to open while open, the drawer stays on its view, the callback names it, and the console says why.
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
    const viaEvent = vi.fn();
    fire('open-drawer', { target: 'intro', viewOnly: true, state: { from: 'cart' }, callback: viaEvent });
    await waitFor(() => expect(viaEvent).toHaveBeenCalledExactlyOnceWith({ view: 'insurance-member' }));
    expect(warnings).toEqual(['[direct-billing] open("intro"): the drawer is open already and stays on its view; close() it, or wait for drawer-close, before opening another']);
    warn.mockRestore();
  });

  test.each([
    ['the method', (callback: (opened: { view: DrawerView }) => void) => api.open('review', { viewOnly: true, callback })],
    ['the window event', (callback: (opened: { view: DrawerView }) => void) => fire('open-drawer', { target: 'review', viewOnly: true, callback })],
  ])('a view that cannot open now (no claim to review): through %s, the callback and drawer-open name the intro the drawer shows, not the review asked for', async (_how, open) => {
    setRecord(null);
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
    const opened = heard('drawer-open').length;
    const callback = vi.fn();
    open(callback);
    await waitFor(() => expect(callback).toHaveBeenCalledExactlyOnceWith({ view: 'intro' }));
    expect(heard('drawer-open').slice(opened)).toEqual([{ view: 'intro' }]);
    expect(warnings).toEqual(['[direct-billing] open("review"): "review" shows a claim and none is in progress; the drawer opens on "intro", not view-only']);
    warn.mockRestore();
  });

  it('a view of the claim in progress opens through the claim\'s resume, and is named as the shopper meets it, never as the resume', async () => {
    await claimAt(sandbox, 'ready-to-claim');
    const opened = heard('drawer-open').length;
    const callback = vi.fn();
    api.open('review', { viewOnly: true, callback });
    await waitFor(() => expect(callback).toHaveBeenCalledExactlyOnceWith({ view: 'review' }));
    expect(heard('drawer-open').slice(opened)).toEqual([{ view: 'review' }]);
    closeDrawer();
    setRecord(null);
  });

  it('start on an order whose claim was applied says why in one console line and shows that claim, starting none (spec 000 §5)', async () => {
    const id = await claimAt(sandbox, 'ready-to-claim', { terms: true });
    await submitClaim(currentApi(), id);
    setRecord(await getClaimRecord(currentApi(), id));
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
    const creations = count('PUT /services/direct-billing/claim-records');
    const callback = vi.fn();
    api.open('start', { callback });
    // The claim's own view: its result, as resume shows an applied claim.
    await waitFor(() => expect(callback).toHaveBeenCalledExactlyOnceWith({ view: 'review' }));
    expect(drawerTarget.value).not.toBeNull();
    expect(warnings).toEqual(['[direct-billing] open("start"): this order\'s claim stands, and a new one starts only once it is cancelled; the drawer opens on the claim as it stands']);
    expect(count('PUT /services/direct-billing/claim-records')).toBe(creations);
    warn.mockRestore();
    closeDrawer();
    setRecord(null);
  });

  it('a claim the insurer accepted opens on its review, and a screen before it view-only, as the page asked (spec 000 §2)', async () => {
    // A cart of its own: the order before it holds a claim (one claim per order, spec 000 §5), and so will this one.
    const newCart = () => sandbox.state.completeOrder([...sandbox.state.sessions.values()].find((s) => s.registerType === 'R')!);
    newCart();
    const id = await claimAt(sandbox, 'ready-to-claim', { terms: true });
    await submitClaim(currentApi(), id);
    sandbox.state.advanceClock(INSURER_DELAYS_MS.claim + 1);
    setRecord(await getClaimRecord(currentApi(), id));
    expect(record.value?.status).toBe('CLAIM_ACCEPTED');
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
    const review = vi.fn();
    api.open('review', { callback: review });
    await waitFor(() => expect(review).toHaveBeenCalledExactlyOnceWith({ view: 'review' }));
    expect(warnings).toEqual([]);
    const closes = heard('drawer-close').length;
    closeDrawer();
    // The drawer is gone before it opens again, as between two clicks of a shopper.
    await waitFor(() => expect(heard('drawer-close')).toHaveLength(closes + 1));
    const products = vi.fn();
    api.open('select-product', { callback: products });
    await waitFor(() => expect(products).toHaveBeenCalledExactlyOnceWith({ view: 'select-product' }));
    const drawer = document.querySelector<HTMLElement>('[data-direct-billing="drawer"]')?.shadowRoot as unknown as HTMLElement;
    expect(await within(drawer).findByText('View only: your claim as it stands. Nothing here can be changed.')).toBeTruthy();
    expect(warnings).toEqual(['[direct-billing] open("select-product"): the claim was sent, and its answers can no longer change; the drawer shows them view-only']);
    warn.mockRestore();
    closeDrawer();
    setRecord(null);
    newCart();
  });

  // The insurer list, the member lookup and the patient's details are one step of the flow (step 1): a claim at either
  // of the first two has not reached the details, whose forms would wait for a member the claim does not have.
  test.each([
    ['the insurer list, as open("start") left it', async () => {
      const started = vi.fn();
      api.open('start', { callback: started });
      await waitFor(() => expect(started).toHaveBeenCalledExactlyOnceWith({ view: 'insurers' }));
      const closes = heard('drawer-close').length;
      api.close();
      await waitFor(() => expect(heard('drawer-close')).toHaveLength(closes + 1));
    }],
    ['the member lookup, its insurer chosen', async () => {
      await claimAt(sandbox, 'insurer-chosen');
    }],
  ])('open("insurance-information") on a claim at %s says why in one console line and opens the intro (spec 000 §2)', async (_at, bring) => {
    const newCart = () => sandbox.state.completeOrder([...sandbox.state.sessions.values()].find((s) => s.registerType === 'R')!);
    setRecord(null);
    await bring();
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args.join(' ')));
    const opened = heard('drawer-open').length;
    const callback = vi.fn();
    api.open('insurance-information', { callback });
    await waitFor(() => expect(callback).toHaveBeenCalledExactlyOnceWith({ view: 'intro' }));
    expect(heard('drawer-open').slice(opened)).toEqual([{ view: 'intro' }]);
    expect(warnings).toEqual(['[direct-billing] open("insurance-information"): the claim has not reached "insurance-information" yet (it may be opened with viewOnly); the drawer opens on "intro"']);
    warn.mockRestore();
    closeDrawer();
    setRecord(null);
    newCart();
  });

  it('the drawer opened on its eligibility wait, as the toggle opens it, is named by the view that follows the wait', async () => {
    setRecord(null);
    const opened = heard('drawer-open').length;
    const callback = vi.fn();
    api.open('loading', { callback });
    await waitFor(() => expect(callback).toHaveBeenCalledOnce());
    const [[{ view }]] = callback.mock.calls as [[{ view: DrawerView }]];
    expect(view).not.toBe('loading');
    expect(heard('drawer-open').slice(opened)).toEqual([{ view }]);
    closeDrawer();
  });

  it('a drawer closed before it shows a view is said neither to open nor to close; the chat it hid comes back', async () => {
    const [opened, closed, chats] = [heard('drawer-open').length, heard('drawer-close').length, heard('chat').length];
    const callback = vi.fn();
    api.open('intro', { callback });
    api.close();
    api.open('insurers');
    await waitFor(() => expect(heard('drawer-open').slice(opened)).toEqual([{ view: 'insurers' }]));
    expect(callback).not.toHaveBeenCalled();
    expect(heard('drawer-close').slice(closed)).toEqual([]);
    expect(heard('chat').slice(chats)).toEqual([{ action: 'hide' }, { action: 'toggle' }, { action: 'hide' }]);
  });

  it('close closes the drawer, or unmounts a widget by name; render mounts one', async () => {
    const [opened, closed] = [heard('drawer-open').length, heard('drawer-close').length];
    api.open('intro');
    await waitFor(() => expect(heard('drawer-open')).toHaveLength(opened + 1));
    fire('direct-billing:close');
    expect(drawerTarget.value).toBeNull();
    expect(heard('drawer-close').slice(closed)).toEqual([{}]);
    const element = document.createElement('div');
    document.body.append(element);
    fire('direct-billing:render', { widget: 'ctaWidget', element });
    await waitFor(() => expect(element.shadowRoot?.childNodes.length).toBeGreaterThan(0));
    api.close('ctaWidget');
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    expect(api.render('ctaWidget', element)).toBe(true);
    fire('direct-billing:close', { widget: 'ctaWidget' });
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('every window event with a callback calls it: render with whether it mounted, close and the others with null', async () => {
    const element = document.createElement('div');
    document.body.append(element);
    const [rendered, refused, closed, status] = [vi.fn(), vi.fn(), vi.fn(), vi.fn()];
    fire('direct-billing:render', { widget: 'myClaimsWidget', element, callback: rendered });
    expect(rendered).toHaveBeenCalledExactlyOnceWith(true);
    await waitFor(() => expect(element.shadowRoot?.childNodes.length).toBeGreaterThan(0));
    fire('direct-billing:render', { widget: 'coupon', element, callback: refused });
    expect(refused).toHaveBeenCalledExactlyOnceWith(false);
    fire('direct-billing:close', { widget: 'myClaimsWidget', element, callback: closed });
    expect(closed).toHaveBeenCalledExactlyOnceWith(null);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    fire('direct-billing:service-status', { online: true, callback: status });
    expect(status).toHaveBeenCalledExactlyOnceWith(null);
    expect(errors).toEqual(['[direct-billing] render: unknown widget "coupon": use one of dbWidget, ctaWidget, toggleWidget, drawerWidget, overviewWidget, myClaimsWidget']);
  });

  it('render on an element holding the shop\'s content keeps every node of it, mounts in a child it appends, and close takes only that child', async () => {
    const element = document.createElement('section');
    element.innerHTML = '<h2>Our offers</h2><p>Free shipping on frames.</p>';
    const shops = Array.from(element.childNodes);
    document.body.append(element);
    expect(api.render('ctaWidget', element)).toBe(true);
    // No shadow root on the shop's element (it would hide its content): the widget is in a child of its own, after it.
    expect(element.shadowRoot).toBeNull();
    const child = element.lastElementChild as HTMLElement;
    expect(child.hasAttribute('data-direct-billing-mount')).toBe(true);
    await waitFor(() => expect(child.shadowRoot?.textContent).not.toBe(''));
    expect(Array.from(element.childNodes).slice(0, shops.length)).toEqual(shops);
    expect(element.textContent).toBe('Our offers' + 'Free shipping on frames.');
    api.close('ctaWidget');
    expect(Array.from(element.childNodes)).toEqual(shops);
    // Rendered again, it mounts again, in a fresh child.
    expect(api.render('ctaWidget', element)).toBe(true);
    expect(element.childNodes).toHaveLength(shops.length + 1);
    api.close('ctaWidget');
    expect(Array.from(element.childNodes)).toEqual(shops);
    expect(errors).toEqual([]);
  });

  it('render on an element whose open shadow root is the shop\'s never empties that root', () => {
    const element = document.createElement('div');
    const shop = element.attachShadow({ mode: 'open' });
    shop.innerHTML = '<p>Shop banner</p><slot></slot>';
    document.body.append(element);
    expect(api.render('ctaWidget', element)).toBe(true);
    expect(element.shadowRoot?.innerHTML).toBe('<p>Shop banner</p><slot></slot>');
    const child = element.lastElementChild as HTMLElement;
    expect(child.shadowRoot).not.toBeNull();
    api.close('ctaWidget');
    expect(element.shadowRoot?.innerHTML).toBe('<p>Shop banner</p><slot></slot>');
    expect(element.childElementCount).toBe(0);
  });
});

describe('spec 001 §6: a page\'s mistakes and faults never break the widgets', () => {
  const element = () => document.createElement('div');
  /** An element of the page's that holds a closed shadow root of its own: no widget can be mounted in it. */
  const closedRoot = () => {
    const host = document.createElement('div');
    host.attachShadow({ mode: 'closed' });
    return host;
  };
  const NO_MEMBER_TO_REMOVE = 'removeBenefits: no insurance is on for this cart (no member found yet): call it while requestInsuranceData() answers on: true';
  // A row that signed the shopper out, or ended their session, signs them back in for the next.
  afterEach(async () => {
    if (signedIn.value) return;
    await sandbox.signIn();
    await api.login();
    expect(signedIn.value).toBe(true);
  });
  test.each<[string, () => unknown, string]>([
    ['render with an unknown widget name', () => api.render('coupon' as WidgetName, element()), 'render: unknown widget "coupon": use one of dbWidget, ctaWidget, toggleWidget, drawerWidget, overviewWidget, myClaimsWidget'],
    ['render with the mount element\'s value instead of the widget name', () => api.render('toggle' as WidgetName, element()), 'render: unknown widget "toggle": use one of dbWidget, ctaWidget, toggleWidget, drawerWidget, overviewWidget, myClaimsWidget (data-direct-billing="toggle" is toggleWidget)'],
    ['render into an element whose closed shadow root is the page\'s', () => api.render('toggleWidget', closedRoot()), 'render: toggleWidget cannot be mounted in this <div>: give it an empty <div> of its own'],
    ['render without an element', () => api.render('ctaWidget', '#cta' as unknown as HTMLElement), 'render: the element must be an HTML element'],
    ['render by window event without a detail', () => fire('direct-billing:render'), 'render: unknown widget "undefined": use one of dbWidget, ctaWidget, toggleWidget, drawerWidget, overviewWidget, myClaimsWidget'],
    ['close with an unknown widget name', () => api.close('toggle' as WidgetName), 'close: unknown widget "toggle": use one of dbWidget, ctaWidget, toggleWidget, drawerWidget, overviewWidget, myClaimsWidget (data-direct-billing="toggle" is toggleWidget)'],
    ['close with a selector for an element', () => api.close('ctaWidget', '#cta' as unknown as HTMLElement), 'close: the element must be an HTML element'],
    ['open on a view that cannot be opened on its own', () => api.open('validate' as DrawerView), 'open: unknown view "validate": use one of intro, login-redirect, start, resume, loading, error, insurers, insurance-member, insurance-information, quote, select-prescription, select-product, review'],
    ['open with a callback that is not a function', () => api.open('intro', { callback: 'done' as never }), 'open: the callback must be a function'],
    ['open with the options given as a word', () => api.open('intro', 'viewOnly' as never), "open: the options must be an object, { viewOnly?, state?, callback? } (an open-drawer event's detail: { target?, viewOnly?, state?, callback? })"],
    ['open with null for its options', () => api.open('intro', null as never), "open: the options must be an object, { viewOnly?, state?, callback? } (an open-drawer event's detail: { target?, viewOnly?, state?, callback? })"],
    ['open-drawer with the view as its whole detail', () => fire('open-drawer', 'intro'), "open: the options must be an object, { viewOnly?, state?, callback? } (an open-drawer event's detail: { target?, viewOnly?, state?, callback? })"],
    ['open with a viewOnly that is not true or false', () => api.open('review', { viewOnly: 'yes' as never }), 'open: viewOnly must be true or false'],
    ['addSyncListener with no function', () => api.addSyncListener('sync' as never), 'addSyncListener: the listener must be a function'],
    ['removeSyncListener by window event with no listener', () => fire('direct-billing:remove-sync-listener', {}), 'removeSyncListener: the listener must be a function'],
    ['on with a misspelt event', () => api.on('drawer-opened' as HostEventName, () => undefined), 'on: unknown event "drawer-opened": use one of drawer-open, drawer-close, refresh-cart, sync, session-expired, analytics, chat, form-action, insurance-status, checkout, login-redirect, edit-cart'],
    ['on with no function', () => api.on('sync', null as never), 'on: the listener must be a function'],
    ['off with no function', () => api.off('sync', null as never), 'off: the listener must be a function'],
    ['off with a misspelt event', () => api.off('drawer-opened' as HostEventName, () => undefined), 'off: unknown event "drawer-opened": use one of drawer-open, drawer-close, refresh-cart, sync, session-expired, analytics, chat, form-action, insurance-status, checkout, login-redirect, edit-cart'],
    ['serviceStatus with a word', () => api.serviceStatus('offline' as never), 'serviceStatus: online must be true or false'],
    ['sessionError with a number', () => api.sessionError(1011 as never), 'sessionError: the code must be a string'],
    ['productForQuote with a price as text', () => api.productForQuote({ productType: 'FRAME', productIdentifier: 'P-1', quantity: 1, unitPrice: { amount: '129.50' as never } }), 'productForQuote: the line must be a cart line: productType, productIdentifier, quantity, unitPrice'],
    ['requestProductQuote with no product', () => api.requestProductQuote([]), 'requestProductQuote: products must be a non-empty list of products for quote'],
    ['requestProductQuote by window event with a price as text', () => fire('direct-billing:request-product-quote', { products: [{ ...frame, unitFullPrice: { amount: '129.50' } }] }), 'requestProductQuote: products must be a non-empty list of products for quote'],
    ['addBenefits while the shopper is signed out', async () => (await signedOut(), api.addBenefits()), "addBenefits: no shopper is signed in: call it once one is, after your page's login()"],
    ['removeBenefits by window event while the shopper is signed out', async () => (await signedOut(), fire('direct-billing:remove-benefits')), "removeBenefits: no shopper is signed in: call it once one is, after your page's login()"],
    ['addBenefits by window event once the shop said the session ended', async () => (await api.sessionError(), fire('direct-billing:add-benefits')), "addBenefits: no shopper is signed in: call it once one is, after your page's login()"],
    ['removeBenefits with no claim on the cart', () => (setRecord(null), api.removeBenefits()), NO_MEMBER_TO_REMOVE],
    ['removeBenefits by window event on a claim whose member is not found yet', () => (setRecord({ ...accepted(), status: 'INSURANCE_MEMBER_REQUIRED', claimData: { ...accepted().claimData, useInsuranceStatus: 'INSURANCE_NOT_APPLICABLE' } }), fire('direct-billing:remove-benefits')), NO_MEMBER_TO_REMOVE],
  ])('%s logs one clear line and does nothing', async (_name, call, message) => {
    const online = serviceOnline.value;
    let answer: unknown;
    expect(() => (answer = call())).not.toThrow();
    await answer;
    // A window event's method runs on its own; the signed-in actions check their arguments once loaded.
    await waitFor(() => expect(errors).toEqual([`[direct-billing] ${message}`]));
    expect(drawerTarget.value).toBeNull();
    expect(serviceOnline.value).toBe(online);
  });

  /** The line a function of the page's that threw gets: where the page gave it, its own error, and what to do. */
  const threw = (given: string, error: string) => `[direct-billing] your function given to ${given} failed (${error}): fix it; the widgets went on`;

  it('a listener, a sync listener or a callback that throws is reported with its event and its own error; the others still run', async () => {
    const seen: string[] = [];
    const stop = api.on('drawer-open', () => {
      throw new Error('the page\'s header is not drawn yet');
    });
    const stopAfter = api.on('drawer-open', ({ view }) => void seen.push(view));
    const faulty = () => {
      throw new TypeError('host bug');
    };
    api.addSyncListener(faulty);
    api.open('intro', {
      callback: () => {
        throw new Error('callback bug');
      },
    });
    await waitFor(() => expect(seen).toEqual(['intro']));
    notifySync('sync', reportSyncListenerError);
    expect(heard('sync').at(-1)).toEqual({ action: 'sync' });
    expect(errors).toEqual([
      threw("directBilling.on('drawer-open', …)", "Error: the page's header is not drawn yet"),
      threw('open', 'Error: callback bug'),
      threw('directBilling.addSyncListener', 'TypeError: host bug'),
    ]);
    stop();
    stopAfter();
    api.removeSyncListener(faulty);
  });

  it('an async callback that rejects, by method or by window event, is reported once, naming where it was given: no unhandled rejection on the page', async () => {
    const failing = async () => Promise.reject(new Error('host fault'));
    api.open('intro', { callback: failing });
    await waitFor(() => expect(errors).toEqual([threw('open', 'Error: host fault')]));
    closeDrawer();
    fire('direct-billing:request-claim-count', { callback: failing });
    await waitFor(() => expect(errors).toEqual([threw('open', 'Error: host fault'), threw('direct-billing:request-claim-count', 'Error: host fault')]));
  });

  it('a window event whose detail getter throws is contained like a throwing listener: one console line naming the event', () => {
    const event = Object.defineProperty(new CustomEvent('direct-billing:open'), 'detail', {
      get() {
        throw new Error('alex.martin@example.com');
      },
    });
    expect(() => window.dispatchEvent(event)).not.toThrow();
    expect(errors).toEqual(["[direct-billing] direct-billing:open: the event's detail could not be read"]);
    expect(drawerTarget.value).toBeNull();
  });

  it('a method that fails inside answers null and never rejects into the page', async () => {
    // A member found on a record the service does not know: the plans cannot be read.
    setRecord({ ...accepted(), status: 'INSURANCE_MEMBER_FOUND' });
    await expect(api.requestBenefitPlan()).resolves.toBeNull();
    // The failed call names itself, and the line says where its fix is.
    expect(errors).toEqual([
      expect.stringMatching(/^\[direct-billing\] requestBenefitPlan failed \(ApiError: GET \S+ failed with \d{3}(?: \(\w+\))?\): directBilling\.diagnose\(\) names the call and its fix \(docs\/delivery\.md#diagnose\)$/),
    ]);
    setRecord(null);
  });
});

describe('spec 000 §9, spec 001 §6: nothing the widgets tell the page says who the shopper is', () => {
  it('no payload of any event, and no console line, holds the e-mail, name or customer number', () => {
    const customer = session.value?.customer;
    const secrets = [customer?.email1, customer?.firstName, customer?.lastName, customer?.userId].filter((s): s is string => !!s);
    expect(secrets).toHaveLength(4);
    const names = new Set(emitted.map((e) => e.name));
    for (const name of ['drawer-open', 'drawer-close', 'sync', 'session-expired', 'analytics', 'chat'] satisfies (keyof HostEvents)[]) expect(names).toContain(name);
    const told = JSON.stringify(emitted) + JSON.stringify(logged);
    for (const secret of secrets) expect(told.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(told).not.toMatch(/cr_[0-9a-f]{6,}/);
  });
});
