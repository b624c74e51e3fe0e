// What the host page tells the widgets (spec 001 section 6): who signed in or out, an ended session, a placed order,
// a changed cart; and what it may ask: the shopper's insurance, without who they are.
import type { InsuranceSummary } from '../../src/host/public-api.ts';
import { isSessionExpiredError } from '../../src/domain/session/session-expiry.ts';
import { customerFacingStatus } from '../../src/domain/claim/record-status.ts';
import { effect } from '@preact/signals-react';
import { insuranceDataReady } from '../../src/domain/host/insurance-data.ts';
import { cta, insuranceLoad, record, toggleOn } from '../claim/claim.ts';
import { loadSession, sessionExpired, sessionStatus, signedIn, whileLoggingOut } from '../session/session.ts';
import { hostEvents } from './events.ts';
import { act } from '../claim/act.ts';
import { endSession, forgetClaim } from '../claim/claim-kit.ts';
import { refreshInsuranceState } from '../claim/claim-load.ts';
import { watchInactivity } from '../claim/inactivity.ts';
import { followCartChange } from '../claim/cart-change.ts';
import { createThrottle } from '../../src/host/events.ts';
import { CART_UPDATE_INTERVAL_MS } from '../../src/domain/constants.ts';
import { openAfterSignIn } from '../drawer/login-return.ts';

/** Resolves once the shop session and, signed in, the shopper's insurance have been read, or have failed. */
export function insuranceRead(): Promise<void> {
  return new Promise((resolve) => {
    const stop = effect(() => {
      if (!insuranceDataReady({ session: sessionStatus.value, signedIn: signedIn.value, insurance: insuranceLoad.value })) return;
      resolve();
      // Not from inside its own run: the effect is disposed once this run is over.
      queueMicrotask(() => stop());
    });
  });
}

/**
 * What the host may know of the shopper's insurance: on or off and the statuses; never who they are. Answered once they
 * are read (insuranceDataReady): asked as the page loads (on direct-billing:ready, or from the queue snippet), the page
 * gets the shopper's, not the defaults of a state still loading.
 */
export async function requestInsuranceData(): Promise<InsuranceSummary> {
  await insuranceRead();
  return { on: toggleOn.value, customerFacingStatus: customerFacingStatus(record.value), ctaState: cta.value };
}

/**
 * The shopper signed in on the host page: reload who they are (a session the shop answers as ended forgets the claim),
 * then their insurance. Back on the page a sign-in prompt left (a single-page shop routes without a page load), the
 * drawer opens there as after a load.
 */
export async function login(): Promise<void> {
  watchInactivity();
  await loadSession({ force: true });
  if (sessionExpired.value) forgetClaim();
  else if (signedIn.value) openAfterSignIn();
  await refreshInsuranceState();
}

/**
 * The shopper signed out of the shop: forget everything, then read the (now anonymous) session again. Logging out, a
 * shop 401 or an ended session is the sign-out itself, never a session expiry (spec 000 section 8). A shop whose own
 * sign-out is not done yet still answers the shopper: their insurance is read again, as the forgotten state would
 * otherwise leave the call-to-action checking, and requestInsuranceData unanswered, until a reload.
 */
export function logout(): Promise<void> {
  return whileLoggingOut(async () => {
    forgetClaim();
    hostEvents.emit('chat', { action: 'reset' });
    await loadSession({ force: true });
    await refreshInsuranceState();
  });
}

/**
 * The host page reports a session error (spec 001 section 6). With no code, or a code of spec 000 section 8's
 * session-expired lists, the session has ended: claim state and chat reset, and the host hears
 * `session-expired` with the key ERR_COOKIE_EXPIRED (spec 001 section 6).
 */
export async function sessionError(code?: string): Promise<void> {
  if (code !== undefined && !isSessionExpiredError({ code, key: code })) return;
  endSession();
}

/** The order was placed: claim and quote details, the plan cache and the chat reset; the next cart starts afresh (spec 000 section 4). */
export async function orderComplete(): Promise<void> {
  forgetClaim();
  hostEvents.emit('chat', { action: 'reset' });
  await refreshInsuranceState();
}

/** A shop may tell of every line it adds or removes: the cart is read once per burst (spec 000 section 9, cart update interval). */
const readChangedCart = createThrottle(CART_UPDATE_INTERVAL_MS, () => act(null, (a) => a.cartChanged()));

/**
 * The cart changed: re-check its eligibility, and sync the record when insurance is in use (spec 000 section 4). From
 * the shop's word, through the burst's wait and until the cart is read, amounts computed from the cart as it was (an
 * accepted share among them) are shown as being updated (followCartChange): a shopper who removed a line sees no share
 * of the order as it was while the widgets wait.
 */
export function cartChanged(): Promise<void> {
  if (!signedIn.value) return Promise.resolve();
  return followCartChange(readChangedCart);
}

