// What the widgets and the host page ask for. The signed-in visitor's chunk: the loader reaches it only through a dynamic
// import (widgets/live.tsx), so a page nobody signs in on never fetches it, nor the API client behind it.
import type { ClaimRecord } from '../src/contract/claim-record.ts';
import type { InsuranceSummary } from '../src/host/public-api.ts';
import type { InsurancePlans } from '../src/contract/plans.ts';
import type { ProductQuotes } from '../src/contract/quotes.ts';
import type { ProductForQuote } from '../src/domain/products.ts';
import { isSessionExpiredError } from '../src/domain/session-expiry.ts';
import { customerFacingStatus } from '../src/domain/record-status.ts';
import { flowEntry, toggleAction } from '../src/domain/toggle-action.ts';
import { cta, record, resetClaimState, restricted, toggleOn } from './claim.ts';
import { loadSession, markSessionExpired, signedIn } from './session.ts';
import { actionError, failedAction, pending, type PendingAction } from './toggle.ts';
import { openDrawer } from './drawer.ts';
import { hostEvents } from './events.ts';
import { track } from './notify.ts';
import { demand } from '../src/host/events.ts';
import { isProductList } from '../src/host/product-list.ts';
import * as claimActions from './claim-actions.ts';

type ClaimActions = typeof claimActions;

/**
 * Runs a service action: one at a time per kind (a double click waits for the first), its failure shown as
 * GENERIC_ERROR unless the action named its own, and never an exception into the host page.
 */
async function act(kind: PendingAction | null, work: (actions: ClaimActions) => Promise<void>): Promise<void> {
  if (kind && pending.value) return;
  if (kind) pending.value = kind;
  actionError.value = null;
  failedAction.value = kind;
  try {
    await work(claimActions);
  } catch (error) {
    actionError.value ??= 'GENERIC_ERROR';
    console.error(`[direct-billing] ${kind ?? 'action'} failed: ${error instanceof Error ? error.name : 'error'}`);
  } finally {
    if (kind) pending.value = null;
  }
}

/** Creates the claim record for the cart and loads it (the drawer's start and loading views); rejects when it fails. */
export function startClaim(): Promise<ClaimRecord> {
  return claimActions.startClaim();
}

/** Loads the visitor's insurance state: token, restricted check, active record, cart eligibility (signed-in visitors only). */
export function refreshInsuranceState(): Promise<void> {
  if (!signedIn.value) {
    resetClaimState();
    return Promise.resolve();
  }
  return act(null, (a) => a.loadInsuranceState());
}

/** Starts the flow in the drawer, on the loading view if allowed, else the insurance-member view (spec 001 section 2). */
export function startFlow(from?: HTMLElement | null): void {
  track('START', 'toggleWidget', 'start-flow');
  openDrawer(flowEntry(record.value, restricted.value), from);
}

/** Opens the drawer to continue the claim in progress (the loading view resumes the record). */
export function resumeInDrawer(from?: HTMLElement | null): void {
  track('CONTINUE', 'ctaWidget', 'resume');
  openDrawer('loading', from);
}

/** The switch was clicked: start the flow, or turn the use of insurance on or off (spec 001 section 2). */
export function clickToggle(from?: HTMLElement | null): Promise<void> {
  if (!signedIn.value || pending.value) return Promise.resolve();
  const action = toggleAction(record.value);
  if (action === 'start-flow') {
    startFlow(from);
    return Promise.resolve();
  }
  track(action === 'enable' ? 'SUBMIT' : 'CANCEL', 'toggleWidget', action === 'enable' ? 'use-insurance' : 'remove-insurance');
  return act('use-insurance', (a) => a.setUseInsurance(action === 'enable'));
}

/** Removes the benefits from the cart; only while the toggle is on (spec 001 section 2). */
export function removeBenefits(): Promise<void> {
  return toggleOn.value ? clickToggle() : Promise.resolve();
}

/** Applies the benefits (the host's "add benefits"): the same as turning the switch on. */
export function addBenefits(): Promise<void> {
  return toggleOn.value ? Promise.resolve() : clickToggle();
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
export function loadPlans(): Promise<InsurancePlans> {
  return claimActions.getPlans();
}

/** The link to the rejected claim's notice, or null when there is none; rejects when it cannot be read. */
export function rejectionNotice(): Promise<string | null> {
  return claimActions.rejectionNoticeUrl();
}

/** The product quotes a product page asks for (spec 001 section 6, "product quote request"); rejects when they fail. */
export async function requestProductQuote(products: readonly ProductForQuote[]): Promise<ProductQuotes> {
  // A page's products are checked before any call; the page hears why through the API's console message.
  demand(isProductList(products), 'products must be a non-empty list of products for quote');
  return claimActions.requestProductQuote(products);
}

/** What the host may know of the shopper's insurance: on or off and the statuses; never who they are. */
export function requestInsuranceData(): InsuranceSummary {
  return { on: toggleOn.value, customerFacingStatus: customerFacingStatus(record.value), ctaState: cta.value };
}

/** The shopper signed in on the host page: reload who they are, then their insurance. */
export async function login(): Promise<void> {
  await loadSession({ force: true });
  await refreshInsuranceState();
}

/** Forgets the claim state, the client's token and cache, and resets the chat (spec 000 section 4). */
async function forgetClaim(): Promise<void> {
  resetClaimState();
  actionError.value = null;
  claimActions.resetClaim();
  hostEvents.emit('chat', { action: 'reset' });
}

/** The shopper signed out: forget everything, then read the (now anonymous) session again. */
export async function logout(): Promise<void> {
  await forgetClaim();
  await loadSession({ force: true });
}

/**
 * The host page reports a session error (spec 001 section 6). With no code, or a code of spec 000 section 8's
 * session-expired lists, the session has ended: claim state and chat reset, and the host hears
 * `session-expired` with the key ERR_COOKIE_EXPIRED (spec 001 section 6).
 */
export async function sessionError(code?: string): Promise<void> {
  if (code !== undefined && !isSessionExpiredError({ code, key: code })) return;
  markSessionExpired();
  await forgetClaim();
  hostEvents.emit('session-expired', { key: 'ERR_COOKIE_EXPIRED' });
}

/** The order was placed: claim and quote details and the plan cache go; the next cart starts afresh (spec 000 section 4). */
export async function orderComplete(): Promise<void> {
  resetClaimState();
  actionError.value = null;
  claimActions.resetClaim();
  await refreshInsuranceState();
}

/** The cart changed: re-check its eligibility, and sync the record when insurance is in use (spec 000 section 4). */
export function cartChanged(): Promise<void> {
  if (!signedIn.value) return Promise.resolve();
  return act(null, (a) => a.cartChanged());
}

