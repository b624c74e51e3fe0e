// What every claim action shares: the client, the shop's cart, setting the record, and the failures with a state of their own.
import { signal } from '@preact/signals-react';
import { createApi, type Api } from '../../src/api/client.ts';
import * as records from '../../src/api/claim/claim-records.ts';
import { checkInsuranceEligibility } from '../../src/api/claim/eligibility.ts';
import { ApiError } from '../../src/api/errors.ts';
import { fetchCart } from '../../src/host/cart.ts';
import { shopOptionsOf } from '../../src/host/config.ts';
import type { Cart } from '../../src/contract/claim/cart.ts';
import type { ClaimRecord } from '../../src/contract/claim/claim-record.ts';
import { isDailyClaimLimit } from '../../src/domain/claim/limit.ts';
import { liveRecordOf } from '../../src/domain/claim/live-record.ts';
import { answersFinal, mayMeetClaimSent } from '../../src/domain/claim/moved-on.ts';
import { hasEligibleProduct } from '../../src/domain/product/eligibility.ts';
import { isRecordDeleted, shouldExpireSession } from '../../src/domain/session/session-expiry.ts';
import { config, langTag } from '../host/config.ts';
import { loggingOut, markSessionExpired, recheckSession, refreshAfterRefusal, session, sessionExpired, shopReadFailure } from '../session/session.ts';
import { moveEligibility, record, resetClaimState, setRecord, setRestricted } from './claim.ts';
import { clearFailure, failWith } from '../toggle/toggle.ts';
import { closeDrawer } from '../drawer/drawer.ts';
import { forgetLastPath } from '../../src/host/session-memory.ts';
import { resetRefreshesCart } from '../../src/domain/claim/cart-refresh.ts';
import { refreshCart } from '../host/notify.ts';

let api: Api | null = null;

/** The API client for the current configuration and session, made on first use. */
export function currentApi(): Api {
  const cfg = config.value;
  if (!cfg) throw new Error('direct-billing is not configured');
  api ??= createApi({
    baseUrl: cfg.apiBaseUrl,
    apiKey: cfg.apiKey,
    identity: () => ({ sessionId: session.value?.sessionId, customerNumber: session.value?.userId, customerEmail: session.value?.customer.email1 ?? undefined }),
    // A 401 reloads who the shopper is, past the valid-session short cut, before the token is fetched again (spec 000
    // section 7), unless the session already ended here.
    refreshSession: refreshAfterRefusal,
    // The service's own words (plans, claim summaries) in the page's language, whichever page the claim was made on.
    language: langTag.value,
  });
  return api;
}

/**
 * The shop's cart as last read: the order an accepted claim's amounts are said for, which may have changed since the
 * insurer answered (spec 000 section 1: the order total is reduced by the confirmed amount). Null until read.
 */
export const cartRead = signal<Cart | null>(null);

/**
 * The shop's cart now; kept as the cart last read. A shop that answers the read with its session's end (spec 000 sections
 * 7 and 8, shopReadFailure) takes the page to the session-expired path here, as a read of the session does: whichever
 * read of the page meets it first (a tab's catch-up, a cart change's re-check, the page's first load), and whatever that
 * read's caller then does with the failure (a catch-up is quiet, a re-check of the eligibility keeps its own state), the
 * shopper is told once that the session ended. Left to the next read, it could be lost: a shop may answer that one with
 * another shopper (the demo shop's module signs a new one in), and the page would go on as them without a word.
 */
export async function shopCart(): Promise<Cart> {
  const cfg = config.value;
  if (!cfg) throw new Error('direct-billing is not configured');
  try {
    const cart = await fetchCart(shopOptionsOf(cfg));
    cartRead.value = cart;
    return cart;
  } catch (error) {
    if (shopReadFailure(error, !!session.value?.sessionId) === 'session-expired') endSession();
    throw error;
  }
}

/** The record an action works on; a deleted one is none. */
export function liveRecord(): ClaimRecord {
  const current = liveRecordOf(record.value);
  if (!current) throw new Error('no claim record');
  return current;
}

/**
 * Applies the failures that have a state of their own and answers whether one did: any failure once the session ended
 * (the sign-in prompt says it all), LIMIT_REACHED (spec 000 section 8), a 401 after the client's one retry (session
 * expired, or nothing while the shopper signs out), a 404 on a record that is indeed gone (deleted: a new start is
 * allowed, spec 000 section 4), a 409 of an answer on a claim sent meanwhile (mayMeetClaimSent: the record read again
 * shows it sent). Any other failure is the caller's to throw.
 */
export async function handled(error: unknown): Promise<boolean> {
  if (sessionExpired.value) {
    // The session ended while this call ran (the client's reload of the session on a 401 found it gone, spec 000 section 8).
    forgetClaimState();
    return true;
  }
  if (!(error instanceof ApiError)) return false;
  if (isDailyClaimLimit(error)) {
    setRestricted({ reason: 'LIMIT_REACHED' });
    failWith('LIMIT_REACHED');
    return true;
  }
  const hasSessionId = !!session.value?.sessionId;
  if (error.sessionExpired && shouldExpireSession({ status: 401, hasSessionId, alreadyExpired: sessionExpired.value, loggingOut: loggingOut.value })) {
    // The session ended (spec 000 sections 4 and 8): the same reset as the host page's session error.
    endSession();
    return true;
  }
  // A 401 while the shopper signs out is the sign-out itself: nothing to tell (spec 000 section 8).
  if (error.sessionExpired && loggingOut.value) return true;
  const current = record.value;
  // A call of the shopper's answers refused as the claim moved on (another tab sent it): the record is read again, as
  // for a 404, and a claim sent is the drawer's to show where it stands (flow.ts), not a failure to try again.
  if (current && mayMeetClaimSent(error) && !answersFinal(current)) {
    const now = await records.findClaimRecord(currentApi(), current.id);
    if (now && answersFinal(now)) {
      setRecord(now);
      return true;
    }
    if (now) return false;
    setRecord(null);
    await checkEligibility();
    return true;
  }
  if (!current || !isRecordDeleted(error.status) || !error.call.includes('claim-records/{id}')) return false;
  // Another 404 of a record call (an unknown prescription) leaves a live record as it is.
  if (await records.findClaimRecord(currentApi(), current.id)) return false;
  setRecord(null);
  await checkEligibility();
  return true;
}

/** Runs an action whose failures with a state of their own end it quietly; any other reaches the façade (GENERIC_ERROR). */
export async function guarded(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(await handled(error))) throw error;
  }
}

/** Runs an action that answers a value: its failures are applied too, and always rejected to the caller. */
export async function answered<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await handled(error);
    throw error;
  }
}

/** The cart's eligibility (spec 000 section 4): pending, then eligible or not; a failed check returns to not applicable. */
export async function checkEligibility(known?: Cart): Promise<void> {
  moveEligibility('check-started');
  try {
    const cart = known ?? (await shopCart());
    const lines = cart.products.map((p) => ({ productId: p.id, productType: p.productType, quantity: p.quantity }));
    const { eligibleProducts } = await checkInsuranceEligibility(currentApi(), lines);
    moveEligibility(hasEligibleProduct(eligibleProducts) ? 'check-eligible' : 'check-not-eligible');
  } catch (error) {
    moveEligibility('check-failed');
    if (error instanceof ApiError && error.sessionExpired) throw error;
  }
}

/** Forgets the claim state and the client with its token and cache (logout, session expiry, order completion, tests). */
export function resetClaim(): void {
  resetClaimState();
  cartRead.value = null;
  forgetLastPath();
  api?.reset();
  api = null;
}

/** Forgets the claim state, the client's token and cache, and the last failure, and closes the drawer (spec 000 section 4). */
export function forgetClaim(): void {
  closeDrawer();
  forgetClaimState();
}

/**
 * Forgets the claim state, the client's token and cache, and the last failure; an open drawer stays. Logout, session
 * expiry and order completion all come here: with insurance in use, the cart page re-reads its totals (resetRefreshesCart).
 */
function forgetClaimState(): void {
  const refresh = resetRefreshesCart(record.value);
  resetClaim();
  clearFailure();
  if (refresh) refreshCart();
}

/**
 * The session-expired path (spec 000 sections 4 and 8): claim state forgotten, the sign-in prompt, the chat reset, and
 * the host hears `session-expired` with the key ERR_COOKIE_EXPIRED (spec 001 section 6; markSessionExpired). An open
 * drawer stays open and says why its steps went, with the way to sign in again (widgets/drawer): closed under the
 * shopper, it would leave them on the page with no word of what happened (the spec closes the drawer only on a
 * restricted customer).
 */
export function endSession(): void {
  forgetClaimState();
  markSessionExpired();
}

/**
 * Whether the shop session still holds, asked of the shop right before a claim is submitted, accepted or cancelled
 * (spec 000 sections 5 and 8). A session that ended (signed out in another tab, expired, another shopper)
 * takes the session-expired path here: the claim state forgotten, the sign-in prompt, and the host hears
 * `session-expired` (endSession); the caller sends nothing. While this tab signs out, the state is simply forgotten.
 */
export async function sessionHolds(): Promise<boolean> {
  if ((await recheckSession()) === 'holds') return true;
  if (loggingOut.value) forgetClaim();
  else endSession();
  return false;
}
