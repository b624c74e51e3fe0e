// What the widgets and the host page ask for. Reached only through a dynamic import, so a page nobody signs in on
// never fetches it, nor the API client behind it.
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import type { StartInsurer } from './claim-actions.ts';
import type { InsurancePlans } from '../../src/contract/claim/plans.ts';
import type { ProductQuotes } from '../../src/contract/quote/quotes.ts';
import type { ProductForQuote } from '../../src/domain/product/products.ts';
import type { WidgetName } from '../../src/host/public-api.ts';
import { benefitsRequestIdle, flowEntry, toggleAction, type BenefitsRequest, type ToggleInitiator } from '../../src/domain/toggle/toggle-action.ts';
import { isBenefitPlanReady, isProductQuoteReady, withInsurer } from '../../src/domain/claim/record-status.ts';
import { record, restricted, toggleOn } from './claim.ts';
import { signedIn } from '../session/session.ts';
import { insuranceRead } from '../host/host-actions.ts';
import { applyLater, pending, quoteOffline, serviceOutage } from '../toggle/toggle.ts';
import { act, later } from './act.ts';
import { refreshInsuranceState } from './claim-load.ts';
import { watchInactivity } from './inactivity.ts';
import { watchTabReturn } from './catch-up.ts';
import { openDrawer } from '../drawer/drawer.ts';
import { openAfterSignIn } from '../drawer/login-return.ts';
import { track } from '../host/notify.ts';
import { hostEvents } from '../host/events.ts';
import { reaction } from '../start.ts';

/**
 * Creates the claim record for the cart, naming the insurer if one is chosen (with its name, when given), and loads it; when the cart's claim stands
 * already (made in another tab), answers that claim's record, now the one shown; rejects when it fails.
 */
export async function startClaim(insurer?: StartInsurer): Promise<ClaimRecord> {
  return (await later()).startClaim(insurer);
}

/** Resumes a record by id (the drawer's resume view); null when the service no longer has it (deleted: start anew). */
export async function resumeClaim(id: string): Promise<ClaimRecord | null> {
  return (await later()).resumeClaim(id);
}

let following = false;

/**
 * Follows a restriction's wait from the moment there is one (restriction-lift.ts). Its code comes with the
 * call-to-action's card that shows the restriction, so a page without one never fetches it.
 */
function followRestriction(): void {
  if (following) return;
  following = true;
  reaction(() => {
    if (restricted.value) import('./restriction-lift.ts').then((lift) => lift.watchRestrictionLift(), () => undefined);
  });
}

let followingEnds = false;

/**
 * Follows each change of the record shown, so that a claim the submit's answer or a status read ends (rejected, cancelled)
 * has the restricted check asked again (restriction-lift.ts recheckAsClaimEnds): the day's limit is then known as the
 * answer arrives, not at the next load. Its code comes with the card that says the limit.
 */
function recheckAsClaimsEnd(): void {
  if (followingEnds) return;
  followingEnds = true;
  let before = record.peek();
  reaction(() => {
    const after = record.value;
    const was = before;
    before = after;
    if (was && after && was !== after) import('./restriction-lift.ts').then((lift) => lift.recheckAsClaimEnds(was, after)).catch(() => undefined);
  });
}

let waitingRetry = false;

/**
 * Waits for the offline insurer's answer (retry-follow.ts) whenever the record shown waits on the retry the shopper
 * opted in to (quoteOffline 'opted-in', QUOTE_PENDING), so the page learns it as it comes: after the opt-in, in the
 * drawer or on the card, and on a page loaded while it waits. The wait's code and rules come only then.
 */
export function waitForRetryAnswer(): void {
  if (waitingRetry) return;
  waitingRetry = true;
  reaction(() => {
    if (quoteOffline.value === 'opted-in') import('./retry-follow.ts').then((wait) => wait.followRetry()).catch(() => undefined);
  });
}

let followingSent = false;

/**
 * Follows a claim the insurer holds (withInsurer) to its answer (submitted-follow.ts) whenever the record shown is one,
 * so a page loaded or caught up while the claim was sent shows the answer as it comes, as the drawer that sent it does.
 * The follow's code comes only then.
 */
function followSentClaims(): void {
  if (followingSent) return;
  followingSent = true;
  reaction(() => {
    if (withInsurer(record.value)) import('./submitted-follow.ts').then((sent) => sent.followSubmitted()).catch(() => undefined);
  });
}

/**
 * What a signed-in page does before any click: the 30-minute inactivity count starts (spec 000 section 4), the tab
 * catches up with the shopper's other tabs whenever they come back to it, a restriction's wait counts down and its end
 * is checked with the service, so is the restriction when a claim ends, an offline insurer's answer to a retry is waited for, so is the insurer's answer to a
 * claim sent, the drawer opens when the shopper is back from a prompt's sign-in, and the insurance state loads (which
 * the drawer's login-redirect waits for).
 */
export function startSignedIn(): Promise<void> {
  watchInactivity();
  watchTabReturn();
  followRestriction();
  recheckAsClaimsEnd();
  waitForRetryAnswer();
  followSentClaims();
  openAfterSignIn();
  return refreshInsuranceState();
}

/**
 * Starts the flow in the drawer, on the loading view if allowed, else the insurance-member view (spec 001 section 2);
 * the page's analytics name the widget pressed, the switch's unless the call-to-action says it is its own.
 */
export function startFlow(from?: HTMLElement | null, widget: WidgetName = 'toggleWidget'): void {
  // A new claim whose first quote the day's limit refuses would lead through the forms to that refusal: the card and the
  // switch say the limit instead (applyLater), and no entry of theirs opens the flow meanwhile.
  if (applyLater.value) return;
  track('START', widget, 'start-flow');
  openDrawer(flowEntry(record.value, restricted.value), from);
}

/** Opens the drawer to continue the claim in progress (the loading view resumes the record). */
export function resumeInDrawer(from?: HTMLElement | null): void {
  track('CONTINUE', 'ctaWidget', 'resume');
  openDrawer('loading', from);
}

/** The switch was clicked: start the flow, or turn the use of insurance on or off (spec 001 section 2). */
export function clickToggle(from?: HTMLElement | null): Promise<void> {
  return switchInsurance('shopper', from);
}

/**
 * The record whose insurance the shop's page took off (its removeBenefits), which its addBenefits may put back; the
 * service records only INSURANCE_DISABLED, which otherwise reads as the shopper's own opt-out (spec 000 section 4).
 */
let offByShop: string | null = null;

/**
 * The shopper or the shop asks to switch: the domain rule says what that does (spec 000 section 4). Nothing, while the
 * host page says the service is offline (spec 001 section 6): a change of use or a new claim would call it in vain.
 */
function switchInsurance(by: ToggleInitiator, from?: HTMLElement | null): Promise<void> {
  if (!signedIn.value || pending.value || serviceOutage.value) return Promise.resolve();
  const current = record.value;
  const action = toggleAction(current, by, current && current.id === offByShop ? 'shop' : 'shopper');
  if (action === 'none') return Promise.resolve();
  // A new claim whose first quote the day's limit refuses starts nothing the shopper could finish, and insurance turned
  // on for a claim whose next quote it refuses takes nothing off the order: the switch waits and says so (applyLater).
  if (applyLater.value && action !== 'disable') return Promise.resolve();
  if (action === 'start-flow') {
    startFlow(from);
    return Promise.resolve();
  }
  offByShop = action === 'disable' && by === 'shop' ? (current?.id ?? null) : null;
  track(action === 'enable' ? 'SUBMIT' : 'CANCEL', 'toggleWidget', action === 'enable' ? 'use-insurance' : 'remove-insurance');
  return act('use-insurance', (a) => a.setUseInsurance(action === 'enable'));
}

/**
 * Removes the benefits from the cart; only while the toggle is on (spec 001 section 2). The host's "remove benefits" by
 * default; the toggle's own Remove benefits is the shopper's, which the host's addBenefits never undoes (spec 000 section 4).
 */
export function removeBenefits(by: ToggleInitiator = 'shop'): Promise<void> {
  return toggleOn.value ? switchInsurance(by) : Promise.resolve();
}

/**
 * Applies the benefits (the host's "add benefits"): the same as turning the switch on, except that the shop's page
 * never turns back on what the shopper turned off, only what it took off itself (spec 000 section 4, toggleAction).
 */
export function addBenefits(): Promise<void> {
  return toggleOn.value ? Promise.resolve() : switchInsurance('shop');
}

/**
 * The page's own addBenefits() or removeBenefits() (spec 001 section 6), decided once the shopper and their insurance are
 * read, so a page that asks as it loads is answered on who the shopper is, not on a session still loading: the words
 * why it can do nothing (benefitsRequestIdle), for the page's console, or null once the switch has done its work.
 */
export async function benefitsFromPage(request: BenefitsRequest): Promise<string | null> {
  await insuranceRead();
  const idle = benefitsRequestIdle(request, signedIn.value, record.value);
  if (idle) return idle;
  await (request === 'addBenefits' ? addBenefits() : removeBenefits());
  return null;
}

/** Opens the page's chat widget for a shopper who must contact customer service (spec 000 section 1, chat hooks). */
export function openChat(): void {
  track('OTHER', 'ctaWidget', 'chat');
  hostEvents.emit('chat', { action: 'open' });
}

/** Cancels the submitted claim, then polls until the service says it is nullified or refused (spec 000 section 4). */
export function nullify(): Promise<void> {
  track('CANCEL', 'ctaWidget', 'nullify');
  return act('nullify', (a) => a.nullify());
}

/** Cancels the claim in progress: the record is deleted and a new start is allowed. */
export function cancelClaim(): Promise<void> {
  track('CANCEL', 'ctaWidget', 'cancel-claim');
  return act('cancel-claim', (a) => a.cancelClaim());
}

/** Cancels the quote retry at an offline insurer (spec 000 section 4, "cancel the retry"). */
export function cancelQuote(): Promise<void> {
  track('CANCEL', 'ctaWidget', 'cancel-quote');
  return act('cancel-quote', (a) => a.cancelQuote());
}

/** Claims a different group of eligible cart products (the toggle's "Insure different product"). */
export function insureProducts(groupId: string): Promise<void> {
  track('SUBMIT', 'toggleWidget', 'insure-products');
  return act('insure-products', (a) => a.insureProducts(groupId));
}

/** The member's benefit plans (cached an hour by the client); rejects when they cannot be read. */
export async function loadPlans(): Promise<InsurancePlans> {
  return (await later()).getPlans();
}

/** The link to the rejected claim's notice, or null when there is none; rejects when it cannot be read. */
export async function rejectionNotice(): Promise<string | null> {
  return (await later()).rejectionNoticeUrl();
}

/**
 * The member's benefit plans as the host page asks for them (spec 001 section 6, "benefit plan request"): null while the
 * plans are not ready (spec 001 section 4: no member found yet, signed out), which is an answer, not a failure the page's
 * console should hear of; rejects when they cannot be read.
 */
export async function requestBenefitPlan(): Promise<InsurancePlans | null> {
  return isBenefitPlanReady(record.value) ? loadPlans() : null;
}

/**
 * The product quotes a page asks for, or the cart's (spec 001 section 6, "product quote request"): null while the quote
 * is not ready (spec 001 section 4: no claim using insurance yet), an answer rather than a failure; rejects when they
 * fail. A page's wrong products are told even then: the claim actions check them before anything else.
 */
export async function requestProductQuote(products?: readonly ProductForQuote[]): Promise<ProductQuotes | null> {
  if (isProductQuoteReady(record.value)) return (await later()).requestProductQuote(products);
  if (products === undefined) return null;
  return (await later()).requestProductQuote(products).catch(() => null);
}

/**
 * Reads what the estimate of the insurer's share needs for the record shown (signals/claim/estimate.ts); rejects when
 * the cart or the plans cannot be read, and the views then show no estimate rather than a wrong one.
 */
export async function refreshEstimate(): Promise<void> {
  return (await later()).loadEstimate();
}

/** How many claims the signed-in customer has (spec 000 section 7, claims/search), null when signed out; rejects when it cannot be read. */
export async function requestClaimCount(): Promise<number | null> {
  return (await later()).countClaims();
}

export { refreshInsuranceState };
export { cartChanged, login, logout, orderComplete, requestInsuranceData, sessionError } from '../host/host-actions.ts';
